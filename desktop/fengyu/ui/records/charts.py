"""Charts drawn by the app itself (QPainter, no chart library): points over time and outcome shares.

Both scale to any size and say plainly when there is nothing to draw yet. The
colours follow the table's felt, so the statistics look like part of the table.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from fengyu.ui.table_common.felt import FELT

INK = QColor(244, 240, 226)
GOLD = QColor(240, 196, 84)
LOSS = QColor(232, 112, 96)


def _nice_step(span: float, ticks: int = 4) -> int:
    """A round step (1, 2 or 5 times a power of ten) dividing ``span`` into about ``ticks`` parts."""
    raw = max(span / ticks, 1.0)
    power = 10 ** math.floor(math.log10(raw))
    return int(next(m * power for m in (1, 2, 5, 10) if m * power >= raw))


class _Chart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.felt = FELT
        self.empty_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(160, 120)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(420, 240)

    def set_felt(self, colour: QColor) -> None:
        self.felt = colour
        self.update()

    def _background(self, painter: QPainter) -> QRectF:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(self.felt.lighter(150), 1))
        painter.setBrush(self.felt.darker(115))
        painter.drawRoundedRect(rect, 10, 10)
        return rect

    def _say_empty(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(INK)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)


class PointsChart(_Chart):
    """The running total of points, hand after hand (Guafeng: levels climbed), with a zero line and a scale."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: tuple[int, ...] = ()
        self.title = ""

    def set_points(self, points: Sequence[int]) -> None:
        self.points = tuple(points)
        self.update()

    def running(self) -> list[int]:
        return [0, *itertools.accumulate(self.points)]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        rect = self._background(painter)
        metrics = painter.fontMetrics()
        line = metrics.height()
        painter.setPen(INK)
        painter.drawText(
            rect.adjusted(12, 6, -12, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft, self.title
        )
        if not self.points:
            self._say_empty(painter, rect)
            return
        totals = self.running()
        low, high = min(totals), max(totals)
        step = _nice_step(high - low or 1)
        low, high = math.floor(low / step) * step, math.ceil(high / step) * step
        if high == low:
            high += step
        label_width = max(metrics.horizontalAdvance(str(v)) for v in (low, high)) + 10
        plot = rect.adjusted(12 + label_width, line + 14, -14, -line - 10)
        if plot.width() < 20 or plot.height() < 20:
            return

        def place(index: int, value: int) -> QPointF:
            x = plot.left() + plot.width() * index / max(1, len(totals) - 1)
            return QPointF(x, plot.bottom() - plot.height() * (value - low) / (high - low))

        small = QFont(painter.font())
        painter.setFont(small)
        for value in range(low, high + 1, step):
            y = place(0, value).y()
            painter.setPen(QPen(INK if value == 0 else self.felt.lighter(160), 1.5 if value == 0 else 0.6))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(INK)
            painter.drawText(
                QRectF(rect.left() + 4, y - line / 2, label_width, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(value),
            )
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 4, plot.width(), line),
            Qt.AlignmentFlag.AlignRight,
            str(len(self.points)),
        )
        path = QPainterPath(place(0, totals[0]))
        for index, value in enumerate(totals[1:], start=1):
            path.lineTo(place(index, value))
        painter.setPen(QPen(GOLD, 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        if len(totals) <= 60:
            for index, value in enumerate(totals[1:], start=1):
                painter.setBrush(GOLD if self.points[index - 1] >= 0 else LOSS)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawEllipse(place(index, value), 3.5, 3.5)


@dataclass(frozen=True, slots=True)
class Share:
    label: str
    count: int
    colour: QColor


class OutcomeChart(_Chart):
    """A ring of outcome shares (won, self-drawn, dealt in, other) with a legend of counts and percentages."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.shares: list[Share] = []
        self.title = ""

    def set_shares(self, shares: Sequence[Share]) -> None:
        self.shares = list(shares)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        rect = self._background(painter)
        line = painter.fontMetrics().height()
        painter.setPen(INK)
        painter.drawText(
            rect.adjusted(12, 6, -12, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft, self.title
        )
        total = sum(s.count for s in self.shares)
        if total == 0:
            self._say_empty(painter, rect)
            return
        body = rect.adjusted(12, line + 14, -12, -10)
        diameter = min(body.height(), body.width() * 0.45)
        ring = QRectF(body.left(), body.center().y() - diameter / 2, diameter, diameter)
        width = diameter * 0.22
        inner = ring.adjusted(width / 2, width / 2, -width / 2, -width / 2)
        angle = 90 * 16
        for share in self.shares:
            span = -round(360 * 16 * share.count / total)
            if share.count:
                painter.setPen(QPen(share.colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
                painter.drawArc(inner, angle, span)
            angle += span
        painter.setPen(INK)
        painter.drawText(ring, Qt.AlignmentFlag.AlignCenter, str(total))
        legend = QRectF(ring.right() + 16, body.top(), body.right() - ring.right() - 16, body.height())
        rows = len(self.shares)
        row_height = min(line * 1.6, legend.height() / max(1, rows))
        top = legend.center().y() - row_height * rows / 2
        for index, share in enumerate(self.shares):
            y = top + index * row_height
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(share.colour)
            painter.drawRoundedRect(QRectF(legend.left(), y + row_height / 2 - 6, 12, 12), 3, 3)
            painter.setPen(INK)
            text = f"{share.label}  {share.count} ({100 * share.count / total:.0f}%)"
            elided = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(legend.width() - 20))
            painter.drawText(
                QRectF(legend.left() + 20, y, legend.width() - 20, row_height), Qt.AlignmentFlag.AlignVCenter, elided
            )
