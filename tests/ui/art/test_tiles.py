"""Tile artwork: every face renders at every size, faces are told apart, states show, the cache holds."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmapCache, QTransform
from PySide6.QtWidgets import QApplication

import fengyu.ui.art.tiles as tiles_module
from fengyu.ui.art import STATES, bleed, draw_tile
from tests.ui.art.rendering import EDGE, alphas, alphas_outside, device_rect, differing, render, sharpness

KINDS: list[int | None] = [*range(34), None]
SIZES = [(36.0, 48.0, 1.0), (36.0, 48.0, 2.0), (90.0, 120.0, 1.5), (24.0, 32.0, 3.0)]
CLEARLY = 100
"""Channel values two renderings must differ in to count as different pictures (a glyph stroke is hundreds)."""


def tile_image(tile: int | None, width: float = 36, height: float = 48, dpr: float = 1.0, **kwargs: Any) -> QImage:
    return render(lambda p, r: draw_tile(p, r, tile, **kwargs), width, height, dpr)


@pytest.mark.parametrize(("width", "height", "dpr"), SIZES)
def test_every_tile_fills_its_rect_and_fades_out_within_its_bleed(
    qapp: QApplication, width: float, height: float, dpr: float
) -> None:
    pad = bleed(width, height) + EDGE
    body = QRectF(pad, pad, width, height)
    reach = body.adjusted(-pad + EDGE, -pad + EDGE, pad - EDGE, pad - EDGE)
    for tile, state in [(k, "normal") for k in KINDS] + [(k, s) for k in KINDS[::9] for s in STATES]:
        image = tile_image(tile, width, height, dpr, state=state)
        corner = 0.15 * width  # the rounded corners are left out
        for strip in (body.adjusted(corner, 1, -corner, -1), body.adjusted(1, corner, -1, -corner)):
            inside = alphas(image, device_rect(image, strip))
            assert inside.count(255) == len(inside), f"tile {tile} leaves holes in its body"
        # Beyond the bleed nothing is painted, and the glow and shadow fade out before its edge (not cut off).
        outside = alphas_outside(image, device_rect(image, reach).adjusted(1, 1, -1, -1))
        assert max(outside) == 0, f"tile {tile} ({state}) is cut off by bleed() at {width}x{height}@{dpr}"


def test_every_kind_has_its_own_face_and_none_looks_like_the_back(qapp: QApplication) -> None:
    images = [tile_image(tile) for tile in KINDS]
    for i, first in enumerate(images):
        for j in range(i):
            assert differing(first, images[j]) > CLEARLY, f"{KINDS[i]} and {KINDS[j]} look alike"


def test_a_face_down_tile_shows_the_same_back_whatever_it_is(qapp: QApplication) -> None:
    back = tile_image(None)
    assert differing(tile_image(4, face_up=False), back) == 0
    assert differing(tile_image(33, face_up=False), back) == 0
    assert differing(tile_image(None, face_up=False), back) == 0


@pytest.mark.parametrize("tile", [0, 9, 18, 33, None])
def test_each_state_looks_different(qapp: QApplication, tile: int | None) -> None:
    images = {state: tile_image(tile, state=state) for state in STATES}
    for i, first in enumerate(STATES):
        for second in STATES[:i]:
            assert differing(images[first], images[second]) > CLEARLY, f"{first} looks like {second}"


def test_bad_arguments_are_refused(qapp: QApplication) -> None:
    with pytest.raises(ValueError, match="state"):
        tile_image(3, state="glowing")
    for kind in (34, -1):
        with pytest.raises(ValueError, match="tile kind"):
            tile_image(kind)


def test_a_look_is_painted_once_then_served_from_the_cache(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    painted: list[tuple[int | None, str]] = []
    paint = tiles_module._paint_tile

    def counting(painter: QPainter, rect: QRectF, tile: int | None, state: str, wild: bool = False) -> None:
        painted.append((tile, state))
        paint(painter, rect, tile, state, wild)

    monkeypatch.setattr(tiles_module, "_paint_tile", counting)
    QPixmapCache.clear()
    first = tile_image(12, state="selected")
    second = tile_image(12, state="selected")
    assert painted == [(12, "selected")]
    assert differing(first, second) == 0
    tile_image(12, state="win")
    tile_image(12, state="selected", dpr=2.0)
    assert len(painted) == 3, "a new state and a new device pixel ratio are new looks"
    QPixmapCache.clear()
    assert differing(tile_image(12, state="selected"), first) == 0, "a fresh rendering equals the cached one"
    assert len(painted) == 4


def test_tiles_are_rendered_at_device_resolution(qapp: QApplication) -> None:
    """At DPR 2 (or zoomed in) a tile is painted with twice the pixels, not a blown-up small picture."""
    QPixmapCache.clear()
    hidpi = tile_image(17, dpr=2.0)
    QPixmapCache.clear()
    zoomed = render(lambda p, r: draw_tile(p, r, 17), 36, 48, 1.0, zoom=2.0)
    assert differing(hidpi, zoomed) == 0
    upscaled = tile_image(17).scaled(
        hidpi.size(), Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    assert sharpness(hidpi) > 1.4 * sharpness(upscaled)


def test_drawing_leaves_the_painter_as_it_found_it(qapp: QApplication) -> None:
    def draw(painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QColor(1, 2, 3))
        painter.setOpacity(0.5)
        painter.setClipRect(QRect(0, 0, 500, 500))
        before = (painter.pen().color(), painter.opacity(), painter.worldTransform(), painter.clipBoundingRect())
        draw_tile(painter, rect, 20, state="win")
        after = (painter.pen().color(), painter.opacity(), painter.worldTransform(), painter.clipBoundingRect())
        assert after == before
        assert painter.worldTransform() == QTransform()

    render(draw, 36, 48)


@pytest.mark.parametrize("tile", [0, 27, 31, 33])
def test_the_wild_mark_shows_on_a_face_and_never_on_a_back(qapp: QApplication, tile: int) -> None:
    """Paofeng's wild (钻牌) carries a star on its face; honours and flowers are drawn faces like any other."""
    assert differing(tile_image(tile, wild=True), tile_image(tile)) > CLEARLY
    assert differing(tile_image(tile, wild=True, face_up=False), tile_image(None)) == 0
    for state in STATES:
        assert differing(tile_image(tile, wild=True, state=state), tile_image(tile, state=state)) > CLEARLY
