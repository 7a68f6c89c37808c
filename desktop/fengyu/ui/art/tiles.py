"""Mahjong tiles: ``draw_tile`` paints one into a rect, ``TileItem`` puts one on a table scene.

A tile is drawn as a real one seen slightly from above: an ivory face with a
bevelled edge and, below it, the tile's thickness — ivory bone over a blue back
layer, like the two-layer sets of Chinese tables; blue also stands out on green
felt. Face down, the blue back is on top. The tile fills its rect; its shadow
and any state glow spill out by at most ``bleed(width, height)``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from fengyu.ui.art.effects import paint_over, paint_under, rounded
from fengyu.ui.art.piece import PieceItem
from fengyu.ui.art.pixmaps import draw_cached
from fengyu.ui.art.states import look_of
from fengyu.ui.art.tile_faces import paint_face

TILE_KINDS = 34
TILE_SIZE = (36.0, 48.0)
"""The default size of a ``TileItem`` (3:4); layouts set their own with ``set_size``."""

FACE_LIGHT = QColor(255, 253, 245)
FACE_SHADE = QColor(238, 229, 205)
BONE = QColor(222, 208, 172)
BACK_LIGHT = QColor(70, 140, 220)
BACK = QColor(30, 92, 176)
BACK_DARK = QColor(16, 56, 120)
INLAY = QColor(200, 225, 255)
WILD_GOLD = QColor(255, 190, 30)
WILD_RIM = QColor(150, 70, 0)

_DEPTH = 0.115
"""The visible thickness, as a share of the tile's height."""
_BACK_LAYER = 0.5
"""The share of that thickness that is the coloured back layer."""


def draw_tile(
    painter: QPainter,
    rect: QRectF,
    tile: int | None,
    *,
    face_up: bool = True,
    state: str = "normal",
    wild: bool = False,
) -> None:
    """Paint ``tile`` (kind 0..33, or ``None`` for an unknown tile, shown as its back) into ``rect``.

    ``state`` is one of ``STATES``; ``wild`` marks a face-up tile as the hand's wild
    (Paofeng's 钻牌) with a gold star in its corner, the same in every language.
    The rendering is cached per look, size and device scale, so repainting a
    table of tiles costs a blit each.
    """
    look_of(state)
    shown = _checked(tile) if face_up else None
    marked = wild and shown is not None
    key = f"tile|{'back' if shown is None else int(shown)}|{state}|{'wild' if marked else ''}"
    draw_cached(painter, rect, key, lambda p, r: _paint_tile(p, r, shown, state, marked))


def tile_icon(tile: int, height: int, *, wild: bool = False) -> QIcon:
    """``tile`` as a small picture for a button (a claim names its tile by showing it), ``height`` pixels tall."""
    width = round(height * 0.75)
    pixmap = QPixmap(width * 2, height * 2)  # drawn at twice the size: crisp on a high-density screen too
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(2, 2)
    draw_tile(painter, QRectF(1, 1, width - 2, height - 2), tile, wild=wild)
    painter.end()
    pixmap.setDevicePixelRatio(2)
    return QIcon(pixmap)


def _checked(tile: int | None) -> int | None:
    if tile is not None and not 0 <= tile < TILE_KINDS:
        raise ValueError(f"no tile kind {tile!r}; kinds are 0..{TILE_KINDS - 1}")
    return tile


def _paint_tile(painter: QPainter, rect: QRectF, tile: int | None, state: str, wild: bool = False) -> None:
    look = look_of(state)
    width, height = rect.width(), rect.height()
    radius = 0.14 * width
    depth = _DEPTH * height
    paint_under(painter, rect, radius, look)

    upper, lower = (BONE, BACK_DARK) if tile is not None else (BACK_DARK, BONE)
    painter.fillPath(rounded(rect, radius), _vertical(lower.lighter(112), lower.darker(110), rect))
    upper_rect = rect.adjusted(0, 0, 0, -depth * _BACK_LAYER)
    painter.fillPath(rounded(upper_rect, radius), _vertical(upper.lighter(108), upper.darker(106), upper_rect))

    face = QRectF(rect.x(), rect.y(), width, height - depth)
    face_path = rounded(face, radius)
    if tile is None:
        _paint_back(painter, face, radius)
    else:
        shade = QLinearGradient(face.topLeft(), face.bottomRight())
        shade.setColorAt(0.0, FACE_LIGHT)
        shade.setColorAt(1.0, FACE_SHADE)
        painter.fillPath(face_path, QBrush(shade))
        margin_x, margin_y = 0.085 * width, 0.07 * face.height()
        paint_face(painter, face.adjusted(margin_x, margin_y, -margin_x, -margin_y), tile)
        if wild:
            _paint_wild_mark(painter, face)

    line = max(0.6, 0.022 * width)
    bevel = QLinearGradient(face.topLeft(), face.bottomLeft())
    bevel.setColorAt(0.0, QColor(255, 255, 255, 230))
    bevel.setColorAt(0.5, QColor(255, 255, 255, 40))
    bevel.setColorAt(1.0, QColor(0, 0, 0, 40))
    painter.setPen(QPen(QBrush(bevel), line))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(rounded(face.adjusted(line, line, -line, -line), radius - line))
    painter.setPen(QPen(QColor(60, 48, 30, 120), max(0.5, 0.018 * width)))
    painter.drawPath(rounded(rect, radius))
    paint_over(painter, rect, radius, look)


def _paint_wild_mark(painter: QPainter, face: QRectF) -> None:
    """The wild's mark: a gold five-pointed star with a dark rim in the face's top-right corner."""
    radius = 0.2 * face.width()
    centre = QPointF(face.right() - radius * 1.05, face.top() + radius * 1.05)
    star = QPainterPath()
    for point in range(10):
        r = radius if point % 2 == 0 else radius * 0.45
        angle = math.radians(-90 + 36 * point)
        corner = centre + QPointF(r * math.cos(angle), r * math.sin(angle))
        if point == 0:
            star.moveTo(corner)
        else:
            star.lineTo(corner)
    star.closeSubpath()
    painter.setPen(QPen(WILD_RIM, max(0.6, 0.03 * face.width())))
    painter.setBrush(WILD_GOLD)
    painter.drawPath(star)


def _vertical(top: QColor, bottom: QColor, rect: QRectF) -> QBrush:
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, top)
    gradient.setColorAt(1.0, bottom)
    return QBrush(gradient)


def _paint_back(painter: QPainter, face: QRectF, radius: float) -> None:
    """The blue back: lit from the upper left, with an inlaid frame and a lozenge medallion."""
    shade = QLinearGradient(face.topLeft(), face.bottomRight())
    shade.setColorAt(0.0, BACK_LIGHT)
    shade.setColorAt(0.55, BACK)
    shade.setColorAt(1.0, BACK_DARK)
    painter.fillPath(rounded(face, radius), QBrush(shade))
    width = face.width()
    inlay = QColor(INLAY)
    inlay.setAlpha(90)
    painter.setPen(QPen(inlay, max(0.6, 0.03 * width)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = 0.13 * width
    painter.drawPath(rounded(face.adjusted(inset, inset, -inset, -inset), radius * 0.5))
    centre = face.center()
    for size, alpha in ((0.2, 70), (0.1, 110)):
        half_w, half_h = size * width, size * width * 1.35
        lozenge = QPainterPath()
        lozenge.moveTo(centre + QPointF(0, -half_h))
        lozenge.lineTo(centre + QPointF(half_w, 0))
        lozenge.lineTo(centre + QPointF(0, half_h))
        lozenge.lineTo(centre + QPointF(-half_w, 0))
        lozenge.closeSubpath()
        painter.fillPath(lozenge, QColor(INLAY.red(), INLAY.green(), INLAY.blue(), alpha))


class TileItem(PieceItem):
    """One mahjong tile on a table: ``tile`` is its kind (0..33) or ``None`` when unknown (drawn as a back)."""

    def __init__(
        self,
        tile: int | None = None,
        *,
        face_up: bool = True,
        state: str = "normal",
        interactive: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(*TILE_SIZE, face_up=face_up, state=state, interactive=interactive, parent=parent)
        self._tile = _checked(tile)
        self._wild = False

    @property
    def wild(self) -> bool:
        """Whether the tile carries the wild's mark (Paofeng's 钻牌)."""
        return self._wild

    @wild.setter
    def wild(self, value: bool) -> None:
        if value != self._wild:
            self._wild = value
            self.update()

    @property
    def tile(self) -> int | None:
        return self._tile

    @tile.setter
    def tile(self, value: int | None) -> None:
        if value != self._tile:
            self._tile = _checked(value)
            self.update()

    def _draw(self, painter: QPainter, rect: QRectF) -> None:
        draw_tile(painter, rect, self._tile, face_up=self.face_up, state=self.state, wild=self._wild)
