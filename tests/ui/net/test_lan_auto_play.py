"""托管 at a LAN table: the board's switch hands the player's seat to the host's bot, and takes it back."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from fengyu.net.host import HostOptions
from fengyu.ui.mahjong.board import Board
from tests.ui.conftest import WindowFactory
from tests.ui.net.hosts import BackgroundHost
from tests.ui.net.test_lan_window import WAIT_MS, join_from_the_window, play_my_seat, remote_session


def test_the_auto_play_switch_hands_a_remote_seat_to_the_hosts_bot_and_back(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    background = BackgroundHost(HostOptions(hands=1, seed=23, bot_delay=0.3))  # (the host's bot: only the stand-in)
    window = make_window()
    join_from_the_window(window, background.url.removeprefix("ws://"), player="Ann")
    session = remote_session(window, qtbot)
    board = window.board
    assert isinstance(board, Board)
    assert session.can_auto_play and session.plays

    def moves_of_the_seat() -> int:
        table = background.host.table  # (read from the host's thread: a count, between its steps)
        hand = None if table is None else table.hand
        return 0 if hand is None else sum(1 for action in list(hand.actions) if action.seat == session.seat)

    def lobby_auto() -> str | None:
        return None if session.lobby is None else session.lobby.seats[session.seat].auto

    board.auto_play.button.click()  # 托管 on: the host's bot plays the seat, the player does nothing
    level = board.auto_play.level
    assert session.auto_level == level and not session.plays
    qtbot.waitUntil(lambda: lobby_auto() == level, timeout=WAIT_MS)
    before = moves_of_the_seat()
    qtbot.waitUntil(lambda: moves_of_the_seat() > before, timeout=WAIT_MS)  # the host's bot moved for the seat
    assert not session.match_over
    board.auto_play.button.click()  # and off: the player decides again
    qtbot.waitUntil(lambda: lobby_auto() == "", timeout=WAIT_MS)
    assert session.auto_level is None and session.plays
    play_my_seat(window, qtbot)
    background.thread.join(30)
    assert background.result is not None and background.result["hands"] == 1
    assert session.totals() == background.result["totals"]
