"""强退: the escape penalty, escapes during open windows, a winner leaving (R38, R38a, R39, X24, D44)."""

from __future__ import annotations

from fengyu.core.protocol import Action, Event
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from tests.games.sichuan.scenario import act, rigged

X10 = "11p23p777p888p999p"  # 大叫 96 (void s)
QING_LONG = "11m2222m5555m77m9m"  # 大叫 384 (void p)


def escape(hand: SichuanHand, seat: int) -> list[Event]:
    return hand.apply(Action(seat, "escape"))


def test_x24_method_a_pig_money_to_each_other_contender() -> None:
    hand = rigged(hands=[X10, None, QING_LONG, None], voids="sspm", won=[3], current=1, wall=20)
    escape(hand, 1)
    assert hand.over and hand.end_reason == "escape"
    assert [(p.payer, p.payee, p.amount, p.reason) for p in hand.ledger.lines] == [
        (1, 0, 96, "escape"),
        (1, 2, 96, "escape"),
    ]


def test_x24_method_b_in_the_last_four_when_larger() -> None:
    hand = rigged(hands=[X10, None, QING_LONG, None], voids="sspm", won=[3], current=1, wall=3)
    escape(hand, 1)
    assert [(p.payer, p.payee, p.amount) for p in hand.ledger.lines] == [(1, 0, 96), (1, 2, 384)]


def test_r38_no_penalty_when_off_and_nothing_else_is_settled() -> None:
    hand = rigged(SichuanRules(escape_penalty=False), hands=[X10, None, QING_LONG, None], voids="sspm", current=1)
    escape(hand, 1)
    assert hand.over and hand.ledger.lines == []


def test_r38a_a_discarders_escape_waits_for_the_claims_and_pays_them() -> None:
    hand = rigged(hands=["22334455m1122p8p9p", "123m456m234p678p9p", None, None], wall=30)
    act(hand, 0, "discard", "9p")
    escape(hand, 0)
    assert not hand.over and hand.to_act() == (1,)
    act(hand, 1, "win")
    reasons = [(p.payer, p.payee, p.reason) for p in hand.ledger.lines]
    assert reasons[0] == (0, 1, "win")
    assert hand.over and hand.end_reason == "escape"
    assert [p.payee for p in hand.ledger.lines if p.reason == "escape"] == [2, 3]  # seat 1 has won


def test_r38a_an_eligible_claimer_escaping_answers_pass() -> None:
    hand = rigged(hands=["22334455m1122p8p9p", "123m456m234p678p9p", "11m789m345p567p99p", None], wall=30)
    act(hand, 0, "discard", "9p")
    escape(hand, 1)
    act(hand, 2, "win")
    assert [w.seat for w in hand.wins] == [2]
    assert hand.end_reason == "escape"


def test_r38a_c_escape_during_ding_que_ends_before_anything_with_method_a() -> None:
    hand = SichuanHand(SichuanRules(), 5, dealer=0)
    assert hand.phase == "ding_que"
    escape(hand, 2)
    assert hand.over
    assert [(p.payer, p.amount) for p in hand.ledger.lines] == [(2, 96), (2, 96), (2, 96)]


def test_r39_a_winner_leaving_does_not_stop_xue_zhan() -> None:
    hand = rigged(hands=["123m456m234p678p99p", None, None, None], won=[2], drawn="9p")
    escape(hand, 2)
    assert not hand.over and hand.seats[2].escaped
    act(hand, 0, "win")
    assert [p.payer for p in hand.ledger.lines] == [1, 3]


def test_r38a_d_a_xue_liu_winner_leaving_on_its_turn_passes_the_turn() -> None:
    hand = rigged(SichuanRules(mode="xue_liu"), hands=["123m456m234p678p9p1m", None, None, None], won=[0], drawn="1m")
    escape(hand, 0)
    assert not hand.over and hand.current == 1


def test_d44_refunds_never_go_to_an_escaped_payer() -> None:
    # 血流: seat 3 (a winner) pays seat 0's 暗杠, then leaves; the wall ends with seat 0 not ready.
    hand = rigged(
        SichuanRules(mode="xue_liu"),
        hands=["1111m3579m12468p9p", None, None, None],
        won=[3],
        drawn="9p",
        wall=1,
        tail="3p",
    )
    act(hand, 0, "concealed_kong", "1m")
    assert [p.payer for p in hand.ledger.lines if p.reason == "kong"] == [1, 2, 3]
    escape(hand, 3)
    act(hand, 0, "discard", "9p")
    assert hand.end_reason == "liu_ju"
    refunds = [(p.payer, p.payee, p.amount) for p in hand.ledger.lines if p.reason == "refund"]
    assert refunds == [(0, 1, 12), (0, 2, 12)]
