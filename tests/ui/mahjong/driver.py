"""Playing the human seat through the real widgets: tile clicks on the viewport, button clicks."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from fengyu.core.protocol import Action, Json
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.table import Table
from fengyu.ui.mahjong.board import Board
from fengyu.ui.mahjong.scene import BoardTile
from fengyu.ui.main_window import MainWindow
from fengyu.ui.result.screen import ResultScreen
from fengyu.ui.session import LocalSession, Step
from tests.ui.mahjong.checks import assert_scene_shows

WAIT_MS = 20_000


def human_match(seed: int, rules: Json | None = None, hands: int = 2, game: str = "sichuan") -> MatchConfig:
    """A match with the tester at seat 0 and three normal bots."""
    seats = (SeatSpec("human", "Tester"), *(SeatSpec("bot", level="normal") for _ in range(3)))
    return MatchConfig(game, rules or {}, seats, seed, hands)


def click_tile(board: Board, item: BoardTile) -> None:
    """A real mouse click on the tile, where it is on screen."""
    point: QPoint = board.mapFromScene(item.scenePos())
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def click_button(qtbot: QtBot, board: Board, key: str) -> None:
    button = board.action_bar.buttons[key]
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def wait_for_turn(qtbot: QtBot, board: Board) -> bool:
    """Wait until the player is offered a decision (True) or the hand is over (False)."""
    session = board.session
    assert isinstance(session, LocalSession)  # the tester plays a table of this process
    table = session.table
    qtbot.waitUntil(lambda: (board._offered and not board.director.busy) or table.hand_over, timeout=WAIT_MS)
    return not table.hand_over


def play_suggested(qtbot: QtBot, board: Board) -> Action:
    """Ask for the hint (the Hint button) and play it with the widgets a player would use."""
    click_button(qtbot, board, "suggest")
    action = board.suggestion
    assert action is not None
    hand = board.table_scene.items_in("hand", board.seat)
    if action.kind == "discard":
        item = next(i for i in reversed(hand) if i.slot.tile == action.pieces[0])
        click_tile(board, item)
    elif action.kind == "exchange":
        for item in list(board.selected):  # the hint pre-selects; pick them again by hand
            click_tile(board, item)
        wanted = list(action.pieces)
        for item in hand:
            if item.slot.tile in wanted:
                wanted.remove(item.slot.tile)
                click_tile(board, item)
        click_button(qtbot, board, "exchange")
    elif action.kind == "ding_que":
        click_button(qtbot, board, f"ding_que_{action.option}")
    elif action.kind.endswith("kong") or action.kind.endswith("gang"):
        click_button(qtbot, board, f"kong_{action.pieces[0]}")
    elif action.kind == "bu_hua":
        key = f"bu_hua_{action.pieces[0]}"
        if key in board.action_bar.buttons:
            click_button(qtbot, board, key)
        else:  # a flower in the hand is also set aside by clicking it
            click_tile(board, next(i for i in reversed(hand) if i.slot.tile == action.pieces[0]))
    elif action.kind == "bao_ting":
        click_button(qtbot, board, "bao_ting")
        click_tile(board, next(i for i in reversed(hand) if i.slot.tile == action.pieces[0]))
    elif action.kind == "chow":
        click_button(qtbot, board, "chow")
        chooser = board.chi_chooser
        if chooser is not None and chooser.isVisible():
            options = [a for a in board._legal() if a.kind == "chow"]
            qtbot.mouseClick(chooser.buttons[options.index(action)], Qt.MouseButton.LeftButton)
    else:
        click_button(qtbot, board, action.kind)
    box = board.question
    if box is not None and box.isVisible():
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    return action


def play_a_hand(qtbot: QtBot, window: MainWindow, match: MatchConfig) -> tuple[Table, set[str], list[Step]]:
    """Play the tester's hand through the window with the hints, up to its settlement; return the table, the
    kinds of action played and the steps shown.

    The scene is checked against the engine at each of the tester's turns and at the end; and when a step
    starts to show, the one before it must have been applied in full (a new hand clears the table).
    """
    checked: list[Step] = []

    def check_previous(step: Step) -> None:
        new_hand = any(e.kind == "hand_start" for e in step.events)
        if checked and not new_hand and isinstance(window.board, Board):
            assert_scene_shows(window.board.table_scene, checked[-1].view)
        checked.append(step)

    table = window.start_match(match)
    board = window.board
    assert isinstance(board, Board)
    board.director.shown.connect(check_previous)
    kinds_played: set[str] = set()
    for _ in range(300):
        if not wait_for_turn(qtbot, board):
            break
        assert_scene_shows(board.table_scene, table.view(board.seat))
        kinds_played.add(play_suggested(qtbot, board).kind)
    qtbot.waitUntil(lambda: isinstance(window.dialog, ResultScreen), timeout=WAIT_MS)
    assert_scene_shows(board.table_scene, table.view(board.seat))
    return table, kinds_played, checked
