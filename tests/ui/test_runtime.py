"""The Qt runtime under the app: guards against binding bugs that crash the table."""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot


def test_void_calls_keep_none_alive(qtbot: QtBot) -> None:
    """PySide6 6.12.0 loses a reference to None per void call: on Python 3.11 that aborts the app."""
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(2000):
        painter.setPen(QColor(1, 2, 3))
        painter.fillRect(QRectF(0, 0, 4, 4), QColor(4, 5, 6))
    after = sys.getrefcount(None)
    painter.end()
    assert after >= before - 100, "this PySide6 build loses references to None; see pyproject.toml"
