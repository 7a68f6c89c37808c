"""What the board calls out and writes: captions for moves and payments, plates, the dial."""

from __future__ import annotations

import dataclasses

from pytestqt.qtbot import QtBot

from fengyu.core.protocol import Action
from fengyu.table.config import SeatSpec
from fengyu.ui.mahjong import texts
from fengyu.ui.session import Step
from tests.games.sichuan.scenario import T, rigged


def test_a_concealed_kong_calls_rain_and_shows_who_paid(qtbot: QtBot) -> None:
    hand = rigged(hands=["1111m234m567m99p55p", None, None, None], voids="ssss", current=0, tail="3p")
    before = hand.view(0)
    events = hand.apply(Action(0, "concealed_kong", (T("1m"),)))
    step = Step(tuple(e.for_seat(0) for e in events), hand.view(0))
    called = texts.captions(step, before)
    words = [c.text for c in called if not c.score]
    assert words == ["Rain"]
    scores = {c.seat: c.text for c in called if c.score}
    assert scores == {0: "+36", 1: "−12", 2: "−12", 3: "−12"}  # 下雨: 2b from each of the others (b = 6)
    assert texts.captions(step, None) == [c for c in called if not c.score]


def test_plates_name_seats_and_mark_dealer_void_and_winners(qtbot: QtBot) -> None:
    hand = rigged(hands=["123m456m789m11p99p", None, None, None], voids="ssps", current=0, won=[2])
    view = hand.view(0)
    bot = SeatSpec("bot", level="hard")
    mine = texts.plate(view, 0, SeatSpec("human", "Lan"), 10, None)
    assert mine.name == "Lan"
    assert mine.detail == "Void: Bamboo"
    assert mine.score == "Match +10"  # a labelled number, not a bare one
    assert [b[0] for b in mine.badges] == ["D"]  # seat 0 deals
    assert mine.legend == ["D: the dealer (庄); D2, D3 … hands dealt in a row (连庄)"]
    across = texts.plate(view, 2, bot, -4, 1)
    assert across.name == "Across"  # short enough never to be cut: the level is on the line below
    assert across.detail == "Hard · Void: Dots"
    assert [b[0] for b in across.badges] == ["W1"]
    assert across.legend == ["W: has won (胡); W1, W2 … the order of the wins"]


def test_a_plate_labels_the_match_total_and_this_hands_points_apart() -> None:
    hand = rigged(hands=["123m456m789m11p99p", None, None, None], voids="ssps", current=0)
    view = dataclasses.replace(hand.view(0), totals=(18, -18, 0, 0))  # this hand's points so far
    assert texts.plate(view, 0, SeatSpec("human", "Lan"), 0, None).score == "Match +18 · this hand +18"


def test_the_legend_explains_every_badge_a_plate_can_show() -> None:
    assert {line.split(":")[0] for line in texts.legend()} == set(texts.BADGE_MEANINGS)


def test_the_dial_counts_the_wall_and_points_at_the_turn(qtbot: QtBot) -> None:
    hand = rigged(hands=["123m456m789m11p99p", None, None, None], voids="ssss", current=0, dealer=1)
    view = hand.view(0)
    dial = texts.dial(view, 2, 8, 7)
    assert dial.wall == str(view.wall)
    assert dial.hand == "Hand 3 of 8"
    assert dial.timer == "7 s"
    assert dial.turn_side == 0
    assert dial.labels == ["N", "E", "S", "W"]  # seat 1 deals: 东 on the right, then play order
