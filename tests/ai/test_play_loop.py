"""The one play loop: it plays a hand to its end, or to the stop it is given, asking the seat to act."""

from __future__ import annotations

from fengyu.ai.play_loop import bots_choose, play_out
from fengyu.ai.sichuan.levels import LEVELS
from fengyu.core.protocol import Action
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules


def test_bots_play_a_hand_to_its_end_and_replay_it_the_same() -> None:
    hands = []
    for _ in range(2):
        hand = SichuanHand(SichuanRules(), 11)
        play_out(hand, bots_choose(hand, [LEVELS["normal"](seed=s) for s in range(4)]))
        hands.append(hand)
    assert hands[0].over
    assert hands[0].actions == hands[1].actions


def test_the_loop_stops_where_asked_and_asks_only_seats_to_act() -> None:
    hand = SichuanHand(SichuanRules(), 5)
    asked: list[tuple[int, tuple[int, ...]]] = []

    def first_legal(seat: int, legal: list[Action]) -> Action:
        asked.append((seat, hand.to_act()))
        return legal[0]

    play_out(hand, first_legal, until=lambda h: len(h.actions) >= 10)
    assert len(hand.actions) == 10
    assert not hand.over
    assert all(seat in to_act for seat, to_act in asked)
