"""``TablePreview``: a still of each game's table on its card, on the player's felt.

The pieces need the tile and card painters (``fengyu.ui.home.preview_art``),
which the window's first frame does not wait for: a preview shows its felt
alone until ``show_table`` is called, just after that frame, and then the
pieces on it at every paint.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPaintEvent, QPen, QRadialGradient
from PySide6.QtWidgets import QSizePolicy, QWidget


class TablePreview(QWidget):
    def __init__(self, game: str, felt: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.felt = felt
        self._pieces: Callable[[QPainter, QRectF, str], None] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(120, 70)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(320, 200)

    @property
    def shows_table(self) -> bool:
        """Whether the pieces are drawn (``show_table``), not the felt alone."""
        return self._pieces is not None

    def show_table(self) -> None:
        """Draw the pieces from now on (loads the tile and card painters)."""
        from fengyu.ui.home.preview_art import paint_pieces  # noqa: PLC0415 - after the first frame

        self._pieces = paint_pieces
        self.update()

    def set_felt(self, colour: QColor) -> None:
        self.felt = colour
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        table = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        if table.height() > table.width() * 0.8:  # a table, not a tower: the spare height stays around it
            table.setTop(table.center().y() - table.width() * 0.4)
            table.setHeight(table.width() * 0.8)
        glow = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.7)
        glow.setColorAt(0.0, self.felt.lighter(122))
        glow.setColorAt(1.0, self.felt.darker(140))
        # A path filled and stroked, not setBrush/setPen and drawRoundedRect: resolving those calls' overloads
        # makes PySide build the Qt namespace, which the first frame does without (fengyu.ui.home.screen).
        outline = QPainterPath()
        outline.addRoundedRect(table, 14, 14)
        painter.fillPath(outline, QBrush(glow))
        edge = QPen()
        edge.setColor(self.felt.darker(170))
        edge.setWidthF(2)
        painter.strokePath(outline, edge)
        if self._pieces is not None:
            self._pieces(painter, table, self.game)
        painter.end()
