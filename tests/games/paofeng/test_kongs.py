"""Kongs (R13): when, which tiles, face down or up, the replacement draw, never robbed; and R15 on an empty wall."""

from __future__ import annotations

import pytest

from fengyu.core.protocol import IllegalActionError
from fengyu.mahjong.views import MeldView
from tests.games.paofeng.scenario import A, B, C, D, T, act, kinds, meld, options, rigged


def test_r13_an_gang_is_face_down_until_the_hand_ends() -> None:
    hand = rigged(hands=[None, "1111s47m258p123z99m", None, None], current=B, drawn="9m", tail="5p")
    events = act(hand, B, "concealed_kong", "1s")
    kong = next(e for e in events if e.kind == "concealed_kong")
    assert kong.public == {} and kong.for_seat(B).public == {"tile": T("1s")} and kong.for_seat(A).public == {}
    assert hand.view(A).melds[B] == (MeldView("concealed_kong", None, ()),)
    assert hand.view(B).melds[B][0].tile == T("1s")
    assert hand.drawn == T("5p")


def test_r13_bu_gang_onto_the_seats_own_pong_scores_as_a_ming_gang_and_adds_no_kou() -> None:
    hand = rigged(
        hands=[None, "2z123m456p789s5p", None, None],
        melds={B: [meld("pong", "2z", A)]},
        current=B,
        drawn="2z",
        tail="5p",
    )
    assert options(hand, B, "added_kong") == ["2z"]
    act(hand, B, "added_kong", "2z")
    assert hand.seats[B].melds[0].kind == "added_kong" and hand.seats[B].melds[0].source == A
    assert len(hand.kous) == 1  # the pong's 口 only (R22)
    assert hand.phase == "turn" and hand.current == B  # R13: never robbed, no claim window
    act(hand, B, "win")
    assert hand.win is not None and dict(hand.win.score.items)["feng_ming_gang"] == 3


def test_r13_a_kong_right_after_a_pong_before_discarding() -> None:
    hand = rigged(hands=["4s147m47p1234z25m6p9s", "44s9999m147p258p9s", None, None], current=A, tail="1z")
    act(hand, A, "discard", "4s")
    act(hand, B, "pong", "4s")
    assert "concealed_kong" in kinds(hand, B)
    act(hand, B, "concealed_kong", "9m")
    assert hand.drawn == T("1z") and hand.replacements == 1


def test_r6_r13_wilds_and_flowers_never_kong() -> None:
    hand = rigged(hands=[None, "3s3s3s3s5z5z5z5z147m258p", None, None], current=B, drawn="5z")
    assert options(hand, B, "concealed_kong") == []
    with pytest.raises(IllegalActionError) as error:
        act(hand, B, "concealed_kong", "3s")
    assert error.value.rule == "R6"


def test_r13_r15_a_kong_on_an_empty_wall_ends_the_hand_in_liu_ju() -> None:
    hand = rigged(hands=[None, "1111s47m258p123z99m", None, None], current=B, drawn="9m", wall=0)
    act(hand, B, "concealed_kong", "1s")
    assert hand.over and hand.end_reason == "liu_ju" and hand.ledger.lines == []


def test_r11_r13_ming_gang_from_a_discard() -> None:
    hand = rigged(hands=["4s147m47p1234z25m6p9s", None, None, "444s147m258p123z9m"], current=A, tail="8m")
    act(hand, A, "discard", "4s")
    act(hand, D, "exposed_kong", "4s")
    kong = hand.seats[D].melds[0]
    assert (kong.kind, kong.tile, kong.source) == ("exposed_kong", T("4s"), A)
    assert hand.drawn == T("8m") and hand.current == D and hand.seats[C].melds == []
