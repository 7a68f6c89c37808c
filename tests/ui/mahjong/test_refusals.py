"""Refused moves on the mahjong boards are said in the player's language, never in the engine's English."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from fengyu.core.protocol import Action
from fengyu.ui.mahjong.board import Board
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.driver import human_match, wait_for_turn


def test_a_refused_discard_is_explained_in_chinese(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("zh_CN")
    window.start_match(human_match(2, game="paofeng"))
    board = window.board
    assert isinstance(board, Board)
    assert wait_for_turn(qtbot, board)
    assert board.latest is not None
    held = set(board.latest.view.hand)
    absent = next(t for t in range(27) if t not in held)
    board._play(Action(board.seat, "discard", (absent,)))
    shown = board.hints.text()
    refused = shown.splitlines()[-1]
    assert refused == "不能这样做：请选一张你手里的牌（规则 R12）"  # R12: a legal discard is a tile held
