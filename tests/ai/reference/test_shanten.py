"""The reference bots' own shanten agrees with the project's table-driven analyser on random hands.

(Hands with a tile held four times are left out: the textbook count does not
know that a fifth copy cannot be drawn, a slip a primer's method shares.)
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.mahjong.analysis import HandAnalyser
from tests.ai.reference.shanten import shanten

ANALYSER = HandAnalyser(seven_pairs=True)


@settings(max_examples=300, deadline=None)
@given(
    tiles=st.lists(st.integers(0, 33), min_size=14, max_size=14),
    size=st.sampled_from([14, 13, 11, 8]),
    wilds=st.integers(0, 3),
)
def test_shanten_matches_the_analyser(tiles: list[int], size: int, wilds: int) -> None:
    counts = [0] * 34
    for tile in tiles[:size]:
        if counts[tile] < 3:  # the reference ignores that a tile held four times has no fifth copy
            counts[tile] += 1
    total = sum(counts)
    if total % 3 == 0:
        return
    wilds = min(wilds, total - 1)
    for tile in range(34):
        while wilds and counts[tile] and sum(counts) > total - wilds:
            counts[tile] -= 1
    used = total - sum(counts)
    sets = total // 3
    assert shanten(counts, sets, used, seven_pairs=sets == 4) == ANALYSER.shanten(counts, used)


def test_worked_examples() -> None:
    ready = [0] * 34
    for tile in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 10, 11):
        ready[tile] += 1
    assert shanten(ready, 4) == 0
    ready[12] += 1
    assert shanten(ready, 4) == -1
    pairs = [0] * 34
    for tile in (0, 0, 2, 2, 4, 4, 6, 6, 8, 8, 10, 10, 13):
        pairs[tile] += 1
    assert shanten(pairs, 4, seven_pairs=True) == 0
