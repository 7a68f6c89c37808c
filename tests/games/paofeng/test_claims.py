"""Turns and claims (R5, R10, R11, R12, R14): who may claim what, priorities, legal discards, 吐牌."""

from __future__ import annotations

import pytest

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.games.paofeng.melds import is_feng
from fengyu.games.paofeng.rules import PaofengRules
from tests.games.paofeng.scenario import A, B, C, D, T, act, kinds, meld, options, rigged

A_DISCARDS_4S = "4s147m47p1234z25m6p9s"


def test_r10_a_win_needs_a_draw_not_a_claim() -> None:
    hand = rigged(hands=[A_DISCARDS_4S, "123m456m789p56s99s", None, None], current=A)
    act(hand, A, "discard", "4s")
    act(hand, B, "chow", "5s", "6s")
    assert hand.current == B and hand.drawn is None
    assert "win" not in kinds(hand, B)  # D9: 123m 456m 789p 456s 99s is complete, but nothing was drawn


def test_r10_pass_lets_the_discarders_xia_jia_draw() -> None:
    hand = rigged(hands=[A_DISCARDS_4S, "56s123m456m789p99s", None, None], current=A, draws="5p")
    act(hand, A, "discard", "4s")
    assert hand.to_act() == (B,)
    act(hand, B, "pass")
    assert hand.current == B and hand.drawn == T("5p")


def test_r11_chi_only_by_the_xia_jia_pong_by_anyone() -> None:
    hand = rigged(hands=[A_DISCARDS_4S, None, "23s44s147m258p12z9p", None], current=A)
    act(hand, A, "discard", "4s")
    assert hand.to_act() == (C,)
    assert kinds(hand, C) == {"pong", "pass", "tuo_guan"}  # C is not A's 下家: no chi


def test_r11_pong_and_ming_gang_beat_chi() -> None:
    hand = rigged(hands=[A_DISCARDS_4S, "56s147m258p1234z9p", None, "444s147m258p123z9m"], current=A, tail="9s")
    act(hand, A, "discard", "4s")
    assert set(hand.to_act()) == {B, D}
    assert {"exposed_kong", "pong"} <= kinds(hand, D)
    act(hand, B, "chow", "5s", "6s")
    act(hand, D, "exposed_kong", "4s")
    assert hand.current == D and hand.seats[D].melds[-1].kind == "exposed_kong"
    assert hand.drawn == T("9s") and hand.replacements == 1  # a 明杠 is followed by a replacement draw
    assert hand.seats[B].melds == [] and hand.seats[A].river == []


def test_r11_d11_a_pong_must_leave_a_legal_discard() -> None:
    hand = rigged(
        hands=[A_DISCARDS_4S, None, None, "3s3s4s4s"],
        melds={D: [meld("pong", "1z", B), meld("pong", "2z", B), meld("pong", "7z", C)]},
        current=A,
    )
    act(hand, A, "discard", "4s")
    assert hand.current == B  # D could only keep its two wilds: no pong offered


@pytest.mark.parametrize("bao_ting", [False, True])
def test_r11_a_seat_after_bao_ting_may_not_chi_or_pong(bao_ting: bool) -> None:
    hand = rigged(hands=[A_DISCARDS_4S, "56s44s123m456m789p", None, None], bao_ting=[B] if bao_ting else [], current=A)
    act(hand, A, "discard", "4s")
    if not bao_ting:
        assert {"chow", "pong"} <= kinds(hand, B)
        return
    assert hand.phase == "turn" and hand.current == B  # nothing offered: B simply draws
    with pytest.raises(IllegalActionError) as error:
        hand.apply(Action(B, "pong", (T("4s"),)))
    assert error.value.rule == "R11"


def test_r5_a_concealed_hong_zhong_stands_for_w_in_a_chi_a_discarded_one_is_zhong() -> None:
    hand = rigged(hands=[A_DISCARDS_4S, "7z5s147m258p1234z9p", None, None], current=A)
    act(hand, A, "discard", "4s")
    assert options(hand, B, "chow") == ["5s7z"]  # 3s(红中)-4s-5s
    hand = rigged(hands=["7z147m147p1234z99m8p", "2s4s147m258p1234z9s", "7z7z7z147m258p123z9p", None], current=A)
    act(hand, A, "discard", "7z")
    assert "chow" not in kinds(hand, B) and {"pong", "exposed_kong"} <= kinds(hand, C)
    act(hand, C, "pong", "7z")
    assert hand.seats[C].melds[-1].tile == T("7z") and is_feng(hand.seats[C].melds[-1])


def test_r12_no_wild_no_flower_and_only_tiles_held_are_discarded() -> None:
    hand = rigged(hands=[None, "3s123m456m789p77s11z", None, None], current=B, drawn="1z")
    assert "3s" not in options(hand, B, "discard")
    for tile, rule in (("3s", "R6"), ("5z", "R12"), ("9s", "R12")):
        with pytest.raises(IllegalActionError) as error:
            act(hand, B, "discard", tile)
        assert error.value.rule == rule


@pytest.mark.parametrize(
    ("tu_pai", "claims_before", "barred"),
    [
        ("free", 2, False),
        ("first_two_free", 0, False),
        ("first_two_free", 1, False),
        ("first_two_free", 2, True),
        ("limited", 0, True),
    ],
)
def test_r14_tu_pai_bars_the_claimed_kind_per_option(tu_pai: str, claims_before: int, barred: bool) -> None:
    earlier = [meld("pong", "9m", C), meld("pong", "8p", D)][:claims_before]
    concealed = "56s4s" + {0: "147m258p1234z", 1: "147m258p1z", 2: "147m2p"}[claims_before]
    hand = rigged(
        PaofengRules(tu_pai=tu_pai),
        hands=[A_DISCARDS_4S, concealed, None, None],
        melds={B: earlier},
        current=A,
    )
    act(hand, A, "discard", "4s")
    act(hand, B, "chow", "5s", "6s")
    assert ("4s" not in options(hand, B, "discard")) == barred
    if barred:
        with pytest.raises(IllegalActionError) as error:
            act(hand, B, "discard", "4s")
        assert error.value.rule == "R14"


def test_r14_the_bar_lasts_only_the_claim_turn() -> None:
    hand = rigged(PaofengRules(tu_pai="limited"), hands=[A_DISCARDS_4S, "56s4s4s147m25p1234z", None, None], current=A)
    act(hand, A, "discard", "4s")
    act(hand, B, "chow", "5s", "6s")
    assert "4s" not in options(hand, B, "discard")
    act(hand, B, "discard", "1m")
    assert hand.claimed_tile is None and not hand.tu_bar
