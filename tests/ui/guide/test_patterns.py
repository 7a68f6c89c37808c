"""The pattern tables' examples: one per scoring pattern, each really scoring its pattern, valued by the engine."""

from __future__ import annotations

import pytest

from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.paofeng import scoring as paofeng
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.sichuan import scoring as sichuan
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.ui.guide import patterns

SICHUAN_CODES = (*sichuan.FAN, "gen", *sichuan.ADDONS)
PAOFENG_CODES = (*(code for code in paofeng.ITEMS if code != "tian_hu"), *paofeng.TIAN_HU_ITEMS)


def test_every_sichuan_pattern_has_one_example() -> None:
    assert sorted(e.code for e in patterns.SICHUAN_EXAMPLES) == sorted(SICHUAN_CODES)


def test_every_paofeng_item_has_one_example() -> None:
    """The 天胡 group is shown by its members, each scoring the group's 10."""
    assert sorted(e.code for e in patterns.PAOFENG_EXAMPLES) == sorted(PAOFENG_CODES)


@pytest.mark.parametrize("example", patterns.SICHUAN_EXAMPLES, ids=lambda e: e.code)
def test_each_sichuan_example_is_a_legal_win_scoring_its_pattern(example: patterns.SichuanExample) -> None:
    win = example.win_input()
    assert sichuan.win_failure(win) is None
    assert example.counted(sichuan.score_win(win, SichuanRules().replace(**example.enabling)))
    if example.enabling:  # the rules it needs are what makes it count
        assert not example.counted(sichuan.score_win(win, SichuanRules()))


@pytest.mark.parametrize("example", patterns.PAOFENG_EXAMPLES, ids=lambda e: e.code)
def test_each_paofeng_example_is_a_legal_win_scoring_its_item(example: patterns.PaofengExample) -> None:
    rules = PaofengRules().replace(**example.enabling)
    win = example.win_input()
    assert paofeng.win_failure(win, rules) is None
    score = paofeng.score_win(win, rules)
    assert example.counted(score), score.items
    assert example.points(score) > 0


def test_the_spec_examples_keep_their_totals() -> None:
    """E1, E2 and E5 of the Paofeng spec §6, and X06-like values of Sichuan S7, through the examples."""
    by_code = {e.code: e for e in patterns.PAOFENG_EXAMPLES}
    assert paofeng.score_win(by_code["ping_hu"].win_input(), PaofengRules()).total == 7  # E1
    assert paofeng.score_win(by_code["ming_pao"].win_input(), PaofengRules()).total == 14  # E2
    assert paofeng.score_win(by_code["qi_dui"].win_input(), PaofengRules()).total == 12  # E5
    rows = {row.example.code: row for row in patterns.sichuan_rows(SichuanRules())}
    assert (rows["qing_long_qi_dui"].score.fan, rows["qing_long_qi_dui"].score.value) == (6, 192)


def test_a_rules_toggle_changes_what_the_sichuan_table_shows() -> None:
    default = {row.example.code: row for row in patterns.sichuan_rows(SichuanRules())}
    capped = {row.example.code: row for row in patterns.sichuan_rows(SichuanRules(fan_cap=3))}
    assert default["qing_dui"].score.share == 48
    assert capped["qing_dui"].score.share == 24
    as_root = {row.example.code: row for row in patterns.sichuan_rows(SichuanRules(jiang_dui_as_gen=True))}
    assert default["jiang_dui"].counted
    assert not as_root["jiang_dui"].counted
    assert as_root["jiang_dui_gen"].counted


def test_strict_paofeng_refuses_the_plain_wins_with_a_wild() -> None:
    rows = {row.example.code: row for row in patterns.paofeng_rows(PaofengRules.preset("strict_paofeng"))}
    assert rows["dui_dao_hu"].score is None  # a wild, and not 跑风 (R20)
    assert rows["pao_feng"].counted


def test_guafeng_multipliers_follow_the_kitty_toggle() -> None:
    fixed = [c.multiplier for c in patterns.guafeng_combinations(GuafengRules())]
    power = [c.multiplier for c in patterns.guafeng_combinations(GuafengRules(kitty_multiplier="pair_power"))]
    count = [c.multiplier for c in patterns.guafeng_combinations(GuafengRules(kitty_multiplier="card_count"))]
    assert fixed == [2, 4, 6, 8, 5, 4]  # §5.5: single, pair, 风 of 2 and 3 pairs, 雨, 雷
    assert power == [2, 4, 8, 16, 5, 4]
    assert count == [1, 2, 4, 6, 6, 4]


def test_guafeng_kitty_and_level_table_are_the_specs() -> None:
    assert patterns.guafeng_kitty(GuafengRules()) == (15, 130, 4, 190)  # E12
    assert patterns.guafeng_kitty(GuafengRules(kitty_bonus_multiplied=True))[3] == 145 * 4
    assert patterns.level_table() == [
        (0, False, 3),
        (5, False, 2),
        (40, False, 1),
        (80, True, 0),
        (120, True, 1),
        (160, True, 2),
        (200, True, 3),
    ]


def test_guafeng_card_values_follow_the_kitty_bonus_toggle() -> None:
    assert patterns.guafeng_card_values(GuafengRules()) == [
        ("5D", 5, 5, 0),
        ("10S", 10, 10, 0),
        ("KH", 10, 10, 0),
        ("BJ", 0, 0, 100),
        ("SJ", 0, 0, 50),
        ("7C", 0, 0, 30),  # a level card's 30 in the kitty (§5.5)
    ]
    plain = patterns.guafeng_card_values(GuafengRules(kitty_bonus_values=False))
    assert [bonus for *_, bonus in plain] == [0] * 6
