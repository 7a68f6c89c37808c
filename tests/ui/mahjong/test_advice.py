"""The hints: shanten, waits with the copies the player cannot see, what a discard would leave."""

from __future__ import annotations

from fengyu.ui.mahjong.advice import discard_advice, hand_advice, turn_advice
from tests.games.sichuan.scenario import T, rigged


def test_a_ready_hand_lists_its_waits_with_unseen_copies() -> None:
    not_ready = rigged(hands=["123m456m789m11p99p", "123m456m11p789p45s", None, None], voids="ssss", current=0)
    advice = hand_advice(not_ready.view(1))
    assert advice is not None
    assert advice.shanten == 2  # 45s are of the void suit: set aside, a whole set is missing
    assert not advice.ready

    ready = rigged(hands=["123m456m789m11p99p", "123m456m789m11p78p", None, None], voids="ssss", current=0)
    view = ready.view(1)
    advice = hand_advice(view)
    assert advice is not None
    assert advice.ready

    def unseen(tile: int) -> int:  # seat 0's two 9p are hidden from seat 1: they count as unseen
        return 4 - sum(river.count(tile) for river in view.rivers)

    assert advice.waits == ((T("6p"), unseen(T("6p"))), (T("9p"), unseen(T("9p"))))


def test_discard_advice_on_the_players_turn() -> None:
    hand = rigged(hands=["123m456m789m11p79p5s", None, None, None], voids="ssss", current=0)
    view = hand.view(0)
    assert hand_advice(view) is None  # 14 tiles: that is the turn's question
    keep_ready = discard_advice(view, T("5s"))
    assert keep_ready is not None
    assert keep_ready.ready
    assert [tile for tile, _ in keep_ready.waits] == [T("8p")]
    worse = discard_advice(view, T("1m"))
    assert worse is not None
    assert worse.shanten >= 1
    best = turn_advice(view)
    assert best is not None
    assert best.shanten == 0
    assert discard_advice(view, T("9s")) is None  # not held
