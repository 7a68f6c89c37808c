"""The arena: bots play many hands and their strength is measured, with confidence intervals.

Duplicate mode replays every deal four times with the bots rotated through the
seats, so each bot meets the same walls from every position and the luck of the
deal cancels. Statistics are taken per deal (each bot's average over its seats
and rotations), so the 95% intervals are over independent deals; head-to-head
differences are paired by deal. Points are reported in base-point units.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from fengyu.ai.protocol import Bot, load_bot
from fengyu.ai.sichuan.bots import EasyBot, HardBot, NormalBot
from fengyu.ai.sichuan.expert import ExpertBot
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules

LEVELS: dict[str, type] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "expert": ExpertBot}
Z95 = 1.959964


@dataclass
class SeatTally:
    """One bot spec's results within one deal (all its seats and rotations)."""

    hands: int = 0
    points: float = 0.0
    wins: int = 0
    self_draws: int = 0
    deal_ins: int = 0
    hua_zhu: int = 0
    cha_jiao_paid: int = 0
    cha_jiao_received: int = 0
    times_ms: list[float] = field(default_factory=list)


def make_bot(spec: str, seed: int, budget_ms: int | None) -> Bot:
    bot = load_bot(spec, seed, LEVELS)
    if budget_ms is not None and isinstance(bot, ExpertBot):
        bot.budget = budget_ms / 1000
    return bot


def play_hand(
    rules: SichuanRules, seed: int, seats: Sequence[str], bot_seed: int, budget_ms: int | None
) -> dict[str, SeatTally]:
    """One hand with the given bots; each spec's tally for it."""
    bots = [make_bot(spec, bot_seed * 4 + s, budget_ms) for s, spec in enumerate(seats)]
    hand = SichuanHand(rules, seed)
    times: list[list[float]] = [[] for _ in range(4)]
    while not hand.over:
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        started = time.perf_counter()
        action = bots[seat].choose(hand.view(seat), legal)
        times[seat].append((time.perf_counter() - started) * 1000)
        hand.apply(action)
    totals = hand.ledger.totals()
    tallies: dict[str, SeatTally] = {}
    for seat, spec in enumerate(seats):
        t = tallies.setdefault(spec, SeatTally())
        t.hands += 1
        t.points += totals[seat] / rules.base_points
        wins = [w for w in hand.wins if w.seat == seat]
        t.wins += bool(wins)
        t.self_draws += any(w.how == "self_draw" for w in wins)
        t.deal_ins += any(w.how != "self_draw" and w.source == seat for w in hand.wins)
        liu_ju = next((e for e in hand.events if e.kind == "liu_ju"), None)
        if liu_ju is not None:
            t.hua_zhu += seat in liu_ju.public["hua_zhu"]
        t.cha_jiao_paid += any(p.reason == "da_jiao" and p.payer == seat for p in hand.ledger.lines)
        t.cha_jiao_received += any(p.reason == "da_jiao" and p.payee == seat for p in hand.ledger.lines)
        t.times_ms += times[seat]
    return tallies


def play_deal(rules: SichuanRules, deal_seed: int, seats: Sequence[str], duplicate: bool, budget_ms: int | None):
    """A deal's tallies: four rotations in duplicate mode, else one hand."""
    rotations = range(4) if duplicate else range(1)
    merged: dict[str, SeatTally] = {}
    for r in rotations:
        order = [seats[(s - r) % 4] for s in range(4)]
        for spec, t in play_hand(rules, deal_seed, order, deal_seed * 8 + r, budget_ms).items():
            m = merged.setdefault(spec, SeatTally())
            for name in (
                "hands",
                "points",
                "wins",
                "self_draws",
                "deal_ins",
                "hua_zhu",
                "cha_jiao_paid",
                "cha_jiao_received",
            ):
                setattr(m, name, getattr(m, name) + getattr(t, name))
            m.times_ms += t.times_ms
    return merged


def _play_deals(work: tuple[SichuanRules, list[int], list[str], bool, int | None]) -> list[dict[str, SeatTally]]:
    rules, seeds, seats, duplicate, budget_ms = work
    return [play_deal(rules, s, seats, duplicate, budget_ms) for s in seeds]


def run_arena(
    seats: Sequence[str],
    deals: int,
    seed: int,
    rules: SichuanRules,
    *,
    duplicate: bool = True,
    jobs: int = 1,
    budget_ms: int | None = None,
) -> dict[str, Any]:
    """Play ``deals`` deals (×4 rotations in duplicate mode) and report each bot's results."""
    if len(seats) != 4:
        raise ValueError("the arena needs four seats")
    for spec in set(seats):
        make_bot(spec, 0, budget_ms)  # fail early on an unknown bot
    rng = random.Random(seed)
    deal_seeds = [rng.getrandbits(63) for _ in range(deals)]
    started = time.perf_counter()
    chunks = [deal_seeds[i::jobs] for i in range(jobs)]
    work = [(rules, chunk, list(seats), duplicate, budget_ms) for chunk in chunks if chunk]
    results: list[dict[str, SeatTally]] = []
    if len(work) == 1:
        results = _play_deals(work[0])
    else:
        with ProcessPoolExecutor(len(work)) as pool:
            for part in pool.map(_play_deals, work):
                results += part
    seconds = time.perf_counter() - started
    return _report(results, list(seats), deals=deals, duplicate=duplicate, seconds=seconds, rules=rules)


def _report(
    results: list[dict[str, SeatTally]],
    seats: list[str],
    *,
    deals: int,
    duplicate: bool,
    seconds: float,
    rules: SichuanRules,
) -> dict[str, Any]:
    specs = list(dict.fromkeys(seats))
    per_deal = {spec: [r[spec].points / r[spec].hands for r in results] for spec in specs}
    pairs = []
    for a in specs:
        for b in specs:
            if a != b:
                diffs = [x - y for x, y in zip(per_deal[a], per_deal[b], strict=True)]
                mean, low, high = mean_ci(diffs)
                pairs.append({"a": a, "b": b, "diff": mean, "ci_low": low, "ci_high": high})
    bots = []
    for spec in specs:
        tallies = [r[spec] for r in results]
        hands = sum(t.hands for t in tallies)
        times = sorted(x for t in tallies for x in t.times_ms)
        mean, low, high = mean_ci(per_deal[spec])
        bots.append(
            {
                "name": spec,
                "hands": hands,
                "mean_points": mean,
                "ci_low": low,
                "ci_high": high,
                "win_rate": _ratio(sum(t.wins for t in tallies), hands),
                "self_draw_rate": _ratio(sum(t.self_draws for t in tallies), hands),
                "deal_in_rate": _ratio(sum(t.deal_ins for t in tallies), hands),
                "hua_zhu": sum(t.hua_zhu for t in tallies),
                "cha_jiao_paid": sum(t.cha_jiao_paid for t in tallies),
                "cha_jiao_received": sum(t.cha_jiao_received for t in tallies),
                "decisions": len(times),
                "decision_ms_p50": _percentile(times, 50),
                "decision_ms_p95": _percentile(times, 95),
                "decision_ms_max": round(times[-1], 3) if times else 0.0,
                "pairs": [p for p in pairs if p["a"] == spec],
            }
        )
    return {
        "game": "sichuan",
        "seats": seats,
        "deals": deals,
        "duplicate": duplicate,
        "hands": sum(r[specs[0]].hands for r in results) // max(1, seats.count(specs[0])),
        "seconds": round(seconds, 1),
        "rules": rules.to_json(),
        "bots": bots,
        "pairs": pairs,
    }


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and its 95% confidence interval (normal approximation; sample standard deviation)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return round(mean, 4), round(mean, 4), round(mean, 4)
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = Z95 * sd / math.sqrt(n)
    return round(mean, 4), round(mean - half, 4), round(mean + half, 4)


def _ratio(count: int, total: int) -> float:
    return round(count / total, 4) if total else 0.0


def _percentile(sorted_values: Sequence[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    index = min(len(sorted_values) - 1, max(0, math.ceil(q / 100 * len(sorted_values)) - 1))
    return round(sorted_values[index], 3)
