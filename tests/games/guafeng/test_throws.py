"""Throw validation at the lead (§5.6.3; E11): a beatable unit makes the throw fail."""

from __future__ import annotations

from fengyu.games.guafeng.combos import classify
from fengyu.games.guafeng.throws import failed_unit
from tests.games.guafeng.support import cards, hand_of, order

THROWS = order(allow_throw=True)


def forced(throw: str, *others: str) -> list[int] | None:
    combo = classify(cards(throw), THROWS)
    assert combo is not None and combo.kind == "throw"
    unit = failed_unit(combo, [hand_of(text) for text in others], THROWS)
    return None if unit is None else sorted(unit.cards)


def test_e11_pair_beatable_the_throw_fails_to_the_pair() -> None:
    assert forced("AS QS QS", "4D", "KS KS 9H", "8C") == sorted(cards("QS QS"))


def test_e11_equal_ace_does_not_beat_the_single() -> None:
    assert forced("AS QS QS", "AS 4D", "JS JS", "8C") is None


def test_s5_6_3_the_fewest_cards_then_the_weakest_unit_is_forced() -> None:
    # Both singles and the pair are beatable: a single is forced, and the weaker of the two.
    assert forced("KS JS 9S 9S", "AS", "QS QS", "10S 10S") == cards("JS")
    # Only the 风 is beatable (by a higher one): it is forced whole.
    assert forced("AS 9S 9S 10S 10S", "JS JS QS QS", "4D", "4C") == sorted(cards("9S 9S 10S 10S"))


def test_s5_6_3_only_the_led_class_counts() -> None:
    # Trumps do not make a side throw fail: beating it in trumps is a ruff, judged at the trick.
    assert forced("KS QS", "BJ BJ 4H", "2C", "8D") is None
    # In trumps, any higher trump does.
    assert forced("AH KH", "4D", "SJ", "8C") == cards("KH")


def test_s5_6_3_feng_units_beaten_only_by_a_longer_or_equal_higher_run() -> None:
    assert forced("9S 9S 10S 10S AS", "QS QS", "KS KS", "4D") is None  # two pairs, no 风 of 2
    assert forced("9S 9S 10S 10S AS", "QS QS KS KS", "4D", "4C") == sorted(cards("9S 9S 10S 10S"))
    assert forced("8H 8H 9H 9H BJ", "QH QH KH KH", "4D", "4C") == sorted(cards("8H 8H 9H 9H"))
    assert forced("8H 8H 9H 9H BJ", "QH QH 5S 5S", "4D", "4C") is None  # 5S is no trump-suit run card
