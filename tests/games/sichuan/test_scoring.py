"""Scoring (spec §3): the worked examples X01–X18 and every S rule."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.core.tiles import counts_of
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.games.sichuan.scoring import (
    FAN,
    PRIORITY,
    WinInput,
    WinScore,
    ready_value,
    score_win,
    suit_failure,
    suits_present,
    win_failure,
)
from fengyu.mahjong.melds import Meld
from tests.games.sichuan.scenario import T, meld

STANDARD = SichuanRules()


def score(hand: str, tile: str, melds: Sequence[Meld] = (), rules: SichuanRules = STANDARD, **flags: Any) -> WinScore:
    inp = WinInput(tuple(counts_of(hand)), tuple(melds), T(tile), **flags)
    reason = win_failure(inp)
    assert reason is None, reason
    return score_win(inp, rules)


# -- worked examples (§8.1, b = 6) ---------------------------------------------------


def test_x01_ping_hu_by_discard() -> None:
    s = score("123m456m234p678p9p", "9p", void="s")
    assert (s.patterns, s.gen, s.fan, s.value) == (("ping_hu",), 0, 1, 6)


def test_x02_dui_dui_hu_self_draw_and_its_variants() -> None:
    melds = [meld("pong", "5m")]
    s = score("222m333p77p99p", "9p", melds, void="s", self_drawn=True)
    assert (s.pattern, s.fan, s.value, s.share) == ("dui_dui_hu", 2, 12, 12)
    jia_di = score("222m333p77p99p", "9p", melds, STANDARD.replace(zi_mo_bonus="jia_di"), void="s", self_drawn=True)
    assert jia_di.share == 18
    jia_fan = score("222m333p77p99p", "9p", melds, STANDARD.replace(zi_mo_bonus="jia_fan"), void="s", self_drawn=True)
    assert (jia_fan.patterns, jia_fan.fan, jia_fan.share) == (("dui_dui_hu", "zi_mo"), 3, 24)


def test_x03_qing_yi_se() -> None:
    s = score("123m345m567m789m9m", "9m", void="p")
    assert (s.pattern, s.value) == ("qing_yi_se", 24)


def test_x04_dai_yao_jiu_is_the_maximum_over_decompositions() -> None:
    s = score("111222333m8999p", "7p", void="s")
    assert (s.pattern, s.value) == ("dai_yao_jiu", 24)


def test_x05_qi_dui() -> None:
    s = score("22m44m66m11p55p77p9p", "9p", void="s", self_drawn=True)
    assert (s.pattern, s.value) == ("qi_dui", 24)


def test_x06_qing_dui_with_a_concealed_kong_root() -> None:
    s = score("111s777s9s", "9s", [meld("concealed_kong", "3s"), meld("pong", "5s")], void="p")
    assert (s.pattern, s.gen, s.total_fan, s.value) == ("qing_dui", 1, 5, 96)


def test_x07_jiang_dui_and_as_root() -> None:
    s = score("222s555s888s888m5m", "5m", void="p")
    assert (s.pattern, s.value) == ("jiang_dui", 48)
    as_gen = score("222s555s888s888m5m", "5m", rules=STANDARD.replace(jiang_dui_as_gen=True), void="p")
    assert (as_gen.patterns, as_gen.value) == (("dui_dui_hu", "jiang_dui_gen"), 24)


def test_x08_long_qi_dui_consumes_a_root() -> None:
    s = score("11p2222p44p55m77m9m", "9m", void="s")
    assert (s.pattern, s.gen, s.total_fan, s.value) == ("long_qi_dui", 0, 5, 96)


def test_x09_qing_long_qi_dui_extra_root_and_cap() -> None:
    s = score("11m2222m5555m77m9m", "9m", void="p", self_drawn=True)
    assert (s.pattern, s.gen, s.total_fan, s.value) == ("qing_long_qi_dui", 1, 7, 384)
    capped = score("11m2222m5555m77m9m", "9m", rules=STANDARD.replace(fan_cap=4), void="p", self_drawn=True)
    assert (capped.total_fan, capped.fan, capped.value) == (7, 4, 48)


def test_x10_qing_yao_jiu_the_wait_decides() -> None:
    assert score("11p23p777p888p999p", "1p", void="s").pattern == "qing_yao_jiu"
    assert score("11p23p777p888p999p", "1p", void="s").value == 96
    assert score("11p23p777p888p999p", "4p", void="s").pattern == "qing_yi_se"
    assert score("11p23p777p888p999p", "4p", void="s").value == 24
    assert ready_value(counts_of("11p23p777p888p999p"), (), "s", STANDARD) == 96


def test_x11_gang_shang_hua_after_a_direct_kong() -> None:
    s = score("123m345p567p8p", "8p", [meld("exposed_kong", "4m", 3)], void="s", self_drawn=True, gang_shang_hua=True)
    assert (s.patterns, s.gen, s.total_fan, s.value) == (("ping_hu", "gang_shang_hua"), 1, 3, 24)


def test_x12_qing_qi_dui_beats_the_qing_yi_se_reading() -> None:
    s = score("1122334455667m", "7m", void="p")
    assert (s.pattern, s.value) == ("qing_qi_dui", 96)


def test_x13_root_from_a_pung_plus_a_chow() -> None:
    s = score("111m123m456p789p2p", "2p", void="s")
    assert (s.pattern, s.gen, s.value) == ("ping_hu", 1, 12)


def test_x14_tian_hu() -> None:
    s = score("123m456m789m234p5p", "5p", void="s", self_drawn=True, tian_hu=True)
    assert (s.pattern, s.value) == ("tian_hu", 192)
    off = score(
        "123m456m789m234p5p", "5p", rules=STANDARD.replace(tian_di_hu=False), void="s", self_drawn=True, tian_hu=True
    )
    assert (off.pattern, off.value) == ("ping_hu", 6)


def test_x15_not_wins() -> None:
    three_suits = WinInput(tuple(counts_of("123m456m234p678s9p")), (), T("9p"))
    assert win_failure(three_suits) == "three_suits"
    void_held = WinInput(tuple(counts_of("123m456m789m234p9m")), (), T("9m"), "p")
    assert win_failure(void_held) == "void_suit"
    dead = [meld("pong", "9m"), meld("pong", "1m"), meld("pong", "3m"), meld("pong", "5p")]
    assert ready_value(counts_of("9m"), dead, "s", STANDARD) is None


def test_x16_gang_shang_pao_score_part() -> None:
    s = score("333m666p88p99p", "8p", [meld("pong", "2m")], void="s", gang_shang_pao=True)
    assert (s.patterns, s.value) == (("dui_dui_hu", "gang_shang_pao"), 24)


def test_x17_competition_preset() -> None:
    rules = SichuanRules.preset("competition")
    melds = [meld("pong", "1m"), meld("pong", "3m"), meld("concealed_kong", "5p"), meld("pong", "7p")]
    by_discard = score("9m", "9m", melds, rules, void="s")
    assert (by_discard.patterns, by_discard.gen, by_discard.total_fan, by_discard.fan) == (
        ("dui_dui_hu", "jin_gou_diao"),
        1,
        4,
        3,
    )
    assert by_discard.share == 24
    assert score("9m", "9m", melds, rules, void="s", self_drawn=True).share == 30


def test_x18_chengdu_roots_preset() -> None:
    s = score("222s555s888s888m5m", "5m", rules=SichuanRules.preset("chengdu_roots"), void="p", self_drawn=True)
    assert (s.patterns, s.value) == (("dui_dui_hu", "men_qing", "zi_mo", "jiang_dui_gen"), 96)
    assert score("222s555s888s888m5m", "5m", void="p", self_drawn=True).value == 48


# -- S rules ------------------------------------------------------------------------------


def test_s2_a_concealed_quad_is_just_four_tiles() -> None:
    s = score("1111m23m456p789p5p", "5p", void="s")  # 111m + 123m
    assert (s.pattern, s.gen) == ("ping_hu", 1)


def test_s3_fan_table_and_s4_priority_cover_every_pattern() -> None:
    assert set(FAN) == set(PRIORITY)
    assert FAN["qing_long_qi_dui"] == 6 and FAN["long_qi_dui"] == 5 and FAN["jiang_dui"] == 4


def test_s3_qing_dui_and_qing_long_qi_dui() -> None:
    s = score("111m333m555m7m", "7m", [meld("pong", "2m")], void="p")
    assert (s.pattern, s.total_fan) == ("qing_dui", 4)
    s = score("1122444455779m", "9m", void="p")  # the spec's own 清龙七对 example
    assert (s.pattern, s.gen, s.total_fan) == ("qing_long_qi_dui", 0, 6)


def test_s3_1_yao_jiu_toggle_disables_the_three_patterns() -> None:
    off = STANDARD.replace(yao_jiu_jiang_dui=False)
    assert score("111222333m8999p", "7p", rules=off, void="s").pattern == "ping_hu"
    assert score("222s555s888s888m5m", "5m", rules=off, void="p").pattern == "dui_dui_hu"
    assert score("11p23p777p888p999p", "1p", rules=off, void="s").pattern == "qing_yi_se"


def test_s3_3_di_hu_and_s3_5_any_decomposition() -> None:
    s = score("22m44m66m11p55p77p9p", "9p", void="s", self_drawn=True, di_hu=True)
    assert (s.pattern, s.value) == ("di_hu", 192)


def test_s5_gen_counts_kongs_and_quads_once_each() -> None:
    melds = [meld("exposed_kong", "5m", 1), meld("pong", "9p", 2)]
    s = score("9p123m78p9m", "9m", melds, void="s")  # [ZG 5m], [P 9p] + 9p: 123m 789p 99m
    assert s.gen == 2


def test_s6_add_ons_stack() -> None:
    rules = STANDARD.replace(hai_di=True, qiang_gang_bonus_fan=True, men_qing_zhong_zhang="both")
    s = score("234m456m678p345p8p", "8p", rules=rules, void="s", qiang_gang=True, hai_di=True)
    assert s.patterns == ("ping_hu", "qiang_gang", "hai_di", "men_qing", "zhong_zhang")
    assert s.total_fan == 5


def test_s6_men_qing_allows_concealed_kongs_only() -> None:
    rules = STANDARD.replace(men_qing_zhong_zhang="men_qing")
    assert "men_qing" in score("123m456m789p5p", "5p", [meld("concealed_kong", "1p")], rules, void="s").addons
    assert "men_qing" not in score("123m456m789p5p", "5p", [meld("pong", "1p")], rules, void="s").addons


def test_s6_jin_gou_diao_needs_four_melds() -> None:
    rules = STANDARD.replace(jin_gou_diao=True)
    melds = [meld("pong", "1m"), meld("pong", "3m"), meld("pong", "5p"), meld("pong", "7p")]
    assert "jin_gou_diao" in score("9m", "9m", melds, rules, void="s").addons
    assert "jin_gou_diao" not in score("999m5m", "5m", melds[:3], rules, void="s").addons


def test_s7_points_double_per_fan_and_jia_di_is_added_after_the_cap() -> None:
    rules = STANDARD.replace(fan_cap=3, zi_mo_bonus="jia_di", base_points=10)
    s = score("11m2222m5555m77m9m", "9m", rules=rules, void="p", self_drawn=True)
    assert (s.fan, s.value, s.share) == (3, 40, 50)


def test_s4_tie_break_names_the_higher_priority_pattern() -> None:
    # 123m 123m 789m 789m 11p (带幺九 3) and seven pairs (七对 3): equal value, S4 shows 七对.
    s = score("11m22m33m77m88m99m1p", "1p", void="s")
    assert (s.pattern, s.total_fan) == ("qi_dui", 3)


@settings(max_examples=60)
@given(st.sampled_from([None, 3, 4, 5, 6]), st.integers(1, 20))
def test_s7_value_formula_on_any_cap_and_base(cap: int | None, base: int) -> None:
    rules = STANDARD.replace(fan_cap=cap, base_points=base)
    s = score("11m2222m5555m77m9m", "9m", rules=rules, void="p")
    fan = s.total_fan if cap is None else min(s.total_fan, cap)
    assert s.fan == fan and s.value == base * 2 ** (fan - 1)


@pytest.mark.parametrize("bad", ["void_suit", "three_suits"])
def test_r23_suit_constraint_reasons(bad: str) -> None:
    hand = "123m456m789m234p9m" if bad == "void_suit" else "123m456m234p678s9p"
    inp = WinInput(
        tuple(counts_of(hand)), (), T("9m" if bad == "void_suit" else "9p"), "p" if bad == "void_suit" else None
    )
    assert win_failure(inp) == bad


@given(st.lists(st.integers(0, 4), min_size=34, max_size=34), st.sampled_from([None, "m", "p", "s"]))
def test_suit_checks_agree_with_their_plain_statement(counts: list[int], void: str | None) -> None:
    """R23 (3) as the spec states it: the suits with a tile; the void suit among them, or more than two."""
    present = "".join(suit for i, suit in enumerate("mps") if any(counts[9 * i : 9 * i + 9]))
    assert suits_present(counts) == present
    expected = ("void_suit" if void in present else None) if void else ("three_suits" if len(present) > 2 else None)
    assert suit_failure(counts, void) == expected
