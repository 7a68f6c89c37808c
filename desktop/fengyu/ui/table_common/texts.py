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


def plate_words(spec: SeatSpec, seat: int, viewer: int) -> tuple[str, str]:
    """A seat's name for its plate, and words for the line below it: a bot's level goes there ("Across" over
    "Normal · …"), so the name is short enough never to be cut."""
    if seat != viewer and spec.kind == "bot":
        return seat_name(seat, viewer), name("level", spec.level)
    return seat_label(spec, seat, viewer), ""


def joined(*parts: str) -> str:
    """Words of one line, those present, separated by a middle dot."""
    return " · ".join(part for part in parts if part)
