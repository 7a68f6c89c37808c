"""Flowers and wilds set aside (R6, R7, R8, R9): when, what is drawn instead, what counts as 补花."""

from __future__ import annotations

from fengyu.games.paofeng.rules import PaofengRules
from tests.games.paofeng.scenario import A, B, T, act, kinds, options, rigged

READY_ANY = "123m456m789p777s3s"
"""听任意张 with W = 3s: the wild pairs with anything (E2's hand)."""


def test_r7_a_flower_must_be_set_aside_before_the_discard_and_never_wins() -> None:
    hand = rigged(hands=[None, "123m456m789p77s1z3s6z", None, None], current=B, drawn="6z", tail="7s")
    assert kinds(hand, B) == {"bu_hua", "tuo_guan"}  # no discard, no 报听, no win while 发 is held
    act(hand, B, "bu_hua", "6z")
    assert hand.seats[B].flowers == [T("6z")] and hand.drawn == T("7s") and hand.replacements == 1
    assert "win" in kinds(hand, B) and "discard" in kinds(hand, B)


def test_r7_a_dealt_flower_is_set_aside_in_the_first_turn_even_after_a_chi() -> None:
    hand = rigged(hands=["3m147p1234z99m258s9p", "45m5z147p258s1234z", None, None], current=A, tail="9s")
    act(hand, A, "discard", "3m")
    act(hand, B, "chow", "4m", "5m")
    assert kinds(hand, B) == {"bu_hua", "tuo_guan"}
    act(hand, B, "bu_hua", "5z")
    assert "discard" in kinds(hand, B) and hand.seats[B].bu_hua == 1


def test_r7_bu_hua_may_come_between_kongs_and_a_flower_blocks_only_the_discard() -> None:
    hand = rigged(hands=[None, "1111m5z456p789s23p9p", None, None], current=B, drawn="5z", tail="6z2z")
    assert {"bu_hua", "concealed_kong"} <= kinds(hand, B) and "discard" not in kinds(hand, B)
    act(hand, B, "concealed_kong", "1m")
    assert options(hand, B, "bu_hua") == ["5z", "6z"]  # the replacement was a flower too


def test_r6_r8_the_wild_just_drawn_may_be_a_flower_when_the_hand_waited_on_any_tile() -> None:
    hand = rigged(hands=[None, READY_ANY + "3s", None, None], current=B, drawn="3s", tail="1p")
    assert options(hand, B, "bu_hua") == ["3s"]
    assert "3s" not in options(hand, B, "discard")  # R6b: never discarded
    act(hand, B, "bu_hua", "3s")
    assert hand.seats[B].flowers == [T("3s")] and hand.seats[B].bu_hua == 1


def test_r8_not_when_the_hand_did_not_wait_on_any_tile() -> None:
    hand = rigged(hands=[None, "123m456m789p77s1z9s3s", None, None], current=B, drawn="3s")
    assert options(hand, B, "bu_hua") == []


def test_r8_after_bao_ting_or_in_tuo_guan_whatever_the_wait() -> None:
    for bao_ting, tuo_guan in (([B], []), ([], [B])):
        hand = rigged(
            hands=[None, "123m456m789p77s1z9s3s", None, None],
            current=B,
            drawn="3s",
            bao_ting=bao_ting,
            tuo_guan=tuo_guan,
        )
        assert options(hand, B, "bu_hua") == ["3s"], (bao_ting, tuo_guan)


def test_r8_a_dealt_wild_is_never_just_drawn() -> None:
    hand = rigged(hands=[READY_ANY + "9m", None, None, None], current=A, dealt=True, first_turn=True)
    assert options(hand, A, "bu_hua") == []


def test_r8_a_flower_held_breaks_the_wait_on_any_tile() -> None:
    # A flower drawn, then a kong before 补花: the pre-draw hand without its flower is short (R19, D18).
    hand = rigged(hands=[None, "1111m456m789p77s3s6z", None, None], current=B, drawn="6z", tail="3s")
    act(hand, B, "concealed_kong", "1m")
    assert options(hand, B, "bu_hua") == ["6z"]


def test_r9_after_bao_ting_a_drawn_flower_is_replaced_at_once() -> None:
    hand = rigged(
        hands=["9p147m1234z99m258s9s", "123m456m789p77s11z", None, None],
        bao_ting=[B],
        current=A,
        draws="5z",
        tail="6z8s",
    )
    events = act(hand, A, "discard", "9p")
    assert [(e.kind, e.public.get("auto")) for e in events if e.kind == "bu_hua"] == [("bu_hua", True)] * 2
    assert hand.seats[B].flowers == [T("5z"), T("6z")] and hand.drawn == T("8s")
    assert hand.replacements == 2 and hand.turn_bu_hua == 2


def test_r9_in_tuo_guan_too() -> None:
    hand = rigged(hands=["9p147m1234z99m258s9s", None, None, None], tuo_guan=[B], current=A, draws="6z", tail="1z")
    act(hand, A, "discard", "9p")
    assert hand.seats[B].flowers == [T("6z")] and hand.drawn == T("1z")


def test_r7_a_claim_never_takes_a_flower_or_a_wild_they_are_never_discarded() -> None:
    hand = rigged(hands=["6z5z3s147m1234z99m78p", None, None, None], current=A)
    assert options(hand, A, "discard") == []
    act(hand, A, "bu_hua", "5z")
    act(hand, A, "bu_hua", "6z")
    assert "3s" not in options(hand, A, "discard") and options(hand, A, "discard")


def test_bu_hua_points_count_earlier_turns_only() -> None:
    hand = rigged(
        PaofengRules(),
        hands=[None, "123m456m789p77s11z5z", None, None],
        bu_hua={B: 2},
        current=B,
        drawn="5z",
        tail="7s",
    )
    act(hand, B, "bu_hua", "5z")
    act(hand, B, "win")
    assert hand.win is not None and dict(hand.win.score.items)["bu_hua"] == 2  # not 3: D40
    assert dict(hand.win.score.items)["gang_kai"] == 2
