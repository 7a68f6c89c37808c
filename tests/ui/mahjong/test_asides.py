"""Tiles set beside a plate are labelled: Paofeng's flowers (花牌), Sichuan's tiles won (血战: 胡牌)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from fengyu.ui.mahjong.board import Board
from fengyu.ui.mahjong.items import TagItem
from fengyu.ui.mahjong.layout import TableLayout
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
        assert board.latest is not None
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


@pytest.mark.parametrize("language", ["zh_CN", "en"])
@pytest.mark.parametrize("size", [(760, 540), (800, 560), (1180, 800), (1920, 1080)])
def test_the_aside_labels_are_whole_at_every_size(
    make_window: WindowFactory, language: str, size: tuple[int, int]
) -> None:
    """Issue 15: at 800×560 Sichuan's tiles won were labelled "胡..." (胡的牌 elided) and Paofeng's
    flowers "Fl..." in English; each label is drawn whole in both languages, down to the window's minimum size."""
    make_window(language)
    words = [QCoreApplication.translate("Board", word) for word in ("Flowers", "Won")]
    assert language == "en" or words == ["花牌", "胡牌"]
    for tiles in (108, 136):  # Sichuan's and Paofeng's tables (Paofeng's tiles are a little smaller there)
        labels_are_whole(TableLayout(*size, tiles), words)


def labels_are_whole(layout: TableLayout, words: list[str]) -> None:
    for side in range(4):
        tag = TagItem()
        tag.set_rect(layout.aside_label_rect(side))
        for word in words:
            tag.set_text(word)
            assert tag.line().shown == word, (side, word)
