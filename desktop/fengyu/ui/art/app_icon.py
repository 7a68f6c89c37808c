"""The app's icon, drawn in code: a mahjong tile on green felt under wind and rain.

One drawing serves everything: the window icon at run time (``app_icon``) and the
files the installers need (``tools/make_icon.py`` renders ``app_icon_image`` at
each size into ``resources/``: PNGs, ``.ico``, ``.icns``). It uses only paths and
gradients, no fonts, so it looks the same on every machine.

The artwork sits in the centre 824/1024 of the canvas with rounded corners, the
grid macOS icons use; Windows and Linux show the same square.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QImage, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
"""Pixel sizes the icon files carry."""

_CANVAS = 1024.0
"""The drawing's own units; every size is this drawing scaled."""

_FELT_TOP = QColor("#1f7a5c")
_FELT_BOTTOM = QColor("#0d3b30")
_RAIN = QColor(190, 225, 255, 110)
_IVORY = QColor("#fbf6e9")
_IVORY_SHADE = QColor("#e6dcc4")
_TILE_BACK = QColor("#2f8f4e")
_RED = QColor("#c8322d")
_BLUE = QColor("#23508f")
_GREEN = QColor("#1f7a4a")
_WIND = QColor("#fdfdfd")


def _felt(painter: QPainter) -> None:
    """The rounded square of felt the rest stands on."""
    rect = QRectF(100, 100, 824, 824)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, _FELT_TOP)
    gradient.setColorAt(1, _FELT_BOTTOM)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, 185, 185)


def _rain(painter: QPainter) -> None:
    """Slanted streaks of rain across the felt, clipped to it."""
    clip = QPainterPath()
    clip.addRoundedRect(QRectF(100, 100, 824, 824), 185, 185)
    painter.save()
    painter.setClipPath(clip)
    pen = QPen(_RAIN, 22, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    for index, (x, y) in enumerate(((180, 170), (330, 120), (780, 150), (860, 330), (150, 600), (820, 640))):
        length = 150 if index % 2 else 110
        painter.drawLine(QPointF(x, y), QPointF(x - length * 0.35, y + length))
    painter.restore()


def _tile(painter: QPainter) -> None:
    """A standing tile, face forward, with its green back showing as thickness; the face is 一筒's medallion."""
    painter.save()
    painter.translate(512, 560)
    painter.rotate(-8)
    face = QRectF(-190, -250, 380, 500)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(face.translated(26, 34), 56, 56)
    painter.setBrush(_TILE_BACK)
    painter.drawRoundedRect(face.translated(14, 20), 56, 56)
    gradient = QLinearGradient(face.topLeft(), face.bottomRight())
    gradient.setColorAt(0, _IVORY)
    gradient.setColorAt(1, _IVORY_SHADE)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(face, 56, 56)
    for radius, colour in ((150, _GREEN), (124, _IVORY), (104, _BLUE), (76, _IVORY), (58, _RED), (24, _IVORY)):
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(0, 0), radius, radius)
    painter.setBrush(_IVORY)
    for step in range(8):
        painter.save()
        painter.rotate(step * 45)
        painter.drawEllipse(QPointF(0, -90), 9, 9)
        painter.restore()
    painter.restore()


def _gust(start: tuple[float, float], bend: tuple[float, float], end: tuple[float, float], curl: float) -> QPainterPath:
    """A stroke of wind: a sweep from ``start`` to ``end`` that curls up and back over itself at the end."""
    path = QPainterPath(QPointF(*start))
    path.quadTo(QPointF(*bend), QPointF(*end))
    x, y = end
    path.arcTo(QRectF(x - curl, y - 2 * curl, 2 * curl, 2 * curl), -90, 290)
    return path


def _wind(painter: QPainter) -> None:
    """Two gusts curling over the tile's top: 刮风."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for width, path in (
        (30, _gust((160, 330), (420, 250), (640, 290), 62)),
        (22, _gust((250, 440), (420, 390), (540, 420), 40)),
    ):
        painter.setPen(QPen(QColor(0, 0, 0, 55), width + 12, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(path.translated(0, 6))
        painter.setPen(QPen(_WIND, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)


def paint_app_icon(painter: QPainter, size: float) -> None:
    """Draw the icon into the square (0, 0, size, size) of ``painter``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size / _CANVAS, size / _CANVAS)
    _felt(painter)
    _rain(painter)
    _tile(painter)
    _wind(painter)
    painter.restore()


def app_icon_image(pixels: int) -> QImage:
    """The icon as a ``pixels``-square ARGB image with a transparent surround."""
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    with QPainter(image) as painter:
        paint_app_icon(painter, pixels)
    return image


def app_icon() -> QIcon:
    """The window icon, rendered at the sizes window managers ask for."""
    icon = QIcon()
    for pixels in (16, 32, 48, 64, 128, 256):
        icon.addPixmap(QPixmap.fromImage(app_icon_image(pixels)))
    return icon
