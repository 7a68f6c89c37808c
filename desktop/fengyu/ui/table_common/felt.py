"""``FeltScene``: a table scene on a felt of the player's colour, lit from the middle."""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

FELT = QColor(22, 94, 64)
"""The default table colour (preferences may change it)."""


class FeltScene(QGraphicsScene):
    """The felt is the scene's background brush: one gradient, repainted only on a resize or a new colour."""

    def __init__(self) -> None:
        super().__init__()
        self.felt = FELT

    def set_felt(self, colour: QColor) -> None:
        self.felt = colour
        self._paint_felt()

    def _paint_felt(self) -> None:
        """Light the felt for the scene's current size (call after each resize)."""
        rect = self.sceneRect()
        glow = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        glow.setColorAt(0.0, self.felt.lighter(118))
        glow.setColorAt(1.0, self.felt.darker(135))
        self.setBackgroundBrush(QBrush(glow))
