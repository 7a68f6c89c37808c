"""What both mahjong engines keep per seat: the concealed tiles as counts, the melds and the river."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import compress

from fengyu.core.tiles import KIND_COUNT
from fengyu.mahjong.melds import Meld

_KINDS = range(KIND_COUNT)
_HAND_MOST = 14
"""The most tiles a concealed hand holds (a dealer's fourteen)."""
_RUNS = tuple(tuple((kind,) * copies for copies in range(_HAND_MOST + 1)) for kind in range(KIND_COUNT))
"""Each kind repeated as often as a hand can hold it."""


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
        """The concealed tiles in canonical order (each kind repeated as often as it is held).

        Only the kinds held are visited (``compress`` picks them in C), each adding its run of copies
        made once (``_RUNS``): a hand holds a third of the kinds at most, and every deal, win and hand
        end lists them.
        """
        counts = self.concealed
        tiles: list[int] = []
        for kind in compress(_KINDS, counts):
            tiles += _RUNS[kind][counts[kind]]
        return tiles

    def add(self, tile: int, copies: int = 1) -> None:
        self.concealed[tile] += copies

    def take(self, tile: int, copies: int = 1) -> None:
        self.concealed[tile] -= copies
