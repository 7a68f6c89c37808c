"""Pixel caching of piece renderings, at the resolution of the device being painted.

A table shows about 130 tiles, each a few dozen paths, glyphs and gradients;
repainting them all on every hover would be wasteful. Each distinct look is
painted once into a ``QPixmap`` kept in ``QPixmapCache`` and blitted afterwards.
The pixmap is made at the painter's *device* scale (device pixel ratio times any
view zoom), so a cached piece is exactly as sharp as one painted directly.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache, QTransform

from fengyu.ui.art.effects import bleed

MIN_CACHE_KB = 48 * 1024
"""The 34 tile faces at 90×120 and DPR 2, with margins, take about 8 MB: Qt's default 10 MB would thrash."""


def device_scale(painter: QPainter) -> float:
    """Device pixels per logical unit along the painter's x axis (rotation does not change it)."""
    transform = painter.deviceTransform()
    return math.hypot(transform.m11(), transform.m12())


def _snapped(painter: QPainter, point: QPointF) -> QPointF:
    """``point`` moved onto the device pixel grid, so a 1:1 blit is not resampled (and blurred)."""
    transform = painter.deviceTransform()
    if transform.type().value > QTransform.TransformationType.TxScale.value:
        return point
    device = transform.map(point)
    inverse, _invertible = transform.inverted()
    return inverse.map(QPointF(round(device.x()), round(device.y())))


def _pixels(width: float, height: float, scale: float) -> tuple[int, int]:
    """The size in device pixels of the cached rendering of a piece ``width`` × ``height`` (with its bleed)."""
    margin = bleed(width, height)
    return math.ceil((width + 2 * margin) * scale), math.ceil((height + 2 * margin) * scale)


def footprint_kb(width: float, height: float, scale: float) -> float:
    """The memory the cached rendering of a piece of this size takes, in KB (4 bytes a pixel)."""
    columns, rows = _pixels(width, height, scale)
    return columns * rows * 4 / 1024


def reserve_cache(kilobytes: float) -> None:
    """Make the pixmap cache hold ``kilobytes`` of piece renderings besides half the usual room (the items' own
    pictures, panels, captions): a table whose warmed looks outgrow the cache would evict them again and pay
    their first paints in frames of play (the card table's looks alone take 48 MB at 1920×1080)."""
    QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), MIN_CACHE_KB, math.ceil(kilobytes) + MIN_CACHE_KB // 2))


def draw_cached(painter: QPainter, rect: QRectF, key: str, paint: Callable[[QPainter, QRectF], None]) -> None:
    """Blit the rendering of ``paint`` into ``rect``, painting it only when this look is not cached yet.

    ``key`` names the look (everything ``paint`` depends on besides the size); ``paint``
    receives a painter and the rect to fill, with ``bleed`` room around it.
    """
    if rect.width() <= 0 or rect.height() <= 0:
        return
    if QPixmapCache.cacheLimit() < MIN_CACHE_KB:
        QPixmapCache.setCacheLimit(MIN_CACHE_KB)
    scale = round(device_scale(painter), 3)
    margin = bleed(rect.width(), rect.height())
    full_width, full_height = _pixels(rect.width(), rect.height(), scale)
    cache_key = f"fengyu-art|{key}|{rect.width():.2f}x{rect.height():.2f}@{scale}"
    # PySide6 returns the cached pixmap or None; its stub knows only the C++ out-parameter forms
    pixmap: QPixmap | None = QPixmapCache.find(cache_key)  # type: ignore[call-overload]
    if pixmap is None:
        pixmap = QPixmap(full_width, full_height)
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        with QPainter(pixmap) as offscreen:
            offscreen.setRenderHints(
                QPainter.RenderHint.Antialiasing
                | QPainter.RenderHint.TextAntialiasing
                | QPainter.RenderHint.SmoothPixmapTransform
            )
            paint(offscreen, QRectF(margin, margin, rect.width(), rect.height()))
        QPixmapCache.insert(cache_key, pixmap)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(_snapped(painter, rect.topLeft() - QPointF(margin, margin)), pixmap)
    painter.restore()
