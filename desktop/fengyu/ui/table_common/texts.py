"""Words both tables write the same way: signed points and a seat's label."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from fengyu.table.config import SeatSpec
from fengyu.ui.names import name, seat_name


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def seat_label(spec: SeatSpec, seat: int, viewer: int) -> str:
    """A seat's name: the player's own, else its position and, for a bot, its level."""
    if seat == viewer:
        return spec.name or name("seat", "0")
    position = seat_name(seat, viewer)
    if spec.kind == "bot":
        return QCoreApplication.translate("Board", "{position} · {level}").format(
            position=position, level=name("level", spec.level)
        )
    return f"{spec.name} ({position})" if spec.name else position
