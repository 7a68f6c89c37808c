"""Every worked example of the specification (§6), played through the engine and settled.

Unless stated otherwise the preset is ``standard``, m = 1, the indicator is 2s
so W = 3s, the flowers are 白 and 发, and 红中 may stand for 中 or 3s. Seats
A, B, C, D are 0, 1, 2, 3 in turn order. (E15, the match example, is in
``test_match.py``.)
"""

from __future__ import annotations

import pytest

from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.rules import PaofengRules
from tests.games.paofeng.scenario import A, B, C, D, T, act, kinds, meld, options, payments, rigged

STRICT = PaofengRules.preset("strict_paofeng")


def items(hand: PaofengHand) -> dict[str, int]:
    assert hand.win is not None
    return dict(hand.win.score.items)


def test_e1_plain_win_with_dian_diao_hu_the_dealer_loses() -> None:
    hand = rigged(
        hands=[None, "234p678p111s7s7s", None, None],
        melds={B: [meld("chow", "3m", A)]},
        bu_hua={B: 1},
        current=B,
        drawn="7s",
    )
    act(hand, B, "win")
    assert items(hand) == {"ping_hu": 2, "ku_mo": 2, "dian_diao_hu": 2, "bu_hua": 1}
    assert hand.win is not None and hand.win.score.total == 7
    assert payments(hand) == {A: 10, C: 7, D: 7}
    assert hand.ledger.totals() == [-10, 24, -7, -7]


def test_e2_pao_feng_and_ming_pao_by_the_dealer_with_lian_zhuang() -> None:
    hand = rigged(
        hands=["123m456m789p777s3s2z", None, None, None],
        bu_hua={A: 2},
        bao_ting=[A],
        current=A,
        drawn="2z",
        lian_zhuang=2,
    )
    act(hand, A, "win")
    assert items(hand) == {"pao_feng": 5, "ming_pao": 3, "men_qing": 2, "bu_hua": 2, "lian_zhuang": 2}
    assert payments(hand) == {B: 17, C: 17, D: 17}


@pytest.mark.parametrize(
    ("use_as_flower", "expected", "paid"), [(True, 13, {A: 13, C: 16, D: 13}), (False, 8, {A: 8, C: 11, D: 8})]
)
def test_e3_zhi_jiao_through_bu_hua_with_a_wild(use_as_flower: bool, expected: int, paid: dict[int, int]) -> None:
    hand = rigged(
        hands=[None, "234m567p888s111z3s3s", None, None],
        bu_hua={B: 1},
        current=B,
        dealer=C,
        drawn="3s",
        tail="9p",
    )
    assert options(hand, B, "bu_hua") == ["3s"]  # R8: the hand was 听任意张 before this draw
    if use_as_flower:
        act(hand, B, "bu_hua", "3s")
    act(hand, B, "win")
    assert hand.win is not None and hand.win.score.total == expected
    if use_as_flower:
        assert items(hand) == {"zhi_jiao": 10, "men_qing": 2, "bu_hua": 1}  # the wild-补花 is an unpaid link
    else:
        assert items(hand) == {"pao_feng": 5, "men_qing": 2, "bu_hua": 1}
    assert payments(hand) == paid


@pytest.mark.parametrize(
    ("rules", "total", "paid"),
    [(PaofengRules(), 27, {A: 30, B: 27, D: 27}), (PaofengRules(no_double_tianhu=True), 22, {A: 25, B: 22, D: 22})],
)
def test_e4_shuang_tian_hu_hard_pungs_and_hard_dui_dao(rules: PaofengRules, total: int, paid: dict[int, int]) -> None:
    hand = rigged(
        rules,
        hands=[None, None, "555p99s22z2z", None],
        melds={C: [meld("pong", "1z", A), meld("exposed_kong", "8m", D)]},
        current=C,
        drawn="2z",
    )
    act(hand, C, "win")
    assert hand.win is not None and hand.win.score.total == total
    if rules.no_double_tianhu:
        assert hand.win.score.tian_hu_items == ("ying_dui_dao_hu",)
        assert items(hand)["dui_dui_hu"] == 5 and items(hand)["tian_hu"] == 10
    else:
        assert hand.win.score.tian_hu_items == ("ying_dui_dao_hu", "ying_dui_dui_hu")
        assert items(hand) == {"ping_hu": 2, "ku_mo": 2, "tian_hu": 20, "feng_peng": 1, "ming_gang": 2}
    assert payments(hand) == paid


def test_e5_pao_feng_qi_dui_with_di_hua_two() -> None:
    hand = rigged(PaofengRules(di_hua=2), hands=[None, None, None, "11m44m77p22s99s11z3s6p"], current=D, drawn="6p")
    act(hand, D, "win")
    assert items(hand) == {"pao_feng": 5, "men_qing": 2, "qi_dui": 5}
    assert payments(hand) == {A: 30, B: 24, C: 24}


def test_e6_natural_shi_san_lan_by_the_dealer() -> None:
    hand = rigged(hands=["147m258p369s1234z7z", None, None, None], wild="2s", current=A, drawn="7z")
    act(hand, A, "win")
    assert items(hand) == {"ping_hu": 2, "ku_mo": 2, "men_qing": 2, "shi_san_lan": 5, "lian_zhuang": 1}
    assert payments(hand) == {B: 15, C: 15, D: 15}


@pytest.mark.parametrize(("bao_no_multiplier", "paid"), [(False, 72), (True, 60)])
def test_e7_ka_hu_under_shun_bao_dui_san_kou_with_di_hua_two(bao_no_multiplier: bool, paid: int) -> None:
    hand = rigged(
        PaofengRules(di_hua=2, bao_no_multiplier=bao_no_multiplier),
        hands=[None, None, None, "46p88s5p"],
        melds={D: [meld("pong", "6m", C), meld("pong", "2z", C), meld("exposed_kong", "9p", C)]},
        current=D,
        drawn="5p",
    )
    act(hand, D, "win")
    assert items(hand) == {"ping_hu": 2, "ku_mo": 2, "ka_hu": 2, "feng_peng": 1, "ming_gang": 2}
    assert payments(hand) == {C: paid}
    assert hand.win is not None and hand.win.bao is not None
    assert (hand.win.bao.direction, hand.win.bao.code, hand.win.bao.multiplier) == ("shun_bao", "dui_san_kou", 4)


@pytest.mark.parametrize(("bao_no_multiplier", "paid"), [(False, 88), (True, 27)])
def test_e8_fan_bao_chi_si_kou_against_the_dealer(bao_no_multiplier: bool, paid: int) -> None:
    hand = rigged(
        PaofengRules(bao_no_multiplier=bao_no_multiplier),
        hands=[None, None, None, "123m456m789m22p56s7s"],
        melds={A: [meld("chow", "1m", D), meld("chow", "4p", D), meld("chow", "7p", D), meld("chow", "6s", D)]},
        bu_hua={D: 2},
        current=D,
        drawn="7s",
    )
    act(hand, D, "win")
    assert items(hand) == {"ping_hu": 2, "ku_mo": 2, "men_qing": 2, "bu_hua": 2}
    assert payments(hand) == {A: paid}


@pytest.mark.parametrize(("no_double", "each"), [(False, 32), (True, 27)])
def test_e9_dealer_qi_shou_hu_and_hard_qi_dui_via_bu_hua(no_double: bool, each: int) -> None:
    hand = rigged(
        PaofengRules(no_double_tianhu=no_double),
        hands=["11m55m99m22p66p88s4z5z", None, None, None],
        current=A,
        dealt=True,
        first_turn=True,
        tail="4z",
    )
    assert kinds(hand, A) == {"bu_hua", "tuo_guan"}  # R7: the dealt flower first; no discard, no win
    act(hand, A, "bu_hua", "5z")
    act(hand, A, "win")
    assert hand.win is not None
    if no_double:
        assert hand.win.score.tian_hu_items == ("qi_shou_hu",) and items(hand)["qi_dui"] == 5
    else:
        assert hand.win.score.tian_hu_items == ("qi_shou_hu", "ying_qi_dui")
        assert items(hand) == {
            "ping_hu": 2,
            "ku_mo": 2,
            "men_qing": 2,
            "gang_kai": 2,
            "tian_hu": 20,
            "lian_zhuang": 1,
        }
    assert payments(hand) == {B: each, C: each, D: each}


def test_e10_san_gang_kai_hua_through_a_mixed_chain() -> None:
    hand = rigged(
        hands=[None, "888p8p111z234m4m678s", None, None],
        bu_hua={B: 1},
        current=B,
        dealer=C,
        drawn="8p",
        tail="5z1z4m",
    )
    act(hand, B, "concealed_kong", "8p")
    act(hand, B, "bu_hua", "5z")
    act(hand, B, "concealed_kong", "1z")
    act(hand, B, "win")
    assert items(hand) == {
        "ping_hu": 2,
        "ku_mo": 2,
        "men_qing": 2,
        "gang_kai": 6,
        "bu_hua": 1,
        "an_gang": 3,
        "feng_an_gang": 4,
    }
    assert payments(hand) == {A: 20, C: 23, D: 20}


@pytest.mark.parametrize(
    ("rules", "paid"),
    [
        (PaofengRules(zuan_gui_wei=True), {A: 16, C: 13, D: 13}),
        (PaofengRules(), {A: 8, C: 5, D: 5}),
        (STRICT.replace(zuan_gui_wei=True), None),
    ],
)
def test_e11_zuan_gui_wei_hard_dui_dao_hu_with_a_wild(rules: PaofengRules, paid: dict[int, int] | None) -> None:
    hand = rigged(
        rules,
        hands=[None, "3s45s777p22m99m2m", None, None],
        melds={B: [meld("pong", "1z", D)]},
        current=B,
        drawn="2m",
    )
    if paid is None:
        assert "win" not in kinds(hand, B)  # R20: not 跑风
        return
    act(hand, B, "win")
    if rules.zuan_gui_wei:
        assert items(hand) == {"ping_hu": 2, "tian_hu": 10, "feng_peng": 1}
        assert hand.win is not None and hand.win.score.tian_hu_items == ("ying_dui_dao_hu",)
    else:
        assert items(hand) == {"ping_hu": 2, "dui_dao_hu": 2, "feng_peng": 1}
    assert payments(hand) == paid


@pytest.mark.parametrize(
    ("rules", "paid"),
    [
        (PaofengRules(), {A: 17, B: 14, D: 14}),
        (PaofengRules(tianhu_no_wild=True), {A: 12, B: 9, D: 9}),
        (PaofengRules(lan_no_wild=True), None),
        (STRICT, None),
    ],
)
def test_e12_qi_xing_gui_wei(rules: PaofengRules, paid: dict[int, int] | None) -> None:
    hand = rigged(rules, hands=[None, None, "147m258p1234z7z3s3s9s", None], current=C, drawn="9s")
    if paid is None:
        assert "win" not in kinds(hand, C)
        return
    act(hand, C, "win")
    if rules.tianhu_no_wild:
        assert items(hand) == {"ping_hu": 2, "men_qing": 2, "shi_san_lan": 5}
    else:
        assert items(hand) == {"ping_hu": 2, "men_qing": 2, "tian_hu": 10}
        assert hand.win is not None and hand.win.score.tian_hu_items == ("qi_xing_gui_wei",)
    assert payments(hand) == paid


def test_e13_si_zuan_hu_and_pao_feng_or_the_weaker_zhi_jiao() -> None:
    def play(win_now: bool) -> PaofengHand:
        hand = rigged(hands=[None, "123m456p789s1z3s3s3s3s", None, None], current=B, drawn="3s", tail="5m")
        assert {"win", "bu_hua"} <= kinds(hand, B)
        if not win_now:
            act(hand, B, "bu_hua", "3s")
        act(hand, B, "win")
        return hand

    first = play(True)
    assert items(first) == {"pao_feng": 5, "men_qing": 2, "si_zuan_hu": 10}
    assert payments(first) == {A: 20, C: 17, D: 17}
    later = play(False)
    assert items(later) == {"zhi_jiao": 10, "men_qing": 2}
    assert payments(later) == {A: 15, C: 12, D: 12}


@pytest.mark.parametrize(("bao_no_multiplier", "paid"), [(False, 84), (True, 36)])
def test_e14_soft_da_diao_che_and_pao_feng_under_shun_bao_tie(bao_no_multiplier: bool, paid: int) -> None:
    hand = rigged(
        PaofengRules(bao_no_multiplier=bao_no_multiplier),
        hands=[None, "3s5p", None, None],
        melds={B: [meld("chow", "2m", A), meld("chow", "6p", A), meld("pong", "9s", A), meld("pong", "4z", A)]},
        current=B,
        drawn="5p",
    )
    act(hand, B, "win")
    assert items(hand) == {"pao_feng": 5, "da_diao_che": 5, "feng_peng": 1}
    assert payments(hand) == {A: paid}
    assert hand.win is not None and hand.win.bao is not None and hand.win.bao.code == "dui_si_kou"


def test_e16_hong_zhong_stands_for_w_in_a_chi_and_in_shi_san_lan() -> None:
    hand = rigged(hands=["4s147m147p1234z99m8p", "2s7z147m258p1234z9s", None, None], current=A)
    act(hand, A, "discard", "4s")
    assert options(hand, B, "chow") == ["2s7z"]  # 红中 as 3s: 234s
    act(hand, B, "chow", "2s", "7z")
    chi = hand.seats[B].melds[-1]
    assert (chi.tile, chi.tiles) == (T("2s"), (T("2s"), T("4s"), T("7z")))

    hand = rigged(hands=["7z147m147p1234z99m8p", "2s4s147m258p1234z9s", "7z7z147m258p1234z9s", None], current=A)
    act(hand, A, "discard", "7z")
    assert "chow" not in kinds(hand, B)  # a discarded 红中 is 中
    assert "pong" in kinds(hand, C)

    hand = rigged(hands=[None, "147m258p69s1234z7z7z", None, None], current=B, drawn="7z")
    act(hand, B, "win")
    assert items(hand) == {"ping_hu": 2, "ku_mo": 2, "men_qing": 2, "shi_san_lan": 5}
    assert payments(hand) == {A: 14, C: 11, D: 11}


def _e17(rules: PaofengRules) -> PaofengHand:
    hand = rigged(
        rules,
        hands=["4s147m47p1234z25m6p9s", "56s1111p4s", None, None],
        melds={B: [meld("pong", "9m", C), meld("pong", "8p", D)]},
        current=A,
        tail="3s",
    )
    act(hand, A, "discard", "4s")
    act(hand, B, "chow", "5s", "6s")
    return hand


@pytest.mark.parametrize(
    ("tu_pai", "discards"), [("free", ["1p", "4s"]), ("first_two_free", ["1p"]), ("limited", ["1p"])]
)
def test_e17_tu_pai_under_each_option_and_the_fallback(tu_pai: str, discards: list[str]) -> None:
    hand = _e17(PaofengRules(tu_pai=tu_pai))
    assert options(hand, B, "discard") == discards
    act(hand, B, "concealed_kong", "1p")
    assert "win" in kinds(hand, B)
    assert options(hand, B, "discard") == ["4s"]  # the bar is lifted: W can be neither discarded nor set aside
    assert options(hand, B, "bu_hua") == []
    act(hand, B, "win")
    assert items(hand) == {"ping_hu": 2, "gang_kai": 2, "da_diao_che": 5, "an_gang": 3}
    assert payments(hand) == {A: 15, C: 12, D: 12}


def test_e17_under_strict_paofeng_b_must_discard_the_barred_tile() -> None:
    hand = _e17(STRICT.replace(tu_pai="limited"))
    act(hand, B, "concealed_kong", "1p")
    assert "win" not in kinds(hand, B)
    assert kinds(hand, B) == {"discard", "bao_ting", "tuo_guan"}  # R6b, R8: W stays; 4s may declare 报听
    assert options(hand, B, "discard") == options(hand, B, "bao_ting") == ["4s"]


def test_e18_bao_ting_and_kongs_waits_unchanged() -> None:
    hand = rigged(hands=[None, "5555p78m123p789s22z", None, None], bao_ting=[B], current=B, drawn="5p", tail="9m")
    assert hand.seats[B].locked == {T("6m"), T("9m")}
    assert options(hand, B, "concealed_kong") == ["5p"]
    act(hand, B, "concealed_kong", "5p")
    act(hand, B, "win")
    assert items(hand) == {"ping_hu": 2, "ku_mo": 2, "men_qing": 2, "gang_kai": 2, "an_gang": 3}
    assert payments(hand) == {A: 14, C: 11, D: 11}


def test_e18_bao_ting_ming_gang_only_when_the_waits_stay() -> None:
    changed = rigged(hands=["1m147p1234z99m258s9p", "111m23m456p789s22z", None, None], bao_ting=[B], current=A)
    act(changed, A, "discard", "1m")
    assert changed.phase == "turn" and changed.current == B  # no 明杠 offered: the wait on 南 would be lost
    kept = rigged(hands=["5p147m1234z99m258s9p", "555p78m123p789s22z", None, None], bao_ting=[B], current=A)
    act(kept, A, "discard", "5p")
    assert options(kept, B, "exposed_kong") == ["5p"] and "pong" not in kinds(kept, B)


@pytest.mark.parametrize(
    ("c_pongs", "bao_no_multiplier", "paid"),
    [(True, False, {C: 32}), (False, False, {A: 15}), (True, True, {C: 15})],
)
def test_e19_shun_bao_and_fan_bao_at_once_and_the_floor(
    c_pongs: bool, bao_no_multiplier: bool, paid: dict[int, int]
) -> None:
    melds = {B: [meld("chow", "1m", A), meld("chow", "4p", A), meld("chow", "6s", A)]}
    if c_pongs:
        melds[C] = [meld("pong", "2p", B), meld("pong", "4z", B), meld("pong", "7m", B)]
    hand = rigged(
        PaofengRules(bao_no_multiplier=bao_no_multiplier),
        hands=[None, "99m56p7p", None, None],
        melds=melds,
        current=B,
        dealer=D,
        drawn="7p",
    )
    act(hand, B, "win")
    assert items(hand) == {"ping_hu": 2, "ku_mo": 2}
    assert payments(hand) == paid
