"""``Caption``: a word a table calls out over a seat as a step shows (碰, 刮风, 亮主, 扣底 …)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True, slots=True)
class Caption:
    """A word to call out over a seat; ``score`` ones (points won, a payment) are smaller and sit by the seat's
    plate."""

    seat: int
    text: str
    colour: QColor
    score: bool = False
