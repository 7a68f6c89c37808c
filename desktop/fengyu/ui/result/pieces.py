"""``PieceRow``: tiles or cards drawn with the table's own art, in groups, shrinking to fit the width it gets.

The result screen shows a winning hand as the table did (concealed tiles, then
each meld, then the winning tile lit), so a player recognises it at a glance;
a Guafeng kitty is a row of cards. The row paints with ``draw_tile`` and
``draw_card``, whose renderings are cached, so repainting it costs a blit per piece.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from fengyu.ui.art.cards import draw_card
from fengyu.ui.art.tiles import draw_tile

TILE_RATIO = 0.75
"""A tile's width over its height (the table's 3:4)."""
CARD_SPACING = 1.06
"""A card's step within a group, in card widths: a kitty of a few cards is laid out side by side."""
GAP = 0.35
"""The space between two groups, as a share of a piece's width."""


@dataclass(frozen=True, slots=True)
class Piece:
    """One tile kind (0..33) or card code (0..53); ``lit`` marks the winning tile, ``wild`` Paofeng's 钻牌."""

    code: int
    lit: bool = False
    wild: bool = False


class PieceRow(QWidget):
    """``groups`` of tiles (``kind="tile"``) or cards (``"card"``) in one row, at most ``height`` pixels tall."""

    def __init__(
        self, kind: str, groups: Sequence[Sequence[Piece]], height: float, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        if kind not in ("tile", "card"):
            raise ValueError(f"a piece row shows tiles or cards, not {kind!r}")
        self.kind = kind
        self.groups = [list(g) for g in groups if g]
        self.piece_height = height
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(round(height * 0.5))

    @property
    def pieces(self) -> list[Piece]:
        return [piece for group in self.groups for piece in group]

    def _piece_width(self, height: float) -> float:
        return height * (TILE_RATIO if self.kind == "tile" else 5 / 7)

    def _step(self, width: float) -> float:
        """The distance from one piece of a group to the next."""
        return width * (1.0 if self.kind == "tile" else CARD_SPACING)

    def natural_width(self, height: float) -> float:
        width = self._piece_width(height)
        step = self._step(width)
        total = sum((len(g) - 1) * step + width for g in self.groups)
        return total + GAP * width * max(0, len(self.groups) - 1)

    def scale(self) -> float:
        """The share of the full piece height the row can afford in its width (1 when it fits)."""
        needed = self.natural_width(self.piece_height)
        return 1.0 if needed <= self.width() or needed == 0 else max(0.3, self.width() / needed)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(round(self.natural_width(self.piece_height)) + 2, round(self.piece_height * 1.08))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(80, round(self.piece_height * 0.5))

    def piece_rects(self) -> list[QRectF]:
        """Where each piece is drawn, in the order of ``pieces``."""
        height = min(self.piece_height * self.scale(), self.height() / 1.08)
        width = self._piece_width(height)
        step = self._step(width)
        x, top = 1.0, (self.height() - height) / 2
        rects = []
        for group in self.groups:
            for i in range(len(group)):
                rects.append(QRectF(x + i * step, top, width, height))
            x += (len(group) - 1) * step + width + GAP * width
        return rects

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        with QPainter(self) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for piece, rect in zip(self.pieces, self.piece_rects(), strict=True):
                state = "win" if piece.lit else "normal"
                if self.kind == "tile":
                    draw_tile(painter, rect, piece.code, state=state, wild=piece.wild)
                else:
                    draw_card(painter, rect, piece.code, state=state)
