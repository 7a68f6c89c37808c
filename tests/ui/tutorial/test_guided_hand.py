"""The guided first hands: each played to its end by following the guide, left midway, and a deviation."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from fengyu.core.protocol import Action
from fengyu.ui.cards.table import CardTable
from fengyu.ui.mahjong.board import Board
from fengyu.ui.main_window import MainWindow
from fengyu.ui.result.screen import ResultScreen
from fengyu.ui.tutorial.coach import MARK_STYLE, Coach
from tests.ui.cards import driver as cards
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong import driver as tiles

WAIT_MS = 30_000


def wait_for_turn(qtbot: QtBot, board: Board | CardTable) -> bool:
    if isinstance(board, CardTable):
        return cards.wait_for_turn(qtbot, board)
    return tiles.wait_for_turn(qtbot, board)


def do(qtbot: QtBot, board: Board | CardTable, action: Action) -> None:
    """Make ``action`` with the widgets a player uses: tiles or cards clicked, buttons pressed."""
    if isinstance(board, CardTable):
        if action.kind in ("play", "bury", "give"):
            cards.pick(board, action.pieces)
            cards.click_button(qtbot, board, "confirm")
        elif action.kind == "pass":
            cards.click_button(qtbot, board, "pass")
        elif action.kind == "swap_done":
            cards.click_button(qtbot, board, "done")
        else:
            cards.click_button(qtbot, board, f"{action.kind}_{'_'.join(map(str, action.pieces))}")
        return
    hand = board.table_scene.items_in("hand", board.seat)
    if action.kind == "discard":
        tiles.click_tile(board, next(i for i in reversed(hand) if i.slot.tile == action.pieces[0]))
    elif action.kind == "ding_que":
        tiles.click_button(qtbot, board, f"ding_que_{action.option}")
    elif action.kind == "bu_hua":
        tiles.click_button(qtbot, board, f"bu_hua_{action.pieces[0]}")
    elif action.kind.endswith("kong") or action.kind.endswith("gang"):
        tiles.click_button(qtbot, board, f"kong_{action.pieces[0]}")
    elif action.kind == "bao_ting":
        tiles.click_button(qtbot, board, "bao_ting")
        tiles.click_tile(board, next(i for i in reversed(hand) if i.slot.tile == action.pieces[0]))
    elif action.kind == "chow":
        tiles.click_button(qtbot, board, "chow")
        chooser = board.chi_chooser
        if chooser is not None and chooser.isVisible():
            options = [a for a in board._legal() if a.kind == "chow"]
            qtbot.mouseClick(chooser.buttons[options.index(action)], Qt.MouseButton.LeftButton)
    else:
        tiles.click_button(qtbot, board, action.kind)
    box = board.question
    if box is not None and box.isVisible():
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)


def marked(board: Board | CardTable, advised: Action) -> bool:
    """Whether the table points at the advised move: its button outlined, or its tiles or cards raised."""
    if any(b.styleSheet() == MARK_STYLE for b in board.action_bar.buttons.values()):
        return True
    if isinstance(board, CardTable):
        return board.picked() == tuple(sorted(advised.pieces))
    raised = [i.slot.tile for i in board.table_scene.items_in("hand", board.seat) if i.state == "selected"]
    return advised.kind == "discard" and raised == [advised.pieces[0]]


def wait_for_advice(qtbot: QtBot, coach: Coach) -> Action:
    qtbot.waitUntil(lambda: coach.advised is not None, timeout=WAIT_MS)
    assert coach.advised is not None
    return coach.advised


def follow_to_the_end(qtbot: QtBot, window: MainWindow, coach: Coach, deviate_at: int | None = None) -> list[str]:
    """Do what the guide points at (at decision ``deviate_at``, another legal move); the lessons seen."""
    board = coach.board
    seen: list[str] = []
    deviated: list[int] = []
    for turn in range(300):
        if not wait_for_turn(qtbot, board):
            break
        advised = wait_for_advice(qtbot, coach)
        assert coach.lesson is not None, f"no step for {advised}"
        seen.append(coach.lesson.key)
        assert coach.panel.isVisible() and coach.lesson.words() in coach.panel.words.text()
        assert marked(board, advised), f"nothing marked for {advised}"
        action = advised
        others = [a for a in board._legal() if a.kind == "discard" and a != advised]
        deviating = deviate_at is not None and turn >= deviate_at and bool(others) and not deviated
        if deviating:
            action = others[0]
            deviated.append(turn)
        do(qtbot, board, action)
        if deviating:
            qtbot.waitUntil(lambda: "hint was" in coach.panel.feedback.text(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: isinstance(window.dialog, ResultScreen), timeout=WAIT_MS)
    return seen


def test_sichuan_guided_hand_is_played_to_its_end(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    coach = window.guided_hand("sichuan")
    seen = follow_to_the_end(qtbot, window, coach)
    assert {"ding_que", "void_discard", "pong", "win"} <= set(seen)
    assert {"ding_que", "void_discard", "pong", "win"} <= coach.done
    assert coach.deviations == 0
    assert window.session is not None
    assert window.session.history[-1].totals[0] > 0  # the player won, as the guide promised


def test_paofeng_guided_hand_is_played_to_its_end(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    coach = window.guided_hand("paofeng")
    seen = follow_to_the_end(qtbot, window, coach)
    assert {"flower", "bao_ting", "win"} <= set(seen) and "wild" in coach.explained
    assert coach.deviations == 0
    assert window.session is not None
    assert window.session.history[-1].totals[0] > 0


def test_guafeng_guided_hand_is_played_to_its_end(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    coach = window.guided_hand("guafeng")
    seen = follow_to_the_end(qtbot, window, coach)
    assert {"declare", "bury", "lead", "follow"} <= set(seen) and "combinations" in coach.explained
    assert coach.deviations == 0


def test_leaving_midway_lets_the_hand_go_on(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    coach = window.guided_hand("sichuan")
    board = coach.board
    assert isinstance(board, Board)
    assert wait_for_turn(qtbot, board)
    do(qtbot, board, wait_for_advice(qtbot, coach))  # 定缺 as advised
    assert wait_for_turn(qtbot, board)
    qtbot.mouseClick(coach.panel.leave_button, Qt.MouseButton.LeftButton)
    assert not coach.active
    assert not any(b.styleSheet() == MARK_STYLE for b in board.action_bar.buttons.values())
    for _ in range(300):  # a normal hand now: played with the Hint button, to its settlement
        if not wait_for_turn(qtbot, board):
            break
        tiles.play_suggested(qtbot, board)
    qtbot.waitUntil(lambda: isinstance(window.dialog, ResultScreen), timeout=WAIT_MS)


def test_a_deviation_is_explained_and_the_guide_goes_on(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    coach = window.guided_hand("sichuan")
    seen = follow_to_the_end(qtbot, window, coach, deviate_at=2)  # a discard other than the hint's
    assert coach.deviations == 1
    assert len(seen) > 3  # the guide went on explaining the decisions after it


def test_the_guided_hands_are_offered_on_the_home_screen_and_in_the_help_menu(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("zh_CN")
    qtbot.mouseClick(window.welcome.cards["guafeng"].guided_button, Qt.MouseButton.LeftButton)
    board = window.board
    assert isinstance(board, CardTable)
    coach = board.findChild(Coach)
    assert coach is not None and coach.game == "guafeng" and coach.panel.title.text() == "新手引导局：刮风"
    window.set_language("en")  # the guide follows the language
    qtbot.waitUntil(lambda: coach.panel.title.text().startswith("Guided first hand"))
    window.set_language("zh_CN")
    qtbot.waitUntil(lambda: coach.panel.title.text() == "新手引导局：刮风")
    assert window.keeper is None  # a guided hand is not counted in the statistics
    assert not window.autosave.exists()  # nor saved over the player's game
    titles = [action.text() for action in window.guided_menu.actions()]
    assert titles == ["四川麻将", "跑风麻将", "刮风"]
    window.guided_menu.actions()[1].trigger()
    assert isinstance(window.board, Board) and window.board.session.config.game == "paofeng"
    assert window.board.findChild(Coach) is not None


def test_leaving_the_guafeng_guide_gives_the_top_band_back_to_the_counter(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("en")
    window.counter_action.setChecked(True)
    coach = window.guided_hand("guafeng")
    board = coach.board
    assert isinstance(board, CardTable)
    assert wait_for_turn(qtbot, board)
    wait_for_advice(qtbot, coach)
    assert coach.panel.isVisible() and not board.counter.isVisible()
    coach.leave()
    assert board.counter.isVisible() and not coach.active
    for _ in range(80):  # the hand goes on as a normal hand, to its end
        if not wait_for_turn(qtbot, board):
            break
        view = board.session.view()
        if view.phase in ("deal", "zhan"):
            cards.click_button(qtbot, board, "pass")
        else:
            do(qtbot, board, coach._advisor().choose(view, board._legal()))
    qtbot.waitUntil(lambda: isinstance(window.dialog, ResultScreen), timeout=WAIT_MS)
