"""Refused moves on the mahjong boards are said in the player's language, never in the engine's English."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import fengyu.games
from fengyu.core.protocol import Action
from fengyu.ui.mahjong import refusals
from fengyu.ui.mahjong.board import Board
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.driver import human_match, wait_for_turn

GAMES = Path(fengyu.games.__file__).parent


def engine_refusals(game: str) -> list[tuple[list[str], str | None]]:
    """Every (rule codes, message) the game's ``why_illegal`` can return; None for a message naming a value."""
    tree = ast.parse((GAMES / game / "refusals.py").read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple):
            rule, message = node.value.elts
            codes = [c.value for c in ast.walk(rule) if isinstance(c, ast.Constant) and isinstance(c.value, str)]
            texts = [c.value for c in ast.walk(message) if isinstance(c, ast.Constant) and isinstance(c.value, str)]
            if isinstance(message, ast.Constant):
                found.append((codes, message.value))
            elif isinstance(message, ast.BinOp):  # "… to exchange" + (" of one suit" if … else "")
                found += [(codes, texts[0]), (codes, texts[0] + texts[1])]
            else:
                found.append((codes, None))
    return found


@pytest.mark.parametrize("game", ["sichuan", "paofeng"])
def test_every_refusal_of_the_engines_has_words_for_the_player(game: str) -> None:
    missing = []
    for codes, message in engine_refusals(game):
        if message is not None and message not in refusals.BY_MESSAGE:
            missing.append(message)
        if message is None and not all(code in refusals.BY_RULE for code in codes):
            missing.append(f"rule {codes}")
    assert missing == []


def test_a_refused_discard_is_explained_in_chinese(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("zh_CN")
    window.start_match(human_match(2, game="paofeng"))
    board = window.board
    assert isinstance(board, Board)
    assert wait_for_turn(qtbot, board)
    held = set(board.latest.view.hand)
    absent = next(t for t in range(27) if t not in held)
    board._play(Action(board.seat, "discard", (absent,)))
    shown = board.hints.text()
    refused = shown.splitlines()[-1]
    assert refused.startswith("不能这样做")
    assert not any(c.isascii() and c.isalpha() for c in refused)  # no English sentence of the engine
