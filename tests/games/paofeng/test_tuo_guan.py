"""托管 (R16, R9): the time-out rule ``default_action``, no claims, automatic 补花."""

from __future__ import annotations

import pytest

from fengyu.core.protocol import Action
from tests.games.paofeng.scenario import A, B, C, T, act, rigged

ON = "on"


def test_r16_a_time_out_plays_the_tuo_guan_move_and_passes_on_claims() -> None:
    hand = rigged(hands=[None, "123m456m789p77s11z1p", None, None], current=B, drawn="1p")
    assert hand.default_action(B) == Action(B, "discard", (T("1p"),))
    assert hand.default_action(A) is None  # nothing is awaited from A
    act(hand, B, "tuo_guan", option=ON)
    assert hand.seats[B].tuo_guan and hand.view(A).tuo_guan == (False, True, False, False)
    window = rigged(hands=["4s147m47p1234z25m6p9s", "56s147m258p1234z9p", None, None], current=A)
    act(window, A, "discard", "4s")
    assert window.default_action(B) == Action(B, "pass")


def test_r16_r8_without_tuo_guan_a_drawn_wild_that_may_not_be_a_flower_is_kept() -> None:
    hand = rigged(hands=[None, "159m26p159s11z24z3s3s", None, None], current=B, drawn="3s")
    assert hand.default_action(B) == Action(B, "discard", (T("4z"),))  # the highest legal kind


@pytest.mark.parametrize(
    ("hand_text", "drawn", "expected"),
    [
        ("123m456m789p77s1z5z6z", "6z", Action(B, "bu_hua", (T("5z"),))),  # 1. a flower: 补花
        ("123m456m789p777s1z1z", "1z", Action(B, "win")),  # 2. a legal win
        ("159m26p159s11z24z3s3s", "3s", Action(B, "bu_hua", (T("3s"),))),  # 3. the wild drawn: a flower
        ("123m456m789p77s1z9p9s", "9s", Action(B, "discard", (T("9s"),))),  # 4. the tile drawn
    ],
)
def test_r16_in_tuo_guan_the_first_rule_that_fits(hand_text: str, drawn: str, expected: Action) -> None:
    hand = rigged(hands=[None, hand_text, None, None], current=B, drawn=drawn, tuo_guan=[B])
    assert hand.default_action(B) == expected
    assert expected in hand.legal_actions(B)


def test_r16_without_a_tile_just_drawn_the_highest_kind_index() -> None:
    hand = rigged(hands=["1m147p1234z99m258s9p", None, None, None], current=A, dealt=True, tuo_guan=[A])
    assert hand.default_action(A) == Action(A, "discard", (T("4z"),))


def test_r16_tuo_guan_never_claims_and_switching_it_on_passes() -> None:
    hand = rigged(hands=["4s147m47p1234z25m6p9s", "56s147m258p1234z9p", "44s147m258p1234z9p", None], current=A)
    act(hand, A, "discard", "4s")
    assert set(hand.to_act()) == {B, C}
    act(hand, C, "tuo_guan", option=ON)
    assert hand.to_act() == (B,)
    act(hand, B, "pass")
    assert hand.current == B and hand.seats[C].melds == []

    hand = rigged(
        hands=["4s147m47p1234z25m6p9s", "56s147m258p1234z9p", "44s147m258p1234z9p", None], tuo_guan=[C], current=A
    )
    act(hand, A, "discard", "4s")
    assert hand.to_act() == (B,)  # C in 托管 is never offered its pong


def test_r16_tuo_guan_can_be_switched_off_again() -> None:
    hand = rigged(hands=[None, "123m456m789p77s1z9p9s", None, None], current=B, drawn="9s", tuo_guan=[B])
    act(hand, B, "tuo_guan", option="off")
    assert not hand.seats[B].tuo_guan and Action(B, "tuo_guan", option=ON) in hand.legal_actions(B)
