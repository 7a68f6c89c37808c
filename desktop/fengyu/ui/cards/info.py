"""The hand's facts in one panel: the level played, the trump suit, both teams' levels, the points.

Painted in code like the cards; the trump is the suit's own vector symbol on a
white chip, so it reads at a glance in any language. It holds no logic: the
table hands it ready-made words (``fengyu.ui.cards.texts``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from fengyu.core.cards import Suit
from fengyu.ui.art.card_faces import colour_of
from fengyu.ui.art.suits import suit_path
from fengyu.ui.table_common.panels import GOLD, INK, MUTED, PanelItem, draw_panel, fitted, panel_font
from fengyu.ui.table_common.plates import PlateLine

PANEL = QColor(10, 30, 22, 178)
"""A shade darker than the plates' fill: the panel holds more small words."""


@dataclass
class InfoData:
    """What the panel shows: the level chip, the trump chip and a few lines of words."""

    level: str = ""
    level_caption: str = ""
    trump: str | None = None
    """The trump suit letter, or None while it is not known."""
    trump_caption: str = ""
    lines: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class InfoLine(PlateLine):
    """A line of the panel as drawn, with its alignment in its box."""

    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignVCenter


class InfoItem(PanelItem):
    def __init__(self) -> None:
        super().__init__()
        self.data_shown = InfoData()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_data(self, data: InfoData) -> None:
        if data != self.data_shown:
            self.data_shown = data
            self.setToolTip("\n".join([data.level_caption, data.trump_caption, *data.lines]).strip())
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        data = self.data_shown
        # The level chip (the rank played this hand) and the trump chip (the suit's symbol, "?" while unknown).
        level_box, trump_box, unit = self._chips()
        chip = level_box.width()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_panel(painter, r, unit * 0.5, QPen(QColor(255, 255, 255, 60), 1), PANEL)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOLD)
        painter.drawRoundedRect(level_box, unit * 0.4, unit * 0.4)
        painter.setBrush(QColor(252, 250, 244))
        painter.drawRoundedRect(trump_box, unit * 0.4, unit * 0.4)
        painter.setPen(QColor(40, 28, 6))
        painter.setFont(panel_font(chip * (0.5 if len(data.level) > 1 else 0.62), bold=True))
        painter.drawText(level_box, Qt.AlignmentFlag.AlignCenter, data.level)
        if data.trump is not None:
            suit = Suit(data.trump)
            painter.fillPath(suit_path(suit, trump_box.center(), chip * 0.6), colour_of(suit))
        else:
            painter.setPen(QColor(120, 120, 120))
            painter.setFont(panel_font(chip * 0.6, bold=True))
            painter.drawText(trump_box, Qt.AlignmentFlag.AlignCenter, "?")
        for line in self.lines():
            painter.setFont(line.font)
            painter.setPen(line.colour)
            painter.drawText(line.box, line.align, line.shown)

    def _chips(self) -> tuple[QRectF, QRectF, float]:
        """The level chip, the trump chip and the panel's unit of length."""
        r = self._rect
        unit = r.height() / 5.0
        pad, chip = unit * 0.4, unit * 2.5
        level_box = QRectF(r.x() + pad, r.y() + pad, chip, chip)
        return level_box, QRectF(level_box.right() + pad, level_box.y(), chip, chip), unit

    def lines(self) -> list[InfoLine]:
        """The captions under the chips and the lines beside them (the teams' levels, the points, the hand and,
        in gold, the phase), each fitted to its box: shrunk, then elided (the tooltip holds them whole)."""
        r = self._rect
        data = self.data_shown
        level_box, trump_box, unit = self._chips()
        pad = unit * 0.4
        out = []
        for box, text in ((level_box, data.level_caption), (trump_box, data.trump_caption)):
            below = QRectF(box.x() - pad * 0.5, box.bottom(), box.width() + pad, r.bottom() - box.bottom())
            font, shown = fitted(text, unit * 0.62, below.width(), shrink=0.7)
            out.append(InfoLine(text, shown, below, font, MUTED, Qt.AlignmentFlag.AlignCenter))
        text_x = trump_box.right() + pad * 1.5
        width = r.right() - pad - text_x
        line_h = (r.height() - 2 * pad) / max(1, len(data.lines))
        for index, line in enumerate(data.lines):
            last = index == len(data.lines) - 1
            font, shown = fitted(line, unit * 0.64, width, bold=index == 0 or last, shrink=0.6)
            box = QRectF(text_x, r.y() + pad + index * line_h, width, line_h)
            colour = GOLD if last else INK if index == 0 else MUTED
            out.append(InfoLine(line, shown, box, font, colour, Qt.AlignmentFlag.AlignVCenter))
        return out

    def text(self) -> str:
        """The panel's words as plain text (for tests and accessibility)."""
        data = self.data_shown
        return "\n".join([data.level, data.trump or "?", *data.lines])
