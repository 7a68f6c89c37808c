"""``fengyu bench analysis``: per-call speed of the hand analyser, with a reference (``bench lan``: see lan_bench).

Speeds on a shared machine are noisy, so every figure is compared with the PyPI
package ``mahjong`` (an independent, well-known implementation; a test-only
dependency) measured on the same hands in the same run. The same hands also
check correctness: ``disagreements`` counts hands where our standard-form
shanten differs from ``mahjong``'s regular shanten.

Method: hands are drawn with ``fengyu.core.rng.Rng`` from two walls — the
108-tile Sichuan set (27 kinds) and the full 136-tile set (34 kinds). Each
operation is first run on a separate warm-up set (our per-block caches fill as
a long game would fill them), then timed over the measured hands in three
rounds; the figure is the best round, for ours and for the reference alike.
The top-level keys report the 136-tile set, where the reference is fastest
(the stricter comparison); ``distributions`` has both.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from fengyu.core.rng import Rng
from fengyu.core.tiles import KIND_COUNT, SUITED_KIND_COUNT
from fengyu.games.registry import games
from fengyu.mahjong import HandAnalyser

ROUNDS = 3
_FIRST_CALL = (
    "import time; t = time.perf_counter(); from fengyu.mahjong import HandAnalyser; "
    "HandAnalyser().shanten([1] * 14 + [0] * 20); print(time.perf_counter() - t)"
)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("bench", help="measure the speed of a component against a reference")
    parser.add_argument("target", choices=["analysis", "lan"], help="what to measure (lan: see commands/lan_bench.py)")
    parser.add_argument("--hands", type=int, default=20000, help="hands per distribution (default 20000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the hand generator")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--tables", type=int, default=8, help="lan: tables held by one host process (default 8)")
    parser.add_argument("--match-hands", type=int, default=2, help="lan: hands per match (default 2)")
    parser.add_argument("--client-processes", type=int, default=2, help="lan: processes running the bots (default 2)")
    parser.add_argument(
        "--game", choices=list(games()), default="sichuan", help="lan: the game the tables play (default sichuan)"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.target == "lan":
        from fengyu.commands import lan_bench  # noqa: PLC0415 - the network stack only for this benchmark

        return lan_bench.run(args)
    try:
        from mahjong.shanten import Shanten  # noqa: PLC0415 - optional reference, test extra only
    except ImportError:
        print("fengyu bench needs the reference package 'mahjong': pip install -e '.[test]'", file=sys.stderr)
        return 2
    if args.hands < 100:
        print("--hands must be at least 100", file=sys.stderr)
        return 2
    report = measure(args.hands, args.seed, Shanten())
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    return 0


def measure(hands: int, seed: int, reference: Any) -> dict[str, Any]:
    rng = Rng(seed)
    distributions = {
        name: _measure_set(rng, kinds, hands, reference)
        for name, kinds in (("sichuan_108", SUITED_KIND_COUNT), ("full_136", KIND_COUNT))
    }
    full = distributions["full_136"]
    return {
        "hands": hands * len(distributions),
        "shanten_us": full["shanten_us"],
        "mahjong_shanten_us": full["mahjong_shanten_us"],
        "speedup_vs_mahjong": full["speedup_vs_mahjong"],
        "win_wild_us": max(d["win_wild_us"] for d in distributions.values()),
        "waits_us": max(d["waits_us"] for d in distributions.values()),
        "disagreements": sum(d["disagreements"] for d in distributions.values()),
        "first_call_ms": _first_call_ms(),
        "distributions": distributions,
    }


def _measure_set(rng: Rng, kinds: int, count: int, reference: Any) -> dict[str, Any]:
    analyser = HandAnalyser(range(kinds))
    standard_only = HandAnalyser(range(kinds), seven_pairs=False)
    warm = [_random_hand(rng, kinds, 14) for _ in range(count)]
    hands14 = [_random_hand(rng, kinds, 14) for _ in range(count)]
    hands13 = [_random_hand(rng, kinds, 13) for _ in range(count)]
    ready = [_ready_hand(rng, kinds) for _ in range(count)]
    wild_hands = [_wild_hand(rng, kinds, i % 2 == 0) for i in range(count)]
    complete = [_complete_hand(rng, kinds) for _ in range(min(count, 2000))]
    for hand in warm:
        analyser.shanten(hand)
        standard_only.shanten(hand)
        analyser.is_win(hand)

    ours = _per_call_us(analyser.shanten, hands14)
    theirs = _per_call_us(reference.calculate_shanten, hands14)
    disagreements = sum(
        standard_only.shanten(h) != reference.calculate_shanten_for_regular_hand(h) for h in (*hands14, *hands13)
    )
    return {
        "hands": count,
        "shanten_us": ours,
        "mahjong_shanten_us": theirs,
        "speedup_vs_mahjong": round(theirs / ours, 1),
        "standard_shanten_us": _per_call_us(standard_only.shanten, hands14),
        "mahjong_regular_shanten_us": _per_call_us(reference.calculate_shanten_for_regular_hand, hands14),
        "win_wild_us": _per_call_us(lambda hw: analyser.is_win(hw[0], hw[1]), wild_hands),
        "waits_us": _per_call_us(analyser.waits, ready),
        "ukeire_us": _per_call_us(analyser.ukeire, hands13[: count // 10]),
        "discard_options_us": _per_call_us(analyser.discard_options, hands14[: count // 50]),
        "decompositions_us": _per_call_us(analyser.decompositions, complete),
        "disagreements": disagreements,
    }


def _per_call_us(fn: Callable[[Any], object], items: Sequence[Any]) -> float:
    rounds = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        for item in items:
            fn(item)
        rounds.append((time.perf_counter() - start) / len(items) * 1e6)
    return round(min(rounds), 3)


def _first_call_ms() -> float:
    """Import plus first call in a fresh interpreter (table loading included); median of three."""
    times = []
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", _FIRST_CALL], capture_output=True, text=True, check=True)
        times.append(float(out.stdout) * 1000)
    return round(statistics.median(times), 1)


def _random_hand(rng: Rng, kinds: int, size: int) -> list[int]:
    wall = [k for k in range(kinds) for _ in range(4)]
    counts = [0] * KIND_COUNT
    for _ in range(size):
        counts[wall.pop(rng.randbelow(len(wall)))] += 1
    return counts


def _complete_hand(rng: Rng, kinds: int) -> list[int]:
    """A random 4 sets + pair hand within the four-copy limit."""
    while True:
        counts = [0] * KIND_COUNT
        counts[rng.randbelow(kinds)] += 2
        for _ in range(4):
            start = rng.randbelow(kinds)
            if start < SUITED_KIND_COUNT and start % 9 <= 6 and rng.randbelow(2):
                for k in range(start, start + 3):
                    counts[k] += 1
            else:
                counts[start] += 3
        if max(counts) <= 4:
            return counts


def _ready_hand(rng: Rng, kinds: int) -> list[int]:
    counts = _complete_hand(rng, kinds)
    held = [k for k in range(KIND_COUNT) for _ in range(counts[k])]
    counts[rng.choice(held)] -= 1
    return counts


def _wild_hand(rng: Rng, kinds: int, complete: bool) -> tuple[list[int], int]:
    """Half complete hands with 0-4 tiles turned into wilds, half random hands with 0-4 wilds."""
    wilds = rng.randbelow(5)
    if not complete:
        return _random_hand(rng, kinds, 14 - wilds), wilds
    counts = _complete_hand(rng, kinds)
    for _ in range(wilds):
        held = [k for k in range(KIND_COUNT) for _ in range(counts[k])]
        counts[rng.choice(held)] -= 1
    return counts, wilds
