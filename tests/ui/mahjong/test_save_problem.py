"""A save that fails is said to the player where the hints are; play goes on; once saved again, that is said."""

from __future__ import annotations

import shutil

from pytestqt.qtbot import QtBot

from fengyu.ui.mahjong.board import Board
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.driver import human_match, play_suggested, wait_for_turn


def test_a_failing_save_is_shown_and_play_goes_on(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en", "instant")
    table = window.start_match(human_match(seed=31))
    board = window.board
    assert isinstance(board, Board)
    path = window.autosave
    said: list[str] = []
    board.session.save_problem.connect(said.append)
    assert wait_for_turn(qtbot, board)
    path.unlink()
    path.mkdir()  # the save's place is taken: every save now fails
    assert table.hand is not None
    played = len(table.hand.actions)
    play_suggested(qtbot, board)
    qtbot.waitUntil(lambda: table.save_problem is not None and "could not be saved" in board._warning, timeout=5_000)
    assert len(table.hand.actions) > played

    shutil.rmtree(path)
    assert wait_for_turn(qtbot, board)
    play_suggested(qtbot, board)
    qtbot.waitUntil(lambda: table.save_problem is None, timeout=5_000)
    assert said[-1] == ""  # the board then says the game is saved again
    assert path.is_file()
