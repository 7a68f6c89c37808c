"""Combinations: classification (§3.2–§3.4; E3, E4), comparison (§5.3; E7–E10) and throw ruffs (§5.6; D32)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fengyu.games.guafeng.combos import FENG, LEI, SINGLE, THROW, YU, beats, classify, decompose, qualify
from fengyu.games.guafeng.order import TRUMP, CardOrder
from tests.games.guafeng.support import cards, combination, names, order

L7H = order("7", "H")


def kind_of(text: str, o: CardOrder = L7H) -> tuple[str, int, int] | None:
    combo = classify(cards(text), o)
    return None if combo is None else (combo.kind, combo.pairs, combo.strength)


def wins(lead: str, play: str, o: CardOrder = L7H) -> bool:
    lead_combo = classify(cards(lead), o)
    assert lead_combo is not None
    contender = qualify(lead_combo, cards(play), o)
    return contender is not None and beats(contender, lead_combo)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2H 2H 3H 3H", (FENG, 2, 3)),
        ("4H 4H 5H 5H", (FENG, 2, 5)),
        ("6H 6H 7H 7H 8H 8H", (FENG, 3, 8)),
        ("8S 8S 9S 9S", (FENG, 2, 9)),
        ("7S 7S", (FENG, 1, 97)),
    ],
)
def test_e3_valid_feng(text: str, expected: tuple[str, int, int]) -> None:
    assert kind_of(text) == expected


@pytest.mark.parametrize("text", ["3S 3S 4S 4S", "6S 6S 8S 8S", "2S 2S 3S 3S", "5D 5D 6D 6D", "7S 7D", "SJ SJ BJ BJ"])
def test_e3_invalid_feng(text: str) -> None:
    assert kind_of(text) is None


def test_e3_joker_feng_toggle() -> None:
    assert kind_of("SJ SJ BJ BJ", order(joker_feng=True)) == (FENG, 2, 15)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3H 4H 5H 6H 6H 7H 8H 8H 9H", (YU, 2, 9)),
        ("8S 9S 10S JS QS", (YU, 0, 12)),
        ("9C 10C JC QC KC AC", (YU, 0, 14)),
        ("2H 3H 4H 5H 6H 6H", (YU, 1, 6)),
    ],
)
def test_e4_valid_yu(text: str, expected: tuple[str, int, int]) -> None:
    assert kind_of(text) == expected


@pytest.mark.parametrize("text", ["6S 8S 9S 10S JS", "3H 4H 4H 5H 5H", "6D 6D 7D 7D 8D", "4C 6C 8C 9C 10C"])
def test_e4_invalid_yu(text: str) -> None:
    assert kind_of(text) is None


def test_d7_consecutive_pairs_are_feng_not_yu() -> None:
    assert kind_of("8S 8S 9S 9S 10S 10S JS JS QS QS") == (FENG, 5, 12)


def test_e2_side_yu_stops_below_a_level_ace() -> None:
    o = order("A", "D")
    assert kind_of("9C 10C JC QC KC", o) == (YU, 0, 13)
    assert kind_of("10C JC QC KC AC", o) is None


def test_d5_no_bridging_and_ace_high_only() -> None:
    assert kind_of("6S 6S 8S 8S") is None
    assert kind_of("AS AS 2S 2S", order("7", "S")) is None  # 2 and A are not adjacent in play
    assert kind_of("2S 2S 3S 3S", order("7", "S")) == (FENG, 2, 3)


def test_s3_2_pairs_of_any_kind() -> None:
    assert kind_of("BJ BJ") == (FENG, 1, 100)
    assert kind_of("5D 5D") == (FENG, 1, 93)
    assert kind_of("4S 4S") == (FENG, 1, 4)


@pytest.mark.parametrize(
    ("text", "strength"),
    [("7S 7H 7D 7C", 98), ("5S 5H 5D 5C", 96), ("3S 3H 3D 3C", 95), ("2S 2H 2D 2C", 94)],
)
def test_s3_4_lei_strength_is_its_trump_suit_card(text: str, strength: int) -> None:
    assert kind_of(text) == (LEI, 0, strength)


def test_d9_lei_needs_four_suits_of_2_3_5_or_level() -> None:
    assert kind_of("4S 4H 4D 4C") is None
    assert kind_of("5S 5S 5D 5C") is None
    assert kind_of("7S 7H 7D 7C 7C") is None


def test_d30_no_zhen_and_no_side_yu_through_special_cards() -> None:
    assert kind_of("7S 7H 7D 7C 7S") is None  # five level cards: the 震 of 山东升级 is not a combination
    assert kind_of("4D 6D 7D 8D 9D") is None  # 7D is a trump: side 雨 cannot run through it
    assert kind_of("3S 4S 5S 6S 8S") is None


def test_s3_3_nothing_is_no_combination() -> None:
    assert classify([], L7H) is None


def test_s3_3_class_of_combinations() -> None:
    assert combination(cards("8S 8S 9S 9S"), L7H).cls == 0
    assert combination(cards("2H 2H 3H 3H"), L7H).cls == TRUMP
    assert combination(cards("5S"), L7H).cls == TRUMP
    assert combination(cards("2S 2H 2D 2C"), L7H).cls == TRUMP


def test_s3_3_throw_only_with_the_toggle_and_one_class() -> None:
    assert kind_of("AS QS QS") is None
    throw = order(allow_throw=True)
    assert kind_of("AS QS QS", throw) == (THROW, 1, 12)
    assert kind_of("AS QH", throw) is None
    assert kind_of("7S 7D", throw) is not None  # two trumps of equal power: a throw, never a pair


def test_d8_trump_feng_compared_by_height_not_power() -> None:
    assert wins("4H 4H 5H 5H", "QH QH KH KH")
    assert not wins("QH QH KH KH", "4H 4H 5H 5H")


def test_e7_yu_comparison() -> None:
    lead = "8S 9S 9S 10S JS QS"
    assert wins(lead, "10S JS QS KS KS AS")
    assert wins(lead, "8H 8H 9H 10H JH QH")  # trump yu(6,1) ruffs
    assert wins("8H 8H 9H 10H JH QH", "9H 10H JH QH KH KH")
    assert not wins(lead, "9H 10H JH QH KH AH")  # yu(6,0): wrong pair count


def test_e8_lei_only_beaten_by_a_higher_lei() -> None:
    assert wins("5S 5H 5D 5C", "7S 7H 7D 7C")
    assert not wins("5S 5H 5D 5C", "2S 2H 2D 2C")
    assert not wins("5S 5H 5D 5C", "BJ 3H 2S AH")


def test_e9_ruff_and_overruff() -> None:
    assert wins("AD AD", "4H 4H")
    assert wins("4H 4H", "5S 5S")
    assert not wins("AD AD", "6H 8H")  # not a pair: unqualified
    assert not wins("AD AD", "10D 9D")


def test_d6_trump_runs_only_inside_the_trump_suit() -> None:
    assert kind_of("2S 2S 3S 3S") is None  # off-suit permanent trumps: two pairs, no run
    assert kind_of("AH AH 2H 2H") is None  # A is high only during play (D5)
    assert kind_of("4H 4H 5H 5H 6H 6H") == (FENG, 3, 6)  # the trump suit's own 5 sits at its natural place


def test_d11_d12_ruffs_match_the_shape_and_throws_are_off_by_default() -> None:
    assert not wins("AS AS", "4H 6H")
    assert wins("AS", "4H")
    assert not wins("9S 9S 10S 10S", "4H 4H 8H 8H")
    assert kind_of("AS KS") is None


def test_e10_bj_sj_pairs_are_no_feng_unless_toggled() -> None:
    assert not wins("QH QH KH KH", "BJ BJ SJ SJ")
    assert not wins("4H 4H 5H 5H", "6H 6H 8H 8H")
    assert wins("QH QH KH KH", "SJ SJ BJ BJ", order(joker_feng=True))


def test_d4_s2_5_equal_power_does_not_beat() -> None:
    assert not wins("7D", "7C")
    assert not wins("AS", "AS")
    assert not wins("5H 5C", "5C 5S", order(allow_throw=True))


def test_s5_3_other_side_suit_never_qualifies() -> None:
    assert not wins("4S", "AD")
    assert wins("AS", "4H")


def test_s5_6_decomposition() -> None:
    throw = order(allow_throw=True)
    units = decompose(cards("QS QS KS KS AS AS 9S 9S 4S 6S"), throw)
    assert sorted((u.pairs, u.strength) for u in units) == [(0, 4), (0, 6), (1, 9), (3, 14)]
    joker_units = decompose(cards("SJ SJ BJ BJ 5D 5D"), order(allow_throw=True, joker_feng=True))
    assert sorted((u.pairs, u.strength) for u in joker_units) == [(1, 93), (2, 15)]


def test_d32_throw_ruffs_matched_by_decomposition() -> None:
    throw = order(allow_throw=True)
    assert wins("QS QS 9S 9S", "8H 8H 9H 9H", throw)  # a 风, cut into two pairs
    assert not wins("AH KH KH", "BJ SJ SJ", throw)  # a throw led in trumps cannot be beaten
    lead = classify(cards("QS QS 9S 9S"), throw)
    assert lead is not None
    strong = qualify(lead, cards("8H 8H 9H 9H"), throw)
    weak = qualify(lead, cards("4H 4H 6H 6H"), throw)
    assert strong is not None and weak is not None
    assert beats(strong, weak) and not beats(weak, strong)
    assert qualify(lead, cards("4H 6H 8H 9H"), throw) is None  # four singles are not two pairs


def test_e11_ruff_of_a_standing_throw() -> None:
    throw = order(allow_throw=True)
    assert wins("AS QS QS", "4H 4H 6H", throw)
    assert not wins("AS QS QS", "4H 6H 8H", throw)
    assert not wins("AS QS QS", "4H 4H 6D", throw)  # not all trump


def test_d32_lei_and_yu_shaped_ruffs_count_as_singles() -> None:
    throw = order(allow_throw=True)
    assert wins("AS KS QS 10S", "2S 2H 2D 2C", throw)
    assert wins("AS KS QS 10S 8S", "2H 3H 4H 5H 6H", throw)
    assert wins("AS AS KS KS QS QS 10S", "6H 6H 8H 8H 9H 9H 2C", throw) is False  # needs a 风 of 3
    assert wins("AS AS KS KS QS QS 10S", "8H 8H 9H 9H 10H 10H 2C", throw)


card_texts = st.sampled_from(
    names("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH 2D 5D 7D 9D 2C 7C 8C SJ BJ")
)


@st.composite
def card_sets(draw: st.DrawFn, max_size: int = 8) -> list[int]:
    chosen = draw(st.lists(card_texts, min_size=1, max_size=max_size))
    counted: dict[str, int] = {}
    kept = []
    for text in chosen:
        if counted.get(text, 0) < 2:
            counted[text] = counted.get(text, 0) + 1
            kept.append(text)
    return cards(" ".join(kept))


@given(card_sets(), st.booleans(), st.booleans())
def test_classification_is_consistent(played: list[int], throw: bool, joker_feng: bool) -> None:
    o = order(allow_throw=throw, joker_feng=joker_feng)
    combo = classify(played, o)
    assert classify(list(reversed(played)), o) == combo
    if combo is None:
        return
    assert combo.size == len(played)
    assert all(o.cls[c] == combo.cls for c in played) or (combo.kind in (FENG, YU, LEI) and combo.cls == TRUMP)
    if combo.kind == SINGLE:
        assert len(played) == 1
    if combo.kind == FENG:
        assert len(played) == 2 * combo.pairs
    if combo.kind == YU:
        assert len(played) >= 5 and len(set(played)) >= 5
    if combo.kind == THROW:
        assert throw and sum(u.size for u in combo.units) == len(played)


@given(card_sets(max_size=4), card_sets(max_size=4))
def test_beats_is_a_strict_order_on_qualified_plays(a: list[int], b: list[int]) -> None:
    o = L7H
    first, second = classify(a, o), classify(b, o)
    if first is None or second is None or len(a) != len(b):
        return
    assert not beats(first, first)
    if qualify(first, b, o) is not None and qualify(second, a, o) is not None:
        assert not (beats(first, second) and beats(second, first))
        if first.cls == second.cls and first.strength != second.strength:
            assert beats(first, second) != beats(second, first)
