"""Melds of both mahjong games, in one vocabulary: what a seat has laid down, and where its tiles came from.

The codes are the same in actions, melds, events, views, scoring and the UI:

* ``chow`` — a run of three of one suit, claimed from the discarder's 下家 seat (Paofeng only);
* ``pong`` — three of a kind, claimed from any discard;
* ``exposed_kong`` — four of a kind, the fourth claimed from a discard (Sichuan 直杠, Paofeng 明杠);
* ``concealed_kong`` — four of a kind drawn by the seat itself, laid face down (暗杠);
* ``added_kong`` — a drawn tile added to the seat's own pong (补杠 / 加杠).

Earlier versions wrote ``direct_kong`` (Sichuan) and ``chi`` / ``ming_gang`` / ``an_gang`` / ``bu_gang``
(Paofeng); ``fengyu.core.protocol.OLD_CODES`` reads them as today's. Scoring *items* keep their own codes
(Paofeng's §3.2 ``ming_gang`` / ``an_gang`` items are pattern names, like ``pao_feng``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

MeldKind = Literal["chow", "pong", "exposed_kong", "concealed_kong", "added_kong"]
MELD_KINDS: tuple[MeldKind, ...] = ("chow", "pong", "exposed_kong", "concealed_kong", "added_kong")
KONGS = frozenset({"exposed_kong", "concealed_kong", "added_kong"})
CLAIMS = frozenset({"chow", "pong", "exposed_kong"})
"""The melds made by claiming a discard (an added kong grows out of a claimed pong)."""


def natural_tiles(kind: MeldKind, tile: int) -> tuple[int, ...]:
    """The tiles of a meld of natural tiles only: a chow's run from ``tile``, else three or four of it."""
    if kind == "chow":
        return (tile, tile + 1, tile + 2)
    return (tile,) * (3 if kind == "pong" else 4)


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld: its kind, the face scoring reads, whom it was claimed from, which tile, and the tiles it holds.

    ``tile`` is the kind of a pong or kong and the lowest face of a chow. ``source`` is the seat whose
    discard was claimed and ``claimed`` that tile (an added kong keeps its pong's; a concealed kong has
    neither), so a table can turn the claimed tile toward the seat it came from. ``tiles`` are the
    physical kinds held — in Paofeng a chow may hold a 红中 standing for the wild's face — and default
    to the natural ones.
    """

    kind: MeldKind
    tile: int
    source: int | None = None
    claimed: int | None = None
    tiles: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.tiles:
            object.__setattr__(self, "tiles", natural_tiles(self.kind, self.tile))

    @property
    def is_kong(self) -> bool:
        return self.kind in KONGS

    @property
    def size(self) -> int:
        return 3 if self.kind in ("chow", "pong") else 4

    def added(self, tile: int) -> Meld:
        """This pong grown into an added kong with ``tile`` (its source and claimed tile kept)."""
        return Meld("added_kong", self.tile, self.source, self.claimed, (*self.tiles, tile))
