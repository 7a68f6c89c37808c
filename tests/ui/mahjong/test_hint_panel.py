"""The hint panel wraps Chinese between any two characters and never runs past its width."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from fengyu.ui.mahjong.panels import HintPanel, TileMark
from fengyu.ui.table_common.geometry import Rect

LONG = "打出一张即可听牌：把鼠标移到牌上，看它听哪些牌。"


def test_chinese_hints_wrap_between_characters_and_keep_every_word(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    panel = HintPanel(parent)
    panel.place(Rect(0, 0, 160, 60), 14)
    panel.show_lines([[LONG], ["Discard", " ", TileMark(4), " → ", "Ready: waits on 3 tiles"]])
    pad = panel._pixels * 0.7
    assert len(panel.rows) > 3  # wrapped, not cut
    for row in panel.rows:
        assert row[-1][1] + row[-1][3] <= panel.width() - 2 * pad + 0.5
    text = "".join(piece for row in panel.rows for piece, *_ in row if isinstance(piece, str))
    assert text.startswith(LONG)  # every character kept, in order
    assert not any(isinstance(row[0][0], str) and row[0][0] == " " for row in panel.rows)  # no line starts with a space


def test_a_panel_short_of_room_shrinks_its_letters_before_growing_past_it(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    panel = HintPanel(parent)
    panel.place(Rect(0, 0, 200, 60), 16, max_height=80)
    panel.show_lines([[LONG], [LONG]])
    assert panel._pixels < 16
    assert panel.height() <= 80 or panel._pixels == 9
