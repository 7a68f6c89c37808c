"""Refusals name the rule an action breaks (``IllegalActionError.rule``), and change nothing."""

from __future__ import annotations

import pytest

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.rules import PaofengRules
from tests.games.paofeng.scenario import A, B, C, D, T, act, rigged


def refused(hand: PaofengHand, action: Action) -> str:
    before = (len(hand.events), [list(st.concealed) for st in hand.seats], hand.phase)
    with pytest.raises(IllegalActionError) as error:
        hand.apply(action)
    assert (len(hand.events), [list(st.concealed) for st in hand.seats], hand.phase) == before
    return error.value.rule


def test_turn_refusals() -> None:
    hand = rigged(hands=[None, "123m456m789p77s1z9s3s", None, None], current=B, drawn="3s")
    assert refused(hand, Action(A, "discard", (T("1m"),))) == "R10"
    assert refused(hand, Action(B, "discard", (T("3s"),))) == "R6"
    assert refused(hand, Action(B, "bu_hua", (T("3s"),))) == "R8"
    assert refused(hand, Action(B, "win")) == "R18"
    assert refused(hand, Action(B, "concealed_kong", (T("1m"),))) == "R13"
    assert refused(hand, Action(B, "pong", (T("1m"),))) == "R11"
    assert refused(hand, Action(B, "tuo_guan", option="off")) == "R16"
    assert refused(hand, Action(7, "win")) == "R1"


def test_win_refusals_name_r17_and_r20() -> None:
    strict = rigged(
        PaofengRules.preset("strict_paofeng"), hands=[None, "123m456m789p77s1z3s7s", None, None], current=B, drawn="7s"
    )
    assert refused(strict, Action(B, "win")) == "R20"
    after_chi = rigged(hands=["4s147m47p1234z25m6p9s", "123m456m789p56s99s", None, None], current=A)
    act(after_chi, A, "discard", "4s")
    act(after_chi, B, "chow", "5s", "6s")
    assert refused(after_chi, Action(B, "win")) == "R17"


def test_claim_refusals() -> None:
    hand = rigged(
        hands=["4s147m47p1234z25m6p9s", "56s147m258p1234z9p", "44s147m258p1234z9p", None],
        current=A,
    )
    act(hand, A, "discard", "4s")
    assert refused(hand, Action(C, "chow", (T("5s"), T("6s")))) == "R11"
    assert refused(hand, Action(B, "chow", (T("3s"), T("5s")))) == "R6"
    assert refused(hand, Action(D, "pong", (T("4s"),))) == "R11"
    assert refused(hand, Action(B, "discard", (T("1m"),))) == "R11"


def test_a_finished_hand_refuses_everything() -> None:
    hand = rigged(hands=[None, "123m456m789p777s11z", None, None], current=B, drawn="1z")
    act(hand, B, "win")
    with pytest.raises(IllegalActionError) as error:
        hand.apply(Action(C, "tuo_guan", option="on"))
    assert (error.value.rule, error.value.reason) == ("", "hand_over")  # no rule of the game: the hand is over
