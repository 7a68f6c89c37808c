"""Pictures of tiles and cards for the guide's documents, drawn with the table's own art.

A document names a picture by URL (see ``fengyu.ui.guide.documents``):
``tiles:123m_456p?wild=3s`` or ``cards:AS,AS_BJ``. ``picture`` reads such a URL
and ``render`` draws it into an image at a device pixel ratio, so the guide
shows the very tiles and cards of the table, sharp on every screen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt, QUrl
from PySide6.QtGui import QImage, QPainter

from fengyu.core.cards import parse_cards
from fengyu.core.tiles import NotationError, parse_tiles
from fengyu.ui.art import bleed, draw_card, draw_tile

SCHEMES = ("tiles", "cards")
TILE_PICTURE = (27.0, 36.0)
"""One tile in a document, in logical pixels (the table's 3:4)."""
CARD_PICTURE = (36.0, 50.4)
"""One card in a document (5:7); cards overlap like a hand held in a fan."""
CARD_STEP = 0.72
"""The share of a card's width from one card to the next: its corner index stays in view."""
GAP = 8.0
"""The space ``_`` leaves between groups."""


class PictureError(ValueError):
    """A picture URL the guide cannot draw: its text names the URL and why."""


@dataclass(frozen=True, slots=True)
class Picture:
    """What one picture URL shows: groups of tiles (kinds 0..33) or of cards (codes 0..53)."""

    scheme: str
    groups: tuple[tuple[int, ...], ...]
    wild: int | None = None

    @property
    def piece(self) -> tuple[float, float]:
        return TILE_PICTURE if self.scheme == "tiles" else CARD_PICTURE

    @property
    def step(self) -> float:
        width = self.piece[0]
        return width if self.scheme == "tiles" else width * CARD_STEP

    @property
    def margin(self) -> float:
        """Room for the pieces' shadows, which spill out of their rects."""
        return math.ceil(bleed(*self.piece))

    def positions(self) -> list[tuple[int, float]]:
        """Each piece and the x of its left edge (inside the margin)."""
        placed, x = [], self.margin
        for index, group in enumerate(self.groups):
            if index:
                x += GAP + self.piece[0] - self.step
            for piece in group:
                placed.append((piece, x))
                x += self.step
        return placed

    @property
    def size(self) -> QSize:
        """The picture's logical size in pixels."""
        width, height = self.piece
        positions = self.positions()
        right = positions[-1][1] + width if positions else 0.0
        return QSize(math.ceil(right + self.margin), math.ceil(height + 2 * self.margin))


def picture(url: QUrl | str) -> Picture:
    """Read a picture URL; ``PictureError`` names the URL and the reason when it cannot be drawn."""
    url = QUrl(url) if isinstance(url, str) else url
    scheme, text = url.scheme(), url.path()
    try:
        if scheme == "tiles":
            wild_text = url.query().removeprefix("wild=") if url.hasQuery() else ""
            wild = int(parse_tiles(wild_text)[0]) if wild_text else None
            groups = tuple(tuple(int(t) for t in parse_tiles(group)) for group in text.split("_"))
        elif scheme == "cards":
            wild = None
            groups = tuple(tuple(int(c) for c in parse_cards(group)) for group in text.split("_"))
        else:
            raise PictureError(f"{url.toString()}: a picture is tiles:… or cards:…")
    except (NotationError, ValueError, IndexError) as error:
        if isinstance(error, PictureError):
            raise
        raise PictureError(f"{url.toString()}: {error}") from error
    if not all(groups):
        raise PictureError(f"{url.toString()}: an empty group")
    return Picture(scheme, groups, wild)


def render(shown: Picture, device_pixel_ratio: float = 1.0) -> QImage:
    """The picture drawn at ``device_pixel_ratio`` (the image says its ratio, so it lays out at ``size``)."""
    size = shown.size
    image = QImage(
        math.ceil(size.width() * device_pixel_ratio),
        math.ceil(size.height() * device_pixel_ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(device_pixel_ratio)
    image.fill(Qt.GlobalColor.transparent)
    width, height = shown.piece
    with QPainter(image) as painter:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        for piece, x in shown.positions():
            rect = QRectF(x, shown.margin, width, height)
            if shown.scheme == "tiles":
                draw_tile(painter, rect, piece, wild=piece == shown.wild)
            else:
                draw_card(painter, rect, piece)
    return image
