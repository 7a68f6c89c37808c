"""Zero disagreements with the PyPI package ``mahjong`` on 100,000 random hands.

``mahjong`` (MahjongRepository) is a well-known independent implementation. Its
regular-hand shanten is the standard form (4 sets + pair) with the number of
sets derived from the tile count, the same question our analyser answers with
seven pairs switched off. Its seven-pairs rule differs on purpose (riichi does
not count a quad as two pairs), so only the standard form is compared here;
seven pairs are checked against the brute-force reference in test_analysis.
"""

from __future__ import annotations

from mahjong.shanten import Shanten

from fengyu.core.rng import Rng
from fengyu.mahjong import HandAnalyser

HANDS = 100_000
SIZES = (14, 13, 14, 13, 11, 10, 8, 7, 5, 4, 2, 1)


def test_standard_shanten_agrees_on_100000_random_hands() -> None:
    ours = HandAnalyser(seven_pairs=False)
    theirs = Shanten()
    rng = Rng(20261129)
    disagreements = []
    for i in range(HANDS):
        kinds = 27 if i % 2 else 34  # Sichuan's 108 tiles and the full 136
        size = SIZES[i % len(SIZES)]
        wall = [k for k in range(kinds) for _ in range(4)]
        counts = [0] * 34
        for _ in range(size):
            counts[wall.pop(rng.randbelow(len(wall)))] += 1
        if ours.shanten(counts) != theirs.calculate_shanten_for_regular_hand(counts):
            disagreements.append(counts)
    assert disagreements == []
