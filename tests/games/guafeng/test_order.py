"""Levels, trump membership and the card order (spec §2, §3.1; E1, E2)."""

from __future__ import annotations

from typing import Any

import pytest

from fengyu.games.guafeng.order import NO_GROUP, TRUMP, level_rank, suit_index
from fengyu.games.guafeng.rules import GuafengRules
from tests.games.guafeng.support import cards, order


def powers(text: str, **kwargs: Any) -> list[int]:
    o = order(**kwargs)
    return [o.power[code] for code in cards(text)]


def test_e1_trump_order_suit_major() -> None:
    ranked = "BJ SJ 7H 7S 5H 3H 2H 5S 3S 2S AH KH QH JH 10H 9H 8H 6H 4H"
    assert powers(ranked) == [100, 99, 98, 97, 96, 95, 94, 93, 92, 91, 84, 83, 82, 81, 80, 79, 78, 76, 74]
    assert powers("7S 7D 7C") == [97, 97, 97]
    assert powers("5S 5D 5C") == [93, 93, 93]


def test_e1_3h_against_5s_under_both_orders() -> None:
    three_h, five_s = powers("3H 5S")
    assert three_h > five_s
    three_h, five_s = powers("3H 5S", permanent_trump_order="rank_major")
    assert five_s > three_h
    assert powers("2H AH") == [94, 84]


def test_s2_3_d3_rank_major_rows() -> None:
    assert powers("5H 5S 3H 3S 2H 2S", permanent_trump_order="rank_major") == [96, 95, 94, 93, 92, 91]


def test_e2_level_3_spades() -> None:
    ranked = "BJ SJ 3S 3H 5S 2S 5H 2H AS KS 6S 4S"
    assert powers(ranked, level="3", trump="S") == [100, 99, 98, 97, 96, 94, 93, 91, 84, 83, 76, 74]
    assert powers("3H 3D 3C", level="3", trump="S") == [97, 97, 97]
    assert order("3", "S").lei_ranks == (2, 3, 5)


def test_e2_side_hearts_order_when_spades_trump() -> None:
    o = order("3", "S")
    side = cards("AH KH QH JH 10H 9H 8H 7H 6H 4H")
    assert [o.power[c] for c in side] == sorted((o.power[c] for c in side), reverse=True)
    assert all(o.cls[c] == 1 for c in side)


def test_e2_hand_one_all_eight_aces_are_level_cards() -> None:
    o = order("A", "D")
    assert [o.power[c] for c in cards("AD AS AH AC")] == [98, 97, 97, 97]
    assert o.cls[cards("AC")[0]] == TRUMP


def test_s2_2_trump_membership_and_special_trumps() -> None:
    o = order("7", "H")
    for text in ("BJ", "SJ", "2C", "3D", "5S", "7C", "4H", "AH"):
        assert o.cls[cards(text)[0]] == TRUMP, text
    for text, suit in (("4S", 0), ("AD", 2), ("KC", 3), ("6S", 0)):
        assert o.cls[cards(text)[0]] == suit, text
    special = {text for text in ("BJ", "SJ", "2C", "3H", "5D", "7S", "4H", "AH") if o.special[cards(text)[0]]}
    assert special == {"BJ", "SJ", "2C", "3H", "5D", "7S"}


def test_s2_4_side_suit_order_excludes_trumps() -> None:
    o = order("7", "H")
    assert [o.power[c] for c in cards("AS KS QS JS 10S 9S 8S 6S 4S")] == [14, 13, 12, 11, 10, 9, 8, 6, 4]


def test_s3_1_sequence_eligibility() -> None:
    o = order("7", "H")
    assert {o.group[c] for c in cards("2H 3H 5H 7H 4H AH")} == {1}
    assert {o.group[c] for c in cards("2S 3D 5C 7S BJ SJ")} == {NO_GROUP}
    assert o.group[cards("8S")[0]] == 0
    assert order(joker_feng=True).group[cards("BJ")[0]] != NO_GROUP


def test_no_order_without_a_level_and_suit() -> None:
    from fengyu.games.guafeng.order import card_order

    with pytest.raises(ValueError, match="no card order"):
        card_order(15, 0, GuafengRules())


def test_s2_1_level_names() -> None:
    assert [level_rank(name) for name in ("A", "2", "10", "J", "K")] == [14, 2, 10, 11, 13]
    with pytest.raises(ValueError, match="not a level"):
        level_rank("1")
    with pytest.raises(ValueError, match="not a suit"):
        suit_index("X")


def test_d2_levels_2_3_5_are_played_unless_skipped() -> None:
    assert GuafengRules().level_sequence == ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    assert GuafengRules(skip_permanent_levels=True).level_sequence == (
        "A", "4", "6", "7", "8", "9", "10", "J", "Q", "K",
    )  # fmt: skip


def test_d2_level_5_moves_fives_to_the_level_slot() -> None:
    o = order("5", "C")
    assert [o.power[c] for c in cards("5C 5S 3C 2C 3S 2S")] == [98, 97, 95, 94, 92, 91]
