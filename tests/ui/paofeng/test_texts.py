"""The Paofeng words on the board: 包牌 relations, 报听 and the dealer's 连庄 on the plates, calls, hints."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from fengyu.core.protocol import Event
from fengyu.table.config import SeatSpec
from fengyu.ui.mahjong import texts
from fengyu.ui.mahjong.advice import hand_advice, turn_advice
from fengyu.ui.names import paofeng_name
from fengyu.ui.session import Step
from tests.games.paofeng.scenario import meld, rigged

BOT = SeatSpec("bot", level="normal")


def test_three_claims_on_one_feeder_show_the_liability_on_both_plates(qapp: QApplication) -> None:
    hand = rigged(
        hands=[None, None, None, None],
        melds={1: [meld("pong", "9m", 0), meld("chow", "1p", 0), meld("chow", "4s", 0)]},
        current=2,
        bao_ting=[3],
        dealer=2,
        lian_zhuang=3,
    )
    view = hand.view(0)
    claimer = texts.plate(view, 1, BOT, 0, None)
    assert claimer.detail == "Normal · Liable (包): 3 claims on You"  # a bot's level leads its detail line
    feeder = texts.plate(view, 0, SeatSpec("human", "Me"), 0, None)
    assert feeder.detail == "Liable (包): fed Right 3×"
    assert texts.plate(view, 2, BOT, 0, None).detail == "Normal"
    assert ("R", texts.BLUE_BADGE) in texts.plate(view, 3, BOT, 0, None).badges  # 报听
    assert ("D3", texts.RED) in texts.plate(view, 2, BOT, 0, None).badges  # the dealer in its third hand


def test_two_claims_make_no_liability_yet(qapp: QApplication) -> None:
    hand = rigged(hands=[None, None, None, None], melds={1: [meld("pong", "9m", 0), meld("chow", "1p", 0)]}, current=2)
    assert texts.plate(hand.view(0), 1, BOT, 0, None).detail == "Normal"


def test_calls_of_paofeng_events(qapp: QApplication) -> None:
    hand = rigged(hands=[None, None, None, None], current=0)
    view = hand.view(0)
    events = (
        Event("chow", 1, {"tile": 3}),
        Event("bu_hua", 2, {"tile": 31}),
        Event("discard", 3, {"tile": 5, "bao_ting": True}),
        Event("discard", 0, {"tile": 6, "bao_ting": False}),
        Event("win", 1, {"pao_feng": True}),
    )
    called = [c.text for c in texts.captions(Step(events, view), None)]
    assert called == [
        paofeng_name("action", "chow"),
        paofeng_name("action", "bu_hua"),
        paofeng_name("action", "bao_ting"),
        paofeng_name("item", "pao_feng"),
    ]


def test_hints_know_flowers_wilds_and_waiting_on_any_tile(qapp: QApplication) -> None:
    # wild 3s: 3s3s + 123m 456m 789m 11p is waiting on any tile (跑风)
    ready = rigged(hands=["3s3s123m456m789m11p", None, None, None], current=3)
    advice = hand_advice(ready.view(0))
    assert advice is not None and advice.any_tile
    assert "paofeng" in " ".join(str(x) for line in texts.advice_lines(advice) for x in line)
    flower = rigged(hands=["5z123m456m789m11p22p", None, None, None], current=0)
    best = turn_advice(flower.view(0))
    assert best is not None and best.flower
