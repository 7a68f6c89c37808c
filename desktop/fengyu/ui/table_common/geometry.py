"""The tables' pure geometry (no Qt): a rectangle of the layout, and where one piece sits.

Tiles and cards are placed alike — a centre, a turn and a width, the height
following from the piece's shape — so both layouts build on ``PiecePlace``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    width: float
    height: float

    @property
    def center(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y + self.height / 2


@dataclass(frozen=True, slots=True)
class PiecePlace:
    """Where one piece sits: its centre, its turn in degrees and its width (its height follows ``aspect``)."""

    aspect: ClassVar[float] = 1.0
    """Height over width of the piece."""

    x: float
    y: float
    rotation: float
    width: float

    @property
    def height(self) -> float:
        return self.width * self.aspect
