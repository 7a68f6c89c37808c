"""托管 through the real window: the player hands their seat to a bot, sees 托 on their plate, and takes it back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.ui.mahjong.board import Board
from fengyu.ui.result.screen import ResultScreen
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.checks import assert_scene_shows
from tests.ui.mahjong.driver import WAIT_MS, human_match, wait_for_turn


def my_badges(board: Board) -> list[str]:
    return [text for text, _colour in board.table_scene.plates[0].info.badges]


@pytest.mark.parametrize("game", ["sichuan", "paofeng"])
def test_the_player_hands_the_seat_to_a_bot_and_takes_it_back(
    qtbot: QtBot, make_window: WindowFactory, game: str
) -> None:
    window = make_window("en", "instant")
    table = window.start_match(human_match(seed=5, game=game))
    board = window.board
    assert isinstance(board, Board) and board.auto_play.isVisible()
    assert wait_for_turn(qtbot, board)
    switch = board.auto_play
    switch.choose_level("easy")
    assert switch.chooser.text() == "Easy"
    qtbot.mouseClick(switch.button, Qt.MouseButton.LeftButton)
    assert table.stand_ins == {0: "easy"}
    assert not board._offered and not board.action_bar.isVisible()
    assert "A" in my_badges(board)  # 托 on the plate
    hand = table.hand
    assert hand is not None
    played = len(hand.actions)
    qtbot.waitUntil(lambda: any(a.seat == 0 for a in hand.actions[played:]) or table.hand_over, timeout=WAIT_MS)
    if not table.hand_over:
        qtbot.mouseClick(switch.button, Qt.MouseButton.LeftButton)  # take the seat back
        assert table.stand_ins == {} and "A" not in my_badges(board)
        assert wait_for_turn(qtbot, board)
        assert board._offered and board.action_bar.isVisible()
        assert_scene_shows(board.table_scene, table.view(0))


def test_a_seat_in_auto_play_finishes_the_hand_on_its_own(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en", "instant")
    table = window.start_match(human_match(seed=9, game="paofeng"))
    board = window.board
    assert isinstance(board, Board)
    assert wait_for_turn(qtbot, board)
    board.auto_play.button.click()  # as Ctrl+T does
    assert table.view(1).tuo_guan[0]  # every player sees the rules' 托管 state (R16)
    qtbot.waitUntil(lambda: isinstance(window.dialog, ResultScreen), timeout=WAIT_MS)
    assert table.hand_over and board.auto_play.on


def test_a_watched_seat_has_no_switch(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en", "instant")
    window.start_match(MatchConfig("sichuan", {}, tuple(SeatSpec("bot", level="easy") for _ in range(4)), 3, 1))
    assert isinstance(window.board, Board) and window.board.auto_play.isHidden()
