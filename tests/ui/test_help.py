"""Help follows the game on the table: its keys, its badges, and Guafeng's words explained with drawn examples."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from fengyu.ui.cards import combinations
from fengyu.ui.cards.table import CardTable
from fengyu.ui.guide import GuideDialog
from tests.ui.cards.driver import human_match as card_match
from tests.ui.cards.test_table import play_until
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.driver import human_match


def keys_of(text: str) -> set[str]:
    return {line.split("\t")[0] for line in text.splitlines() if "\t" in line}


def test_the_keys_follow_the_game_and_the_badges_are_one_key_away(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    window.show()
    qtbot.waitActive(window)
    qtbot.keyClick(window, Qt.Key.Key_F1)  # F1 is How to Play, the keys are one key of their own away
    assert isinstance(window.dialog, GuideDialog)
    window.dialog.close()
    qtbot.keyClick(window, Qt.Key.Key_F2)
    assert isinstance(window.dialog, QMessageBox) and "Badges on the plates:" in window.dialog.text()
    window.dialog.close()
    window.start_match(human_match(1, game="paofeng"))
    text = window.show_keys().text()
    assert {"C", "F", "T", "H", "P", "K", "Esc", "S"} <= keys_of(text)  # Paofeng's own moves
    assert "R: declared ready (报听)" in text and "D: the dealer" in text  # the badges' legend
    window.dialog.close()
    window.start_match(human_match(1, game="sichuan"))
    text = window.show_keys().text()
    assert "C" not in keys_of(text) and "I" in keys_of(text)
    window.dialog.close()


def test_guafeng_explains_its_combinations_at_the_first_lead_and_in_its_help(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("en")
    window.start_match(card_match(5))
    board = window.board
    assert isinstance(board, CardTable)
    table = window.table
    assert table is not None
    play_until(qtbot, board, table, lambda view: view.phase == "play" and view.trick is None)
    shown = board.hints.text_shown()
    assert "风 (wind): pairs in a run" in shown and "雨 (rain)" in shown and "雷 (thunder)" in shown
    dialog = window.show_combinations()
    qtbot.waitExposed(dialog)
    assert [t.text() for t in dialog.titles][:3] == [
        "风 (wind): pairs in a run",
        "雨 (rain): a straight",
        "雷 (thunder): four of a special rank",
    ]
    assert "粘牌" in dialog.titles[3].text()
    for term in combinations.TERMS:  # each with its example drawn
        assert not combinations.cards_pixmap(term.example, 60).isNull()
    dialog.close()
