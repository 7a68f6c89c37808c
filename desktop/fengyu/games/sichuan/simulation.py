"""Play many Sichuan hands with simple legal-move bots and check the engine's invariants.

After every hand the simulator checks:

* ``tile_conservation`` — the 108 tiles are all somewhere (hands, melds, rivers,
  won areas, wall), four of each kind;
* ``zero_sum`` — the ledger sums to zero; in coin mode coins paid equal coins
  credited plus the house fee;
* ``illegal_refused`` — one action outside ``legal_actions`` (chosen at a random
  moment) is refused with ``IllegalActionError`` and changes nothing;
* ``legal_applicable`` — every action the bots picked from ``legal_actions``
  was applied without error;
* ``replay_identical`` — rebuilding the hand from its record (rules, seed,
  inputs, actions) gives the same events and the same final state.

Bots draw from their own ``random.Random``, never from the hand's ``Rng``. They
take a win when offered (mostly), pick an action kind uniformly and then an
action of that kind, so pongs, kongs, robs and passes all happen; with
``escape_rate`` they sometimes leave, and in rooms with items they use them.
With ``greedy`` > 0 that share of seats instead discards to keep their shanten
lowest, so hands are won far more often and the scoring, 查大叫 and last-four
paths get exercised too (slower; used by the coverage runs, not the speed run).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from typing import Any, NamedTuple

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.core.tiles import SUITED_KIND_COUNT
from fengyu.games.sichuan.engine import SEATS, SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.games.sichuan.scoring import ANALYSER
from fengyu.games.simulation_runs import part_sizes, run_parts, speed_report

CHECKS = ("tile_conservation", "zero_sum", "illegal_refused", "legal_applicable", "replay_identical")


def simulate(
    hands: int,
    seed: int,
    rules: SichuanRules | Callable[[random.Random], SichuanRules],
    *,
    jobs: int = 1,
    escape_rate: float = 0.0005,
    greedy: float = 0.0,
) -> dict[str, Any]:
    """Play ``hands`` hands (a rules object, or a function drawing rules per hand) and report.

    With ``jobs`` > 1 the hands are split between worker processes (the simulator
    is embarrassingly parallel); each part has its own bot seed derived from
    ``seed``, so a run is reproducible for a given (seed, jobs).
    """
    sizes = part_sizes(hands, jobs)
    parts, elapsed = run_parts(
        _simulate_part, [_Part(i, sizes[i], seed, rules, escape_rate, greedy) for i in range(jobs)]
    )
    reasons: Counter[str] = Counter()
    violations: list[str] = []
    for part in parts:
        reasons.update(part["end_reasons"])
        violations += part["violations"]
    return {
        **speed_report("sichuan", hands, parts, elapsed, checks=CHECKS, violations=violations),
        "actions": sum(p["actions"] for p in parts),
        "wins": sum(p["wins"] for p in parts),
        "end_reasons": dict(reasons),
    }


class _Part(NamedTuple):
    """One worker's share of a simulation (a picklable value for the process pool)."""

    number: int
    hands: int
    seed: int
    rules: SichuanRules | Callable[[random.Random], SichuanRules]
    escape_rate: float
    greedy: float


def _simulate_part(work: _Part) -> dict[str, Any]:
    part, hands, seed, rules, escape_rate, greedy = work
    bot = random.Random(seed * 1024 + part)
    violations: list[str] = []
    reasons: Counter[str] = Counter()
    actions = wins = 0
    dealer: int | None = None
    started = time.perf_counter()
    for number in range(hands):
        hand_rules = rules(bot) if callable(rules) else rules
        hand_seed = bot.getrandbits(64)
        hand, problems = _play_one(hand_rules, hand_seed, dealer, bot, escape_rate=escape_rate, greedy=greedy)
        violations += [f"part {part} hand {number} (seed {hand_seed}): {p}" for p in problems]
        reasons[hand.end_reason or "unfinished"] += 1
        actions += len(hand.actions)
        wins += len(hand.wins)
        dealer = hand.next_dealer
    return {
        "hands": hands,
        "wins": wins,
        "seconds": time.perf_counter() - started,
        "actions": actions,
        "end_reasons": dict(reasons),
        "violations": violations,
    }


def random_rules(bot: random.Random) -> SichuanRules:
    """A preset with every toggle then drawn at random (the 20,000-hand property run uses this)."""
    base = SichuanRules.preset(bot.choice(sorted(SichuanRules.PRESETS)))
    changes = SichuanRules.random_changes(bot, share=0.5)
    if bot.random() < 0.3:
        changes["base_points"] = bot.randint(1, 20)
    if changes.get("coin_mode"):
        changes["room_coefficient"] = bot.randint(1, 200)
        changes["house_fee_pct"] = bot.randint(0, 100)
    return base.replace(**changes)


def _play_one(
    rules: SichuanRules, seed: int, dealer: int | None, bot: random.Random, *, escape_rate: float, greedy: float = 0.0
) -> tuple[SichuanHand, list[str]]:
    qian_kun = tuple(s for s in range(SEATS) if rules.items and bot.random() < 0.25)
    coins = [bot.randint(0, 3000) for _ in range(SEATS)] if rules.coin_mode else None
    hand = SichuanHand(rules, seed, dealer=dealer, qian_kun=qian_kun, coins=coins)
    problems: list[str] = []
    greedy_seats = {s for s in range(SEATS) if bot.random() < greedy}
    probe_at = bot.randint(0, 80)
    steps = 0
    while not hand.over:
        if steps == probe_at:
            problems += _probe_illegal(hand, bot)
        seat = bot.choice(hand.to_act())
        action = _choose_greedy(hand, seat, bot) if seat in greedy_seats else _choose(hand, seat, bot, escape_rate)
        try:
            hand.apply(action)
        except IllegalActionError as error:
            problems.append(f"legal_applicable: {action} refused: {error}")
            break
        steps += 1
        if steps > 5000:
            problems.append("legal_applicable: the hand did not end")
            break
    problems += _check_end(hand)
    return hand, problems


def _choose(hand: SichuanHand, seat: int, bot: random.Random, escape_rate: float) -> Action:
    """Win when offered (mostly); otherwise a uniformly random legal action; items rarely, escape at ``escape_rate``."""
    legal = hand.legal_actions(seat)
    roll = bot.random()
    if roll < escape_rate:
        return legal[-1]  # escape is always last
    first = legal[0]
    if first.kind == "win" and roll < 0.9:
        return first
    if hand.rules.items:
        items = [a for a in legal if a.kind == "item"]
        if items and roll < 0.02:
            return bot.choice(items)
        legal = [a for a in legal if a.kind != "item"]
    return legal[int(bot.random() * (len(legal) - 1))]


def _choose_greedy(hand: SichuanHand, seat: int, bot: random.Random) -> Action:
    """Win whenever possible; otherwise keep the hand as close to ready as one shanten lookup per discard allows."""
    legal = hand.legal_actions(seat)
    kinds = {a.kind for a in legal}
    if "win" in kinds:
        return next(a for a in legal if a.kind == "win")
    st = hand.seats[seat]
    if hand.phase in ("claim", "rob"):
        claims = [a for a in legal if a.kind in ("pong", "exposed_kong")]
        return claims[0] if claims and bot.random() < 0.5 else next(a for a in legal if a.kind == "pass")
    if "discard" not in kinds:
        return bot.choice([a for a in legal if a.kind != "escape"])
    kongs = [a for a in legal if a.kind in ("concealed_kong", "added_kong")]
    if kongs and bot.random() < 0.5:
        return kongs[0]
    best: list[Action] = []
    best_shanten = 99
    for action in legal:
        if action.kind != "discard":
            continue
        counts = list(st.concealed)
        counts[action.pieces[0]] -= 1
        shanten = ANALYSER.shanten(counts)
        if shanten < best_shanten:
            best, best_shanten = [action], shanten
        elif shanten == best_shanten:
            best.append(action)
    return bot.choice(best)


def _fingerprint(hand: SichuanHand) -> tuple[Any, ...]:
    return (
        hand.phase,
        hand.current,
        hand.head,
        hand.tail,
        tuple(hand.wall),
        tuple(hand.ledger.lines),
        tuple(
            (tuple(st.concealed), tuple(st.melds), tuple(st.river), tuple(st.won_tiles), st.won, st.escaped)
            for st in hand.seats
        ),
        len(hand.actions),
        len(hand.events),
        hand.end_reason,
        hand.next_dealer,
    )


def _probe_illegal(hand: SichuanHand, bot: random.Random) -> list[str]:
    """Try one action outside the legal set: it must be refused and change nothing."""
    seat = bot.randrange(SEATS)
    legal = set(hand.legal_actions(seat))
    candidates = [
        Action(seat, "discard", (bot.randrange(SUITED_KIND_COUNT),)),
        Action(seat, "pong", (bot.randrange(SUITED_KIND_COUNT),)),
        Action(seat, "win"),
        Action(seat, "chow", (0, 1, 2)),
        Action(seat, "ding_que", option="z"),
    ]
    illegal = [a for a in candidates if a not in legal]
    if not illegal:
        return []
    action = bot.choice(illegal)
    before = _fingerprint(hand)
    try:
        hand.apply(action)
    except IllegalActionError:
        return [] if _fingerprint(hand) == before else [f"illegal_refused: {action} changed the state"]
    return [f"illegal_refused: {action} was accepted"]


def _check_end(hand: SichuanHand) -> list[str]:
    problems = []
    census = [0] * SUITED_KIND_COUNT
    for st in hand.seats:
        for kind in range(SUITED_KIND_COUNT):
            census[kind] += st.concealed[kind]
        for meld in st.melds:
            census[meld.tile] += meld.size
        for tile in (*st.river, *st.won_tiles):
            census[tile] += 1
    for tile in hand.wall[hand.head : hand.tail]:
        census[tile] += 1
    if census != [4] * SUITED_KIND_COUNT:
        problems.append(f"tile_conservation: census {census}")
    if sum(hand.ledger.totals()) != 0:
        problems.append(f"zero_sum: totals {hand.ledger.totals()}")
    if hand.coin_deltas is not None and sum(hand.coin_deltas) + hand.house_fee != 0:
        problems.append(f"zero_sum: coins {hand.coin_deltas} with house {hand.house_fee}")
    record = hand.record()
    try:
        again = record.replay(SichuanHand.from_inputs)
    except IllegalActionError as error:
        return [*problems, f"replay_identical: replay refused an action: {error}"]
    assert isinstance(again, SichuanHand)
    if again.events != hand.events or _fingerprint(again) != _fingerprint(hand):
        problems.append("replay_identical: the replay differs")
    return problems
