"""流局 (R15): whenever a draw is needed and the live wall is empty; nobody pays; the dealer deals again."""

from __future__ import annotations

from tests.games.paofeng.scenario import A, B, D, act, rigged


def test_r15_a_normal_draw_on_an_empty_wall_ends_the_hand() -> None:
    hand = rigged(hands=["9p147m1234z99m258s9s", None, None, None], current=A, wall=0, dealer=D, lian_zhuang=2)
    events = act(hand, A, "discard", "9p")
    assert [e.kind for e in events][-2:] == ["liu_ju", "hand_end"]
    assert hand.over and hand.end_reason == "liu_ju"
    assert hand.ledger.lines == [] and hand.ledger.totals() == [0, 0, 0, 0]
    assert hand.next_dealer == D and hand.next_lian_zhuang == 3  # R24, R25: N grows, collected later


def test_r15_the_last_discard_may_still_be_claimed_the_next_draw_ends_the_hand() -> None:
    hand = rigged(hands=["9p147m1234z99m258s9s", "99p147m258s1234z5m", None, None], current=A, wall=0)
    act(hand, A, "discard", "9p")
    act(hand, B, "pong", "9p")
    assert not hand.over
    act(hand, B, "discard", "1m")
    assert hand.over and hand.end_reason == "liu_ju"


def test_r15_bu_hua_on_an_empty_wall() -> None:
    hand = rigged(hands=[None, "123m456m789p77s11z6z", None, None], current=B, drawn="6z", wall=0)
    act(hand, B, "bu_hua", "6z")
    assert hand.end_reason == "liu_ju" and hand.next_dealer == A
