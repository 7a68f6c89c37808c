"""Winning (R17–R20): when a win may be declared, the shapes, the waits Wt, 听任意张, 跑风 and 有钻必须跑风."""

from __future__ import annotations

import random

import pytest

from fengyu.core.tiles import KIND_COUNT, Tile, counts_of
from fengyu.games.paofeng.analysis import reader
from fengyu.games.paofeng.roles import TileRoles
from fengyu.games.paofeng.rules import PaofengRules
from tests.games.paofeng.scenario import A, B, T, act, kinds, options, rigged

W3S = TileRoles.of_wild(T("3s"))
READER = reader(W3S, False)
STRICT = PaofengRules.preset("strict_paofeng")


def wt(text: str) -> set[str]:
    """Wt of a concealed hand (its melds implied by its size), in notation."""
    hand = counts_of(text)
    return {Tile(k).notation for k in READER.waits(hand, (13 - sum(hand)) // 3)}


def test_r17_declaring_is_optional() -> None:
    hand = rigged(hands=[None, "123m456m789p777s1z1z", None, None], current=B, drawn="1z")
    assert "win" in kinds(hand, B) and "1z" in options(hand, B, "discard")
    act(hand, B, "discard", "1z")
    assert not hand.over


def test_r17_the_dealers_dealt_14_wins_with_the_best_legal_t() -> None:
    hand = rigged(hands=["111m456p789s22z333z", None, None, None], current=A, dealt=True, first_turn=True)
    assert "win" in kinds(hand, A)
    act(hand, A, "win")
    # t = 1m or 西 completes a triplet (硬对倒胡); t = 南 would only be 点吊胡, t in a chow nothing.
    assert hand.win is not None and hand.win.tile == T("1m")
    assert hand.win.score.tian_hu_items == ("qi_shou_hu", "ying_dui_dao_hu")
    assert hand.win.score.total == 2 + 2 + 2 + 20 + 1


def test_r17_r20_under_strict_the_dealt_t_must_make_the_win_pao_feng() -> None:
    hand = rigged(STRICT, hands=["123m456m789p777s3s2z", None, None, None], current=A, dealt=True, first_turn=True)
    act(hand, A, "win")
    assert hand.win is not None and hand.win.tile == T("2z") and hand.win.score.pao_feng


def test_r18_seven_pairs_may_repeat_a_face() -> None:
    hand = rigged(hands=[None, "1111m22p55p77s99s1z1z", None, None], current=B, drawn="1z")
    act(hand, B, "win")
    assert hand.win is not None and hand.win.score.tian_hu_items == ("ying_qi_dui",)  # no wild: 硬七对


def test_r18_a_wild_may_be_a_fifth_copy() -> None:
    assert READER.is_win(counts_of("1111m456p789s123s3s"), 0)  # 111m + the pair 1m and W-as-1m
    assert "1m" in wt("1111m456p789s123s")  # Wt is structural (R19): a fifth 1m completes it


def test_r18_lan_no_wild_refuses_a_shi_san_lan_with_a_wild() -> None:
    hand = counts_of("147m258p1234z7z3s3s9s")
    assert reader(W3S, False).is_win(hand, 0)
    assert not reader(W3S, True).is_win(hand, 0)


def test_r5_r18_each_hong_zhong_picks_its_face() -> None:
    assert READER.is_win(counts_of("147m258p69s1234z7z7z"), 0)  # one 中, one 3s (E16)
    assert READER.is_win(counts_of("7z7z7z123m456m789p11z"), 0)  # 中中中
    assert READER.is_win(counts_of("7z45s123m456m789p11z"), 0)  # 3s45s
    assert not READER.is_win(counts_of("7z46s123m456m789p11z"), 0)


def test_r19_wt_excludes_w_and_the_flower_kinds() -> None:
    assert wt("123m456m789p777s1z") == {"1z"}
    assert wt("123m456m789p77s11z") == {"7s", "1z"}
    waits = READER.waits(counts_of("123m456m789p777s3s"), 0)  # 听任意张
    assert len(waits) == 31 and T("3s") not in waits and not waits & W3S.flowers


def test_r19_a_hong_zhong_drawn_may_complete_as_w() -> None:
    assert wt("123m456m789p77s12s") == {"7z"}  # 123s needs W's face: only a 红中 gives it


def test_r19_a_hand_holding_a_flower_waits_on_nothing() -> None:
    assert READER.waits(counts_of("123m456m789p77s1z6z"), 0) == frozenset()


def test_r20_pao_feng_needs_the_pre_draw_hand_to_wait_on_every_tile() -> None:
    plain = rigged(hands=[None, "123m456m789p77s1z3s7s", None, None], current=B, drawn="7s")
    act(plain, B, "win")
    assert plain.win is not None and not plain.win.score.pao_feng
    assert dict(plain.win.score.items)["ping_hu"] == 2
    pao = rigged(hands=[None, "123m456m789p777s3s9m", None, None], current=B, drawn="9m")
    act(pao, B, "win")
    assert pao.win is not None and pao.win.score.pao_feng and "ping_hu" not in dict(pao.win.score.items)


def test_r20_strict_a_hand_with_a_wild_wins_only_by_pao_feng() -> None:
    plain = rigged(STRICT, hands=[None, "123m456m789p77s1z3s7s", None, None], current=B, drawn="7s")
    assert "win" not in kinds(plain, B)
    natural = rigged(STRICT, hands=[None, "123m456m789p77s11z7s", None, None], current=B, drawn="7s")
    assert "win" in kinds(natural, B)
    pao = rigged(STRICT, hands=[None, "123m456m789p777s3s9m", None, None], current=B, drawn="9m")
    assert "win" in kinds(pao, B)


def test_d20_a_hand_without_a_wild_never_waits_on_every_tile() -> None:
    rng = random.Random(5)
    for _ in range(300):
        kinds_ = [k for k in range(KIND_COUNT) if W3S.natural(k) for _ in range(4)]
        hand = [0] * KIND_COUNT
        for k in rng.sample(kinds_, 13):
            hand[k] += 1
        assert len(READER.waits(hand, 0)) < 31


@pytest.mark.parametrize("text", ["123m456m789p777s3s", "11m44m77p22s99s11z3s", "3s", "123m456p789s1z3s3s3s"])
def test_r19_waits_on_any_tile_examples(text: str) -> None:
    hand = counts_of(text)
    assert READER.waits_on_any(hand, (13 - sum(hand)) // 3)
