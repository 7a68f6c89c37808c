"""Pixel helpers for the artwork tests: render one piece into an image, compare images."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from fengyu.ui.art import bleed

Draw = Callable[[QPainter, QRectF], None]

EDGE = 4.0
"""Room left around a piece's bleed: it must stay empty."""


def render(draw: Draw, width: float, height: float, dpr: float = 1.0, *, zoom: float = 1.0) -> QImage:
    """An image of one piece drawn at ``(bleed + EDGE)`` from the corner, at a device pixel ratio and zoom."""
    pad = bleed(width, height) + EDGE
    image = QImage(
        math.ceil((width + 2 * pad) * dpr * zoom),
        math.ceil((height + 2 * pad) * dpr * zoom),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    with QPainter(image) as painter:
        painter.scale(zoom, zoom)
        draw(painter, QRectF(pad, pad, width, height))
    return image


def device_rect(image: QImage, rect: QRectF) -> QRect:
    """``rect`` (logical units) in the image's device pixels, shrunk to whole pixels inside it."""
    dpr = image.devicePixelRatio()
    left, top = math.ceil(rect.left() * dpr), math.ceil(rect.top() * dpr)
    return QRect(left, top, math.floor(rect.right() * dpr) - left, math.floor(rect.bottom() * dpr) - top)


def alphas(image: QImage, area: QRect | None = None) -> bytes:
    """The alpha channel of ``area`` (device pixels; default all), one byte per pixel."""
    part = image if area is None else image.copy(area)
    part = part.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    return bytes(part.constBits())[3::4]


def alphas_outside(image: QImage, area: QRect) -> bytes:
    """The alpha channel of every pixel outside ``area`` (device pixels)."""
    width, height = image.width(), image.height()
    bands = (
        QRect(0, 0, width, area.top()),
        QRect(0, area.bottom() + 1, width, height - area.bottom() - 1),
        QRect(0, area.top(), area.left(), area.height()),
        QRect(area.right() + 1, area.top(), width - area.right() - 1, area.height()),
    )
    return b"".join(alphas(image, band) for band in bands if not band.isEmpty())


def raw(image: QImage) -> bytes:
    return bytes(image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied).constBits())


def differing(a: QImage, b: QImage) -> int:
    """How many channel values (bytes) differ between two images of the same size."""
    assert a.size() == b.size()
    left, right = raw(a), raw(b)
    difference = (int.from_bytes(left, "little") ^ int.from_bytes(right, "little")).to_bytes(len(left), "little")
    return len(difference) - difference.count(0)


def sharpness(image: QImage) -> int:
    """Sum of squared differences between horizontal neighbours in the green channel.

    Steep edges score high: a rendering made at full device resolution scores
    clearly more than the same picture made at a lower one and scaled up.
    """
    width = image.width()
    green = raw(image)[1::4]
    return sum(
        (green[i + 1] - green[i]) ** 2
        for row in range(image.height())
        for i in range(row * width, row * width + width - 1)
    )
