"""The tables' painted panels: the palette of their words, their font, and the item that frames them.

The mahjong board's plates and wild's corner and the card table's info panel
are dark rounded panels laid over the felt at a layout ``Rect``; they share
the colours and the way they take their place.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from fengyu.ui.art.pixmaps import draw_cached
from fengyu.ui.table_common.geometry import Rect

INK = QColor(250, 246, 232)
"""Main words (a seat's name)."""
MUTED = QColor(214, 226, 214)
"""Secondary words (captions, details)."""
GOLD = QColor(255, 206, 84)
"""What wants the eye: the seat to act, a score, the phase."""
PANEL = QColor(10, 30, 22, 170)
"""A panel's translucent fill."""


MIN_PIXELS = 8
"""The smallest letters a panel draws (smaller ones would not be read)."""


def panel_font(pixels: float, bold: bool = False) -> QFont:
    """A font of ``pixels`` height, never below a legible ``MIN_PIXELS``."""
    font = QFont()
    font.setPixelSize(max(MIN_PIXELS, round(pixels)))
    font.setBold(bold)
    return font


def fitted(text: str, pixels: float, width: float, *, bold: bool = False, shrink: float = 0.75) -> tuple[QFont, str]:
    """The font and the words to draw ``text`` in at most ``width``: the font shrinks (down to ``shrink`` of
    ``pixels``) before the words are elided; a caller that elides puts the whole text in a tooltip."""
    font = panel_font(pixels, bold)
    need = QFontMetricsF(font).horizontalAdvance(text)
    if need > width > 0:
        smallest = max(MIN_PIXELS, round(pixels * shrink))
        size = max(smallest, int(pixels * width / need))
        font = panel_font(size, bold)
        # Glyphs do not scale exactly with the size (hinting, a fallback face): step down until the words fit.
        while size > smallest and QFontMetricsF(font).horizontalAdvance(text) > width:
            size -= 1
            font = panel_font(size, bold)
    return font, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, width))


def draw_panel(painter: QPainter, rect: QRectF, radius: float, frame: QPen, fill: QColor = PANEL) -> None:
    """A panel's rounded, framed, translucent body, blitted from a picture kept per size and look: the
    antialiased translucent shape is the costliest part of a panel, and the dial and the plates are painted
    again after many steps of play."""
    key = f"panel|{radius:.2f}|{frame.color().rgba()}|{frame.widthF():.2f}|{fill.rgba()}"

    def paint(on: QPainter, body: QRectF) -> None:
        on.setRenderHint(QPainter.RenderHint.Antialiasing)
        on.setPen(frame)
        on.setBrush(fill)
        on.drawRoundedRect(body, radius, radius)

    draw_cached(painter, rect, key, paint)


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

    @property
    def rect(self) -> QRectF:
        """The layout rectangle the panel is painted in (its words stay inside it)."""
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        m = self.margin
        return self._rect.adjusted(-m, -m, m, m)
