"""The main window around a table: new game, every dialog, preferences and language while playing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from fengyu.ui.dialogs.new_game import NewGameDialog
from fengyu.ui.dialogs.rules import RulesDialog
from fengyu.ui.dialogs.settlement import HistoryDialog
from fengyu.ui.mahjong.board import Board
from fengyu.ui.preferences import PreferencesDialog
from fengyu.ui.result.screen import ResultScreen
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.driver import human_match, play_suggested, wait_for_turn


def press_ok(qtbot: QtBot, dialog: QDialog) -> None:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_new_game_from_the_menu_starts_the_match_the_dialog_shows(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    assert not window.rules_action.isEnabled()
    window.new_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog)
    dialog.seed.setText("4242")
    expected = dialog.config()
    press_ok(qtbot, dialog)
    table = window.table
    assert table is not None
    assert table.config == expected
    assert window.stack.currentWidget() is window.board
    assert window.preferences.last_match == expected
    assert window.rules_action.isEnabled()


def test_every_dialog_opens_over_a_game(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    window.start_match(human_match(seed=8, rules={"ding_que": False}))
    board = window.board
    assert isinstance(board, Board)
    for _ in range(200):
        if not wait_for_turn(qtbot, board):
            break
        play_suggested(qtbot, board)
    qtbot.waitUntil(lambda: isinstance(window.dialog, ResultScreen), timeout=10_000)
    settlement = window.dialog
    assert isinstance(settlement, ResultScreen)
    assert settlement.isVisible()
    assert settlement.view.payment_lines() or settlement.result.end_reason == "liu_ju"
    history = settlement.open_history()
    assert history.isVisible()
    history.reject()
    settlement.next_button.click()

    opened = []
    for action, kind in (
        (window.rules_action, RulesDialog),
        (window.history_action, HistoryDialog),
        (window.preferences_action, PreferencesDialog),
        (window.keys_action, QMessageBox),
        (window.about_action, QMessageBox),
        (window.new_action, NewGameDialog),
    ):
        assert action.isEnabled()
        action.trigger()
        dialog = window.dialog
        assert isinstance(dialog, kind)
        qtbot.waitExposed(dialog)
        opened.append(dialog.windowTitle())
        dialog.close()
    assert all(opened)
    rules = [d for d in window.findChildren(RulesDialog) if d.read_only]
    assert rules


def test_a_closed_table_catching_up_with_its_hand_end_shows_nothing(qtbot: QtBot, make_window: WindowFactory) -> None:
    """A board still animating when its table closes (the window closing at a match's end) may reach the hand's end
    before it is deleted; the window no longer listens, so no settlement opens over the welcome page."""
    window = make_window("en")
    window.start_match(human_match(seed=8, rules={"ding_que": False}))
    board = window.board
    assert isinstance(board, Board)
    while wait_for_turn(qtbot, board):
        play_suggested(qtbot, board)
    qtbot.waitUntil(lambda: isinstance(window.dialog, ResultScreen), timeout=10_000)
    result = board.session.history[-1]
    window.close_table()
    board.hand_finished.emit(result)  # what its director's last idle would do
    assert window.session is None and window.board is None
    assert window.dialog is None and window.result_screen is None
    assert window.stack.currentWidget() is window.welcome


def test_language_switch_rewords_the_table(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    window.start_match(human_match(seed=9))
    board = window.board
    assert isinstance(board, Board)
    assert wait_for_turn(qtbot, board)  # the 定缺 choice is on offer
    english = {key: button.text() for key, button in board.action_bar.buttons.items()}
    assert any("Characters" in text for text in english.values())
    window.language_actions["zh_CN"].trigger()
    qtbot.waitUntil(lambda: window.windowTitle() == "风雨牌桌")
    chinese = {key: button.text() for key, button in board.action_bar.buttons.items()}
    assert chinese.keys() == english.keys()
    assert any("缺万" in text for text in chinese.values())
    assert board.table_scene.dial.info.wall_caption == "余牌"
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: board.table_scene.dial.info.wall_caption == "tiles left")


def test_preferences_change_the_table_at_once(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en", "normal")
    window.start_match(human_match(seed=10))
    board = window.board
    assert isinstance(board, Board)
    assert board.director.speed == 1.0
    dialog = window.show_preferences()
    dialog.speed.setCurrentIndex(dialog.speed.findData("instant"))
    dialog.colour.setCurrentIndex(dialog.colour.findData("blue"))
    press_ok(qtbot, dialog)
    assert board.director.speed == 0.0
    assert board.table_scene.felt == window.preferences.table_colour
    assert window.preferences.animation_speed == "instant"
