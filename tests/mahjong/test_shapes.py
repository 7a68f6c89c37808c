"""十三烂 and 七星归位 (Paofeng R18) as ``SpecialShape`` plug-ins, checked against a brute-force reference.

The reference knows nothing of the shipped tables: it lists every target of
fourteen faces (per suit a rank set with gaps of at least 3, found by plain
combinations; any honours) and counts, for each, the faces the hand already
holds. The fewest faces still missing, wilds filling any, is the shape's
distance; the targets containing every natural tile are its readings.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.core.tiles import KIND_COUNT, counts_of, parse_tiles
from fengyu.mahjong import HandAnalyser
from fengyu.mahjong.shapes import QiXingGuiWei, ShiSanLan

HONOURS = tuple(range(27, 34))
SUIT_SETS = [
    frozenset(ranks)
    for size in range(4)
    for ranks in itertools.combinations(range(9), size)
    if all(b - a >= 3 for a, b in itertools.pairwise(ranks))
]
TRIPLES = [
    (a, b, c)
    for a in SUIT_SETS
    for b in SUIT_SETS
    for c in SUIT_SETS
    if len(a) + len(b) + len(c) >= 7  # at most 7 honours: the suits give at least 7 faces
]


def targets(all_honours: bool) -> list[tuple[frozenset[int], int]]:
    """(suited faces, how many honours) of every target of fourteen faces."""
    found = []
    for sets in TRIPLES:
        suited = frozenset(9 * s + r for s, ranks in enumerate(sets) for r in ranks)
        honours = 14 - len(suited)
        if all_honours and honours != 7:
            continue
        found.append((suited, honours))
    return found


TARGETS = {False: targets(False), True: targets(True)}


def reference_shanten(counts: Sequence[int], wilds: int, *, all_honours: bool, no_wild: bool) -> int:
    held = {k for k in range(KIND_COUNT) if counts[k]}
    held_suited = {k for k in held if k < 27}
    held_honours = len(held - held_suited)
    usable = 0 if no_wild else wilds
    best = 14
    for suited, honours in TARGETS[all_honours]:
        kept = len(held_suited & suited) + min(honours, held_honours)
        best = min(best, max(0, 14 - kept - usable))
    return best - 1


def reference_readings(counts: Sequence[int], wilds: int, *, all_honours: bool, no_wild: bool) -> set[tuple[int, ...]]:
    """The wild faces of every reading (sorted), for a hand of fourteen tiles."""
    if sum(counts) + wilds != 14 or max(counts) > 1 or (no_wild and wilds):
        return set()
    held = {k for k in range(KIND_COUNT) if counts[k]}
    held_suited = {k for k in held if k < 27}
    held_honours = held - held_suited
    found = set()
    for suited, honours in TARGETS[all_honours]:
        if not held_suited <= suited:
            continue
        free = [h for h in HONOURS if h not in held_honours]
        extra = honours - len(held_honours)
        if extra < 0:
            continue
        for chosen in itertools.combinations(free, extra):
            faces = (suited - held_suited) | set(chosen)
            if len(faces) == wilds:
                found.add(tuple(sorted(faces)))
    return found


def readings(shape: ShiSanLan, counts: Sequence[int], wilds: int) -> set[tuple[int, ...]]:
    got = [tuple(sorted(f for g in groups for f in g.wild_faces)) for groups in shape.groupings(counts, wilds)]
    assert len(got) == len(set(got)), "each reading once"
    for groups in shape.groupings(counts, wilds):
        faces = [g.tile for g in groups]
        assert len(groups) == 14 and len(set(faces)) == 14 and all(g.shape == "single" for g in groups)
    return set(got)


def near_lan_hand(rng: random.Random, size: int) -> tuple[list[int], int]:
    """A hand close to a 十三烂: a random target, some faces swapped, doubled or left to wilds."""
    suited, honours = rng.choice(TARGETS[rng.random() < 0.3])
    faces = [*suited, *rng.sample(HONOURS, honours)]
    rng.shuffle(faces)
    faces = faces[:size]
    for i in range(len(faces)):
        roll = rng.random()
        if roll < 0.15:
            faces[i] = rng.randrange(KIND_COUNT)
        elif roll < 0.25:
            faces[i] = faces[rng.randrange(len(faces))]
    wilds = min(rng.choice((0, 0, 0, 1, 1, 2, 3, 4)), size)
    counts = [0] * KIND_COUNT
    for face in faces[: size - wilds]:
        counts[face] += 1
    if max(counts) > 4:
        counts = [min(c, 4) for c in counts]
        wilds = size - sum(counts)
    return counts, wilds


SHAPES = [ShiSanLan(), ShiSanLan(no_wild=True), QiXingGuiWei(), QiXingGuiWei(no_wild=True)]


# -- worked examples ----------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "wilds", "lan", "qi_xing"),
    [
        ("147m258p369s1234z7z", 0, -1, 1),  # E6: natural 十三烂, two honours short of 七星
        ("147m258p1234z7z9s", 2, -1, -1),  # E12: the wilds are 白 and 发
        ("147m258p69s1234z7z", 0, 0, 1),  # E16 before its second 红中: ready (a 3s would do)
        ("37m37p37s1234567z", 1, 0, 0),  # no suit can take a third face: 13 is the most
        ("37m147p258s12347z", 1, -1, 0),  # D6: the wild must be 白 or 发
        ("159m159p159s1234z", 1, -1, 1),
        ("11m47m258p369s1234z", 0, 0, 2),  # a repeated face keeps one copy
    ],
)
def test_examples(hand: str, wilds: int, lan: int, qi_xing: int) -> None:
    counts = counts_of(hand)
    assert ShiSanLan().shanten(counts, wilds) == lan
    assert QiXingGuiWei().shanten(counts, wilds) == qi_xing
    if sum(counts) + wilds == 14:
        assert bool(readings(ShiSanLan(), counts, wilds)) == (lan == -1)
        assert bool(readings(QiXingGuiWei(), counts, wilds)) == (qi_xing == -1)


def test_d6_the_wild_takes_a_flower_face_when_the_suits_are_full() -> None:
    found = readings(ShiSanLan(), counts_of("37m147p258s12347z"), 1)
    assert found == {(31,), (32,)}  # 白 or 发


def test_no_wild_refuses_every_hand_holding_a_wild() -> None:
    counts = counts_of("147m258p1234z7z9s")
    assert ShiSanLan().shanten(counts, 2) == -1
    assert ShiSanLan(no_wild=True).shanten(counts, 2) == 1  # two tiles to exchange
    assert list(ShiSanLan(no_wild=True).groupings(counts, 2)) == []
    assert ShiSanLan(no_wild=True).shanten(counts_of("147m258p369s1234z7z"), 0) == -1


def test_plugged_into_the_analyser() -> None:
    plain = HandAnalyser()
    analyser = HandAnalyser(specials=(ShiSanLan(),))
    hand = counts_of("147m258p1234z7z")  # with two wilds: E12's hand before its 9s
    waits = set(analyser.waits(hand, 2, physical=False))
    assert {*parse_tiles("1s2s3s4s5s6s7s8s9s"), 31, 32} <= waits
    assert set(plain.waits(hand, 2, physical=False)) < waits
    assert analyser.shanten(counts_of("147m258p369s1234z"), 0) == 0 < plain.shanten(counts_of("147m258p369s1234z"))
    complete = counts_of("147m258p1234z7z9s")
    both = HandAnalyser(specials=(ShiSanLan(), QiXingGuiWei()))
    assert {d.form for d in both.decompositions(complete, 2)} == {"shi_san_lan", "qi_xing_gui_wei"}


# -- against the reference ---------------------------------------------------


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([13, 14]))
def test_shanten_matches_the_reference(seed: int, size: int) -> None:
    counts, wilds = near_lan_hand(random.Random(seed), size)
    for shape in SHAPES:
        expected = reference_shanten(counts, wilds, all_honours=shape.all_honours, no_wild=shape.no_wild)
        assert shape.shanten(counts, wilds) == expected, (shape, counts, wilds)
        assert shape.shanten(bytes(counts), wilds) == expected


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**32))
def test_readings_match_the_reference(seed: int) -> None:
    counts, wilds = near_lan_hand(random.Random(seed), 14)
    for shape in SHAPES:
        expected = reference_readings(counts, wilds, all_honours=shape.all_honours, no_wild=shape.no_wild)
        assert readings(shape, counts, wilds) == expected, (shape, counts, wilds)
        assert (shape.shanten(counts, wilds) == -1) == bool(expected)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, KIND_COUNT - 1), min_size=13, max_size=13), st.integers(0, 1))
def test_any_hand_shanten_matches_the_reference(tiles: list[int], wilds: int) -> None:
    counts = [min(tiles.count(k), 4) for k in range(KIND_COUNT)]
    total = sum(counts) + wilds
    if total not in (13, 14):
        return
    for shape in SHAPES:
        expected = reference_shanten(counts, wilds, all_honours=shape.all_honours, no_wild=shape.no_wild)
        assert shape.shanten(counts, wilds) == expected
