"""The engravings on mahjong tile faces: characters 萬, dots 筒, bamboo 条, winds and dragons.

Every face is designed once in a fixed design space of 100 × 128 units (the carved
area of a tile) and scaled to the tile, so proportions hold at every size. The
arrangements follow the ones players know from real sets — diagonal 3 dots, the
two-colour 6 and 7 dots, the M/W of 8 bamboo, the bird of 1 bamboo — while the
drawing itself is this module's own.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from fengyu.ui.art.glyphs import text_path

DESIGN_WIDTH = 100.0
DESIGN_HEIGHT = 128.0

INK = QColor(22, 34, 66)
RED = QColor(200, 26, 32)
GREEN = QColor(14, 122, 68)
BLUE = QColor(26, 78, 160)
GOLD = QColor(222, 150, 30)

_NUMERALS = "一二三四五六七八九"
_HONOURS = {1: ("東", INK), 2: ("南", INK), 3: ("西", INK), 4: ("北", INK), 6: ("發", GREEN), 7: ("中", RED)}
_SUITS = "mpsz"


def paint_face(painter: QPainter, box: QRectF, tile: int) -> None:
    """Engrave the face of ``tile`` (kind 0..33) centred in ``box`` (the face inside its margins)."""
    suit, rank = _SUITS[tile // 9], tile % 9 + 1
    scale = min(box.width() / DESIGN_WIDTH, box.height() / DESIGN_HEIGHT)
    painter.save()
    painter.translate(box.center())
    painter.scale(scale, scale)
    painter.translate(-DESIGN_WIDTH / 2, -DESIGN_HEIGHT / 2)
    painter.setPen(Qt.PenStyle.NoPen)
    _PAINTERS[suit](painter, rank)
    painter.restore()


def _engraved(painter: QPainter, path: QPainterPath, colour: QColor) -> None:
    """Fill ``path`` as paint in a carved groove: a light lip below-right, the colour, a faint sheen."""
    painter.fillPath(path.translated(0.9, 1.1), QColor(255, 255, 255, 200))
    gradient = QLinearGradient(path.boundingRect().topLeft(), path.boundingRect().bottomRight())
    gradient.setColorAt(0.0, colour.lighter(118))
    gradient.setColorAt(1.0, colour.darker(112))
    painter.fillPath(path, QBrush(gradient))


# -- 萬 characters -----------------------------------------------------------------------------


def _characters(painter: QPainter, rank: int) -> None:
    numeral = text_path(_NUMERALS[rank - 1], QRectF(2, -5, 96, 70), em=True)
    _engraved(painter, numeral, INK)
    _engraved(painter, text_path("萬", QRectF(12, 67, 76, 60)), RED)


# -- 筒 dots -------------------------------------------------------------------------------------

_B, _G, _R = BLUE, GREEN, RED
_DOTS: dict[int, tuple[float, list[tuple[float, float, QColor]]]] = {
    2: (23, [(50, 33, _G), (50, 95, _B)]),
    3: (18.5, [(21, 20, _B), (50, 64, _R), (79, 108, _G)]),
    4: (19.5, [(27, 35, _B), (73, 35, _G), (27, 93, _G), (73, 93, _B)]),
    5: (16.5, [(25, 24, _B), (75, 24, _G), (50, 64, _R), (25, 104, _G), (75, 104, _B)]),
    6: (15.5, [(30, 19, _G), (70, 19, _G), (30, 72, _R), (70, 72, _R), (30, 109, _R), (70, 109, _R)]),
    7: (
        13.5,
        [(18, 15, _G), (50, 28, _G), (82, 41, _G), (30, 79, _R), (70, 79, _R), (30, 113, _R), (70, 113, _R)],
    ),
    8: (14.5, [(x, y, _B) for y in (16, 48, 80, 112) for x in (30, 70)]),
    9: (14.5, [(x, y, c) for y, c in ((18, _B), (64, _R), (110, _G)) for x in (18, 50, 82)]),
}


def _ring(cx: float, cy: float, outer: float, inner: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), outer, outer)
    if inner > 0:
        path.addEllipse(QPointF(cx, cy), inner, inner)
    return path


def _shaded(colour: QColor, cx: float, cy: float, r: float) -> QBrush:
    """A colour lit from the upper left, so flat rings read as slightly domed enamel."""
    gradient = QRadialGradient(QPointF(cx - 0.35 * r, cy - 0.4 * r), 1.6 * r)
    gradient.setColorAt(0.0, colour.lighter(135))
    gradient.setColorAt(1.0, colour.darker(118))
    return QBrush(gradient)


def _coin(painter: QPainter, cx: float, cy: float, r: float, colour: QColor) -> None:
    """One dot: an enamelled coin of two rings around a contrasting centre."""
    painter.fillPath(_ring(cx + 0.6, cy + 0.8, r, 0), QColor(255, 255, 255, 190))
    painter.fillPath(_ring(cx, cy, r, 0.78 * r), _shaded(colour, cx, cy, r))
    painter.fillPath(_ring(cx, cy, 0.6 * r, 0.4 * r), _shaded(colour, cx, cy, r))
    centre = RED if colour != RED else GREEN
    painter.fillPath(_ring(cx, cy, 0.25 * r, 0), _shaded(centre, cx, cy, 0.25 * r))


def _one_dot(painter: QPainter) -> None:
    """The big ornate 1 dot: a beaded green rim, a blue band, a red ring and a blue flower."""
    cx, cy, r = 50.0, 64.0, 46.0
    painter.fillPath(_ring(cx + 0.8, cy + 1.0, r, 0), QColor(255, 255, 255, 190))
    for i in range(20):
        angle = math.tau * i / 20
        painter.fillPath(
            _ring(cx + 0.9 * r * math.cos(angle), cy + 0.9 * r * math.sin(angle), 0.105 * r, 0),
            _shaded(GREEN, cx, cy, r),
        )
    painter.fillPath(_ring(cx, cy, 0.77 * r, 0.6 * r), _shaded(BLUE, cx, cy, r))
    painter.fillPath(_ring(cx, cy, 0.53 * r, 0.45 * r), _shaded(RED, cx, cy, r))
    petal = QPainterPath()
    petal.moveTo(0, 0)
    petal.cubicTo(0.14 * r, -0.12 * r, 0.13 * r, -0.32 * r, 0, -0.4 * r)
    petal.cubicTo(-0.13 * r, -0.32 * r, -0.14 * r, -0.12 * r, 0, 0)
    painter.save()
    painter.translate(cx, cy)
    for i in range(8):
        painter.save()
        painter.rotate(45 * i)
        painter.fillPath(petal, _shaded(BLUE if i % 2 == 0 else GREEN, 0, -0.2 * r, 0.25 * r))
        painter.restore()
    painter.fillPath(_ring(0, 0, 0.13 * r, 0), _shaded(RED, 0, 0, 0.13 * r))
    painter.fillPath(_ring(0, 0, 0.05 * r, 0), QColor(255, 246, 220))
    painter.restore()


def _dots(painter: QPainter, rank: int) -> None:
    if rank == 1:
        _one_dot(painter)
        return
    radius, dots = _DOTS[rank]
    for cx, cy, colour in dots:
        _coin(painter, cx, cy, radius, colour)


# -- 条 bamboo -----------------------------------------------------------------------------------

_Stick = tuple[float, float, float, QColor, float]  # centre x, centre y, length, colour, tilt in degrees


def _stick(painter: QPainter, cx: float, cy: float, length: float, colour: QColor, *, tilt: float = 0.0) -> None:
    """One bamboo stick: a rounded cane with swollen nodes at the ends and in the middle."""
    width = 14.0
    half = length / 2
    painter.save()
    painter.translate(cx, cy)
    painter.rotate(tilt)
    cane = QPainterPath()
    cane.addRoundedRect(QRectF(-width / 2, -half, width, length), width * 0.42, width * 0.42)
    painter.fillPath(cane.translated(0.7, 0.9), QColor(255, 255, 255, 190))
    shade = QLinearGradient(-width / 2, 0, width / 2, 0)
    shade.setColorAt(0.0, colour.darker(125))
    shade.setColorAt(0.35, colour.lighter(135))
    shade.setColorAt(1.0, colour.darker(140))
    painter.fillPath(cane, QBrush(shade))
    node_colour = colour.darker(150)
    for y in (-half + 0.09 * length, 0.0, half - 0.09 * length):
        node = QPainterPath()
        node.addRoundedRect(QRectF(-0.62 * width, y - 0.055 * length, 1.24 * width, 0.11 * length), 2.2, 2.2)
        painter.fillPath(node, node_colour)
        painter.fillRect(QRectF(-0.5 * width, y - 0.35, width, 0.7), QColor(255, 255, 255, 150))
    highlight = QPen(QColor(255, 255, 255, 150), 1.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(highlight)
    for top, bottom in ((-half + 0.2 * length, -0.09 * length), (0.09 * length, half - 0.2 * length)):
        painter.drawLine(QPointF(-0.14 * width, top), QPointF(-0.14 * width, bottom))
    painter.restore()


def _bamboo_layout(rank: int) -> list[_Stick]:
    g, b, r = GREEN, BLUE, RED
    tall, short = 58.0, 38.0
    top, bottom = 32.0, 96.0
    rows3 = (21.0, 64.0, 107.0)
    layouts: dict[int, list[_Stick]] = {
        2: [(50, top, tall, b, 0), (50, bottom, tall, g, 0)],
        3: [(50, top, tall, b, 0), (30, bottom, tall, g, 0), (70, bottom, tall, g, 0)],
        4: [(30, top, tall, g, 0), (70, top, tall, b, 0), (30, bottom, tall, b, 0), (70, bottom, tall, g, 0)],
        5: [
            (19, top, tall, g, 0),
            (81, top, tall, b, 0),
            (50, 64, tall, r, 0),
            (19, bottom, tall, b, 0),
            (81, bottom, tall, g, 0),
        ],
        6: [(x, y, tall, g if y == top else b, 0) for y in (top, bottom) for x in (17, 50, 83)],
        7: [(50, rows3[0], short, r, 0), *((x, y, short, g, 0) for y in rows3[1:] for x in (17, 50, 83))],
        8: [
            (x, y, tall, colour, tilt * (1 if y == top else -1))
            for y in (top, bottom)
            for x, colour, tilt in ((10, g, 0), (33, b, 15), (67, b, -15), (90, g, 0))
        ],
        9: [(x, y, short, colour, 0) for y in rows3 for x, colour in ((17, g), (50, r), (83, b))],
    }
    return layouts[rank]


def _bird(painter: QPainter) -> None:
    """1 bamboo: a plump sparrow with a red crest and a fanned tail, perched on a cane."""
    _stick(painter, 52, 113, 78, GREEN, tilt=90)
    tail_colours = (BLUE, GREEN, BLUE)
    for angle, colour in zip((30, 48, 66), tail_colours, strict=True):
        feather = QPainterPath()
        feather.moveTo(0, -5)
        feather.cubicTo(18, -9, 38, -8, 46, 0)
        feather.cubicTo(38, 8, 18, 9, 0, 5)
        feather.closeSubpath()
        painter.save()
        painter.translate(60, 72)
        painter.rotate(angle)
        painter.fillPath(feather, _shaded(colour, 20, 0, 26))
        painter.fillPath(_ring(38, 0, 4.2, 0), _shaded(RED, 38, 0, 4.2))
        painter.fillPath(_ring(38, 0, 1.8, 0), QColor(255, 230, 150))
        painter.restore()
    body = QPainterPath()
    body.moveTo(30, 44)
    body.cubicTo(14, 58, 20, 86, 44, 90)
    body.cubicTo(58, 92, 72, 84, 72, 72)
    body.cubicTo(66, 56, 48, 46, 30, 44)
    painter.fillPath(body, _shaded(GREEN, 36, 62, 30))
    breast = QPainterPath()
    breast.moveTo(27, 50)
    breast.cubicTo(18, 62, 24, 82, 40, 86)
    breast.cubicTo(34, 74, 32, 60, 36, 50)
    breast.closeSubpath()
    painter.fillPath(breast, _shaded(RED, 28, 66, 16))
    wing = QPainterPath()
    wing.moveTo(40, 58)
    wing.cubicTo(56, 54, 70, 62, 76, 78)
    wing.cubicTo(66, 80, 50, 78, 42, 70)
    wing.cubicTo(40, 66, 39, 62, 40, 58)
    painter.fillPath(wing, _shaded(BLUE, 52, 64, 20))
    painter.setPen(QPen(QColor(255, 255, 255, 170), 1.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for start, end in (((46, 63), (70, 74)), ((45, 68), (64, 76))):
        painter.drawLine(QPointF(*start), QPointF(*end))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.fillPath(_ring(32, 36, 13, 0), _shaded(GREEN, 32, 36, 13))
    for angle in (-40, -15, 10):
        plume = QPainterPath()
        plume.moveTo(0, 0)
        plume.cubicTo(4, -5, 3, -12, 0, -16)
        plume.cubicTo(-3, -12, -4, -5, 0, 0)
        painter.save()
        painter.translate(33, 25)
        painter.rotate(angle)
        painter.fillPath(plume, _shaded(RED, 0, -8, 8))
        painter.restore()
    beak = QPainterPath()
    beak.moveTo(21, 32)
    beak.lineTo(9, 38)
    beak.lineTo(21, 41)
    beak.closeSubpath()
    painter.fillPath(beak, _shaded(GOLD, 16, 36, 7))
    painter.fillPath(_ring(28, 34, 4.4, 0), QColor(255, 252, 240))
    painter.fillPath(_ring(27.2, 34.4, 2.6, 0), INK)
    painter.fillPath(_ring(26.4, 33.4, 0.9, 0), QColor(255, 255, 255))
    painter.setPen(QPen(RED.darker(130), 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for top, bottom in (((42, 88), (40, 106)), ((52, 89), (53, 106))):
        painter.drawLine(QPointF(*top), QPointF(*bottom))


def _bamboo(painter: QPainter, rank: int) -> None:
    if rank == 1:
        painter.translate(50, 64)
        painter.scale(1.12, 1.12)
        painter.translate(-53, -63)
        _bird(painter)
        return
    for cx, cy, length, colour, tilt in _bamboo_layout(rank):
        _stick(painter, cx, cy, length, colour, tilt=tilt)


# -- honours -------------------------------------------------------------------------------------


def _blank_frame(painter: QPainter) -> None:
    """白 (white dragon): an empty blue frame, a thick border with a fine inner line."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for rect, width, radius in ((QRectF(12, 8, 76, 112), 7.0, 9.0), (QRectF(22.5, 18.5, 55, 91), 2.4, 4.0)):
        painter.setPen(QPen(QColor(255, 255, 255, 190), width, Qt.PenStyle.SolidLine))
        painter.drawRoundedRect(rect.translated(0.8, 1.0), radius, radius)
        painter.setPen(QPen(BLUE, width, Qt.PenStyle.SolidLine))
        painter.drawRoundedRect(rect, radius, radius)


def _honours(painter: QPainter, rank: int) -> None:
    if rank == 5:
        _blank_frame(painter)
        return
    glyph, colour = _HONOURS[rank]
    _engraved(painter, text_path(glyph, QRectF(4, 10, 92, 108)), colour)


_PAINTERS: dict[str, Callable[[QPainter, int], None]] = {
    "m": _characters,
    "p": _dots,
    "s": _bamboo,
    "z": _honours,
}
