"""A whole hand played as the human seat through the real window: every step checked against the engine."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from fengyu.ui.mahjong.board import Board
from fengyu.ui.result.screen import ResultScreen
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.checks import assert_scene_shows
from tests.ui.mahjong.driver import human_match, play_a_hand, play_suggested, wait_for_turn


def test_a_full_hand_through_the_widgets_with_the_scene_equal_to_the_engine(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("en", "instant")
    table, kinds_played, checked = play_a_hand(
        qtbot, window, human_match(seed=12, rules={"huan_san_zhang": "same_suit"})
    )
    board = window.board
    assert isinstance(board, Board)
    hand = table.hand
    assert hand is not None
    assert any(a.seat == board.seat and a.kind == "discard" for a in hand.actions)
    assert {"exchange", "ding_que", "discard"} <= kinds_played
    assert len(checked) > 20
    dialog = window.dialog
    assert isinstance(dialog, ResultScreen)
    assert dialog.result is table.history[-1]
    dialog.next_button.click()
    qtbot.waitUntil(lambda: table.hand_index == 1, timeout=5_000)  # the next hand is dealt


def test_the_table_animates_to_the_same_picture(qtbot: QtBot, make_window: WindowFactory) -> None:
    """With animations on, the tiles glide, and once they stop they stand exactly where the view says."""
    window = make_window("en", "fast")
    table = window.start_match(human_match(seed=3))
    board = window.board
    assert isinstance(board, Board)
    for _ in range(3):
        if not wait_for_turn(qtbot, board):
            break
        qtbot.waitUntil(lambda: not any(i.is_moving for i in board.table_scene.tiles), timeout=5_000)
        assert_scene_shows(board.table_scene, table.view(board.seat))
        play_suggested(qtbot, board)


def test_keyboard_plays_a_tile(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en", "instant")
    table = window.start_match(human_match(seed=4, rules={"ding_que": False}))
    board = window.board
    assert isinstance(board, Board)
    for _ in range(20):
        if not wait_for_turn(qtbot, board):
            break
        assert table.hand is not None
        if table.hand.phase == "turn":
            break
        play_suggested(qtbot, board)
    hand = table.hand
    assert hand is not None
    before = len(hand.actions)
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Left)
    qtbot.keyClick(board, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(hand.actions) > before, timeout=5_000)
    assert hand.actions[before].kind == "discard"
