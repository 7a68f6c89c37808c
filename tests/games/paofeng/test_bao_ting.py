"""报听 (R21): declaring, the locked hand, what may still be done, and 明跑."""

from __future__ import annotations

import pytest

from fengyu.core.protocol import IllegalActionError
from fengyu.games.paofeng.rules import PaofengRules
from tests.games.paofeng.scenario import A, B, T, act, kinds, meld, options, rigged

STRICT = PaofengRules.preset("strict_paofeng")


def test_r21_bao_ting_is_offered_with_the_discards_that_leave_a_wait_and_locks_wt() -> None:
    hand = rigged(hands=[None, "123m456m789p77s11z9s", None, None], current=B, drawn="9s")
    assert options(hand, B, "bao_ting") == ["7s", "9s"]
    events = act(hand, B, "bao_ting", "9s")
    assert events[0].public == {"tile": T("9s"), "bao_ting": True}
    assert hand.seats[B].bao_ting and hand.seats[B].locked == {T("7s"), T("1z")}
    assert hand.view(A).bao_ting[B]


def test_r21_no_bao_ting_without_a_wait() -> None:
    hand = rigged(hands=[None, "12m45m78m12p45p78p11s", None, None], current=B, drawn="1s")
    assert options(hand, B, "bao_ting") == []
    with pytest.raises(IllegalActionError) as error:
        act(hand, B, "bao_ting", "1s")
    assert error.value.rule == "R21"


def test_r21_strict_a_locked_hand_with_a_wild_must_wait_on_every_tile() -> None:
    hand = rigged(STRICT, hands=[None, "123m456m789p777s3s1z", None, None], current=B, drawn="1z")
    assert options(hand, B, "bao_ting") == ["1z"]  # only 123m 456m 789p 777s W waits on any tile
    loose = rigged(hands=[None, "123m456m789p777s3s1z", None, None], current=B, drawn="1z")
    assert set(options(loose, B, "bao_ting")) > {"1z"}


def test_r21_after_bao_ting_only_the_tile_just_drawn_is_discarded() -> None:
    hand = rigged(hands=["9p147m1234z99m258s9s", "123m456m789p77s11z", None, None], bao_ting=[B], current=A, draws="4p")
    act(hand, A, "discard", "9p")
    assert hand.current == B and options(hand, B, "discard") == ["4p"]
    assert "bao_ting" not in kinds(hand, B)
    with pytest.raises(IllegalActionError) as error:
        act(hand, B, "discard", "1m")
    assert error.value.rule == "R21"


def test_r21_after_bao_ting_a_drawn_wild_must_be_set_aside_or_win() -> None:
    hand = rigged(hands=[None, "123m456m789p77s11z3s", None, None], bao_ting=[B], current=B, drawn="3s")
    assert kinds(hand, B) == {"win", "bu_hua", "tuo_guan"}  # W completes 7s or 1z: a plain win


def test_r21_no_an_gang_of_four_tiles_already_locked() -> None:
    hand = rigged(hands=[None, "1111m234p567p789s5s", None, None], bao_ting=[B], current=B, drawn="5s")
    assert hand.seats[B].locked == {T("1m")}  # a fifth 1m, structurally (R18)
    assert options(hand, B, "concealed_kong") == [] and options(hand, B, "discard") == ["5s"]


def test_r21_bu_gang_with_the_drawn_tile_is_always_allowed() -> None:
    hand = rigged(
        hands=[None, "2z123m456p77s45s", None, None],
        melds={B: [meld("pong", "2z", A)]},
        bao_ting=[B],
        current=B,
        drawn="2z",
    )
    assert options(hand, B, "added_kong") == ["2z"]


def test_r21_ming_pao_needs_a_pao_feng_win_after_bao_ting() -> None:
    plain = rigged(hands=[None, "123m456m789p77s11z1z", None, None], bao_ting=[B], current=B, drawn="1z")
    act(plain, B, "win")
    assert plain.win is not None and "ming_pao" not in dict(plain.win.score.items)
    pao = rigged(hands=[None, "123m456m789p777s3s1z", None, None], bao_ting=[B], current=B, drawn="1z")
    act(pao, B, "win")
    assert pao.win is not None and dict(pao.win.score.items)["ming_pao"] == 3
