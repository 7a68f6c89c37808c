"""Random playouts of whole matches, checking the engine's invariants after every hand.

``simulate(hands, seed, rules)`` plays ``hands`` complete hands in matches (each
hand's inputs come from the previous result; a finished match starts a new
one). The four seats are random-legal bots: they pick uniformly among
``legal_actions`` — passing half the time while bidding, so that every kind of
declaration gets its turn — and complete templates with random cards of the
fill pool. Bots draw only from their own ``random.Random``; each hand's seed
comes from a separate ``Rng`` stream, and the hand's own ``Rng`` is never
touched from outside.

Checks (the names reported in ``checks``):

* ``legal_applicable`` — every action taken from ``legal_actions`` (a template
  completed from its pool) is accepted by ``apply``, and every hand finishes;
* ``listing_matches_rules`` — random probe actions are listed exactly when
  ``check`` accepts them (the enumeration and the validation are independent
  code);
* ``illegal_refused`` — an unlisted probe is refused by ``apply`` with
  ``IllegalActionError`` and leaves the hand unchanged;
* ``cards_conserved`` — the 108 cards, each identity twice, are exactly the
  hands, the played cards and the kitty;
* ``points_add_up`` — trick points plus the kitty's card points are 200, and DP
  is the defenders' trick points plus the signed kitty capture (§5.5, §6.1);
* ``result_consistent`` — the level change and the next dealer follow §6 from
  DP;
* ``replay_identical`` — the hand record, through JSON, replays to the same
  events, result and hands.
"""

from __future__ import annotations

import json
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from fengyu.core.cards import double_deck
from fengyu.core.protocol import Action, IllegalActionError, Json
from fengyu.core.replay import HandRecord
from fengyu.core.rng import SEED_LIMIT, Rng
from fengyu.games.guafeng.cardsets import expand
from fengyu.games.guafeng.combos import THROW, classify
from fengyu.games.guafeng.engine import DEAL, FILL, PLAY, THROW_TEMPLATE, ZHAN_WINDOW, GuafengHand, new_hand
from fengyu.games.guafeng.match import Match
from fengyu.games.guafeng.order import POINTS
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.guafeng.scoring import TOTAL_POINTS, settle
from fengyu.games.simulation_runs import part_sizes, run_parts, speed_report

CHECKS = (
    "legal_applicable",
    "listing_matches_rules",
    "illegal_refused",
    "cards_conserved",
    "points_add_up",
    "result_consistent",
    "replay_identical",
)
PROBE_EVERY = 8
"""One probe action per this many decisions: enough to cover every phase many times per hand."""
MAX_DECISIONS = 20_000
"""A hand needs a few hundred decisions; far more means it does not end."""
MAX_FORMS = 100_000
"""Actions whose JSON form the replay check remembers before it starts afresh (bounds a long run's memory)."""

_SORTED_DECK = sorted(int(card) for card in double_deck())
"""The 108 card codes in order: what the hands, the played cards and the kitty always add up to."""

RulesSource = GuafengRules | Callable[[random.Random], GuafengRules]


def simulate(hands: int, seed: int, rules: RulesSource, *, jobs: int = 1) -> dict[str, Any]:
    """Play ``hands`` hands with random bots and report speed, what happened and invariant violations.

    ``rules`` is a rules object, or a function drawing rules for each new match
    from the bots' random source (``random_rules``). With ``jobs`` > 1 the hands
    are split between worker processes, each with its own bot seed derived from
    ``seed``, so a run is reproducible for a given (seed, jobs).
    """
    if hands < 1 or jobs < 1:
        raise ValueError(f"simulate needs at least one hand and one job, not {hands} hands and {jobs} jobs")
    jobs = min(jobs, hands)
    sizes = part_sizes(hands, jobs)
    parts, elapsed = run_parts(_simulate_part, [(part, sizes[part], seed, rules) for part in range(jobs)])
    stats: Counter[str] = Counter()
    failures: list[str] = []
    for part in parts:
        stats.update(part["stats"])
        failures += part["failures"]
    return {
        **speed_report("guafeng", hands, parts, elapsed, checks=CHECKS, violations=failures),
        "actions": stats["actions"],
        "outcomes": {"played": stats["played"], "no_bid": stats["no_bid"]},
        "redeals": stats["redeals"],
        "hands_with_zhan": stats["zhan"],
        "failed_throws": stats["failed_throws"],
        "matches_won": stats["matches_won"],
    }


def random_rules(bot: random.Random) -> GuafengRules:
    """Every toggle drawn at random (the long property runs use this)."""
    changes = GuafengRules.random_changes(bot)
    changes["first_deal_seat"] = bot.randrange(4)
    sequence = GuafengRules(skip_permanent_levels=changes["skip_permanent_levels"]).level_sequence
    changes["mandatory_levels"] = tuple(level for level in sequence if bot.random() < 0.2)
    return GuafengRules(**changes)


def _simulate_part(work: tuple[int, int, int, RulesSource]) -> dict[str, Any]:
    part, hands, seed, rules = work
    bot = random.Random(seed * 1024 + part)
    seeds = Rng((seed * 1024 + part) % SEED_LIMIT)
    failures: list[str] = []
    stats: Counter[str] = Counter()
    match = Match()
    match_rules = rules(bot) if callable(rules) else rules
    forms: dict[Action, Json] = {}
    started = time.perf_counter()
    for _ in range(hands):
        if match.over:
            stats["matches_won"] += 1
            match = Match()
            match_rules = rules(bot) if callable(rules) else rules
        hand = GuafengHand(match_rules, seeds.next_u64(), match.next_inputs())
        problems = _play(hand, bot)
        problems += _check_result(hand) if hand.over else []
        problems += _check_replay(hand, forms)
        failures += [f"part {part}, hand seed {hand.seed}: {problem}" for problem in problems]
        if hand.result is None:
            match = Match()
            continue
        match.record(hand.result)
        stats[hand.result.outcome] += 1
        stats["actions"] += len(hand.actions)
        stats["redeals"] += hand.deal_number - 1
        stats["zhan"] += hand.sticker is not None
        stats["failed_throws"] += sum(event.kind == "throw_failed" for event in hand.events)
    return {"hands": hands, "seconds": time.perf_counter() - started, "stats": stats, "failures": failures}


def _play(hand: GuafengHand, bot: random.Random) -> list[str]:
    problems: list[str] = []
    decisions = 0
    while not hand.over:
        if decisions == MAX_DECISIONS:
            return [*problems, "legal_applicable: the hand does not end"]
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        decisions += 1
        if decisions % PROBE_EVERY == 0:
            problems += _probe(hand, seat, legal, bot)
        action = _choose(hand, seat, legal, bot)
        try:
            hand.apply(action)
        except IllegalActionError as error:
            return [*problems, f"legal_applicable: {action} refused: {error}"]
    return problems


def _choose(hand: GuafengHand, seat: int, legal: list[Action], bot: random.Random) -> Action:
    if hand.phase in (DEAL, ZHAN_WINDOW) and len(legal) > 1 and bot.random() < 0.5:
        return legal[0]
    while True:
        action = bot.choice(legal)
        if action.option == FILL:
            return _filled(hand, action, bot)
        if action.option != THROW_TEMPLATE:
            return action
        throw = _random_throw(hand, seat, bot)
        if throw is not None:
            return throw


def _filled(hand: GuafengHand, template: Action, bot: random.Random) -> Action:
    """The template completed with random free cards of its fill pool, in the order ``apply`` keeps (so kept as is).

    One free card (every follow of a single lead) is ``choice``: the same draw as ``sample(free, 1)``, cheaper.
    """
    pool, size = hand.fill(template.seat)
    fixed = template.pieces
    for code in fixed:
        pool[code] -= 1
    free = expand(pool)
    missing = size - len(fixed)
    if not fixed and missing == 1:
        return Action(template.seat, template.kind, (bot.choice(free),))
    chosen = sorted((*fixed, *bot.sample(free, missing)))
    return Action(template.seat, template.kind, tuple(chosen))


def _random_throw(hand: GuafengHand, seat: int, bot: random.Random) -> Action | None:
    order = hand.order
    assert order is not None
    cards = hand.hand(seat)
    for _ in range(20):
        cls = order.cls[bot.choice(cards)]
        same = [code for code in cards if order.cls[code] == cls]
        if len(set(same)) < 2:
            continue
        pick = bot.sample(same, bot.randint(2, min(len(same), 6)))
        combo = classify(pick, order)
        if combo is not None and combo.kind == THROW:
            return Action(seat, "play", tuple(pick))
    return None


def _probe(hand: GuafengHand, seat: int, legal: list[Action], bot: random.Random) -> list[str]:
    """A random action of the right kind: listed iff accepted; if unlisted, refused without a trace."""
    kind = bot.choice(legal).kind
    cards = list(hand.hand(seat))
    size = _probe_size(hand, seat, bot)
    if size > len(cards):
        return []
    probe = Action(seat, kind, tuple(bot.sample(cards, size)))
    listed, accepted = hand.covers(probe, legal), hand.is_legal(probe)
    if listed != accepted:
        return [f"listing_matches_rules: {probe} listed={listed} accepted={accepted}"]
    if listed:
        return []
    before = _fingerprint(hand)
    try:
        hand.apply(probe)
    except IllegalActionError:
        return [] if _fingerprint(hand) == before else [f"illegal_refused: refusing {probe} changed the hand"]
    return [f"illegal_refused: {probe} was applied"]


def _fingerprint(hand: GuafengHand) -> tuple[object, ...]:
    """Enough of the state to see a change: the logs, the phase, who acts, every hand and the kitty."""
    cards = tuple(hand.counts(seat) for seat in range(4))
    return len(hand.events), len(hand.actions), hand.phase, hand.to_act(), cards, tuple(hand.kitty)


def _probe_size(hand: GuafengHand, seat: int, bot: random.Random) -> int:
    """A plausible number of cards: the pending decision's size, a small lead, or a declaration's worth."""
    _, size = hand.fill(seat)
    if size:
        return size
    if hand.phase == PLAY:
        return bot.randint(1, 6)
    return bot.choice((0, 1, 2, 3, 4))


def _check_result(hand: GuafengHand) -> list[str]:
    result = hand.result
    assert result is not None
    problems = []
    played = [code for event in hand.events if event.kind == PLAY for code in event.public["cards"]]
    held = [code for seat in range(4) for code in hand.hand(seat)]
    if sorted(played + held + list(result.kitty)) != _SORTED_DECK:
        problems.append("cards_conserved: hands, tricks and kitty are not the 108 cards")
    if result.outcome == "played":
        kitty_points = sum(POINTS[code] for code in result.kitty)
        if sum(result.trick_points) + kitty_points != TOTAL_POINTS:
            problems.append(f"points_add_up: tricks {result.trick_points} + kitty {kitty_points} != 200")
        defenders = 1 - result.dealer % 2
        if result.defender_points != result.trick_points[defenders] + result.capture:
            problems.append("points_add_up: DP is not the defenders' trick points plus the capture")
        expected = settle(result.levels_before, result.dealer, result.defender_points, hand.rules)
        actual = (
            result.defenders_take_over,
            result.steps,
            result.levels_after,
            result.next_dealer,
            result.match_winner,
        )
        if expected != actual:
            problems.append(f"result_consistent: {actual} != {expected}")
    return problems


def _check_replay(hand: GuafengHand, forms: dict[Action, Json]) -> list[str]:
    """The hand record through JSON replays to the same events, result and hands.

    Each action's JSON form goes through text and is read back with ``Action.from_json``
    the first time the run meets the action (``forms`` keeps the forms known to read
    back to their action: both conversions are functions of the action's value, so a
    second reading would tell nothing new). The record's JSON must then hold exactly
    those forms, in order (so its actions need not go through text again), and its own
    fields go through text and ``HandRecord.from_json``; the replay applies the record's
    actions to a new hand, every check of ``apply`` included.
    """
    if len(forms) > MAX_FORMS:
        forms.clear()
    record = hand.record()
    data = record.to_json()
    fresh = [action for action in dict.fromkeys(record.actions) if action not in forms]
    for action, form in zip(fresh, json.loads(json.dumps([action.to_json() for action in fresh])), strict=True):
        if Action.from_json(form) != action:
            return [f"replay_identical: {action} reads back from JSON as {Action.from_json(form)}"]
        forms[action] = form
    if data["actions"] != [forms.get(action) for action in record.actions]:
        return ["replay_identical: the record's JSON does not hold its actions"]
    head = HandRecord.from_json(json.loads(json.dumps({**data, "actions": []})))
    try:
        again = replace(head, actions=record.actions).replay(new_hand)
    except IllegalActionError as error:
        return [f"replay_identical: the replay refuses an action: {error}"]
    assert isinstance(again, GuafengHand)
    same = (
        again.events == hand.events
        and again.result == hand.result
        and all(again.counts(seat) == hand.counts(seat) for seat in range(4))
    )
    return [] if same else ["replay_identical: the replay differs"]
