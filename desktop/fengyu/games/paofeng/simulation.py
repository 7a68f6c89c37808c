"""Play many Paofeng hands with simple legal-move bots and check the engine's invariants.

Hands are played in rooms (``Match``): each hand's dealer, 连庄 count and the
打板子 boards come from the hands before it, so dealer rotation and the board
cap are exercised too. After every hand the simulator checks:

* ``tile_conservation`` — the 136 tiles are all somewhere (hands, melds,
  rivers, flower areas, the indicator, the wall), four of each kind;
* ``zero_sum`` — the ledger sums to zero, and no payer paid beyond what was
  left of its board (打板子);
* ``illegal_refused`` — one action outside ``legal_actions`` (at a random
  moment) is refused with ``IllegalActionError`` and changes nothing;
* ``legal_applicable`` — every action the bots picked from ``legal_actions``
  was applied without error, and the hand ended;
* ``default_legal`` — at a random moment, ``default_action`` (the time-out
  and 托管 move, R16) of every seat to act is one of its legal actions;
* ``replay_identical`` — rebuilding the hand from its record (rules, seed,
  inputs, actions) gives the same events and the same final state.

Bots draw from their own ``random.Random``, never from the hand's ``Rng``. They
win when offered (mostly), rarely switch 托管, and otherwise pick a uniformly
random legal action, so chis, pongs, kongs, 补花, 报听 and passes all happen.
With ``greedy`` > 0 that share of seats instead keeps its shanten lowest, so
报听, 跑风 and the scoring paths run more often (slower; for coverage runs).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from operator import add
from typing import Any, NamedTuple

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.core.tiles import KIND_COUNT
from fengyu.games.paofeng.engine import SEATS, PaofengHand
from fengyu.games.paofeng.match import Match
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.simulation_runs import part_sizes, run_parts, speed_report

CHECKS = (
    "tile_conservation",
    "zero_sum",
    "illegal_refused",
    "legal_applicable",
    "default_legal",
    "replay_identical",
)
TUO_GUAN_RATE = 0.003

RulesSource = PaofengRules | Callable[[random.Random], PaofengRules]


def simulate(hands: int, seed: int, rules: RulesSource, *, jobs: int = 1, greedy: float = 0.0) -> dict[str, Any]:
    """Play ``hands`` hands (a rules object, or a function drawing rules per room) and report.

    With ``jobs`` > 1 the hands are split between worker processes; each part
    has its own bot seed derived from ``seed``, so a run is reproducible for a
    given (seed, jobs).
    """
    sizes = part_sizes(hands, jobs)
    parts, elapsed = run_parts(_simulate_part, [_Part(i, sizes[i], seed, rules, greedy) for i in range(jobs)])
    reasons: Counter[str] = Counter()
    items: Counter[str] = Counter()
    violations: list[str] = []
    for part in parts:
        reasons.update(part["end_reasons"])
        items.update(part["items"])
        violations += part["violations"]
    return {
        **speed_report("paofeng", hands, parts, elapsed, checks=CHECKS, violations=violations),
        "actions": sum(p["actions"] for p in parts),
        "wins": reasons["win"],
        "rooms": sum(p["rooms"] for p in parts),
        "end_reasons": dict(reasons),
        "items": dict(sorted(items.items())),
    }


class _Part(NamedTuple):
    """One worker's share of a simulation (a picklable value for the process pool)."""

    number: int
    hands: int
    seed: int
    rules: RulesSource
    greedy: float


def _simulate_part(work: _Part) -> dict[str, Any]:
    part, hands, seed, rules, greedy = work
    bot = random.Random(seed * 1024 + part)
    violations: list[str] = []
    reasons: Counter[str] = Counter()
    items: Counter[str] = Counter()
    actions = rooms = 0
    match: Match | None = None
    started = time.perf_counter()
    for number in range(hands):
        if match is None or match.over:
            match = Match(rules(bot) if callable(rules) else rules)
            rooms += 1
        hand_seed = bot.getrandbits(64)
        hand, problems = play_one(match, hand_seed, bot, greedy=greedy)
        violations += [f"part {part} hand {number} (seed {hand_seed}): {p}" for p in problems]
        reasons[hand.end_reason or "unfinished"] += 1
        if hand.win is not None:
            items.update(code for code, _ in hand.win.score.items)
            items.update(hand.win.score.tian_hu_items)
        actions += len(hand.actions)
        if hand.over:
            match.record(hand)
        else:
            match = None
    return {
        "hands": hands,
        "rooms": rooms,
        "seconds": time.perf_counter() - started,
        "actions": actions,
        "end_reasons": dict(reasons),
        "items": dict(items),
        "violations": violations,
    }


def random_rules(bot: random.Random) -> PaofengRules:
    """A preset with every toggle then drawn at random (the long property run uses this)."""
    base = PaofengRules.preset(bot.choice(sorted(PaofengRules.PRESETS)))
    changes = PaofengRules.random_changes(bot, share=0.5)
    return base.replace(**changes)


def play_one(match: Match, seed: int, bot: random.Random, *, greedy: float = 0.0) -> tuple[PaofengHand, list[str]]:
    """Play one hand of ``match`` to its end with the bots; return it and the invariant violations found."""
    inputs = match.next_inputs()
    hand = PaofengHand(match.rules, seed, **inputs)  # the replay check rebuilds it through from_inputs
    problems: list[str] = []
    greedy_seats = {s for s in range(SEATS) if bot.random() < greedy}
    probe_at = bot.randint(0, 80)
    default_at = bot.randint(0, 80)
    steps = 0
    while hand.phase != "over":  # ``over``, without a property call per step
        if steps == probe_at:
            problems += _probe_illegal(hand, bot)
        if steps == default_at:
            problems += _probe_default(hand)
        seat = bot.choice(hand.to_act())
        action = choose_greedy(hand, seat, bot) if seat in greedy_seats else choose(hand, seat, bot)
        try:
            hand.apply(action)
        except IllegalActionError as error:
            problems.append(f"legal_applicable: {action} refused: {error}")
            break
        steps += 1
        if steps > 3000:
            problems.append("legal_applicable: the hand did not end")
            break
    problems += check_end(hand)
    return hand, problems


def choose(hand: PaofengHand, seat: int, bot: random.Random) -> Action:
    """Win when offered (mostly); rarely switch 托管; otherwise a uniformly random legal action."""
    legal = hand.legal_actions(seat)
    roll = bot.random()
    if legal[0].kind == "win" and roll < 0.9:
        return legal[0]
    if roll < TUO_GUAN_RATE:
        return legal[-1]  # the 托管 switch is always last
    return legal[int(bot.random() * (len(legal) - 1))]


def choose_greedy(hand: PaofengHand, seat: int, bot: random.Random) -> Action:
    """Win whenever possible; declare 报听 when offered; otherwise keep the shanten as low as one lookup allows."""
    legal = hand.legal_actions(seat)
    if legal[0].kind == "win":
        return legal[0]
    moves = [a for a in legal if a.kind != "tuo_guan"]
    if hand.phase == "claim":
        claims = [a for a in moves if a.kind != "pass"]
        return bot.choice(claims) if claims and bot.random() < 0.4 else next(a for a in moves if a.kind == "pass")
    flowers = [a for a in moves if a.kind in ("bu_hua", "concealed_kong", "added_kong")]
    if flowers and (not any(a.kind == "discard" for a in moves) or bot.random() < 0.7):
        return flowers[0]
    ting = [a for a in moves if a.kind == "bao_ting"]
    if ting and bot.random() < 0.7:
        return bot.choice(ting)
    st = hand.seats[seat]
    best: list[Action] = []
    best_shanten = 99
    for action in moves:
        if action.kind != "discard":
            continue
        rest = list(st.concealed)
        rest[action.pieces[0]] -= 1
        shanten = hand.reader.shanten(rest, len(st.melds))
        if shanten < best_shanten:
            best, best_shanten = [action], shanten
        elif shanten == best_shanten:
            best.append(action)
    return bot.choice(best) if best else bot.choice(moves)


def _fingerprint(hand: PaofengHand) -> tuple[Any, ...]:
    return (
        hand.phase,
        hand.current,
        hand.head,
        hand.tail,
        hand.drawn,
        tuple(hand.wall),
        tuple(hand.ledger.lines),
        tuple(hand.kous),
        tuple(
            (tuple(st.concealed), tuple(st.melds), tuple(st.river), tuple(st.flowers), st.bao_ting, st.tuo_guan)
            for st in hand.seats
        ),
        len(hand.actions),
        len(hand.events),
        hand.end_reason,
        hand.next_dealer,
        hand.next_lian_zhuang,
    )


def _probe_illegal(hand: PaofengHand, bot: random.Random) -> list[str]:
    """Try one action outside the legal set: it must be refused and change nothing."""
    seat = bot.randrange(SEATS)
    legal = set(hand.legal_actions(seat))
    tile = bot.randrange(KIND_COUNT)
    candidates = [
        Action(seat, "discard", (tile,)),
        Action(seat, "bao_ting", (tile,)),
        Action(seat, "pong", (tile,)),
        Action(seat, "chow", (tile, bot.randrange(KIND_COUNT))),
        Action(seat, "concealed_kong", (tile,)),
        Action(seat, "bu_hua", (tile,)),
        Action(seat, "win"),
        Action(seat, "tuo_guan", option="maybe"),
        Action(seat, "hu"),
    ]
    illegal = [a for a in candidates if a not in legal]
    action = bot.choice(illegal)
    before = _fingerprint(hand)
    try:
        hand.apply(action)
    except IllegalActionError:
        return [] if _fingerprint(hand) == before else [f"illegal_refused: {action} changed the state"]
    return [f"illegal_refused: {action} was accepted"]


def _probe_default(hand: PaofengHand) -> list[str]:
    problems = []
    for seat in hand.to_act():
        action = hand.default_action(seat)
        if action not in hand.legal_actions(seat):
            problems.append(f"default_legal: {action} is not legal for seat {seat}")
    return problems


def census(hand: PaofengHand) -> list[int]:
    """Every tile's place counted: four of each kind while the 136 tiles are conserved.

    The concealed counts are added up in C; the tiles laid out (melds, rivers, flower areas, the
    indicator, the live wall) are counted one by one.
    """
    first, second, third, fourth = (st.concealed for st in hand.seats)
    counts = list(map(add, map(add, first, second), map(add, third, fourth)))
    laid = [hand.indicator, *hand.wall[hand.head : hand.tail]]
    for st in hand.seats:
        for meld in st.melds:
            laid += meld.tiles
        laid += st.river
        laid += st.flowers
    for tile in laid:
        counts[tile] += 1
    return counts


_FOUR_EACH = [4] * KIND_COUNT


def check_end(hand: PaofengHand) -> list[str]:
    """The end-of-hand invariants: tiles, zero-sum and the board cap, replay."""
    problems = []
    counts = census(hand)
    if counts != _FOUR_EACH:
        problems.append(f"tile_conservation: census {counts}")
    if sum(hand.ledger.totals()) != 0:
        problems.append(f"zero_sum: totals {hand.ledger.totals()}")
    if hand.rules.game_mode == "board":
        for seat, delta in enumerate(hand.ledger.totals()):
            if delta < 0 and -delta > hand.rules.board_limit + hand.scores[seat]:
                problems.append(f"zero_sum: seat {seat} paid {-delta} beyond its board")
    try:
        again = hand.record().replay(PaofengHand.from_inputs)
    except IllegalActionError as error:
        return [*problems, f"replay_identical: replay refused an action: {error}"]
    assert isinstance(again, PaofengHand)
    if again.events != hand.events or _fingerprint(again) != _fingerprint(hand):
        problems.append("replay_identical: the replay differs")
    return problems
