"""The table's items other than tiles: the wall, the centre dial, the seats' name plates, captions.

They are painted in code like the tiles, and hold no game logic: the scene
hands them ready-made texts and numbers.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from fengyu.ui.art.tiles import draw_tile
from fengyu.ui.mahjong.layout import WALL_TILES, TableLayout
from fengyu.ui.table_common.geometry import Rect
from fengyu.ui.table_common.panels import (
    GOLD,
    INK,
    MIN_PIXELS,
    MUTED,
    PANEL,
    PanelItem,
    draw_panel,
    fitted,
    panel_font,
)
from fengyu.ui.table_common.plates import PlateLine

RED = QColor(222, 62, 50)


class WallItem(QGraphicsItem):
    """The wall (108 tiles, or the game's own count) as a ring of stacks around the centre; drawn tiles vanish."""

    def __init__(self) -> None:
        super().__init__()
        self._places: list[tuple[float, float, float, float]] = []
        self._span = (0, 0)
        self._tiles = WALL_TILES
        self._layout: TableLayout | None = None
        self.setZValue(-5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # 100+ tiles: paint once per draw

    def set_layout(self, layout: TableLayout) -> None:
        self.prepareGeometryChange()
        self._layout = layout
        self._places = layout.wall_stack_places(self._tiles)
        self._rect = layout.center_rect()

    def set_tiles(self, tiles: int) -> None:
        """The size of the game's wall."""
        if tiles != self._tiles:
            self._tiles = tiles
            if self._layout is not None:
                self.set_layout(self._layout)
            self.update()

    def set_span(self, head: int, tail: int) -> None:
        if (head, tail) != self._span:
            self._span = (head, tail)
            self.update()

    @property
    def span(self) -> tuple[int, int]:
        return self._span

    def head_place(self, *, tail: bool = False) -> QPointF:
        """Where the next tile comes from (the head, or the tail for a kong's replacement)."""
        if not self._places:
            return QPointF()
        head, end = self._span
        index = max(0, min(len(self._places) - 1, end - 1 if tail else head))
        x, y, _rotation, _width = self._places[index]
        return QPointF(x, y)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        if not self._places:
            return QRectF()
        r = self._rect
        return QRectF(r.x, r.y, r.width, r.height).adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        head, tail = self._span
        # Lower tiles first, so that each stack's top tile (even positions) is painted over the one beneath.
        for index in [*range(head | 1, tail, 2), *range(head + head % 2, tail, 2)]:
            x, y, rotation, width = self._places[index]
            painter.save()
            painter.translate(x, y)
            painter.rotate(rotation)
            h = width * 1.25
            draw_tile(painter, QRectF(-width / 2, -h / 2, width, h), None, face_up=False)
            painter.restore()


class LastDiscardMark(QGraphicsItem):
    """A gold pointer at the last tile discarded, wherever it lies, so the eye finds it in the ponds."""

    def __init__(self) -> None:
        super().__init__()
        self._size = 10.0
        self.setZValue(10_000)
        self.hide()

    def point_at(self, x: float, y: float, size: float, turn: float = 0.0) -> None:
        """Point at ``(x, y)`` (the middle of a tile's edge on screen), ``size`` pixels tall, from above turned
        by ``turn`` degrees (0: pointing down, 180: pointing up)."""
        self.prepareGeometryChange()
        self._size = size
        self.setPos(x, y)
        self.setRotation(turn)
        self.show()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        s = self._size
        return QRectF(-s, -s * 1.3, 2 * s, s * 1.4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self._size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(60, 30, 0), max(1.0, s * 0.12)))
        painter.setBrush(GOLD)
        painter.drawPolygon([QPointF(-s * 0.5, -s * 1.15), QPointF(s * 0.5, -s * 1.15), QPointF(0, -s * 0.15)])


class TagItem(PanelItem):
    """A short label on a small panel (the word before a seat's tiles set aside: 花牌, 胡的牌)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.hide()

    def set_text(self, text: str) -> None:
        if text == self.text:
            return
        self.text = text
        self.setToolTip(text)
        self.setVisible(bool(text))
        self.update()

    def line(self) -> PlateLine:
        r = self._rect
        font, shown = fitted(self.text, min(r.height() * 0.36, r.width() * 0.4), r.width() - 4, shrink=0.6)
        return PlateLine(self.text, shown, r.adjusted(2, 0, -2, 0), font, MUTED)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(r, r.width() * 0.15, r.width() * 0.15)
        line = self.line()
        painter.setFont(line.font)
        painter.setPen(line.colour)
        painter.drawText(line.box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, line.shown)


@dataclass
class DialInfo:
    """What the centre dial shows."""

    wall: str = ""
    """The number of tiles left in the wall."""
    wall_caption: str = ""
    hand: str = ""
    timer: str = ""
    turn_side: int | None = None
    labels: list[str] = field(default_factory=lambda: ["", "", "", ""])
    """A short mark for each side (the seat's wind)."""


class DialItem(QGraphicsItem):
    """The centre of the table: tiles left, the hand's number, whose turn it is, the decision timer."""

    def __init__(self) -> None:
        super().__init__()
        self.info = DialInfo()
        self._rect = Rect(0, 0, 0, 0)
        self.setZValue(-4)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_layout(self, layout: TableLayout) -> None:
        self.prepareGeometryChange()
        c = layout.center_half * 0.68  # inside the ring of the wall
        self._rect = Rect(layout.cx - c, layout.cy - c, 2 * c, 2 * c)
        self.update()

    def set_info(self, info: DialInfo) -> None:
        if info != self.info:
            self.info = info
            self.setToolTip(
                "\n".join(t for t in (info.timer, f"{info.wall} {info.wall_caption}", info.hand) if t.strip())
            )
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        r = self._rect
        return QRectF(r.x, r.y, r.width, r.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        size = r.width()
        centre = r.center()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_panel(painter, r, size * 0.12, QPen(QColor(255, 255, 255, 60), max(1.0, size * 0.012)))

        turn = self.info.turn_side
        offsets = ((0.0, 0.39), (0.39, 0.0), (0.0, -0.39), (-0.39, 0.0))  # bottom, right, top, left
        for s, label in enumerate(self.info.labels):
            dx, dy = offsets[s]
            mark = QRectF(centre.x() + (dx - 0.085) * size, centre.y() + (dy - 0.085) * size, 0.17 * size, 0.17 * size)
            if turn == s:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 206, 84, 220))
                painter.drawEllipse(mark)
            painter.setPen(QColor(40, 30, 10) if turn == s else MUTED)
            painter.setFont(panel_font(size * 0.1, bold=turn == s))
            painter.drawText(mark, Qt.AlignmentFlag.AlignCenter, label)
        for line in self.lines():
            painter.setFont(line.font)
            painter.setPen(line.colour)
            painter.drawText(line.box, Qt.AlignmentFlag.AlignCenter, line.shown)

    def lines(self) -> list[PlateLine]:
        """The timer, the tiles left, the caption and the hand, each in its own band between the side marks:
        the letters never grow taller than their band (a small dial shrinks them, then elides)."""
        r = self.boundingRect()
        size, centre = r.width(), r.center()
        out = []
        for text, dy, height, pixels, colour, bold in (
            (self.info.timer, -0.2, 0.12, 0.09, GOLD, True),
            (self.info.wall, -0.04, 0.2, 0.19, INK, True),
            (self.info.wall_caption, 0.1, 0.09, 0.07, MUTED, False),
            (self.info.hand, 0.19, 0.09, 0.065, MUTED, False),
        ):
            box = QRectF(centre.x() - size * 0.3, centre.y() + size * (dy - height / 2), size * 0.6, size * height)
            if not text or box.height() < MIN_PIXELS:
                continue  # too small a dial to letter it legibly: the tooltip holds every line
            font, shown = fitted(text, min(size * pixels, box.height()), box.width(), bold=bold)
            out.append(PlateLine(text, shown, box, font, colour))
        return out


@dataclass
class IndicatorInfo:
    """The wild's corner: the turned-up tile, the wild kind it names, and the caption (钻牌 / Wild)."""

    indicator: int | None = None
    wild: int | None = None
    caption: str = ""


class IndicatorItem(PanelItem):
    """Paofeng's wild (R3): the indicator, an arrow, and the wild tile with its star — hidden in other games."""

    def __init__(self) -> None:
        super().__init__()
        self.info = IndicatorInfo()
        self.setVisible(False)

    def set_info(self, info: IndicatorInfo) -> None:
        if info == self.info:
            return  # refreshed after every step: no repaint for the same words
        self.info = info
        self.setVisible(info.wild is not None)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        info = self.info
        if info.wild is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(r, r.height() * 0.1, r.height() * 0.1)
        caption_h = r.height() * 0.26
        painter.setFont(panel_font(caption_h * 0.72, bold=True))
        painter.setPen(GOLD)
        painter.drawText(QRectF(r.x(), r.y() + 2, r.width(), caption_h), Qt.AlignmentFlag.AlignCenter, info.caption)
        tile_h = r.height() - caption_h - r.height() * 0.1
        tile_w = tile_h * 0.75
        gap = (r.width() - 2 * tile_w) / 3.2
        top = r.y() + caption_h + r.height() * 0.03
        if info.indicator is not None:
            draw_tile(painter, QRectF(r.x() + gap, top, tile_w, tile_h), info.indicator, state="dim")
        painter.setPen(QPen(GOLD, max(1.0, tile_w * 0.06)))
        mid_y = top + tile_h / 2
        left, right = r.x() + gap + tile_w + gap * 0.15, r.x() + 2.2 * gap + tile_w - gap * 0.15
        painter.drawLine(QPointF(left, mid_y), QPointF(right, mid_y))
        painter.drawLine(QPointF(right, mid_y), QPointF(right - gap * 0.35, mid_y - gap * 0.3))
        painter.drawLine(QPointF(right, mid_y), QPointF(right - gap * 0.35, mid_y + gap * 0.3))
        draw_tile(painter, QRectF(r.x() + 2.2 * gap + tile_w, top, tile_w, tile_h), info.wild, wild=True)
