"""The hand analyser: worked examples, then properties against the brute-force reference."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.core.tiles import SUITED_KIND_COUNT, Tile, counts_of, parse_tiles
from fengyu.mahjong import Decomposition, Group, HandAnalyser
from fengyu.mahjong.decomposition import standard_groupings
from fengyu.mahjong.shapes import QiXingGuiWei, ShiSanLan
from tests.mahjong import reference

FULL = HandAnalyser()
SICHUAN = HandAnalyser(range(SUITED_KIND_COUNT))
STANDARD_ONLY = HandAnalyser(seven_pairs=False)


def tiles(text: str) -> list[int]:
    return [int(t) for t in parse_tiles(text)]


# -- worked examples ---------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "shanten"),
    [
        ("123m456m789m123p55s", -1),
        ("123m456m789m123p5s", 0),
        ("123m456m789m12p55s", 0),  # ready on 3p
        ("11m22m33m44m55m66m7m", 0),  # seven pairs, ready on 7m
        ("11m22m33m44m55m66m77m", -1),
        ("1111m2222m3333m4m", 0),  # 123m x4 + 4m, or six pairs + 4m
        ("19m19p19s1234567z", 6),  # thirteen isolated tiles: seven pairs is nearest
        ("159m159p159s1357z", 6),
    ],
)
def test_shanten_examples(hand: str, shanten: int) -> None:
    assert FULL.shanten(counts_of(hand)) == shanten
    assert FULL.shanten(counts_of(hand)) == reference.shanten(counts_of(hand))


def test_nine_gates_waits_on_every_kind_of_its_suit() -> None:
    assert FULL.waits(counts_of("1112345678999m")) == tiles("123456789m")


def test_quad_counts_as_two_pairs_in_seven_pairs() -> None:
    assert FULL.is_win(counts_of("1111m22m55p77p33s99s"))
    assert not STANDARD_ONLY.is_win(counts_of("1111m22m55p77p33s99s"))


def test_seven_pairs_needs_no_melds() -> None:
    # Eleven concealed tiles (one meld exposed): five pairs count for nothing.
    hand = counts_of("11m22m44m55m77m9m")
    assert FULL.shanten(hand) == STANDARD_ONLY.shanten(hand) == reference.shanten(hand, seven=False)
    assert FULL.shanten(hand) > 0


def test_waits_skip_a_kind_held_four_times_unless_structural() -> None:
    hand = counts_of("1111m234p567p789p")  # only a fifth 1m (111m + 11m) would complete it
    assert FULL.waits(hand) == []
    assert FULL.waits(hand, physical=True) == reference.waits(hand)
    assert FULL.waits(hand, physical=False) == [Tile.M1]  # Paofeng R19 asks structurally


def test_restricted_tile_set_never_waits_on_honors() -> None:
    # A wild (no copy limit) could be an honour; Sichuan's faces exclude honours anyway.
    hand = counts_of("123m456m789m123p5s")
    assert SICHUAN.waits(hand) == [Tile.S5]
    assert all(k < SUITED_KIND_COUNT for k in SICHUAN.ukeire(counts_of("123m456m79m125p58s")).tiles)


def test_ukeire_counts_unseen_copies() -> None:
    hand = counts_of("123m456m789m12p57s")  # one away from ready: 3p, 6s, or a pair
    result = FULL.ukeire(hand)
    assert result.shanten == 1
    assert set(result.tiles) == {int(t) for t in parse_tiles("3p6s57s12p")} | {Tile.P3}
    unseen = [4] * 34
    unseen[Tile.P3] = 1
    assert FULL.ukeire(hand, unseen=unseen).tiles[Tile.P3] == 1
    assert result.tiles[Tile.P3] == 4


def test_discard_options_cover_each_distinct_kind() -> None:
    hand = counts_of("123m456m789m12p55s9s")
    options = {o.discard: o.ukeire for o in FULL.discard_options(hand)}
    assert set(options) == {k for k in range(34) if hand[k]}
    assert options[Tile.S9].shanten == 0
    assert options[Tile.S9].tiles == {Tile.P3: 4}


def test_wild_completes_any_missing_tile() -> None:
    assert FULL.is_win(counts_of("123m456m789m12p57s"), wilds=1) is False  # two gaps, one wild
    assert FULL.is_win(counts_of("123m456m789m12p55s"), wilds=1)
    assert FULL.is_win([0] * 34, wilds=2)
    assert FULL.shanten(counts_of("19m19p19s1234z"), wilds=4) == reference.shanten(counts_of("19m19p19s1234z"), 4)


def test_wild_may_stand_for_a_fifth_copy() -> None:
    # Paofeng R18: copy limits are ignored for wild faces; 1111m + W reads 111m + 1W... as a pair.
    hand = counts_of("1111m234p567p789p")
    assert FULL.is_win(hand, wilds=1)
    # The same 14 tiles with a natural fifth 1m are structurally a win too (beyond the tables).
    five = list(hand)
    five[Tile.M1] = 5
    assert FULL.is_win(five[:], wilds=0) is True


def test_decompositions_of_triple_runs() -> None:
    found = FULL.decompositions(counts_of("111222333m78999p"))
    readings = {tuple((g.shape, str(Tile(g.tile))) for g in d.groups) for d in found}
    assert readings == {
        (("pung", "1m"), ("pung", "2m"), ("pung", "3m"), ("chow", "7p"), ("pair", "9p")),
        (("chow", "1m"), ("chow", "1m"), ("chow", "1m"), ("chow", "7p"), ("pair", "9p")),
    }


def test_decompositions_include_seven_pairs_and_standard() -> None:
    forms = {d.form for d in FULL.decompositions(counts_of("11223344556677m"))}
    assert forms == {"standard", "seven_pairs"}


def test_decomposition_records_wild_faces() -> None:
    found = FULL.decompositions(counts_of("123m456m789m12p55s"), wilds=1)
    assert found == [
        Decomposition(
            "standard",
            (
                Group("chow", Tile.M1),
                Group("chow", Tile.M4),
                Group("chow", Tile.M7),
                Group("chow", Tile.P1, (Tile.P3,)),
                Group("pair", Tile.S5),
            ),
        )
    ]


class ThirteenOrphans:
    """A special shape plugged in from outside (a test of the SpecialShape protocol)."""

    code = "thirteen_orphans"
    kinds = tiles("19m19p19s1234567z")

    def shanten(self, counts: Sequence[int], wilds: int) -> int:
        distinct = sum(1 for k in self.kinds if counts[k])
        pair = any(counts[k] >= 2 for k in self.kinds)
        return max(13 - distinct - pair - wilds, -1)

    def groupings(self, counts: Sequence[int], wilds: int) -> Iterator[list[Group]]:
        if wilds == 0 and self.shanten(counts, 0) < 0:
            pair = next(k for k in self.kinds if counts[k] == 2)
            yield [Group("single", k) for k in self.kinds if k != pair] + [Group("pair", pair)]


def test_special_shapes_plug_into_every_question() -> None:
    analyser = HandAnalyser(specials=[ThirteenOrphans()])
    hand = counts_of("19m19p19s1234567z")
    assert analyser.shanten(hand) == 0
    assert analyser.waits(hand) == tiles("19m19p19s1234567z")
    complete = counts_of("119m19p19s1234567z")
    assert analyser.is_win(complete)
    assert [d.form for d in analyser.decompositions(complete)] == ["thirteen_orphans"]
    assert not FULL.is_win(complete)


@pytest.mark.parametrize(
    ("counts", "wilds"),
    [
        ([0] * 33, 0),  # wrong length
        (counts_of("123m456m789m123p"), 0),  # 12 tiles: 3k
        (counts_of("123m456m789m123p55s9s"), 0),  # 15 tiles
        ([-1, *counts_of("123m456m789m123p5s")[1:]], 0),  # negative count
        (counts_of("11111m234p567p789p"), 0),  # five copies for shanten
    ],
)
def test_bad_hands_are_refused(counts: list[int], wilds: int) -> None:
    with pytest.raises(ValueError):  # noqa: PT011 - the message is checked below for one case
        FULL.shanten(counts, wilds)


def test_refusal_names_the_problem() -> None:
    with pytest.raises(ValueError, match="3k \\+ 1 or 3k \\+ 2"):
        FULL.shanten(counts_of("123m456m789m123p"))


# -- properties against the reference ----------------------------------------------------


Hand = tuple[list[int], int]
"""A hand's tile counts and its number of wilds."""
Case = tuple[HandAnalyser, list[int], int]
"""An analyser and a hand (counts, wilds) to ask it about."""


@st.composite
def hands(draw: st.DrawFn, *, kinds: int = 34, max_wilds: int = 0, sizes: Sequence[int] = (13, 14)) -> Hand:
    size = draw(st.sampled_from(sizes))
    wilds = draw(st.integers(0, min(max_wilds, size)))
    wall = [k for k in range(kinds) for _ in range(4)]
    picks = draw(st.lists(st.integers(0, len(wall) - 1), min_size=size - wilds, max_size=size - wilds, unique=True))
    counts = [0] * 34
    for p in picks:
        counts[wall[p]] += 1
    return counts, wilds


@st.composite
def near_complete(draw: st.DrawFn, *, max_wilds: int = 4) -> Hand:
    """A complete hand with 0, 1, 3 or 4 tiles removed and some naturals turned into wilds.

    These are the interesting hands: near a win, where waits, wins and
    decompositions are non-trivial.
    """
    counts = [0] * 34
    counts[draw(st.integers(0, 33))] += 2
    for _ in range(4):
        start = draw(st.integers(0, 33))
        if start < 27 and start % 9 <= 6 and draw(st.booleans()):
            for k in range(start, start + 3):
                counts[k] += 1
        else:
            counts[start] += 3
    counts = [min(c, 4) for c in counts]
    while sum(counts) < 14:  # capping may have removed tiles: top up with pairs-free singles
        counts[counts.index(min(counts))] += 1
    removals = draw(st.sampled_from([0, 1, 3, 4]))
    wilds = draw(st.integers(0, max_wilds))
    for _ in range(removals + wilds):
        held = [k for k in range(34) if counts[k]]
        counts[draw(st.sampled_from(held))] -= 1
    return counts, wilds


PROPERTY = settings(max_examples=300)


@PROPERTY
@given(hands(max_wilds=0, sizes=(1, 2, 4, 5, 7, 8, 10, 11, 13, 14)))
def test_shanten_matches_brute_force(hand: Hand) -> None:
    counts, wilds = hand
    assert FULL.shanten(counts, wilds) == reference.shanten(counts, wilds)


@PROPERTY
@given(hands(max_wilds=4, sizes=(5, 8, 11, 13, 14)))
def test_shanten_with_wilds_matches_brute_force(hand: Hand) -> None:
    counts, wilds = hand
    assert FULL.shanten(counts, wilds) == reference.shanten(counts, wilds)


@PROPERTY
@given(near_complete())
def test_win_and_shanten_near_complete_hands(hand: Hand) -> None:
    counts, wilds = hand
    total = sum(counts) + wilds
    assert FULL.shanten(counts, wilds) == reference.shanten(counts, wilds)
    if total % 3 == 2:
        assert FULL.is_win(counts, wilds) == reference.is_win(counts, wilds)
        assert FULL.is_win(counts, wilds) == (FULL.shanten(counts, wilds) == -1)


@PROPERTY
@given(near_complete(max_wilds=2))
def test_waits_match_brute_force(hand: Hand) -> None:
    counts, wilds = hand
    if (sum(counts) + wilds) % 3 != 1:
        return
    assert FULL.waits(counts, wilds) == reference.waits(counts, wilds)
    assert SICHUAN.waits(counts, wilds) == reference.waits(counts, wilds, range(SUITED_KIND_COUNT))


@PROPERTY
@given(hands(max_wilds=2, sizes=(4, 7, 10, 13)))
def test_ukeire_is_exactly_the_draws_that_lower_shanten(hand: Hand) -> None:
    counts, wilds = hand
    result = FULL.ukeire(counts, wilds)
    for kind in range(34):
        if counts[kind] >= 4:
            assert kind not in result.tiles
            continue
        drawn = list(counts)
        drawn[kind] += 1
        # After a draw the hand has 3k + 2 tiles; its shanten (before discarding) is comparable.
        improves = FULL.shanten(drawn, wilds) < result.shanten
        assert (kind in result.tiles) == improves


@PROPERTY
@given(near_complete(max_wilds=2))
def test_decompositions_use_exactly_the_hand(hand: Hand) -> None:
    counts, wilds = hand
    if (sum(counts) + wilds) % 3 != 2:
        return
    found = FULL.decompositions(counts, wilds)
    assert bool(found) == FULL.is_win(counts, wilds)
    for decomposition in found:
        naturals = [0] * 34
        for group in decomposition.groups:
            for face in group.naturals:
                naturals[face] += 1
        assert naturals == list(counts)
        assert decomposition.wilds == wilds


@PROPERTY
@given(near_complete(max_wilds=4))
def test_standard_groupings_are_every_reading_with_wilds(hand: Hand) -> None:
    """The search (its groups and fillings worked out once per lowest tile) against the plain search."""
    counts, wilds = hand
    found = standard_groupings(counts, wilds)
    ours = {tuple(sorted((g.shape, g.tile, g.wild_faces) for g in groups)) for groups in found}
    assert ours == reference.readings(counts, wilds)


@PROPERTY
@given(near_complete(max_wilds=0))
def test_decompositions_without_wilds_match_brute_force(hand: Hand) -> None:
    counts, _ = hand
    if sum(counts) % 3 != 2:
        return
    ours = {tuple(sorted((g.shape, g.tile) for g in d.groups)) for d in STANDARD_ONLY.decompositions(counts)}
    assert ours == reference.group_multisets(counts)


@PROPERTY
@given(hands(max_wilds=0, sizes=(1, 2, 4, 5, 7, 8, 10, 11, 13, 14)))
def test_missing_is_shanten_plus_one_for_regular_hands(hand: Hand) -> None:
    counts, _ = hand
    assert FULL.missing(counts, sum(counts) // 3) == FULL.shanten(counts) + 1


@PROPERTY
@given(hands(max_wilds=0, sizes=(3, 6, 9, 12)))
def test_missing_accepts_any_tile_count(hand: Hand) -> None:
    counts, _ = hand
    sets = 4
    assert FULL.missing(counts, sets) == min(
        reference.missing_standard(counts, sets, capped=True), reference.missing_seven_pairs(counts)
    )


# -- the incremental questions against one whole hand at a time ---------------------------

LAN = HandAnalyser(specials=(ShiSanLan(), QiXingGuiWei()))
ANALYSERS = (FULL, SICHUAN, STANDARD_ONLY, LAN)


@st.composite
def analysed(draw: st.DrawFn, *, sizes: Sequence[int]) -> Case:
    """A hand (random, or near a win) and one of the analysers, wilds included."""
    analyser = draw(st.sampled_from(ANALYSERS))
    kinds = len(analyser.faces)
    strategy = hands(kinds=kinds, max_wilds=3, sizes=sizes) | near_complete(max_wilds=3)
    counts, wilds = draw(strategy.filter(lambda h: sum(h[0]) + h[1] in sizes))
    return analyser, counts, wilds


@PROPERTY
@given(analysed(sizes=(5, 8, 11, 14)))
def test_discard_options_are_the_ukeire_of_each_discard(case: Case) -> None:
    """Discard options are computed from shared per-block results; they equal asking each 13-tile rest alone."""
    analyser, counts, wilds = case
    unseen = [(3 * k) % 5 for k in range(34)]
    for options, copies in (
        (analyser.discard_options(counts, wilds), None),
        (analyser.discard_options(counts, wilds, unseen), unseen),
    ):
        assert [o.discard for o in options] == [k for k in range(34) if counts[k]]
        for option in options:
            rest = list(counts)
            rest[option.discard] -= 1
            alone = analyser.ukeire(rest, wilds, copies)
            assert option.ukeire == alone
            assert list(option.ukeire.tiles) == sorted(option.ukeire.tiles)


@PROPERTY
@given(analysed(sizes=(4, 7, 10, 13)))
def test_waits_and_ukeire_match_each_draw_asked_alone(case: Case) -> None:
    """Every analyser (special shapes and wilds included) agrees with is_win and shanten on the drawn hand."""
    analyser, counts, wilds = case
    current = analyser.shanten(counts, wilds)
    ukeire = analyser.ukeire(counts, wilds)
    assert ukeire.shanten == current
    expected_waits, expected_ukeire = [], []
    for kind in analyser.faces:
        if counts[kind] >= 4:
            continue
        drawn = list(counts)
        drawn[kind] += 1
        if analyser.is_win(drawn, wilds):
            expected_waits.append(kind)
        if analyser.shanten(drawn, wilds) < current:
            expected_ukeire.append(kind)
    assert analyser.waits(counts, wilds) == expected_waits
    assert analyser.completes(counts, wilds) == bool(expected_waits)
    assert list(ukeire.tiles) == expected_ukeire


@PROPERTY
@given(analysed(sizes=(5, 8, 11, 12, 14)))
def test_missing_after_discards_is_missing_of_each_rest(case: Case) -> None:
    analyser, counts, _ = case
    for sets in (sum(counts) // 3, 4):
        after = analyser.missing_after_discards(counts, sets)
        assert list(after) == [k for k in range(34) if counts[k]]
        for kind, missing in after.items():
            rest = list(counts)
            rest[kind] -= 1
            assert missing == analyser.missing(rest, sets)


@PROPERTY
@given(analysed(sizes=(5, 8, 11, 14)))
def test_shanten_after_discards_is_the_shanten_of_each_rest(case: Case) -> None:
    """Wilds, seven pairs and special shapes (skipped by their floor or asked) as ``shanten`` of each rest."""
    analyser, counts, wilds = case
    after = analyser.shanten_after_discards(counts, wilds)
    assert list(after) == [k for k in range(34) if counts[k]]
    for kind, shanten in after.items():
        rest = list(counts)
        rest[kind] -= 1
        assert shanten == analyser.shanten(rest, wilds)


def test_shanten_after_discards_asks_a_special_shape_its_floor_allows() -> None:
    """A 十三烂 one discard from ready: only the shape's own shanten says so (the standard forms are far)."""
    counts = counts_of("147m258p369s1234z7z")
    after = LAN.shanten_after_discards(counts, 0)
    assert after[int(Tile.RED)] == 0 and FULL.shanten_after_discards(counts, 0)[int(Tile.RED)] > 0


@PROPERTY
@given(analysed(sizes=(1, 2, 4, 5, 7, 8, 9, 10, 11, 12, 13)), st.integers(0, 4))
def test_missing_draws_are_the_draws_that_lower_missing(case: Case, sets: int) -> None:
    """Any tile count and any number of sets, as the bots ask for kept hands (void tiles set aside)."""
    analyser, counts, _ = case
    base, draws = analyser.missing_draws(counts, sets)
    assert base == analyser.missing(counts, sets)
    expected = []
    for face in analyser.faces:
        if counts[face] < 4:
            drawn = list(counts)
            drawn[face] += 1
            if analyser.missing(drawn, sets) < base:
                expected.append(face)
    assert draws == expected
