"""The items of §3.2 and the combination rules of §3.3–§3.4, one condition at a time."""

from __future__ import annotations

from typing import Any

import pytest

from fengyu.core.tiles import counts_of
from fengyu.games.paofeng.melds import Meld
from fengyu.games.paofeng.roles import TileRoles
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.paofeng.scoring import WinInput, WinScore, score_win, win_failure, zhi_jiao_points
from tests.games.paofeng.scenario import A, B, C, D, T, act, meld, rigged

W3S = TileRoles.of_wild(T("3s"))
FOUR_MELDS = (meld("pong", "9m", A), meld("pong", "1p", C), meld("chow", "4p", A), meld("pong", "8s", D))


def score(
    before: str, tile: str, melds: tuple[Meld, ...] = (), rules: PaofengRules | None = None, **context: Any
) -> WinScore:
    hand = counts_of(before)
    hand[T(tile)] += 1
    inp = WinInput(tuple(hand), T(tile), W3S, melds, **context)
    rules = rules or PaofengRules()
    assert win_failure(inp, rules) is None
    return score_win(inp, rules)


def items(result: WinScore) -> dict[str, int]:
    return dict(result.items)


@pytest.mark.parametrize(
    ("n", "code", "points"), [(1, "zhi_jiao", 10), (2, "liang_gang_zhi_jiao", 12), (3, "liang_gang_zhi_jiao", 14)]
)
def test_pao_feng_family_replaces_pao_feng_and_gang_kai(n: int, code: str, points: int) -> None:
    result = score("123m456m789p777s3s", "5p", replacements=n)
    assert items(result)[code] == points == zhi_jiao_points(n)
    assert "gang_kai" not in items(result) and "pao_feng" not in items(result)


def test_gang_kai_is_two_per_link_on_a_plain_win() -> None:
    assert items(score("123m456m789p77s11z", "7s", replacements=4))["gang_kai"] == 8


def test_ka_hu_and_dian_diao_hu_need_a_unique_wait() -> None:
    assert items(score("13m456m789p777s11z", "2m"))["ka_hu"] == 2  # Wt = {2m}
    assert "ka_hu" not in items(score("1113m456m789p777s", "2m"))  # Wt = {2m, 3m}
    assert items(score("123m456m789p777s1z", "1z"))["dian_diao_hu"] == 2
    assert "dian_diao_hu" not in items(score("1234m456m789p777s", "1m"))  # Wt = {1m, 4m}


def test_no_wait_item_on_a_pao_feng_win_but_da_diao_che() -> None:
    result = score("123m456m789p777s3s", "1z")
    assert result.pao_feng and not {"dui_dao_hu", "ka_hu", "dian_diao_hu"} & set(items(result))
    assert items(score("3s", "5p", FOUR_MELDS))["da_diao_che"] == 5


def test_ying_da_diao_che_is_hard_and_not_pao_feng() -> None:
    result = score("5p", "5p", FOUR_MELDS)
    assert result.tian_hu_items == ("ying_da_diao_che",) and items(result)["tian_hu"] == 10
    assert "dian_diao_hu" not in items(result)  # 大吊车 supersedes 点吊胡


def test_dui_dui_hu_with_melds_and_the_soft_and_hard_forms() -> None:
    pongs = (meld("pong", "9m", A), meld("pong", "1p", C))
    hard = score("222m555p8s", "8s", pongs)
    assert "ying_dui_dui_hu" in hard.tian_hu_items
    soft = score("222m555p3s", "8s", pongs)  # W as 8s
    assert items(soft)["dui_dui_hu"] == 5 and "ying_dui_dui_hu" not in soft.tian_hu_items
    assert "dui_dui_hu" not in items(score("222m555p8s", "8s", (meld("chow", "1m", A), meld("pong", "1p", C))))


def test_zuan_gui_wei_a_wild_as_its_own_face_is_hard() -> None:
    rules = PaofengRules(zuan_gui_wei=True)
    seven = score("11m44m77p22s99s11z3s", "3s", rules=rules)  # the two wilds pair as 3s3s
    assert "ying_qi_dui" in seven.tian_hu_items
    assert "ying_qi_dui" not in score("11m44m77p22s99s11z3s", "3s").tian_hu_items


def test_hong_zhong_as_w_is_natural_and_keeps_the_hand_hard() -> None:
    result = score("7z45s777p22m99m", "2m", (meld("pong", "1z", D),))  # E11 with a 红中 for the wild
    assert result.tian_hu_items == ("ying_dui_dao_hu",) and items(result)["ku_mo"] == 2


def test_si_zuan_hu_is_outside_the_tian_hu_total() -> None:
    result = score("123m456p789s1z3s3s3s", "3s", first_turn=True)
    assert items(result)["si_zuan_hu"] == 10 and items(result)["tian_hu"] == 10


def test_tianhu_no_wild_drops_tian_hu_items_and_si_zuan_hu_for_a_foreign_wild() -> None:
    rules = PaofengRules(tianhu_no_wild=True)
    dropped = score("123m456p789s1z3s3s3s", "3s", rules=rules, first_turn=True)
    assert "si_zuan_hu" not in items(dropped) and "tian_hu" not in items(dropped)
    kept = score("123m456p789s11z3s3s", "3s", rules=rules, first_turn=True)  # W W W as 333s: its own face
    assert items(kept)["tian_hu"] == 10 and kept.tian_hu_items == ("qi_shou_hu",)


def test_three_tian_hu_items_score_as_shuang_tian_hu() -> None:
    result = score("222m555p888s99s11z", "1z", first_turn=True)
    assert len(result.tian_hu_items) == 3 and items(result)["tian_hu"] == 20  # 起手胡 硬对倒胡 硬对对胡


def test_no_double_tianhu_keeps_qi_shou_hu_and_reverts_the_rest() -> None:
    result = score("222m555p888s99s11z", "1z", rules=PaofengRules(no_double_tianhu=True), first_turn=True)
    assert result.tian_hu_items == ("qi_shou_hu",)
    assert items(result)["dui_dui_hu"] == 5 and items(result)["dui_dao_hu"] == 2


def test_feng_peng_counts_exposed_pongs_of_feng_faces_only() -> None:
    melds = (meld("pong", "7z", A), meld("pong", "1z", C), meld("pong", "9m", D))
    assert items(score("123m4m", "4m", melds))["feng_peng"] == 2


def test_qi_shou_hu_is_lost_after_a_claim() -> None:
    fresh = rigged(hands=[None, "123m456m789p77s11z7s", None, None], current=B, drawn="7s", first_turn=True)
    act(fresh, B, "win")
    assert fresh.win is not None and "qi_shou_hu" in fresh.win.score.tian_hu_items
    claimed = rigged(
        hands=[None, "456m789p77s11z7s", None, None],
        melds={B: [meld("chow", "1m", A)]},
        current=B,
        drawn="7s",
        first_turn=True,
    )
    act(claimed, B, "win")
    assert claimed.win is not None and "qi_shou_hu" not in claimed.win.score.tian_hu_items


def test_a_flower_in_hand_or_no_shape_is_no_win() -> None:
    hand = counts_of("123m456m789p77s11z5z")
    assert win_failure(WinInput(tuple(hand), T("5z"), W3S), PaofengRules()) == "flower_in_hand"
    hand = counts_of("123m456m789p77s12z")
    assert win_failure(WinInput(tuple(hand), T("2z"), W3S), PaofengRules()) == "no_winning_shape"
