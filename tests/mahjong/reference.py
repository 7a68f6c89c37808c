"""Brute-force answers to the analyser's questions, written for the tests only.

Deliberately naive and independent of the shipped tables: a hand is complete
when a search over explicit groups (every tile assigned, wilds filling gaps)
succeeds; the number of missing tiles is a dynamic programme over explicit
target configurations, kind by kind (the tables come from a lattice closure
instead, so the two methods check each other).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

KINDS = 34


def _set_types() -> list[tuple[int, ...]]:
    pungs: list[tuple[int, ...]] = [(k, k, k) for k in range(KINDS)]
    chows = [(k, k + 1, k + 2) for k in range(27) if k % 9 <= 6]
    return pungs + chows


SET_TYPES = _set_types()


def complete(counts: Sequence[int], jokers: int, sets: int, *, capped: bool) -> bool:
    """Can the naturals plus ``jokers`` wilds form exactly ``sets`` sets and one pair?

    With ``capped`` no face may end up with more than four tiles in total.
    """
    if sum(counts) + jokers != 3 * sets + 2:
        return False
    totals = list(counts)
    return _search(list(counts), jokers, sets, True, totals, capped)


def _search(c: list[int], jokers: int, sets: int, pair: bool, totals: list[int], capped: bool) -> bool:
    low = next((k for k in range(KINDS) if c[k]), None)
    if low is None:
        return _jokers_alone(jokers, sets, pair, totals, capped)
    candidates: list[tuple[int, ...]] = []
    if pair:
        candidates.append((low, low))
    if sets:
        candidates += [g for g in SET_TYPES if low in g]
    for group in candidates:
        # Assign each face of the group to a natural (if left) or to a joker.
        for mask in itertools.product((True, False), repeat=len(group)):
            used = [f for f, natural in zip(group, mask, strict=True) if natural]
            wild = [f for f, natural in zip(group, mask, strict=True) if not natural]
            if low not in used or len(wild) > jokers:
                continue
            if any(used.count(f) > c[f] for f in set(used)):
                continue
            if capped and any(totals[f] + wild.count(f) > 4 for f in set(wild)):
                continue
            for f in used:
                c[f] -= 1
            for f in wild:
                totals[f] += 1
            ok = _search(c, jokers - len(wild), sets - (len(group) == 3), pair and len(group) == 3, totals, capped)
            for f in used:
                c[f] += 1
            for f in wild:
                totals[f] -= 1
            if ok:
                return True
    return False


def _jokers_alone(jokers: int, sets: int, pair: bool, totals: list[int], capped: bool) -> bool:
    if jokers != 3 * sets + 2 * pair:
        return False
    if not capped:
        return True
    # Capped: jokers need faces with room; with at most 14 tiles there are always empty kinds.
    free = sum(1 for t in totals if t == 0)
    return free >= sets + pair


def seven_pairs(counts: Sequence[int], jokers: int) -> bool:
    """Fourteen tiles as seven pairs; a quad is two pairs; a joker pairs anything."""
    if sum(counts) + jokers != 14:
        return False
    singles = sum(n % 2 for n in counts)
    return jokers >= singles and (jokers - singles) % 2 == 0


def missing_standard(counts: Sequence[int], sets: int, *, capped: bool) -> int:
    """Fewest tiles to add for ``sets`` sets and one pair (extra tiles discarded).

    Exact dynamic programme over explicit targets: walking the kinds in order, a
    target puts some pungs, a pair and chow starts on each kind; a kind costs
    max(0, needed - held). State: chows started one and two kinds back, sets
    used, pair used. ``capped``: no kind is needed more than four times.
    """
    states = {(0, 0, 0, 0): 0}  # (chows from k-1, chows from k-2, sets used, pair used) -> cost
    for kind in range(KINDS):
        suited_start = kind < 27 and kind % 9 <= 6
        nxt: dict[tuple[int, int, int, int], int] = {}
        for (a, b, used, pair), cost in states.items():
            if kind % 9 == 0 and (a or b):
                continue  # a chow cannot run across a suit boundary
            for pungs in range(sets - used + 1):
                for pairs in range(2 - pair - 1 + 1):
                    for chows in range((sets - used - pungs) + 1 if suited_start else 1):
                        need = 3 * pungs + 2 * pairs + chows + a + b
                        if capped and need > 4:
                            continue
                        key = (chows, a, used + pungs + chows, pair + pairs)
                        value = cost + max(0, need - counts[kind])
                        if value < nxt.get(key, 99):
                            nxt[key] = value
        states = nxt
    return min(cost for (a, b, used, pair), cost in states.items() if (a, b, used, pair) == (0, 0, sets, 1))


def missing_seven_pairs(counts: Sequence[int]) -> int:
    """Fewest tiles to add for seven pairs (a kind may give two pairs), by a DP over kinds."""
    states = {0: 0}  # pairs chosen -> cost
    for kind in range(KINDS):
        nxt: dict[int, int] = {}
        for chosen, cost in states.items():
            for take in (0, 1, 2):
                if chosen + take <= 7:
                    value = cost + max(0, 2 * take - counts[kind])
                    nxt[chosen + take] = min(nxt.get(chosen + take, 99), value)
        states = nxt
    return states[7]


def missing(counts: Sequence[int], wilds: int, *, seven: bool) -> int:
    total = sum(counts) + wilds
    sets = total // 3
    best = missing_standard(counts, sets, capped=wilds == 0)
    if seven and sets == 4:
        best = min(best, missing_seven_pairs(counts))
    return best


def shanten(counts: Sequence[int], wilds: int = 0, *, seven: bool = True) -> int:
    return missing(counts, wilds, seven=seven) - wilds - 1


def is_win(counts: Sequence[int], wilds: int = 0, *, seven: bool = True) -> bool:
    total = sum(counts) + wilds
    if complete(counts, wilds, total // 3, capped=False):
        return True
    return seven and total == 14 and seven_pairs(counts, wilds)


def waits(counts: Sequence[int], wilds: int = 0, kinds: Sequence[int] = range(KINDS)) -> list[int]:
    out = []
    for k in kinds:
        if counts[k] >= 4:
            continue
        drawn = list(counts)
        drawn[k] += 1
        if is_win(drawn, wilds):
            out.append(k)
    return out


def group_multisets(counts: Sequence[int]) -> set[tuple[tuple[str, int], ...]]:
    """Without wilds: every multiset of sets plus one pair whose tiles are exactly ``counts``."""
    total = sum(counts)
    sets = total // 3
    found: set[tuple[tuple[str, int], ...]] = set()
    candidates = [g for g in SET_TYPES if all(counts[f] for f in g)]
    for combo in itertools.combinations_with_replacement(candidates, sets):
        rest = list(counts)
        for g in combo:
            for f in g:
                rest[f] -= 1
        if min(rest) < 0:
            continue
        pairs = [k for k in range(KINDS) if rest[k] == 2]
        if sum(rest) == 2 and len(pairs) == 1:
            groups = [("pung" if g[0] == g[1] else "chow", g[0]) for g in combo] + [("pair", pairs[0])]
            found.add(tuple(sorted(groups)))
    return found


Group = tuple[str, int, tuple[int, ...]]
"""A group as (shape, first face, faces supplied by wilds)."""
Reading = tuple[Group, ...]
"""A grouping: its groups, sorted."""


def readings(counts: Sequence[int], wilds: int) -> set[Reading]:
    """Every grouping of the naturals and ``wilds`` wilds (no copy limit) into sets and one pair.

    The search of ``complete``, collecting: the lowest natural tile goes into a
    pair, pung or chow holding it, each other face of the group taken by a
    natural tile or a wild; wilds left alone make any pungs, chows and pair.
    """
    total = sum(counts) + wilds
    found: set[Reading] = set()
    if total % 3 == 2:
        _collect(list(counts), wilds, total // 3, True, [], found)
    return found


def _collect(c: list[int], jokers: int, sets: int, pair: bool, chosen: list[Group], found: set[Reading]) -> None:
    low = next((k for k in range(KINDS) if c[k]), None)
    if low is None:
        if jokers == 3 * sets + 2 * pair:
            alone = [("pung" if g[0] == g[1] else "chow", g[0], g) for g in SET_TYPES]
            pairs = [[("pair", k, (k, k))] for k in range(KINDS)] if pair else [[]]
            for combo in itertools.combinations_with_replacement(alone, sets):
                for extra in pairs:
                    found.add(tuple(sorted([*chosen, *combo, *extra])))
        return
    candidates: list[tuple[int, ...]] = [(low, low)] if pair else []
    if sets:
        candidates += [g for g in SET_TYPES if low in g]
    for group in candidates:
        shape = "pair" if len(group) == 2 else "pung" if group[0] == group[1] else "chow"
        for mask in itertools.product((True, False), repeat=len(group)):
            used = [f for f, natural in zip(group, mask, strict=True) if natural]
            wild = tuple(sorted(f for f, natural in zip(group, mask, strict=True) if not natural))
            if low not in used or len(wild) > jokers or any(used.count(f) > c[f] for f in set(used)):
                continue
            for f in used:
                c[f] -= 1
            chosen.append((shape, group[0], wild))
            _collect(c, jokers - len(wild), sets - (shape != "pair"), pair and shape != "pair", chosen, found)
            chosen.pop()
            for f in used:
                c[f] += 1
