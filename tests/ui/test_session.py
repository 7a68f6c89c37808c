"""Offline, the rules' clocks play for the player only when asked; the pause stops the bots and the clock."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from fengyu.games.sichuan.rules import SichuanRules
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.table import Table
from fengyu.ui.session import LocalSession
from tests.ui.conftest import WindowFactory

SHORT = 1
"""A turn and a claim of one second: holding a decision for 2.5 s outlasts it."""


def sichuan_for_me(seconds: int = SHORT) -> MatchConfig:
    seats = (SeatSpec("human", "Me"), *(SeatSpec("bot", level="easy") for _ in range(3)))
    return MatchConfig("sichuan", {"turn_seconds": seconds, "claim_seconds": seconds}, seats, 7, 1)


def my_moves(table: Table) -> int:
    hand = table.hand
    assert hand is not None
    return sum(1 for action in hand.actions if action.seat == 0)


def wait_for_my_turn(qtbot: QtBot, table: Table) -> None:
    qtbot.waitUntil(lambda: 0 in table.waiting(), timeout=10_000)


def test_offline_no_clock_plays_for_me_by_default(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    assert window.preferences.offline_clocks is False
    table = window.start_match(sichuan_for_me())
    assert isinstance(table.rules, SichuanRules)
    assert table.rules.turn_seconds == SHORT  # the rules keep their clock (a LAN host would use it)
    wait_for_my_turn(qtbot, table)
    session = window.session
    assert isinstance(session, LocalSession) and not session.clocks
    before = my_moves(table)
    qtbot.wait(2500)
    assert my_moves(table) == before and 0 in table.waiting()
    assert session.seconds_left() is None


def test_with_the_preference_on_the_clock_plays_for_me(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    window.preferences.offline_clocks = True
    table = window.start_match(sichuan_for_me())
    wait_for_my_turn(qtbot, table)
    before = my_moves(table)
    qtbot.waitUntil(lambda: my_moves(table) > before, timeout=5_000)  # the time-out move, made for me


def test_the_pause_stops_the_bots_and_resumes(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en", "fast")
    bots = tuple(SeatSpec("bot", level="easy") for _ in range(4))
    table = window.start_match(MatchConfig("sichuan", {}, bots, 3, 1))
    qtbot.waitUntil(lambda: table.hand is not None and len(table.hand.actions) > 8, timeout=10_000)
    window.pause_action.trigger()
    board = window.board
    assert window.pause_action.isChecked() and window.session is not None and window.session.paused
    assert board is not None and board.pause_cover.isVisible()
    assert "Paused" in board.pause_cover.text()
    hand = table.hand
    assert hand is not None
    qtbot.wait(300)  # an answer already on its way is held, not applied
    moves = len(hand.actions)
    qtbot.wait(1500)
    assert len(hand.actions) == moves
    window.pause_action.trigger()
    assert not window.session.paused and board.pause_cover.isHidden()
    qtbot.waitUntil(lambda: len(hand.actions) > moves + 3, timeout=10_000)


def test_the_pause_stops_my_clock_too(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    window.preferences.offline_clocks = True
    table = window.start_match(sichuan_for_me(seconds=2))
    wait_for_my_turn(qtbot, table)
    session = window.session
    assert isinstance(session, LocalSession)
    qtbot.waitUntil(lambda: session.seconds_left() is not None, timeout=5_000)
    before = my_moves(table)
    window.pause_action.trigger()
    assert session.seconds_left() is None
    qtbot.wait(3000)
    assert my_moves(table) == before
    window.pause_action.trigger()
    qtbot.waitUntil(lambda: my_moves(table) > before, timeout=5_000)
