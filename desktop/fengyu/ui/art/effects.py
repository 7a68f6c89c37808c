"""Light around a piece: its shadow, glow, veil and outline, painted from a state's ``Look``.

Tiles and cards are both rounded rectangles, so the effects take the body as a
rect and a corner radius. Soft edges are built from a few stacked translucent
rounded rects rather than a blur filter: QPainter has no blur, and a handful of
layers is indistinguishable at piece sizes and stays pure vector work.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from fengyu.ui.art.states import Look

_LAYERS = 7


def bleed(width: float, height: float) -> float:
    """How far beyond its rect a piece of this size may paint (shadow, glow); bounding rects include it."""
    return 0.18 * min(width, height) + 2.0


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _grown(rect: QRectF, radius: float, by: float) -> QPainterPath:
    return rounded(rect.adjusted(-by, -by, by, by), max(radius + by, 0.0))


def paint_under(painter: QPainter, body: QRectF, radius: float, look: Look) -> None:
    """The glow and the cast shadow, both behind the body (paint the body afterwards)."""
    width = body.width()
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    if look.glow is not None:
        reach = look.glow_size * width
        for layer in range(_LAYERS, 0, -1):
            colour = QColor(look.glow)
            colour.setAlphaF(0.16 + 0.1 * (_LAYERS - layer) / _LAYERS)
            painter.setBrush(colour)
            painter.drawPath(_grown(body, radius, reach * layer / _LAYERS))
    offset = look.shadow_offset * width
    blur = look.shadow_blur * width
    cast = body.translated(offset * 0.45, offset)
    shadow = QColor(0, 0, 0)
    shadow.setAlphaF(look.shadow_alpha / _LAYERS)
    painter.setBrush(shadow)
    for layer in range(_LAYERS):
        painter.drawPath(_grown(cast, radius, blur * (layer / (_LAYERS - 1) - 0.35)))
    painter.restore()


def paint_over(painter: QPainter, body: QRectF, radius: float, look: Look) -> None:
    """The veil and the outline, over the finished body."""
    path = rounded(body, radius)
    painter.save()
    if look.veil is not None:
        painter.fillPath(path, look.veil)
    if look.outline is not None:
        width = max(1.3, 0.038 * body.width())
        pen = QPen(look.outline, width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = width / 2
        painter.drawPath(rounded(body.adjusted(inset, inset, -inset, -inset), max(radius - inset, 0.0)))
    painter.restore()
