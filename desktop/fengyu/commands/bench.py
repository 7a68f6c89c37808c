"""``fengyu bench analysis``: per-call speed of the hand analyser, with a reference (``bench lan``: see lan_bench).

Speeds on a shared machine are noisy, so every figure is compared with the PyPI
package ``mahjong`` (an independent, well-known implementation; a test-only
dependency) measured on the same hands in the same run. The same hands also
check correctness: ``disagreements`` counts hands where our standard-form
answers differ from ``mahjong``'s regular-hand shanten — the shanten of 13-
and 14-tile hands, the waits of ready hands (a kind is a wait when ``mahjong``
calls the hand with it complete) and, for a sample, every discard option
(the shanten left and the kinds that lower it).

Method: hands are drawn with ``fengyu.core.rng.Rng`` from two walls — the
108-tile Sichuan set (27 kinds) and the full 136-tile set (34 kinds). Each
operation is first run on a separate warm-up set (our per-block caches fill as
a long game would fill them), then timed over the measured hands in five
rounds, ours and the reference's interleaved so that both see the same load;
the figure is the best round, for ours and for the reference alike.

Rows (µs per call): ``shanten_us`` — 13/14-tile hands, seven pairs included,
against ``mahjong``'s ``calculate_shanten`` (regular, seven pairs and thirteen
orphans); ``shanten_lan_us`` — Paofeng's analyser (十三烂 and 七星归位 as well);
``waits_us`` — a ready 13-tile hand; ``discard_options_us`` — every discard of a
14-tile hand with the shanten and improving draws it leaves; ``win_wild_us`` —
the win check of 14-tile hands holding 0–4 wilds. The top level reports the
slower of the two walls for each row, and the ratios against ``mahjong`` on the
136-tile set, where the reference is fastest (the stricter comparison).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from fengyu.commands.arguments import MAX_JOBS, seed, whole
from fengyu.core.rng import Rng
from fengyu.core.tiles import KIND_COUNT, SUITED_KIND_COUNT
from fengyu.games.registry import games

if TYPE_CHECKING:
    from fengyu.mahjong import HandAnalyser

ROUNDS = 5
_FIRST_CALL = (
    "import time; t = time.perf_counter(); from fengyu.mahjong import HandAnalyser; "
    "HandAnalyser().shanten([1] * 14 + [0] * 20); print(time.perf_counter() - t)"
)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("bench", help="measure the speed of a component against a reference")
    parser.add_argument("target", choices=["analysis", "lan"], help="what to measure (lan: see commands/lan_bench.py)")
    parser.add_argument(
        "--hands", type=whole(100, 10_000_000), default=20000, help="hands per distribution (default 20000)"
    )
    parser.add_argument("--seed", type=seed, default=1, help="seed of the hand generator")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--tables", type=whole(1, 1000), default=8, help="lan: tables held by one host process (default 8)"
    )
    parser.add_argument("--match-hands", type=whole(1, 10_000), default=2, help="lan: hands per match (default 2)")
    parser.add_argument(
        "--client-processes", type=whole(1, MAX_JOBS), default=2, help="lan: processes running the bots (default 2)"
    )
    parser.add_argument(
        "--idle",
        type=whole(0, 10_000),
        default=0,
        help="lan: also time a table while N idle connections are held against its host",
    )
    parser.add_argument(
        "--expert-bots",
        type=whole(0, 3),
        default=0,
        help="lan: also time a table where N seats are the host's own expert bots (default 0: none)",
    )
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
        "shanten_lan_us": full["shanten_lan_us"],
        **{row: max(d[row] for d in distributions.values()) for row in _SLOWEST},
        "disagreements": sum(d["disagreements"] for d in distributions.values()),
        "first_call_ms": _first_call_ms(),
        "distributions": distributions,
    }


_SLOWEST = ("waits_us", "discard_options_us", "win_wild_us", "ukeire_us")
"""Rows reported at the top level as the slower of the two walls."""


def _measure_set(rng: Rng, kinds: int, count: int, reference: Any) -> dict[str, Any]:
    from fengyu.mahjong import HandAnalyser  # noqa: PLC0415 - `fengyu --help` loads no analyser
    from fengyu.mahjong.shapes import QiXingGuiWei, ShiSanLan  # noqa: PLC0415

    analyser = HandAnalyser(range(kinds))
    standard_only = HandAnalyser(range(kinds), seven_pairs=False)
    lan = HandAnalyser(range(kinds), specials=(ShiSanLan(), QiXingGuiWei()))
    warm = [_random_hand(rng, kinds, 14) for _ in range(count)]
    hands14 = [_random_hand(rng, kinds, 14) for _ in range(count)]
    hands13 = [_random_hand(rng, kinds, 13) for _ in range(count)]
    ready = [_ready_hand(rng, kinds) for _ in range(count)]
    wild_hands = [_wild_hand(rng, kinds, i % 2 == 0) for i in range(count)]
    complete = [_complete_hand(rng, kinds) for _ in range(min(count, 2000))]
    for hand in warm:
        analyser.shanten(hand)
        standard_only.shanten(hand)
        lan.shanten(hand)
        analyser.is_win(hand)

    one = [(h,) for h in hands14]
    timed = _interleaved(
        {
            "shanten_us": (analyser.shanten, one),
            "mahjong_shanten_us": (reference.calculate_shanten, one),
            "standard_shanten_us": (standard_only.shanten, one),
            "mahjong_regular_shanten_us": (reference.calculate_shanten_for_regular_hand, one),
            "shanten_lan_us": (lan.shanten, one),
            "win_wild_us": (analyser.is_win, wild_hands),
            "waits_us": (analyser.waits, [(h,) for h in ready]),
            "ukeire_us": (analyser.ukeire, [(h,) for h in hands13[: count // 10]]),
            "discard_options_us": (analyser.discard_options, one[: count // 50]),
            "decompositions_us": (analyser.decompositions, [(h,) for h in complete]),
        }
    )
    regular = reference.calculate_shanten_for_regular_hand
    disagreements = sum(standard_only.shanten(h) != regular(h) for h in (*hands14, *hands13))
    disagreements += sum(standard_only.waits(h) != _reference_waits(regular, h, kinds) for h in ready[:500])
    disagreements += sum(
        _options(standard_only, h) != _reference_options(regular, h, kinds) for h in hands14[: max(count // 500, 5)]
    )
    return {
        "hands": count,
        **timed,
        "speedup_vs_mahjong": round(timed["mahjong_shanten_us"] / timed["shanten_us"], 1),
        "disagreements": disagreements,
    }


def _interleaved(rows: dict[str, tuple[Callable[..., object], Sequence[tuple[Any, ...]]]]) -> dict[str, float]:
    """Best round per row, µs per call; the rows take turns within each round so that all see the same load."""
    best = dict.fromkeys(rows, float("inf"))
    for _ in range(ROUNDS):
        for name, (fn, items) in rows.items():
            start = time.perf_counter()
            for args in items:
                fn(*args)
            best[name] = min(best[name], (time.perf_counter() - start) / len(items) * 1e6)
    return {name: round(value, 3) for name, value in best.items()}


def _reference_waits(regular: Callable[[list[int]], int], hand: list[int], kinds: int) -> list[int]:
    """The kinds that complete a 13-tile hand by ``mahjong``'s regular shanten (four copies at most)."""
    return [k for k in range(kinds) if hand[k] < 4 and regular([n + (i == k) for i, n in enumerate(hand)]) == -1]


def _options(analyser: HandAnalyser, hand: list[int]) -> list[tuple[int, int, list[int]]]:
    return [(o.discard, o.ukeire.shanten, sorted(o.ukeire.tiles)) for o in analyser.discard_options(hand)]


def _reference_options(
    regular: Callable[[list[int]], int], hand: list[int], kinds: int
) -> list[tuple[int, int, list[int]]]:
    """Each discard's shanten and improving draws, by ``mahjong``'s regular shanten on every 13 + 1 hand."""
    found = []
    for discard in range(KIND_COUNT):
        if hand[discard]:
            rest = [n - (i == discard) for i, n in enumerate(hand)]
            base = regular(rest)
            better = [
                k for k in range(kinds) if rest[k] < 4 and regular([n + (i == k) for i, n in enumerate(rest)]) < base
            ]
            found.append((discard, base, better))
    return found


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
