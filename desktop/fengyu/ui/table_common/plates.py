"""Items both tables draw over the felt: a seat's name plate and the captions that pop up over a seat.

They are painted in code and hold no game logic: each table hands them ready-made texts.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPixmapCache
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from fengyu.ui.table_common.geometry import Rect, caption_reach
from fengyu.ui.table_common.panels import GOLD, INK, MUTED, PanelItem, draw_panel, fitted, panel_font


@dataclass
class PlateInfo:
    """One seat's plate: its name, a detail line, the score, and badges (text, colour) with what each means."""

    name: str = ""
    detail: str = ""
    score: str = ""
    badges: list[tuple[str, QColor]] = field(default_factory=list)
    active: bool = False
    legend: list[str] = field(default_factory=list)
    """One line per badge, in order: its mark and what it means (the plate's tooltip lists them)."""


@dataclass(frozen=True, slots=True)
class PlateLine:
    """One line of words as a plate draws it: the whole text, what fits, where and in which font."""

    text: str
    shown: str
    box: QRectF
    font: QFont
    colour: QColor


class PlateItem(PanelItem):
    """A seat's name plate; it glows while the seat is to act. Words that do not fit shrink, then are elided,
    and the tooltip always holds them whole, with the meaning of every badge."""

    margin = 6.0

    def __init__(self) -> None:
        super().__init__()
        self.info = PlateInfo()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_info(self, info: PlateInfo) -> None:
        """Show ``info``; the same again changes nothing (a table refreshes every plate after each step, and a
        repaint of its cached picture costs the frame)."""
        if info == self.info:
            return
        self.info = info
        self._tip()
        self.update()

    def set_rect(self, rect: Rect) -> None:
        super().set_rect(rect)
        self._tip()

    def _tip(self) -> None:
        words = [self.info.name, self.info.detail, self.info.score, *self.info.legend]
        self.setToolTip("\n".join(w for w in words if w))

    def _badge_size(self) -> float:
        return self._rect.height() * 0.3

    def _text_rect(self) -> QRectF:
        pad = self._rect.height() * 0.12
        return self._rect.adjusted(pad, pad * 0.7, -pad, -pad * 0.7)

    def badge_font(self) -> QFont:
        return panel_font(self._badge_size() * 0.6, bold=True)

    def badge_boxes(self) -> list[QRectF]:
        """Where each badge is drawn, right to left from the plate's top right corner (in badge order); a badge
        is as wide as its mark needs (胡1, D3), never narrower than it is tall."""
        size, text = self._badge_size(), self._text_rect()
        metrics = QFontMetricsF(self.badge_font())
        x = text.right()
        boxes = []
        for label, _colour in reversed(self.info.badges):
            width = max(size, metrics.horizontalAdvance(label) + size * 0.4)
            x -= width
            boxes.append(QRectF(x, text.y(), width, size))
            x -= size * 0.15
        return list(reversed(boxes))

    def lines(self) -> list[PlateLine]:
        """The name (left of the badges), the detail and the score, fitted to the plate."""
        h, text = self._rect.height(), self._text_rect()
        boxes = self.badge_boxes()
        name_width = (boxes[0].x() - h * 0.04 if boxes else text.right()) - text.x()
        out = []
        for value, colour, size, bold, top, height, width in (
            (self.info.name, INK, 0.24, True, 0.0, 0.3, name_width),
            (self.info.detail, MUTED, 0.17, False, 0.3, 0.24, text.width()),
            (self.info.score, GOLD, 0.22, True, 0.54, 0.28, text.width()),
        ):
            font, shown = fitted(value, h * size, width, bold=bold, shrink=0.6)
            out.append(PlateLine(value, shown, QRectF(text.x(), text.y() + h * top, width, h * height), font, colour))
        return out

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        h = r.height()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QPen(GOLD, max(2.0, h * 0.05)) if self.info.active else QPen(QColor(255, 255, 255, 50), 1)
        draw_panel(painter, r, h * 0.16, frame)
        size = self._badge_size()
        for (label, colour), badge in zip(self.info.badges, self.badge_boxes(), strict=True):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(badge, size * 0.3, size * 0.3)
            painter.setPen(QColor(255, 255, 255))
            painter.setFont(self.badge_font())
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, label)
        for line in self.lines():
            painter.setFont(line.font)
            painter.setPen(line.colour)
            painter.drawText(line.box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line.shown)


@functools.lru_cache(maxsize=128)
def _outline(text: str, pixels: int) -> QPainterPath:
    """The glyphs of ``text`` in the bold panel font of ``pixels`` height, centred on the origin."""
    path = QPainterPath()
    path.addText(0, 0, panel_font(pixels, bold=True), text)
    path.translate(-path.boundingRect().center())
    return path


class CaptionItem(QGraphicsObject):
    """A word that pops up over a seat (碰, 杠, 胡 …) or a score change, then fades away.

    The outlined word is drawn once into a picture at the screen's density and blitted, scaled, on every frame
    of its pop: an item cache would paint the stroked path again for each new scale. The outline and the picture
    are kept for the next caption with the same words (the same calls and points recur all hand long, and
    building one cost the step that shows it several milliseconds).
    """

    def __init__(self, text: str, colour: QColor, pixels: float) -> None:
        super().__init__()
        self._text = text
        self._colour = colour
        self._font = panel_font(pixels, bold=True)
        self._path = _outline(text, self._font.pixelSize())
        self._bounds = self._path.boundingRect().adjusted(-8, -8, 8, 8)
        self.setZValue(20_000)
        self._rise = 0.0

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        ratio = max(1.0, painter.device().devicePixelRatioF())
        key = f"fengyu-caption|{self._text}|{self._colour.rgba()}|{self._font.pixelSize()}@{ratio}"
        # PySide6 returns the cached pixmap or None; its stub knows only the C++ out-parameter forms
        picture: QPixmap | None = QPixmapCache.find(key)  # type: ignore[call-overload]
        if picture is None:
            picture = self._draw(ratio)
            QPixmapCache.insert(key, picture)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(self._bounds.topLeft(), picture)

    def _draw(self, ratio: float) -> QPixmap:
        bounds = self._bounds
        picture = QPixmap(math.ceil(bounds.width() * ratio), math.ceil(bounds.height() * ratio))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        with QPainter(picture) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.translate(-bounds.topLeft())
            outline = QPen(QColor(30, 20, 10, 220), max(2.0, self._font.pixelSize() * 0.12))
            outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.strokePath(self._path, outline)
            painter.fillPath(self._path, self._colour)
        return picture

    def animation(self, duration: int, rise: float) -> QSequentialAnimationGroup:
        """Pop in, hold, rise a little and fade; the caller starts it and removes the item when done."""
        self._rise = rise
        self.setScale(0.4)
        self.setOpacity(0.0)
        sequence = QSequentialAnimationGroup(self)
        pop = QParallelAnimationGroup(sequence)
        for name, start, end in ((b"scale", 0.4, 1.0), (b"opacity", 0.0, 1.0)):
            step = QPropertyAnimation(self, name, pop)
            step.setDuration(max(1, duration // 4))
            step.setStartValue(start)
            step.setEndValue(end)
            step.setEasingCurve(QEasingCurve.Type.OutBack)
            pop.addAnimation(step)
        sequence.addAnimation(pop)
        sequence.addPause(max(1, duration // 2))
        fade = QParallelAnimationGroup(sequence)
        leave = QPropertyAnimation(self, b"pos", fade)
        leave.setDuration(max(1, duration // 4))
        leave.setEndValue(self.pos() + QPointF(0, -rise))
        vanish = QPropertyAnimation(self, b"opacity", fade)
        vanish.setDuration(max(1, duration // 4))
        vanish.setEndValue(0.0)
        fade.addAnimation(leave)
        fade.addAnimation(vanish)
        sequence.addAnimation(fade)
        return sequence

    @property
    def text(self) -> str:
        return self._text

    def reach(self) -> Rect:
        """The part of the scene the caption covers from the moment it pops in (overshooting its size) until it
        has risen and faded (as its ``animation`` moves it, from where it is now)."""
        bounds = self.boundingRect()
        return caption_reach(self.x(), self.y(), bounds.width(), bounds.height(), self._rise)
