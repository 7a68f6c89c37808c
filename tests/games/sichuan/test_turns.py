"""The turn: what a player may do, void discipline, wall end, time-outs (R9, R10, R19, R23, R31, R40)."""

from __future__ import annotations

import pytest

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from tests.games.sichuan.scenario import T, act, kinds, meld, rigged, tiles


def test_r9_self_kong_after_a_draw() -> None:
    hand = rigged(hands=["1111m234p567p789p5p", None, None, None], drawn="5p")
    assert "concealed_kong" in kinds(hand, 0)


def test_r9_self_kong_in_the_dealers_first_turn_and_not_without_a_draw() -> None:
    hand = rigged(hands=["1111m234p567p789p5p", None, None, None], first_turn=True)
    assert "concealed_kong" in kinds(hand, 0)
    hand.turn_drawn = False
    hand._legal.clear()
    assert "concealed_kong" not in kinds(hand, 0)


def test_r9_self_draw_is_paid_by_every_active_opponent() -> None:
    hand = rigged(hands=["123m456m234p678p99p", None, None, None], drawn="9p")
    assert "win" in kinds(hand, 0)
    act(hand, 0, "win")
    assert [(p.payer, p.amount) for p in hand.ledger.lines] == [(1, 6), (2, 6), (3, 6)]


def test_r10_void_tiles_must_go_first() -> None:
    hand = rigged(hands=["123m456m234p678p9p1s", None, None, None], voids="ssss", drawn="1s")
    assert {a.pieces[0] for a in hand.legal_actions(0) if a.kind == "discard"} == {T("1s")}
    with pytest.raises(IllegalActionError) as caught:
        act(hand, 0, "discard", "9p")
    assert caught.value.rule == "R10"
    assert (caught.value.reason, caught.value.params) == ("not_void_suit", {"suit": "s"})  # the suit to name


def test_r10_no_effect_without_void_tiles_or_when_off() -> None:
    hand = rigged(hands=["123m456m234p678p9p1s", None, None, None], voids="ssss", drawn="1s")
    hand.rules = hand.rules.replace(void_discard_first=False)
    hand._legal.clear()
    assert len([a for a in hand.legal_actions(0) if a.kind == "discard"]) == 14  # every distinct kind


def test_r10_a_void_tile_drawn_later_must_be_shed_too() -> None:
    hand = rigged(hands=["123m456m234p678p9p", None, None, "1122334455667p"], current=3, draws="2s")
    act(hand, 3, "discard", "7p")  # seat 0 draws 2s, its void
    assert hand.current == 0
    assert {a.pieces[0] for a in hand.legal_actions(0) if a.kind == "discard"} == {T("2s")}


def test_r19_no_kong_with_an_empty_wall() -> None:
    hand = rigged(hands=["1111m234p567p789p5p", None, None, None], drawn="5p", wall=0)
    assert "concealed_kong" not in kinds(hand, 0)


def test_r19_no_kong_of_the_void_suit() -> None:
    hand = rigged(hands=["1111p234m567m789m5m", None, None, None], voids="pssp", drawn="5m")
    assert "concealed_kong" not in kinds(hand, 0)
    free = rigged(SichuanRules(ding_que=False), hands=["1111p234m567m789m5m", None, None, None], drawn="5m")
    assert "concealed_kong" in kinds(free, 0)


def test_r23_no_win_holding_the_void_suit_or_three_suits() -> None:
    void = rigged(hands=["123m456m789m234p99m", None, None, None], voids="pssp", drawn="9m")
    assert "win" not in kinds(void, 0)
    three = rigged(SichuanRules(ding_que=False), hands=["123m456m234p678s99p", None, None, None], drawn="9p")
    assert "win" not in kinds(three, 0)
    two = rigged(SichuanRules(ding_que=False), hands=["123m456m234p678p99p", None, None, None], drawn="9p")
    assert "win" in kinds(two, 0)


def test_r31_an_empty_wall_ends_the_hand_at_the_next_turn() -> None:
    hand = rigged(hands=["22334455m1122p8p9p", None, None, None], wall=0)
    act(hand, 0, "discard", "8p")
    assert hand.over and hand.end_reason == "liu_ju"


def test_d07_after_a_pong_no_self_draw_or_kong_even_if_possible() -> None:
    # Seat 2 pongs 5p holding 1111m: it must discard, the concealed kong waits for a drawn turn.
    hand = rigged(hands=[None, "234m456m234p678p5p", "1111m789m55p2345p", None], current=1)
    act(hand, 1, "discard", "5p")
    act(hand, 2, "pong", "5p")
    assert kinds(hand, 2) == {"discard", "escape"}
    with pytest.raises(IllegalActionError) as caught:
        act(hand, 2, "concealed_kong", "1m")
    assert caught.value.rule == "D07"


def test_r40_time_out_turn_discards_the_drawn_tile_or_the_last_allowed() -> None:
    hand = rigged(hands=["123m456m234p678p9p1s", None, None, None], drawn="1s")
    assert hand.default_action(0) == Action(0, "discard", (T("1s"),))
    hand = rigged(hands=["123m456m234p678p99p", None, None, None], first_turn=True)
    assert hand.default_action(0) == Action(0, "discard", (T("9p"),))
    assert hand.default_action(1) is None


def test_r40_time_out_claims_pass_and_setup_choices_are_deterministic() -> None:
    hand = rigged(hands=["22334455m1122p8p9p", "123m456m234p678p9p", None, None])
    act(hand, 0, "discard", "9p")
    assert hand.default_action(1) == Action(1, "pass")
    rules = SichuanRules(huan_san_zhang="same_suit")
    fresh = SichuanHand(rules, 3, dealer=0)
    for seat in range(4):
        choice = fresh.default_action(seat)
        assert choice is not None and choice in fresh.legal_actions(seat)
        held = fresh.seats[seat].concealed
        sizes = [sum(held[9 * i : 9 * i + 9]) for i in range(3)]
        suit = min((n, i) for i, n in enumerate(sizes) if n >= 3)[1]
        suit_tiles = [t for t in fresh.seats[seat].tiles() if t // 9 == suit]
        assert list(choice.pieces) == suit_tiles[-3:]
        fresh.apply(choice)
    for seat in range(4):
        choice = fresh.default_action(seat)
        assert choice is not None
        sizes = [sum(fresh.seats[seat].concealed[9 * i : 9 * i + 9]) for i in range(3)]
        assert choice.option == "mps"[sizes.index(min(sizes))]
        fresh.apply(choice)


def test_illegal_actions_are_refused_and_change_nothing() -> None:
    hand = rigged(hands=["123m456m234p678p9p1s", None, None, None], drawn="1s")
    before = (list(hand.seats[0].concealed), len(hand.actions), len(hand.events))
    for bad in (
        Action(1, "discard", (T("1s"),)),
        Action(0, "discard", (T("5s"),)),
        Action(0, "pong", tuple(tiles("1s"))),
    ):
        with pytest.raises(IllegalActionError):
            hand.apply(bad)
    assert (list(hand.seats[0].concealed), len(hand.actions), len(hand.events)) == before


def test_melds_count_in_the_suit_constraint() -> None:
    hand = rigged(
        hands=["123m456m234p9p9p", None, None, None], melds={0: [meld("pong", "7p")]}, voids="mssp", drawn="9p"
    )
    assert "win" not in kinds(hand, 0)  # holds m tiles while void m
