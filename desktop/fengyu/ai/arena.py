"""The arena: bots play many hands of a game and their strength is measured, with confidence intervals.

Duplicate mode replays every deal four times with the bots rotated through the
seats, so each bot meets the same deal from every position (and, in a
partnership game, from both sides) and the luck of the deal cancels. The bot
in a seat gets that seat's random seed in every rotation of a deal, so two
bots that play alike play exactly the same hands and only where they differ
does the comparison move.
Statistics are taken per deal (each bot's average over its seats and
rotations), so the 95% intervals are over independent deals; head-to-head
differences are paired by deal. Points are reported in base-point units. The
game-specific parts (bots, hands, points, counters) come from the game's
``ArenaGame``.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from fengyu.ai.games import ArenaGame
from fengyu.ai.protocol import Bot, load_bot
from fengyu.ai.registry import arena_game
from fengyu.core.rules import GameRules

Z95 = 1.959964
SEATS = 4
EXPERT = "expert"
"""The level whose time budget ``--budget-ms`` sets."""
RATES = {"wins": "win_rate", "self_draws": "self_draw_rate", "deal_ins": "deal_in_rate"}
"""Counters reported as a rate per hand, under these names; every other counter is reported as a total."""


@dataclass
class SeatTally:
    """One bot spec's results within one deal (all its seats and rotations)."""

    hands: int = 0
    points: float = 0.0
    counters: Counter[str] = field(default_factory=Counter)
    times_ms: list[float] = field(default_factory=list)

    def add(self, other: SeatTally) -> None:
        self.hands += other.hands
        self.points += other.points
        self.counters.update(other.counters)
        self.times_ms += other.times_ms


def make_bot(game: ArenaGame, spec: str, seed: int, budget_ms: int | None) -> Bot:
    """A bot of ``game`` by level or ``module:Class``; an expert seat gets ``budget_ms`` as its ``budget`` (seconds).

    Only the expert's: the other levels keep their own (Guafeng's hard searches within one too), so that
    ``expert`` against ``hard`` with a larger budget measures what the expert's extra time buys.
    """
    bot = load_bot(spec, seed, dict(game.levels))
    if budget_ms is not None and spec == EXPERT and hasattr(bot, "budget"):
        bot.budget = budget_ms / 1000
    return bot


def play_hand(
    game: ArenaGame, rules: GameRules, seed: int, seats: Sequence[str], bot_seed: int, *, budget_ms: int | None
) -> dict[str, SeatTally]:
    """One hand with the given bots; each spec's tally for it."""
    bots = [make_bot(game, spec, bot_seed * SEATS + s, budget_ms) for s, spec in enumerate(seats)]
    hand = game.new_hand(rules, seed)
    times: list[list[float]] = [[] for _ in seats]
    while not hand.over:
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        started = time.perf_counter()
        action = bots[seat].choose(hand.view(seat), legal)
        times[seat].append((time.perf_counter() - started) * 1000)
        hand.apply(action)
    points = game.points(hand)
    tallies: dict[str, SeatTally] = {}
    for seat, spec in enumerate(seats):
        tally = SeatTally(1, points[seat], Counter(game.seat_stats(hand, seat)), times[seat])
        tallies.setdefault(spec, SeatTally()).add(tally)
    return tallies


def play_deal(
    game: ArenaGame,
    rules: GameRules,
    deal_seed: int,
    seats: Sequence[str],
    *,
    duplicate: bool,
    budget_ms: int | None,
) -> dict[str, SeatTally]:
    """A deal's tallies: four rotations (each spec moves on by one seat) in duplicate mode, else one hand."""
    merged: dict[str, SeatTally] = {}
    for r in range(SEATS) if duplicate else range(1):
        order = [seats[(s - r) % SEATS] for s in range(SEATS)]
        for spec, tally in play_hand(game, rules, deal_seed, order, deal_seed, budget_ms=budget_ms).items():
            merged.setdefault(spec, SeatTally()).add(tally)
    return merged


def _play_deals(work: tuple[str, GameRules, list[int], list[str], bool, int | None]) -> list[dict[str, SeatTally]]:
    code, rules, seeds, seats, duplicate, budget_ms = work
    game = arena_game(code)
    return [play_deal(game, rules, s, seats, duplicate=duplicate, budget_ms=budget_ms) for s in seeds]


def run_arena(
    code: str,
    seats: Sequence[str],
    deals: int,
    seed: int,
    rules: GameRules | None = None,
    *,
    duplicate: bool = True,
    jobs: int = 1,
    budget_ms: int | None = None,
) -> dict[str, Any]:
    """Play ``deals`` deals of game ``code`` (×4 rotations in duplicate mode) and report each bot's results."""
    game = arena_game(code)
    if len(seats) != SEATS:
        raise ValueError(f"the arena needs {SEATS} seats")
    rules = rules if rules is not None else game.default_rules()
    for spec in set(seats):
        make_bot(game, spec, 0, budget_ms)  # fail early on an unknown bot
    rng = random.Random(seed)
    deal_seeds = [rng.getrandbits(63) for _ in range(deals)]
    started = time.perf_counter()
    chunks = [deal_seeds[i::jobs] for i in range(jobs)]
    work = [(code, rules, chunk, list(seats), duplicate, budget_ms) for chunk in chunks if chunk]
    results: list[dict[str, SeatTally]] = []
    if len(work) == 1:
        results = _play_deals(work[0])
    else:
        with ProcessPoolExecutor(len(work)) as pool:
            for part in pool.map(_play_deals, work):
                results += part
    seconds = time.perf_counter() - started
    report = _report(results, list(seats))
    return {
        "game": code,
        "seats": list(seats),
        "deals": deals,
        "duplicate": duplicate,
        "hands": deals * (SEATS if duplicate else 1),
        "seconds": round(seconds, 1),
        "rules": rules.to_json(),
        **report,
    }


def _report(results: list[dict[str, SeatTally]], seats: list[str]) -> dict[str, Any]:
    specs = list(dict.fromkeys(seats))
    per_deal = {spec: [r[spec].points / r[spec].hands for r in results] for spec in specs}
    deal_ins = {spec: [r[spec].counters["deal_ins"] / r[spec].hands for r in results] for spec in specs}
    pairs = []
    for a in specs:
        for b in specs:
            if a != b:
                mean, low, high = mean_ci([x - y for x, y in zip(per_deal[a], per_deal[b], strict=True)])
                # Deal-ins per hand, paired by deal like the points: whether one bot feeds wins less than the other.
                d_mean, d_low, d_high = mean_ci([x - y for x, y in zip(deal_ins[a], deal_ins[b], strict=True)])
                pairs.append(
                    {
                        "a": a,
                        "b": b,
                        "diff": mean,
                        "ci_low": low,
                        "ci_high": high,
                        "deal_in_diff": d_mean,
                        "deal_in_ci_low": d_low,
                        "deal_in_ci_high": d_high,
                    }
                )
    bots = []
    for spec in specs:
        tally = SeatTally()
        for r in results:
            tally.add(r[spec])
        times = sorted(tally.times_ms)
        mean, low, high = mean_ci(per_deal[spec])
        counts = {
            RATES.get(name, name): _ratio(count, tally.hands) if name in RATES else count
            for name, count in sorted(tally.counters.items())
        }
        bots.append(
            {
                "name": spec,
                "hands": tally.hands,
                "mean_points": mean,
                "ci_low": low,
                "ci_high": high,
                **dict.fromkeys(RATES.values(), 0.0),
                **counts,
                "decisions": len(times),
                "decision_ms_p50": _percentile(times, 50),
                "decision_ms_p95": _percentile(times, 95),
                "decision_ms_max": round(times[-1], 3) if times else 0.0,
                "pairs": [p for p in pairs if p["a"] == spec],
            }
        )
    return {"bots": bots, "pairs": pairs}


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
