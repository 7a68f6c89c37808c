"""``Move``: one piece's part in a step, and how a piece glides to its slot.

A scene plans a step as moves (an item and the slot it goes to, or ``None``
when it leaves); a director animates them. Tiles and cards move alike: their
slots carry a ``place`` with a centre and a turn, their items can
``animate_to`` it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import QObject, QParallelAnimationGroup, QPointF, QTimer
from PySide6.QtWidgets import QGraphicsScene

from fengyu.ui.table_common.geometry import PiecePlace

ItemT_co = TypeVar("ItemT_co", covariant=True)
SlotT_co = TypeVar("SlotT_co", covariant=True)


class PlacedSlot(Protocol):
    """A slot of a table's picture: where its piece is to stand."""

    @property
    def place(self) -> PiecePlace: ...


class Glider(Protocol):
    """A piece on the table (a ``PieceItem``) that knows the slot it stands for, as ``glide`` moves it."""

    @property
    def slot(self) -> PlacedSlot: ...

    def pos(self) -> QPointF: ...

    def rotation(self) -> float: ...

    def opacity(self) -> float: ...

    def scene(self) -> QGraphicsScene: ...

    def animate_to(
        self,
        pos: QPointF | None = None,
        *,
        rotation: float | None = None,
        opacity: float | None = None,
        duration: int | None = None,
    ) -> QParallelAnimationGroup: ...


@dataclass(slots=True)
class Move(Generic[ItemT_co, SlotT_co]):
    """One piece's part in a step: where it goes (``None``: off the table) and whether it is new to the table."""

    item: ItemT_co
    slot: SlotT_co | None
    new: bool = False

    @property
    def leaving(self) -> bool:
        return self.slot is None


def travels(move: Move[Glider, PlacedSlot]) -> bool:
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


def glide(move: Move[Glider, PlacedSlot], duration: int, delay: int) -> None:
    """Animate the item to its slot after ``delay`` ms, unless it has left the table or been given another slot."""
    assert move.slot is not None
    place = move.slot.place
    target = QPointF(place.x, place.y)

    def go() -> None:
        if move.item.scene() is not None and move.item.slot is move.slot:
            move.item.animate_to(target, rotation=place.rotation, opacity=1.0, duration=duration)

    if delay:
        assert isinstance(move.item, QObject)  # (a PieceItem)
        QTimer.singleShot(delay, move.item, go)  # cancelled if the piece is gone
    else:
        go()
