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


def overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.x + b.width and b.x < a.x + a.width and a.y < b.y + b.height and b.y < a.y + a.height


CAPTION_OVERSHOOT = 1.12
"""How much bigger than its text a caption grows while it pops in (``OutBack``)."""


def caption_reach(x: float, y: float, width: float, height: float, rise: float) -> Rect:
    """What a caption of ``width`` × ``height`` centred at ``x``, ``y`` covers while it pops in (overshooting)
    and then drifts up by ``rise`` as it fades."""
    width, height = width * CAPTION_OVERSHOOT, height * CAPTION_OVERSHOOT
    return Rect(x - width / 2, y - height / 2 - rise, width, height + rise)


def clear_caption(
    start: tuple[float, float],
    size: tuple[float, float],
    rise: float,
    *,
    screen: tuple[float, float],
    towards: tuple[float, float],
    avoid: list[Rect],
    step: float,
) -> tuple[float, float]:
    """Where a caption starting at ``start`` goes so that neither it nor its rise covers any of ``avoid``: kept
    on a ``screen`` of that width and height, and pushed by ``step`` towards ``towards`` (the table's centre)
    until clear (or given up after 200 steps)."""
    (x, y), (width, height) = start, size
    grown_w, grown_h = width * CAPTION_OVERSHOOT, height * CAPTION_OVERSHOOT
    dx, dy = towards[0] - x, towards[1] - y
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    for _ in range(200):
        x = min(max(x, grown_w / 2), screen[0] - grown_w / 2)  # on screen first
        y = min(max(y, grown_h / 2 + rise), screen[1] - grown_h / 2)
        if not any(overlap(caption_reach(x, y, width, height, rise), r) for r in avoid):
            break
        x, y = x + dx / length * step, y + dy / length * step
    return x, y


def beside_plate(plate: Rect, size: tuple[float, float], rise: float, gap: float, where: str) -> tuple[float, float]:
    """Where a score change over a seat starts, so that neither the caption nor its rise (it drifts up as it
    fades) ever covers the plate's words: right-aligned with the ``plate`` just ``above`` or ``below`` it, or
    to its ``right``, level with the score line (the plate's lower half)."""
    width, height = size[0] * CAPTION_OVERSHOOT, size[1] * CAPTION_OVERSHOOT
    if where == "right":
        return plate.x + plate.width + gap + width / 2, plate.y + plate.height * 0.68
    x = plate.x + plate.width - width / 2
    if where == "above":
        return x, plate.y - gap - height / 2
    return x, plate.y + plate.height + gap + rise + height / 2
