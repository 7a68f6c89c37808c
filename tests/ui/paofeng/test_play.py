"""A whole Paofeng hand played as the human seat through the real window: every step checked against the engine."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from pytestqt.qtbot import QtBot

from fengyu.games.paofeng.engine import PaofengHand
from fengyu.ui.mahjong import texts
from fengyu.ui.mahjong.board import Board
from fengyu.ui.result.screen import ResultScreen
from tests.ui.conftest import WindowFactory
from tests.ui.dialogs.echo import EchoTranslator
from tests.ui.mahjong.checks import assert_scene_shows
from tests.ui.mahjong.driver import click_tile, human_match, play_a_hand, play_suggested, wait_for_turn


def test_a_full_paofeng_hand_through_the_widgets_with_the_scene_equal_to_the_engine(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("en", "instant")
    table, kinds_played, checked = play_a_hand(qtbot, window, human_match(seed=43, game="paofeng"))
    hand = table.hand
    assert isinstance(hand, PaofengHand)
    assert any(a.seat == 0 and a.kind == "discard" for a in hand.actions)
    # seed 43: the hint plays 补花, 吃, 报听 and a self-drawn win for the tester (checked by a headless search)
    assert {"bu_hua", "chow", "bao_ting", "discard", "win"} <= kinds_played
    assert table.view(0).bao_ting[0]
    assert hand.win is not None and hand.win.seat == 0
    assert len(checked) > 20
    dialog = window.dialog
    assert isinstance(dialog, ResultScreen)
    assert dialog.result is table.history[-1]
    lines = dialog.view.payment_lines()
    assert lines[0].startswith("Wild (钻牌):")
    dialog.next_button.click()
    qtbot.waitUntil(lambda: table.hand_index == 1, timeout=5_000)


def test_the_chow_chooser_offers_every_sequence_and_plays_the_one_picked(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("en", "instant")
    table = window.start_match(human_match(seed=13, game="paofeng"))
    board = window.board
    assert isinstance(board, Board)
    for _ in range(300):
        assert wait_for_turn(qtbot, board), "the hand ended before a choice of chows"
        chis = [a for a in board._legal() if a.kind == "chow"]
        if len(chis) >= 2:
            break
        play_suggested(qtbot, board)
    discard = table.view(0).last_discard.tile
    qtbot.mouseClick(board.action_bar.buttons["chow"], Qt.MouseButton.LeftButton)
    chooser = board.chi_chooser
    assert chooser is not None and chooser.isVisible()
    assert len(chooser.buttons) == len(chis)
    picked = chis[-1]
    qtbot.mouseClick(chooser.buttons[-1], Qt.MouseButton.LeftButton)
    hand = table.hand
    assert hand is not None
    qtbot.waitUntil(lambda: any(a.kind == "chow" for a in hand.actions), timeout=5_000)
    meld = table.view(0).melds[0][-1]
    assert meld.kind == "chow"
    assert sorted(meld.tiles) == sorted((*picked.pieces, discard))
    assert_scene_shows(board.table_scene, table.view(0), settled=False)


def test_declaring_ready_dims_the_tiles_that_would_break_the_wait(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en", "instant")
    table = window.start_match(human_match(seed=43, game="paofeng"))
    board = window.board
    assert isinstance(board, Board)
    for _ in range(300):
        assert wait_for_turn(qtbot, board), "the hand ended before 报听 was offered"
        if any(a.kind == "bao_ting" for a in board._legal()):
            break
        play_suggested(qtbot, board)
    ting = {a.pieces[0] for a in board._legal() if a.kind == "bao_ting"}
    qtbot.mouseClick(board.action_bar.buttons["bao_ting"], Qt.MouseButton.LeftButton)
    assert board.declaring
    assert "Declaring ready" in board.hints.text()
    hand = board.table_scene.items_in("hand", 0)
    assert {i.slot.tile for i in hand if i.interactive} == ting
    qtbot.mouseClick(board.action_bar.buttons["bao_ting"], Qt.MouseButton.LeftButton)  # called off
    assert not board.declaring
    qtbot.mouseClick(board.action_bar.buttons["bao_ting"], Qt.MouseButton.LeftButton)
    tile = sorted(ting)[0]
    click_tile(board, next(i for i in hand if i.slot.tile == tile))
    qtbot.waitUntil(lambda: table.view(0).bao_ting[0], timeout=5_000)
    assert table.hand is not None
    assert next(a for a in reversed(table.hand.actions) if a.seat == 0).kind == "bao_ting"
    board._refresh_plates(table.view(0))
    assert ("R", texts.BLUE_BADGE) in board.table_scene.plates[0].info.badges


def test_a_language_switch_retranslates_the_paofeng_table(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en", "instant")
    window.start_match(human_match(seed=43, game="paofeng"))
    board = window.board
    assert isinstance(board, Board)
    assert wait_for_turn(qtbot, board)
    assert board.table_scene.indicator.info.caption == "Wild"
    english = {key: button.text() for key, button in board.action_bar.buttons.items()}
    app = QCoreApplication.instance()
    assert app is not None
    translator = EchoTranslator()
    app.installTranslator(translator)
    try:
        board.retranslate()
        assert board.table_scene.indicator.info.caption == "«Wild»"
        for key, button in board.action_bar.buttons.items():
            assert "«" in button.text(), key
    finally:
        app.removeTranslator(translator)
    board.retranslate()
    assert {key: button.text() for key, button in board.action_bar.buttons.items()} == english


def test_a_drawn_wild_on_a_paofeng_wait_offers_win_or_draw_again(qtbot: QtBot, make_window: WindowFactory) -> None:
    """R8/D15: waiting on any tile, a drawn wild may win (跑风) or be set aside for another draw (直叫)."""
    window = make_window("en", "instant")
    table = window.start_match(human_match(seed=50, game="paofeng"))  # seed 50 reaches it (a headless search)
    board = window.board
    assert isinstance(board, Board)
    for _ in range(300):
        assert wait_for_turn(qtbot, board), "the hand ended before the choice"
        wild = table.view(0).wild
        if {"win", f"bu_hua_{wild}"} <= set(board.action_bar.buttons):
            break
        play_suggested(qtbot, board)
    assert board.action_bar.buttons[f"bu_hua_{wild}"].text().startswith("Wild as flower")
    assert "直叫" in board.hints.text()
    flowers = len(table.view(0).flowers[0])
    qtbot.mouseClick(board.action_bar.buttons[f"bu_hua_{wild}"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(table.view(0).flowers[0]) == flowers + 1, timeout=5_000)
    assert table.view(0).flowers[0][-1] == wild


def test_a_hand_holding_flowers_is_told_to_set_them_aside_not_that_it_is_ready(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("en", "instant")
    table = window.start_match(human_match(seed=12, game="paofeng"))
    board = window.board
    assert isinstance(board, Board)
    assert wait_for_turn(qtbot, board)
    view = table.view(0)
    assert any(t in view.flower_kinds for t in view.hand)  # seed 12: the dealt hand holds flowers
    assert "Set your flowers aside first" in board.hints.text()
    assert "makes your hand ready" not in board.hints.text()
