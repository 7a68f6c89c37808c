"""The tables' painted panels: the palette of their words, their font, and the item that frames them.

The mahjong board's plates and wild's corner and the card table's info panel
are dark rounded panels laid over the felt at a layout ``Rect``; they share
the colours and the way they take their place.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsItem

from fengyu.ui.table_common.geometry import Rect

INK = QColor(250, 246, 232)
"""Main words (a seat's name)."""
MUTED = QColor(214, 226, 214)
"""Secondary words (captions, details)."""
GOLD = QColor(255, 206, 84)
"""What wants the eye: the seat to act, a score, the phase."""
PANEL = QColor(10, 30, 22, 170)
"""A panel's translucent fill."""


def panel_font(pixels: float, bold: bool = False) -> QFont:
    """A font of ``pixels`` height, never below a legible 8."""
    font = QFont()
    font.setPixelSize(max(8, round(pixels)))
    font.setBold(bold)
    return font


class PanelItem(QGraphicsItem):
    """A panel painted in a layout rectangle, under the pieces; subclasses paint it."""

    margin = 4.0
    """How far the painting may reach beyond the rectangle (a glowing frame)."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(-3)

    def set_rect(self, rect: Rect) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect.x, rect.y, rect.width, rect.height)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        m = self.margin
        return self._rect.adjusted(-m, -m, m, m)
