"""The widgets laid over the table: the action buttons and the hint panel.

They sit on the view's viewport (real ``QPushButton``s, so keyboard focus,
shortcuts, accessibility and tests all work as everywhere else in Qt) and are
placed by the table layout on every resize.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from fengyu.core.tiles import format_tiles
from fengyu.ui.art.tiles import draw_tile
from fengyu.ui.table_common.geometry import Rect


@dataclass(frozen=True, slots=True)
class TileMark:
    """A tile drawn inside a hint line, with a short note after it (``×2``)."""

    tile: int
    note: str = ""


Segment = str | TileMark
Line = list[Segment]


_BREAKS = re.compile(
    r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f][\u3000-\u303f\uff01-\uff0f\uff1a-\uff1f]*|\s+|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+"
)
"""Where a line may break: between any two Chinese characters (closing punctuation stays with the one before),
and at spaces between words of other scripts."""


def breakable(text: str, metrics: QFontMetricsF, limit: float) -> list[str]:
    """``text`` cut into the pieces a line may break between; a word wider than ``limit`` is cut where it must."""
    pieces = []
    for found in _BREAKS.findall(text):
        rest = found
        while metrics.horizontalAdvance(rest) > limit > 0 and len(rest) > 1:
            cut = len(rest) - 1
            while cut > 1 and metrics.horizontalAdvance(rest[:cut]) > limit:
                cut -= 1
            pieces.append(rest[:cut])
            rest = rest[cut:]
        pieces.append(rest)
    return pieces


class HintPanel(QWidget):
    """What the player's hand needs (向听, 听牌 with unseen counts), the suggestion, warnings.

    Painted rather than a label, so that tiles appear as small tiles, not words.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.lines: list[Line] = []
        self._pixels = 14.0
        self._wanted = 14.0
        self._max_width = 300
        self._max_height = 100_000
        self.rows: list[list[tuple[Segment, float, float, float]]] = []
        """The lines as laid out at the last fit: each piece with its x, row and width (painted as they are)."""
        self.hide()

    def place(self, rect: Rect, pixels: float, max_height: float = 100_000) -> None:
        """Top left at ``rect``'s, at most its width and ``max_height`` tall; the letters shrink (to no less than
        9 pixels) before the panel would grow taller."""
        self._wanted = max(11.0, pixels)
        self._max_width = round(rect.width)
        self._max_height = round(max_height)
        self.move(round(rect.x), round(rect.y))
        self._fit()

    def show_lines(self, lines: list[Line]) -> None:
        self.lines = lines
        self._fit()
        self.setVisible(bool(lines))
        self.update()

    def text(self) -> str:
        """The panel's content as plain text (tiles by their notation), for tests and accessibility."""
        return "\n".join(
            "".join(s if isinstance(s, str) else f"[{format_tiles([s.tile])}]{s.note}" for s in line)
            for line in self.lines
        )

    def _font(self, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(round(self._pixels))
        font.setBold(bold)
        return font

    def _flow(self) -> list[list[tuple[Segment, float, float, float]]]:
        """Segments with their x, row and width, wrapped to the panel's width."""
        metrics = QFontMetricsF(self._font())
        pad = self._pixels * 0.7
        tile_w = self._pixels * 1.15
        rows: list[list[tuple[Segment, float, float, float]]] = []
        limit = self._max_width - 2 * pad
        for line in self.lines:
            row: list[tuple[Segment, float, float, float]] = []
            x = 0.0
            pieces: list[Segment] = []
            for segment in line:
                pieces += breakable(segment, metrics, limit) if isinstance(segment, str) else [segment]
            for piece in pieces:
                if isinstance(piece, str):
                    width = metrics.horizontalAdvance(piece)
                else:
                    width = tile_w + metrics.horizontalAdvance(piece.note + " ")
                if x + width > limit and row:
                    rows.append(row)
                    row, x = [], 0.0
                    if isinstance(piece, str) and not piece.strip():
                        continue  # a line never starts with the space it broke at
                row.append((piece, x, 0.0, width))
                x += width
            rows.append(row)
        return rows

    def _fit(self) -> None:
        self._pixels = self._wanted
        rows = self._flow()
        while self._pixels > 9 and len(rows) * self._pixels * 1.7 + 1.4 * self._pixels > self._max_height:
            self._pixels -= 1
            rows = self._flow()
        self.rows = rows
        pad = self._pixels * 0.7
        widest = max((r[-1][1] + r[-1][3] for r in rows if r), default=0.0)
        self.resize(round(min(self._max_width, widest + 2 * pad)), round(len(rows) * self._pixels * 1.7 + 2 * pad))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(255, 255, 255, 60))
        painter.setBrush(QColor(8, 26, 19, 190))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
        pad = self._pixels * 0.7
        line_h = self._pixels * 1.7
        painter.setFont(self._font())
        painter.setPen(QColor(246, 241, 224))
        for index, row in enumerate(self.rows):
            top = pad + index * line_h
            for piece, x, _row, width in row:
                left = pad + x
                if isinstance(piece, str):
                    painter.drawText(QRectF(left, top, width + 4, line_h), Qt.AlignmentFlag.AlignVCenter, piece)
                    continue
                tile_h = line_h * 0.92
                draw_tile(painter, QRectF(left, top + (line_h - tile_h) / 2, tile_h * 0.75, tile_h), piece.tile)
                note = QRectF(left + self._pixels * 1.15, top, width, line_h)
                painter.drawText(note, Qt.AlignmentFlag.AlignVCenter, piece.note)
        painter.end()
