"""Textbook shanten for the reference mahjong bots, written apart from the project's analyser.

A hand is 34 counts (0–26 the suits m p s, 27–33 the honours). Each suit is
split into blocks — melds (pung, chow), partial melds (pair, two in a row, a
gap) — every way that matters, memoised per suit; the suits' blocks are then
combined. A hand that needs ``sets`` melds and a pair misses

    D = partials + 3·(empty meld slots) + (2 without a pair) − (loose tiles that start an empty slot)

tiles; ``k`` wilds fill ``k`` of them, so its shanten is ``max(D − k, 0) − 1``.
Seven pairs: each missing pair needs one tile for a single held, two otherwise
(wilds pair a single each).
This is the plain method any mahjong primer teaches; it is deliberately not
the project's table-driven analyser, so the yardstick stays independent.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

SUITED = 27
KINDS = 34


@lru_cache(maxsize=200_000)
def _suit_blocks(counts: tuple[int, ...], honours: bool) -> frozenset[tuple[int, int, int]]:
    """Every Pareto-useful (melds, partials, pairs) split of one suit's counts."""
    found: set[tuple[int, int, int]] = set()

    def walk(c: list[int], i: int, melds: int, partials: int, pairs: int) -> None:
        while i < len(c) and c[i] == 0:
            i += 1
        if i == len(c):
            found.add((melds, partials, pairs))
            return
        if c[i] >= 3:
            c[i] -= 3
            walk(c, i, melds + 1, partials, pairs)
            c[i] += 3
        if not honours and i + 2 < len(c) and c[i + 1] and c[i + 2]:
            c[i] -= 1
            c[i + 1] -= 1
            c[i + 2] -= 1
            walk(c, i, melds + 1, partials, pairs)
            c[i] += 1
            c[i + 1] += 1
            c[i + 2] += 1
        if c[i] >= 2:
            c[i] -= 2
            walk(c, i, melds, partials, pairs + 1)
            c[i] += 2
        if not honours:
            for step in (1, 2):
                if i + step < len(c) and c[i + step]:
                    c[i] -= 1
                    c[i + step] -= 1
                    walk(c, i, melds, partials + 1, pairs)
                    c[i] += 1
                    c[i + step] += 1
        c[i] -= 1
        walk(c, i, melds, partials, pairs)
        c[i] += 1

    walk(list(counts), 0, 0, 0, 0)
    best = [b for b in found if not any(o != b and o[0] >= b[0] and o[1] >= b[1] and o[2] >= b[2] for o in found)]
    return frozenset(best or found)


def _groups(counts: Sequence[int]) -> list[tuple[tuple[int, ...], bool]]:
    groups = [(tuple(counts[base : base + 9]), False) for base in (0, 9, 18)]
    if len(counts) > SUITED:
        groups.append((tuple(counts[SUITED:KINDS]), True))
    return groups


def missing(counts: Sequence[int], sets: int, pair: bool = True) -> int:
    """Tiles missing (wilds not counted) for ``sets`` melds and, with ``pair``, a pair (module docstring)."""
    combos = [(0, 0, 0)]
    for group, honours in _groups(counts):
        if not any(group):
            continue
        blocks = _suit_blocks(group, honours)
        combos = list({(m + a, t + b, p + c) for m, t, p in combos for a, b, c in blocks})
    tiles = sum(counts)
    best = 99
    for melds, partials, pairs in combos:
        for head in (1, 0) if pair and pairs else (0,):
            m = min(melds, sets)
            t = min(partials + pairs - head, sets - m)
            loose = max(0, tiles - 3 * m - 2 * t - 2 * head)
            empty = sets - m - t
            need_head = pair and not head
            starts = min(loose, empty + need_head)
            best = min(best, t + 3 * empty + (2 if need_head else 0) - starts)
    return best


def seven_pairs_missing(counts: Sequence[int]) -> int:
    """Tiles missing for seven pairs (four of a kind counts as two pairs, as both games allow)."""
    pairs = min(7, sum(c // 2 for c in counts))
    singles = sum(c % 2 for c in counts)
    return min(singles, 7 - pairs) + 2 * max(0, 7 - pairs - singles)


def shanten(counts: Sequence[int], sets: int, wilds: int = 0, seven_pairs: bool = False) -> int:
    """Shanten (−1: a win) of a hand needing ``sets`` melds and a pair, with ``wilds`` jokers set aside."""
    need = missing(counts, sets)
    if seven_pairs and sets == 4:
        need = min(need, seven_pairs_missing(counts))
    return max(need - wilds, 0) - 1
