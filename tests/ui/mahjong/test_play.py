"""A whole hand played as the human seat through the real window: every step checked against the engine."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

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
    assert board is not None
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
    assert board is not None
    for _ in range(20):
        if not wait_for_turn(qtbot, board) or table.hand.phase == "turn":  # type: ignore[union-attr]
            break
        play_suggested(qtbot, board)
    before = len(table.hand.actions)  # type: ignore[union-attr]
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Left)
    qtbot.keyClick(board, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(table.hand.actions) > before, timeout=5_000)  # type: ignore[union-attr]
    assert table.hand.actions[before].kind == "discard"  # type: ignore[union-attr]
