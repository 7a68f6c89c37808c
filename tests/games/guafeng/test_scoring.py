"""Kitty capture (§5.5; E12), the level table (§6.2), level changes (§6.3), next dealer (§6.4), match end (§6.5)."""

from __future__ import annotations

import pytest

from fengyu.games.guafeng.combos import classify
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.guafeng.scoring import advance, kitty_capture, level_change, multiplier, settle
from tests.games.guafeng.support import cards, combination, order

E12_KITTY = "BJ 7C KS 5D"
LAST_LEADS = {
    "single": "AS",
    "pair": "AS AS",
    "feng3": "9S 9S 10S 10S JS JS",
    "lei": "5S 5H 5D 5C",
    "yu7": "8S 9S 10S JS QS KS AS",
}


def capture(lead: str, kitty: str = E12_KITTY, level: str = "7", **rules: object) -> int:
    o = order(level, "H", **rules)
    combo = classify(cards(LAST_LEADS.get(lead, lead)), o)
    assert combo is not None
    return kitty_capture(cards(kitty), combo, o).value


def test_e12_face_and_bonus() -> None:
    o = order()
    result = kitty_capture(cards(E12_KITTY), combination(cards("AS"), o), o)
    assert (result.face, result.bonus) == (15, 130)


@pytest.mark.parametrize(
    ("lead", "default", "bonus_multiplied"),
    [("single", 160, 290), ("pair", 190, 580), ("feng3", 250, 1160), ("lei", 190, 580), ("yu7", 205, 725)],
)
def test_e12_capture_by_lead_shape(lead: str, default: int, bonus_multiplied: int) -> None:
    assert capture(lead) == default
    assert capture(lead, kitty_bonus_multiplied=True) == bonus_multiplied


def test_e12_multiplier_variants() -> None:
    assert capture("feng3", kitty_multiplier="pair_power") == 370
    assert capture("feng3", kitty_multiplier="pair_power", kitty_bonus_multiplied=True) == 2320
    assert capture("yu7", kitty_multiplier="card_count") == 235
    assert capture("yu7", kitty_multiplier="card_count", kitty_bonus_multiplied=True) == 1015


def test_e12_without_bonus_values() -> None:
    assert capture("pair", kitty_bonus_values=False) == 60


def test_e12_level_card_counts_30_not_40() -> None:
    assert capture("single", kitty="10S 4D 4C 6S", level="10") == 30
    assert capture("single", kitty="10S 4D 4C 6S", level="10", kitty_bonus_multiplied=True) == 60
    assert capture("single", kitty="10S 4D 4C 6S", level="10", kitty_bonus_values=False) == 20


def test_d14_fives_are_not_special_in_the_kitty_unless_level_5() -> None:
    assert capture("single", kitty="5S 4D 4C 6S", level="7") == 10
    assert capture("single", kitty="5S 4D 4C 6S", level="5") == 30


def test_d15_multipliers() -> None:
    rules = GuafengRules()
    o = order()
    shapes = {"AS": 2, "AS AS": 4, "9S 9S 10S 10S": 6, "9S 9S 10S 10S JS JS QS QS": 10, "5S 5H 5D 5C": 4}
    for text, expected in shapes.items():
        assert multiplier(combination(cards(text), o), rules) == expected, text
    power = GuafengRules(kitty_multiplier="pair_power")
    assert multiplier(combination(cards("9S 9S 10S 10S"), o), power) == 8


def test_s5_5_throw_multiplier_is_its_key_unit() -> None:
    o = order(allow_throw=True)
    rules = GuafengRules(allow_throw=True)
    assert multiplier(combination(cards("AS QS QS"), o), rules) == 4
    assert multiplier(combination(cards("AS QS JS"), o), rules) == 2
    assert multiplier(combination(cards("9S 9S 10S 10S AS"), o), rules) == 6


@pytest.mark.parametrize(
    ("points", "expected"),
    [
        (-65, (False, 4)),
        (0, (False, 3)),
        (5, (False, 2)),
        (35, (False, 2)),
        (40, (False, 1)),
        (75, (False, 1)),
        (80, (True, 0)),
        (115, (True, 0)),
        (120, (True, 1)),
        (155, (True, 1)),
        (160, (True, 2)),
        (195, (True, 2)),
        (200, (True, 3)),
        (415, (True, 3)),
    ],
)
def test_s6_2_d17_level_table(points: int, expected: tuple[bool, int]) -> None:
    assert level_change(points) == expected


def test_e16_capture_of_the_buried_small_joker() -> None:
    assert capture("pair", kitty="SJ 9C 10D 7S") == 120
    assert capture("pair", kitty="SJ 9C 10D 7S", kitty_bonus_multiplied=True) == 360


def test_e16_take_over_plus_two() -> None:
    rules = GuafengRules()
    assert settle(("7", "4"), 2, 175, rules) == (True, 2, ("7", "6"), 3, None)
    mandatory = GuafengRules(mandatory_levels=("5", "10", "K"))
    assert settle(("7", "4"), 2, 175, mandatory) == (True, 2, ("7", "5"), 3, None)
    assert settle(("7", "4"), 2, 415, rules) == (True, 3, ("7", "7"), 3, None)


def test_e16_dealer_keeps() -> None:
    rules = GuafengRules()
    assert settle(("7", "4"), 2, 55, rules) == (False, 1, ("8", "4"), 0, None)
    assert settle(("7", "4"), 2, -65, GuafengRules(dealer_kitty_deduction=True)) == (False, 4, ("J", "4"), 0, None)


def test_d28_match_end_keeping_the_deal_at_k() -> None:
    rules = GuafengRules()
    assert settle(("K", "4"), 2, 75, rules) == (False, 1, ("K", "4"), 0, 0)
    assert settle(("K", "4"), 2, 80, rules) == (True, 0, ("K", "4"), 3, None)
    assert settle(("4", "K"), 1, 0, rules) == (False, 3, ("4", "K"), 3, 1)


def test_s6_3_k_can_never_be_skipped() -> None:
    rules = GuafengRules()
    assert advance("J", 3, True, rules) == ("K", False)
    assert advance("Q", 3, False, rules) == ("K", False)
    assert advance("K", 3, False, rules) == ("K", False)
    assert advance("7", 0, True, rules) == ("7", False)


def test_d29_mandatory_levels_stop_a_climb_and_are_left_only_by_keeping_the_deal() -> None:
    rules = GuafengRules(mandatory_levels=("5", "10", "K"))
    assert advance("4", 3, True, rules) == ("5", False)
    assert advance("5", 3, True, rules) == ("8", False)  # keeps at 5: leaves it, then climbs on
    assert advance("8", 3, True, rules) == ("10", False)  # stops at the next mandatory level
    assert advance("5", 2, False, rules) == ("5", False)  # taking over cannot leave a mandatory level
    assert advance("10", 1, False, rules) == ("10", False)


def test_s6_3_skip_permanent_levels_sequence() -> None:
    rules = GuafengRules(skip_permanent_levels=True)
    assert advance("A", 2, True, rules) == ("6", False)
    assert advance("4", 1, False, rules) == ("6", False)


def test_s6_4_next_dealer() -> None:
    rules = GuafengRules()
    assert settle(("A", "A"), 1, 40, rules)[3] == 3  # keeps: partner
    assert settle(("A", "A"), 1, 80, rules)[3] == 2  # loses: next ccw
    assert settle(("A", "A"), 3, 80, rules)[3] == 0
