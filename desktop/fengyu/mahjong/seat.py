"""What both mahjong engines keep per seat: the concealed tiles as counts, the melds and the river."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import chain, compress, repeat

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
        """The concealed tiles in canonical order (each kind repeated as often as it is held, built in C).

        Only the kinds held are repeated (``compress`` and ``filter`` pick the same ones): a hand holds a
        third of the kinds at most, and every deal, win and hand end lists them.
        """
        counts = self.concealed
        return list(chain.from_iterable(map(repeat, compress(_KINDS, counts), filter(None, counts))))

    def add(self, tile: int, copies: int = 1) -> None:
        self.concealed[tile] += copies

    def take(self, tile: int, copies: int = 1) -> None:
        self.concealed[tile] -= copies
