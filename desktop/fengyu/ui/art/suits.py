"""The four suit symbols ♠ ♥ ♦ ♣ as vector outlines.

Font glyphs for the suits vary widely between systems (some are thin, some are
emoji); drawing them keeps every pip identical everywhere. Each outline is made
in a unit box — width 1, top at 0 — and scaled by the caller.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QTransform

from fengyu.core.cards import Suit


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 1.0))
    path.cubicTo(0.38, 0.82, 0.0, 0.6, 0.0, 0.3)
    path.cubicTo(0.0, 0.12, 0.12, 0.0, 0.27, 0.0)
    path.cubicTo(0.38, 0.0, 0.47, 0.07, 0.5, 0.18)
    path.cubicTo(0.53, 0.07, 0.62, 0.0, 0.73, 0.0)
    path.cubicTo(0.88, 0.0, 1.0, 0.12, 1.0, 0.3)
    path.cubicTo(1.0, 0.6, 0.62, 0.82, 0.5, 1.0)
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.0))
    path.quadTo(0.68, 0.3, 0.92, 0.55)
    path.quadTo(0.68, 0.8, 0.5, 1.1)
    path.quadTo(0.32, 0.8, 0.08, 0.55)
    path.quadTo(0.32, 0.3, 0.5, 0.0)
    path.closeSubpath()
    return path


_DESIGN = 1000.0
"""Boolean path operations flatten curves with a tolerance fit for pixels, so shapes are joined at this scale."""


def _large(path: QPainterPath) -> QPainterPath:
    return QTransform.fromScale(_DESIGN, _DESIGN).map(path)


def _stem(top: float) -> QPainterPath:
    """The flared foot shared by spade and club."""
    path = QPainterPath(QPointF(0.46, top))
    path.cubicTo(0.45, 0.88, 0.38, 0.99, 0.24, 1.04)
    path.lineTo(0.76, 1.04)
    path.cubicTo(0.62, 0.99, 0.55, 0.88, 0.54, top)
    path.closeSubpath()
    return path


def _spade() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.0))
    path.cubicTo(0.58, 0.15, 1.0, 0.32, 1.0, 0.6)
    path.cubicTo(1.0, 0.77, 0.88, 0.88, 0.74, 0.88)
    path.cubicTo(0.64, 0.88, 0.55, 0.83, 0.5, 0.74)
    path.cubicTo(0.45, 0.83, 0.36, 0.88, 0.26, 0.88)
    path.cubicTo(0.12, 0.88, 0.0, 0.77, 0.0, 0.6)
    path.cubicTo(0.0, 0.32, 0.42, 0.15, 0.5, 0.0)
    path.closeSubpath()
    return _large(path).united(_large(_stem(0.7)))


def _club() -> QPainterPath:
    path = QPainterPath()
    for x, y in ((0.5, 0.25), (0.235, 0.62), (0.765, 0.62)):
        path.addEllipse(QPointF(x, y), 0.235, 0.235)
    path.addRect(QRectF(0.4, 0.35, 0.2, 0.35))
    path.setFillRule(Qt.FillRule.WindingFill)
    return _large(path).simplified().united(_large(_stem(0.62)))


_MAKERS = {Suit.SPADES: _spade, Suit.HEARTS: _heart, Suit.DIAMONDS: _diamond, Suit.CLUBS: _club}


@functools.cache
def _unit(suit: Suit) -> QPainterPath:
    path = _MAKERS[suit]()
    box = path.boundingRect()
    return QTransform.fromScale(1 / box.width(), 1 / box.width()).map(path.translated(-box.topLeft()))


def suit_path(suit: Suit, centre: QPointF, width: float) -> QPainterPath:
    """The outline of ``suit``, ``width`` wide, centred on ``centre``."""
    unit = _unit(suit)
    height = unit.boundingRect().height() * width
    transform = QTransform()
    transform.translate(centre.x() - width / 2, centre.y() - height / 2)
    transform.scale(width, width)
    return transform.map(unit)
