"""What the engine keeps per seat during a Paofeng hand."""

from __future__ import annotations

from dataclasses import dataclass, field

from fengyu.core.tiles import KIND_COUNT
from fengyu.games.paofeng.melds import Meld


@dataclass(slots=True)
class SeatState:
    """One player's tiles and per-hand flags.

    ``concealed`` counts physical kinds: wild tiles at W's index, flowers not yet
    set aside at theirs. ``locked`` is Wt(L) of the hand locked by 报听 (R21).
    ``claims`` counts chi and pong for 吐牌 (R14); ``claimed`` is any claim at all
    (起手胡, §3.3); ``turns`` counts the turns begun; ``bu_hua`` every 补花.
    """

    concealed: list[int] = field(default_factory=lambda: [0] * KIND_COUNT)
    melds: list[Meld] = field(default_factory=list)
    river: list[int] = field(default_factory=list)
    flowers: list[int] = field(default_factory=list)
    bao_ting: bool = False
    locked: frozenset[int] = frozenset()
    tuo_guan: bool = False
    claims: int = 0
    claimed: bool = False
    turns: int = 0
    bu_hua: int = 0

    def tiles(self) -> list[int]:
        """The concealed tiles in canonical order."""
        return [k for k in range(KIND_COUNT) for _ in range(self.concealed[k])]

    def add(self, tile: int, copies: int = 1) -> None:
        self.concealed[tile] += copies

    def take(self, tile: int, copies: int = 1) -> None:
        self.concealed[tile] -= copies
