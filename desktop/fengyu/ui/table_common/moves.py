"""``Move``: one piece's part in a step, and how a piece glides to its slot.

A scene plans a step as moves (an item and the slot it goes to, or ``None``
when it leaves); a director animates them. Tiles and cards move alike: their
slots carry a ``place`` with a centre and a turn, their items can
``animate_to`` it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QPointF, QTimer

ItemT = TypeVar("ItemT")
SlotT = TypeVar("SlotT")


@dataclass(slots=True)
class Move(Generic[ItemT, SlotT]):
    """One piece's part in a step: where it goes (``None``: off the table) and whether it is new to the table."""

    item: ItemT
    slot: SlotT | None
    new: bool = False

    @property
    def leaving(self) -> bool:
        return self.slot is None


def travels(move: Move[Any, Any]) -> bool:
    """Whether the item must travel, turn or fade in to reach its slot (a piece stands on whole pixels, so
    less than a pixel off its place is there)."""
    assert move.slot is not None
    place = move.slot.place
    item = move.item
    return bool(
        (item.pos() - QPointF(place.x, place.y)).manhattanLength() > 1.0
        or item.rotation() != place.rotation
        or item.opacity() != 1.0
    )


def glide(move: Move[Any, Any], duration: int, delay: int) -> None:
    """Animate the item to its slot after ``delay`` ms, unless it has left the table or been given another slot."""
    assert move.slot is not None
    place = move.slot.place
    target = QPointF(place.x, place.y)

    def go() -> None:
        if move.item.scene() is not None and move.item.slot is move.slot:
            move.item.animate_to(target, rotation=place.rotation, opacity=1.0, duration=duration)

    if delay:
        QTimer.singleShot(delay, move.item, go)  # cancelled if the piece is gone
    else:
        go()
