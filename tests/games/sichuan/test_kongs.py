"""Kongs and 刮风下雨 money: K1–K4 under every scheme, robbing, 杠上花, 杠上炮 (R15–R22, R36, §4)."""

from __future__ import annotations

import pytest

from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.mahjong.views import MeldView
from tests.games.sichuan.scenario import T, act, kinds, meld, rigged


def lines(hand: SichuanHand, reason: str = "kong") -> list[tuple[int, int, int]]:
    return [(p.payer, p.payee, p.amount) for p in hand.ledger.lines if p.reason == reason]


@pytest.mark.parametrize(("scheme", "amount"), [("standard", 6), ("roots", 12), ("common", 12)])
def test_k1_direct_kong(scheme: str, amount: int) -> None:
    # Seat 0 (void s) has [AG 9p] and holds 555m; seat 1 discards 5m; seat 0 claims 直杠.
    hand = rigged(
        SichuanRules(kong_scheme=scheme),
        hands=["555m123p456p7p", "5m12m789m234p678p", None, None],
        melds={0: [meld("concealed_kong", "9p")]},
        current=1,
        tail="1m",
    )
    act(hand, 1, "discard", "5m")
    assert "exposed_kong" in kinds(hand, 0)
    events = act(hand, 0, "exposed_kong", "5m")
    assert lines(hand) == [(1, 0, amount)]
    assert [e.kind for e in events][-1] == "draw" and events[-1].public["replacement"]  # R15, R20
    assert hand.current == 0 and hand.after_kong


@pytest.mark.parametrize(("scheme", "each"), [("standard", 12), ("roots", 18), ("common", 12)])
def test_k2_concealed_kong_with_a_winner_out_and_a_quad(scheme: str, each: int) -> None:
    # Seat 3 has won. Seat 2 (void m) has [BG 7s], holds 9999p and declares [AG 6p].
    hand = rigged(
        SichuanRules(kong_scheme=scheme),
        hands=[None, None, "6666p9999p12s3s", "123m456m789m5m"],
        melds={2: [meld("added_kong", "7s", 1)]},
        voids="ssmp",
        won=[3],
        current=2,
        drawn="3s",
    )
    act(hand, 2, "concealed_kong", "6p")
    assert lines(hand) == [(0, 2, each), (1, 2, each)]
    view = hand.view(0)
    assert view.melds[2][-1] == MeldView("concealed_kong", None, ())  # R16: its tile hidden


@pytest.mark.parametrize(
    ("scheme", "payers", "giver_won"),
    [
        ("standard", [(1, 6), (2, 6)], False),
        ("roots", [(1, 6)], False),
        ("roots", [], True),
        ("common", [(1, 6), (2, 6)], False),
    ],
)
def test_k3_added_kong(scheme: str, payers: list[tuple[int, int]], giver_won: bool) -> None:
    # Seat 3 (void m) ponged 7s from seat 1, draws 7s and adds it; seat 0 has won.
    won = [0, 1] if giver_won else [0]
    hand = rigged(
        SichuanRules(kong_scheme=scheme),
        hands=[None, "123p456p789p1p" if not giver_won else None, None, "7s123p456p789p5p"],
        melds={3: [meld("pong", "7s", 1)]},
        voids="smsm" if not giver_won else "ssps",
        won=won,
        current=3,
        drawn="7s",
    )
    act(hand, 3, "added_kong", "7s")
    assert [(payer, amount) for payer, _, amount in lines(hand)] == (payers if not giver_won else [])
    assert hand.seats[3].melds[0].kind == "added_kong"


@pytest.mark.parametrize(
    ("rules", "amount"),
    [
        (SichuanRules(), 6),
        (SichuanRules(qiang_gang_bonus_fan=True), 12),
        (SichuanRules(kong_scheme="roots"), 18),
        (SichuanRules.preset("chengdu_roots"), 72),
        (SichuanRules(kong_scheme="common"), 6),
    ],
)
def test_k4_robbed_added_kong(rules: SichuanRules, amount: int) -> None:
    # Seat 0 has [P 2m] (from seat 3), draws 2m and declares 补杠; seat 2 robs with 2m (平胡).
    hand = rigged(
        rules,
        hands=["2m123p456p789p11p", None, "13m456m234p678p99p", None],
        melds={0: [meld("pong", "2m", 3)]},
        voids="spsp",
        current=0,
        drawn="2m",
        wall=30,
    )
    act(hand, 0, "added_kong", "2m")
    assert hand.phase == "rob" and hand.to_act() == (2,)
    act(hand, 2, "win")
    assert lines(hand) == []  # R18: no kong money
    assert lines(hand, "win") == [(0, 2, amount)]
    assert hand.seats[0].melds[0].kind == "pong" and hand.seats[0].concealed[T("2m")] == 0
    assert hand.current == 3  # R28
    assert not any(e.kind == "draw" and e.seat == 0 for e in hand.events[-3:])  # no replacement draw


@pytest.mark.parametrize(("multi", "winners"), [(True, [1, 2]), (False, [1])])
def test_r18_r25_a_kong_robbed_in_the_last_four_by_two_seats_follows_r13(multi: bool, winners: list[int]) -> None:
    # Seat 0 declares 补杠 of 2m with four tiles left; seats 1 (34m) and 2 (13m) both win on 2m, forced by R25.
    hand = rigged(
        SichuanRules(one_shot_multi_win=multi),
        hands=["2m123p456p789p11p", "34m678m111s234s99s", "13m456m234p678p99p", None],
        melds={0: [meld("pong", "2m", 3)]},
        voids="spsp",
        current=0,
        drawn="2m",
        wall=4,
    )
    events = act(hand, 0, "added_kong", "2m")
    assert [e.seat for e in events if e.kind == "win"] == winners
    assert [p.payee for p in hand.ledger.lines if p.reason == "win"] == winners  # the konger pays each winner once
    assert lines(hand) == []  # R18: the robbed kong pays no kong money


def test_r16_a_concealed_kong_is_never_robbed() -> None:
    hand = rigged(hands=["2222m123p456p789p1p", None, "13m456m234p678p99p", None], voids="spsp", drawn="1p", tail="5p")
    act(hand, 0, "concealed_kong", "2m")
    assert hand.phase == "turn" and hand.current == 0 and hand.wins == []


def test_r17_stale_added_kong_pays_only_when_allowed() -> None:
    def play(stale_pays: bool) -> list[tuple[int, int, int]]:
        hand = rigged(
            SichuanRules(stale_bu_gang_pays=stale_pays),
            hands=["2m123p456p789p11p", None, None, None],
            melds={0: [meld("pong", "2m", 3)]},
            drawn="1p",  # the 2m was kept from earlier: a 过手杠
        )
        act(hand, 0, "added_kong", "2m")
        return lines(hand)

    assert play(True) == [(1, 0, 6), (2, 0, 6), (3, 0, 6)]
    assert play(False) == []


def test_r20_replacements_come_from_the_tail_and_chained_kongs_keep_the_flag() -> None:
    hand = rigged(hands=["1111m222p345p678p9p", None, None, None], drawn="9p", tail="2p5p")
    act(hand, 0, "concealed_kong", "1m")
    assert hand.seats[0].turn_draws[-1] == T("2p") and hand.after_kong
    act(hand, 0, "concealed_kong", "2p")
    assert hand.seats[0].turn_draws[-1] == T("5p") and hand.after_kong
    act(hand, 0, "discard", "5p")
    assert not hand.after_kong


def test_r21_gang_shang_hua_x11_all_pay_and_fang_pao_variant() -> None:
    def play(dian_gang_hua: str) -> SichuanHand:
        hand = rigged(
            SichuanRules(dian_gang_hua=dian_gang_hua),
            hands=[None, "444m123m345p567p8p", None, "4m12m789m234p678p"],
            current=3,
            tail="8p",
        )
        act(hand, 3, "discard", "4m")
        act(hand, 1, "exposed_kong", "4m")
        assert "win" in kinds(hand, 1)
        act(hand, 1, "win")
        return hand

    hand = play("zi_mo")
    assert lines(hand) == [(3, 1, 6)]
    assert hand.wins[0].score.patterns == ("ping_hu", "gang_shang_hua")
    assert lines(hand, "win") == [(2, 1, 24), (3, 1, 24), (0, 1, 24)]
    fang_pao = play("fang_pao")
    assert lines(fang_pao, "win") == [(3, 1, 24)]


def test_r22_x22_gang_shang_pao_multi_win_with_transfer() -> None:
    hand = rigged(
        hands=["112233445s9999s3m", "12m456m234p678p99p", "3m55m77m11p22p44p88p", None],
        voids="mssp",
        drawn="5s",
        tail="6s",
    )
    act(hand, 0, "concealed_kong", "9s")
    assert lines(hand) == [(1, 0, 12), (2, 0, 12), (3, 0, 12)]
    assert {a.pieces[0] for a in hand.legal_actions(0) if a.kind == "discard"} == {T("3m")}  # R10
    act(hand, 0, "discard", "3m")
    act(hand, 1, "win")
    act(hand, 2, "win")
    assert lines(hand, "win") == [(0, 1, 12), (0, 2, 48)]
    assert lines(hand, "gsp_transfer") == [(0, 1, 36), (0, 2, 36)]
    assert hand.ledger.totals() == [-96, 36, 72, -12]
    assert hand.current == 3
    assert hand.kongs[0].transferred


def test_r36_kong_money_is_written_at_the_kong() -> None:
    hand = rigged(hands=["1111m234p567p789p5p", None, None, None], drawn="5p")
    events = act(hand, 0, "concealed_kong", "1m")
    kong = next(e for e in events if e.kind == "kong")
    assert len(kong.public["payments"]) == 3 and hand.ledger.totals() == [36, -12, -12, -12]


def test_kong_payers_are_only_active_players_in_xue_zhan_but_all_in_xue_liu() -> None:
    for mode, payers in (("xue_zhan", [2, 3]), ("xue_liu", [1, 2, 3])):
        hand = rigged(
            SichuanRules(mode=mode),
            hands=["1111m234p567p789p5p", "234m456m789m55p99p", None, None],
            won=[1],
            drawn="5p",
        )
        act(hand, 0, "concealed_kong", "1m")
        assert [p for p, _, _ in lines(hand)] == payers


def test_r15_three_concealed_may_claim_a_direct_kong_or_choose_pong() -> None:
    hand = rigged(hands=["555m123p456p7p", "5m12m789m234p678p", None, None], current=1)
    act(hand, 1, "discard", "5m")
    assert {"exposed_kong", "pong"} <= kinds(hand, 0)
    act(hand, 0, "pong", "5m")
    assert hand.seats[0].melds[0].kind == "pong" and hand.ledger.lines == []


def test_r18_unrobbed_added_kong_completes_after_everyone_passes() -> None:
    hand = rigged(
        hands=["2m123p456p789p11p", None, "13m456m234p678p99p", None],
        melds={0: [meld("pong", "2m", 3)]},
        drawn="2m",
        tail="5p",
    )
    act(hand, 0, "added_kong", "2m")
    act(hand, 2, "pass")
    assert hand.seats[0].melds[0].kind == "added_kong"
    assert lines(hand) == [(1, 0, 6), (2, 0, 6), (3, 0, 6)]
    assert hand.current == 0 and hand.seats[0].turn_draws[-1] == T("5p")


def test_r18_declining_a_rob_is_a_decline_for_the_pass_lock() -> None:
    hand = rigged(
        SichuanRules(pass_win_lock=True),
        hands=["2m123p456p789p11p", None, "13m456m234p678p99p", None],
        melds={0: [meld("pong", "2m", 3)]},
        drawn="2m",
        tail="5p",
    )
    act(hand, 0, "added_kong", "2m")
    act(hand, 2, "pass")
    assert hand.seats[2].pass_lock == 1
