"""Captions (碰, +10 …) recur all hand long: each distinct one is outlined and pictured once, not per call."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPainter, QPixmap, QPixmapCache
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from fengyu.ui.table_common.plates import CaptionItem


def test_a_caption_seen_before_is_blitted_from_its_kept_picture(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    QPixmapCache.clear()
    drawn: list[str] = []
    real = CaptionItem._draw

    def counted(item: CaptionItem, ratio: float) -> QPixmap:
        drawn.append(item.text)
        return real(item, ratio)

    monkeypatch.setattr(CaptionItem, "_draw", counted)
    target = QPixmap(200, 200)
    with QPainter(target) as painter:
        for text, colour in (("+10", "green"), ("碰", "gold"), ("+10", "green"), ("碰", "gold"), ("+10", "red")):
            item = CaptionItem(text, QColor(colour), 30)
            item.paint(painter, QStyleOptionGraphicsItem())
    assert drawn == ["+10", "碰", "+10"]  # the third "+10" is another colour
    first, again = CaptionItem("+10", QColor("green"), 30), CaptionItem("+10", QColor("green"), 30)
    assert first.boundingRect() == again.boundingRect() and first.boundingRect().width() > 0
