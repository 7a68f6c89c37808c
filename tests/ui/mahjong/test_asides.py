"""Tiles set beside a plate are labelled: Paofeng's flowers (花牌), Sichuan's tiles won (血战)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from fengyu.ui.mahjong.board import Board
from fengyu.ui.mahjong.model import side_of
from fengyu.ui.mahjong.tile_rules import tile_rules
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.driver import human_match, play_suggested, wait_for_turn


def test_flowers_set_aside_carry_a_label_beside_them(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("zh_CN")
    window.start_match(human_match(3, game="paofeng", hands=1))
    board = window.board
    assert isinstance(board, Board)
    for _ in range(200):
        turn = wait_for_turn(qtbot, board)
        view = board.latest.view
        rules = tile_rules(view)
        flowered = [seat for seat in range(4) if rules.aside(view, seat)]
        if flowered:
            for seat in range(4):
                tag = board.table_scene.aside_tags[side_of(seat, board.seat)]
                assert tag.isVisible() == (seat in flowered)
                if seat in flowered:
                    assert tag.text == "花牌"
                    first = board.table_scene.layout.won_places(side_of(seat, board.seat), 1)[0]
                    assert tag.rect.right() <= first.x - first.width / 2  # the word comes before the tiles
            return
        if not turn:
            break
        play_suggested(qtbot, board)
    raise AssertionError("no flower was set aside in the hand")
