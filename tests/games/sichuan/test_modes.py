"""血战, 普通场 and 血流成河; 海底; dealer rotation (R26–R30, R37, X25, X26)."""

from __future__ import annotations

import pytest

from fengyu.core.protocol import IllegalActionError
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from tests.games.sichuan.scenario import T, act, kinds, meld, rigged

READY_9P = "123m456m234p678p9p"  # waits 6p and 9p
DISCARDER = "22334455m1122p8p9p"


def test_r26_hai_di_lao_yue_on_the_last_tile() -> None:
    hand = rigged(SichuanRules(hai_di=True), hands=[DISCARDER, READY_9P, None, None], wall=1, draws="9p")
    act(hand, 0, "discard", "8p")
    win = hand.wins[0]
    assert (win.seat, win.how, win.score.patterns, win.score.value) == (1, "self_draw", ("ping_hu", "hai_di"), 12)


def test_r26_hai_di_pao_on_a_discard_at_w_0_and_only_with_the_toggle() -> None:
    on = rigged(SichuanRules(hai_di=True), hands=[DISCARDER, READY_9P, None, None], wall=0)
    act(on, 0, "discard", "9p")
    assert on.wins[0].score.patterns == ("ping_hu", "hai_di")
    off = rigged(hands=[DISCARDER, READY_9P, None, None], wall=0)
    act(off, 0, "discard", "9p")
    assert off.wins[0].score.patterns == ("ping_hu",)


def test_x26_last_four_forced_discard_win() -> None:
    hand = rigged(hands=[READY_9P, None, DISCARDER, None], current=2, wall=4)
    act(hand, 2, "discard", "9p")
    assert [(p.payer, p.payee, p.amount) for p in hand.ledger.lines] == [(2, 0, 6)]


def test_r27_a_winner_is_out_the_others_play_on_until_three_have_won() -> None:
    hand = rigged(hands=[DISCARDER, READY_9P, None, None], won=[2, 3])
    act(hand, 0, "discard", "9p")
    act(hand, 1, "win")
    assert hand.over and hand.end_reason == "win"  # the third winner ends the hand
    two = rigged(hands=[DISCARDER, READY_9P, None, None], won=[3])
    act(two, 0, "discard", "9p")
    act(two, 1, "win")
    assert not two.over and two.current == 2  # seat 3 is out, seat 2 plays on
    assert "discard" not in kinds(two, 1)


def test_r27_won_players_never_pay_later_wins() -> None:
    hand = rigged(hands=["123m456m234p678p99p", None, None, None], won=[2], drawn="9p")
    act(hand, 0, "win")
    assert [p.payer for p in hand.ledger.lines] == [1, 3]


def test_r29_single_winner_ends_at_the_first_win() -> None:
    hand = rigged(SichuanRules(mode="single_winner"), hands=[DISCARDER, READY_9P, None, None])
    act(hand, 0, "discard", "9p")
    act(hand, 1, "win")
    assert hand.over and hand.end_reason == "win"


def test_r30_xue_liu_winner_stays_and_wins_again() -> None:
    rules = SichuanRules(mode="xue_liu")
    hand = rigged(rules, hands=[READY_9P, None, None, DISCARDER], won=[0], current=3)
    act(hand, 3, "discard", "9p")
    assert kinds(hand, 0) == {"win", "pass", "escape"}  # no pong for a frozen winner
    act(hand, 0, "win")
    assert not hand.over and hand.seats[0].won_tiles == [T("9p")]
    assert hand.seats[0].tiles() == [
        T(t) for t in ("1m", "2m", "3m", "4m", "5m", "6m", "2p", "3p", "4p", "6p", "7p", "8p", "9p")
    ]


def test_r30_frozen_turn_discards_the_drawn_tile_only() -> None:
    rules = SichuanRules(mode="xue_liu")
    hand = rigged(rules, hands=["123m456m234p678p9p1m", None, None, None], won=[0], drawn="1m")
    assert {a.kind for a in hand.legal_actions(0)} == {"discard", "escape"}
    assert [a.pieces for a in hand.legal_actions(0) if a.kind == "discard"] == [(T("1m"),)]
    with pytest.raises(IllegalActionError) as caught:
        act(hand, 0, "discard", "9p")
    assert caught.value.rule == "R30"


def test_r30_frozen_kong_only_if_the_waits_stay_the_same() -> None:
    rules = SichuanRules(mode="xue_liu")
    same = rigged(rules, hands=["111m456m234p678p9p1m", None, None, None], won=[0], drawn="1m")
    assert "concealed_kong" in kinds(same, 0)  # waits 6p/9p before and after
    changed = rigged(rules, hands=["111m23m456p789p55p1m", None, None, None], won=[0], drawn="1m")
    assert "concealed_kong" not in kinds(changed, 0)  # 1m was a wait: a kong of all four removes it


def test_r30_xue_liu_winners_pay_later_kongs_and_wins() -> None:
    rules = SichuanRules(mode="xue_liu")
    hand = rigged(rules, hands=["123m456m234p678p99p", "1122334455667m", None, None], won=[1], drawn="9p")
    act(hand, 0, "win")
    assert [p.payer for p in hand.ledger.lines] == [1, 2, 3]


def test_r30_xue_liu_ends_only_at_the_wall_end() -> None:
    rules = SichuanRules(mode="xue_liu")
    hand = rigged(rules, hands=[DISCARDER, READY_9P, None, None], won=[2, 3])
    act(hand, 0, "discard", "9p")
    act(hand, 1, "win")
    assert not hand.over


def dealer_after(hand: SichuanHand) -> int | None:
    assert hand.over
    return hand.next_dealer


SINGLE = SichuanRules(mode="single_winner")


def test_r37_x25_dealer_rotation_in_single_winner_mode() -> None:
    seed = next(s for s in range(1000) if sum(SichuanHand(SINGLE, s).dice or ()) == 7)
    assert SichuanHand(SINGLE, seed).dealer == 2  # hand 1: dice 7 → seat 2
    # Seat 0 deals in to seat 3 → seat 0 deals.
    h = rigged(SINGLE, hands=[DISCARDER, None, None, READY_9P], dealer=2)
    act(h, 0, "discard", "9p")
    act(h, 3, "win")
    assert dealer_after(h) == 0
    # Seat 1 self-draws → seat 1 deals.
    h = rigged(SINGLE, hands=[None, "123m456m234p678p99p", None, None], current=1, drawn="9p")
    act(h, 1, "win")
    assert dealer_after(h) == 1
    # 流局 → the dealer repeats.
    h = rigged(SINGLE, hands=[None, "22334455m1122p8p9p", None, None], current=1, dealer=1, wall=0)
    act(h, 1, "discard", "8p")
    assert dealer_after(h) == 1
    # Seat 2's discard won by seats 0 and 3 → seat 2 deals.
    h = rigged(SINGLE, hands=[READY_9P, None, DISCARDER, "11m789m345p567p99p"], current=2)
    act(h, 2, "discard", "9p")
    act(h, 3, "win")
    act(h, 0, "win")
    assert dealer_after(h) == 2
    # Seat 3's 补杠 robbed by seat 1 → seat 3 deals.
    h = rigged(
        SINGLE,
        hands=[None, "13m456m234p678p99p", None, "2m123p456p789p11p"],
        melds={3: [meld("pong", "2m", 2)]},
        current=3,
        drawn="2m",
    )
    act(h, 3, "added_kong", "2m")
    act(h, 1, "win")
    assert dealer_after(h) == 3


def test_r37_xue_zhan_and_xue_liu_roll_dice_every_hand() -> None:
    h = rigged(hands=[DISCARDER, READY_9P, None, None], won=[2, 3])
    act(h, 0, "discard", "9p")
    act(h, 1, "win")
    assert dealer_after(h) is None


def test_r37_fang_pao_gang_shang_hua_the_kong_tile_discarder_deals() -> None:
    h = rigged(
        SichuanRules(mode="single_winner", dian_gang_hua="fang_pao"),
        hands=[None, "444m123m345p567p8p", None, "4m12m789m234p678p"],
        current=3,
        tail="8p",
    )
    act(h, 3, "discard", "4m")
    act(h, 1, "exposed_kong", "4m")
    act(h, 1, "win")
    assert dealer_after(h) == 3


def test_r28_after_a_self_draw_the_next_active_seat_after_the_winner_plays() -> None:
    hand = rigged(hands=[None, "123m456m234p678p99p", None, None], won=[2], current=1, drawn="9p")
    act(hand, 1, "win")
    assert hand.current == 3 and hand.events[-1].kind == "draw" and hand.events[-1].seat == 3
