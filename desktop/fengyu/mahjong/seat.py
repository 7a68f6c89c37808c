"""What both mahjong engines keep per seat: the concealed tiles as counts, the melds and the river."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import compress

from fengyu.core.tiles import KIND_COUNT
from fengyu.mahjong.melds import Meld

_KINDS = range(KIND_COUNT)


@dataclass(slots=True)
class Seat:
    """One player's tiles. ``concealed`` counts each kind held (index = tile kind); the games add their flags."""

    concealed: list[int] = field(default_factory=lambda: [0] * KIND_COUNT)
    melds: list[Meld] = field(default_factory=list)
    river: list[int] = field(default_factory=list)

    @property
    def concealed_total(self) -> int:
        return sum(self.concealed)

    def tiles(self) -> list[int]:
        """The concealed tiles in canonical order (each kind held, repeated as often as it is held).

        Only the kinds held are visited (picked in C): about twice as fast as a repeat per kind.
        """
        concealed = self.concealed
        return [kind for kind in compress(_KINDS, concealed) for _ in range(concealed[kind])]

    def add(self, tile: int, copies: int = 1) -> None:
        self.concealed[tile] += copies

    def take(self, tile: int, copies: int = 1) -> None:
        self.concealed[tile] -= copies
