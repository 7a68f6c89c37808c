"""Leading a trick: every combination a hand can lead (spec §5.1, §3.2).

A lead must be a single, a pair, a 风, a 雨 or a 雷 — each listed here — or,
with ``allow_throw``, a throw. Throws are any set of two or more cards of one
class that is none of the other types; there are far too many to list, so
``can_throw`` only says whether the hand has one (the engine then offers a
``throw`` template).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations

from fengyu.games.guafeng.combos import pair_runs
from fengyu.games.guafeng.order import NAT, CardOrder


def lead_options(counts: Mapping[int, int], order: CardOrder, size: int | None = None) -> list[tuple[int, ...]]:
    """Every single, pair, 风, 雨 and 雷 the held cards (code → count, each count at least 1) can lead, each once;
    with ``size``, only those of ``size`` cards (in the same order), without building the others."""
    leads: list[tuple[int, ...]] = []
    if size is None or size == 1:
        leads += [(code,) for code in sorted(counts) if counts[code]]
    if size is None or size % 2 == 0:
        for run in pair_runs(counts, order):
            if len(run) == 1:
                if size is None or size == 2:
                    leads.append((run[0], run[0]))
                continue
            doubled = [(code, code) for code in run]
            for length in range(1, len(run) + 1) if size is None else (size // 2,):
                for start in range(len(run) - length + 1):
                    leads.append(sum(doubled[start : start + length], ()))
    if size is None or size >= 5:
        leads += _yus(counts, order, size)
    if size is None or size == 4:
        leads += [lei for lei in order.leis if all(map(counts.get, lei))]
    return leads


def can_throw(counts: Mapping[int, int], order: CardOrder) -> bool:
    """Whether some class holds two different cards: the smallest throw (§5.6.1)."""
    seen: set[int] = set()
    for code in sorted(counts):
        if counts[code]:
            if order.cls[code] in seen:
                return True
            seen.add(order.cls[code])
    return False


def _yus(counts: Mapping[int, int], order: CardOrder, size: int | None = None) -> list[tuple[int, ...]]:
    """Every 雨: ≥ 5 consecutive held ranks of one run suit, any subset of the doubled ranks doubled,
    but not all of them (that would be a 风, D7).

    Listed by run suit, lowest card, then length: the windows of each stretch of
    consecutive held ranks, whose doubled cards grow with the window. With ``size``,
    only the 雨 of ``size`` cards.
    """
    found = []
    for codes in order.run_codes:
        held = [code for code in codes if code in counts]
        if len(held) < 5:
            continue
        ranks = [NAT[code] for code in held]
        for low in range(len(held) - 4):
            if ranks[low + 4] - ranks[low] != 4:  # no 5 consecutive ranks from here: no window starts at ``low``
                continue
            doubled = [code for code in held[low : low + 4] if counts[code] == 2]
            for high in range(low + 4, len(held)):
                if ranks[high] - ranks[low] != high - low:
                    break
                if counts[held[high]] == 2:
                    doubled.append(held[high])
                window = held[low : high + 1]
                counts_doubled = range(len(doubled) + 1) if size is None else (size - len(window),)
                for doubles in counts_doubled:
                    if doubles == len(window) or not 0 <= doubles <= len(doubled):
                        continue
                    for chosen in combinations(doubled, doubles):
                        found.append(tuple(sorted(window + list(chosen))))
    return found
