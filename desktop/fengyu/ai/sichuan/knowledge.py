"""What a Sichuan bot can work out from its view: its tiles, the unseen tiles, the table's state.

Everything here is derived from ``SichuanView`` alone, so a bot can never use
information its seat does not have.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from fengyu.ai.mahjong_knowledge import MahjongKnowledge
from fengyu.core.tiles import SUITED_KIND_COUNT
from fengyu.games.sichuan.view import SichuanView
from fengyu.mahjong import HandAnalyser

SUITS = "mps"
ANALYSERS: dict[str | None, HandAnalyser] = {
    None: HandAnalyser(range(SUITED_KIND_COUNT)),
    **{void: HandAnalyser(k for k in range(SUITED_KIND_COUNT) if SUITS[k // 9] != void) for void in SUITS},
}
"""One analyser per void suit: improving draws are only ever of the two kept suits."""

_MELD_SIZE = {"pong": 3, "exposed_kong": 4, "added_kong": 4, "concealed_kong": 4}


@dataclass(frozen=True)
class Knowledge(MahjongKnowledge):
    view: SichuanView

    @property
    def void(self) -> str | None:
        return self.view.voids[self.seat]

    @cached_property
    def analyser(self) -> HandAnalyser:
        return ANALYSERS[self.void]

    @staticmethod
    def analyser_for(void: str | None) -> HandAnalyser:
        return ANALYSERS[void]

    @cached_property
    def void_tiles(self) -> int:
        if self.void is None:
            return 0
        base = 9 * SUITS.index(self.void)
        return sum(self.counts[base : base + 9])

    @cached_property
    def kept(self) -> list[int]:
        """The concealed tiles outside the void suit (the only ones that can be part of a win)."""
        if self.void is None:
            return list(self.counts)
        base = 9 * SUITS.index(self.void)
        return [0 if base <= k < base + 9 else c for k, c in enumerate(self.counts)]

    @cached_property
    def unseen(self) -> list[int]:
        """Copies of each kind this seat cannot see: in the wall or in other hands."""
        seen = list(self.counts)
        view = self.view
        for seat in range(4):
            for meld in view.melds[seat]:
                if meld.tile is not None:
                    seen[meld.tile] += _MELD_SIZE[meld.kind]
            for tile in view.rivers[seat]:
                seen[tile] += 1
            for tile in view.won_tiles[seat]:
                seen[tile] += 1
            revealed = view.revealed[seat]
            if seat != self.seat and revealed is not None:
                for tile in revealed:
                    seen[tile] += 1
        return [max(0, 4 - n) if k < SUITED_KIND_COUNT else 0 for k, n in enumerate(seen)]

    @cached_property
    def opponents(self) -> list[int]:
        """Seats that can still win against this one (not left; in 血战 not yet won)."""
        view = self.view
        xue_liu = view.rules.mode == "xue_liu"
        return [s for s in range(4) if s != self.seat and not view.escaped[s] and (xue_liu or not view.won[s])]

    @property
    def draws_left(self) -> float:
        """Roughly how many more tiles this seat will draw: the wall shared by the players still drawing."""
        drawing = len(self.opponents) + 1
        return self.view.wall / drawing

    def turns_taken(self, seat: int) -> int:
        return len(self.view.rivers[seat]) + len(self.view.melds[seat])
