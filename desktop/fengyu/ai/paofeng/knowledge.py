"""What a Paofeng bot can work out from its view: its tiles, the unseen tiles, the wild and the table.

Everything here is derived from ``PaofengView`` alone, so a bot can never use
information its seat does not have. Hands are physical count vectors, as in the
engine: wild tiles at W's index, 红中 at 中's (the reader knows when 红中 may
stand for W, R5).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from fengyu.ai.mahjong_knowledge import MahjongKnowledge
from fengyu.core.tiles import KIND_COUNT
from fengyu.games.paofeng.analysis import HandReader, reader
from fengyu.games.paofeng.roles import TileRoles
from fengyu.games.paofeng.view import PaofengView

SEATS = 4


@dataclass(frozen=True)
class Knowledge(MahjongKnowledge):
    view: PaofengView

    @cached_property
    def roles(self) -> TileRoles:
        return TileRoles.of_wild(self.view.wild)

    @property
    def wild(self) -> int:
        return self.view.wild

    @cached_property
    def reader(self) -> HandReader:
        return reader(self.roles, self.view.rules.lan_no_wild)

    @property
    def wilds(self) -> int:
        return self.counts[self.wild]

    @cached_property
    def draw_kinds(self) -> tuple[int, ...]:
        """Kinds whose draw can change the hand: every kind but the flowers (they are replaced, R7)."""
        return tuple(k for k in range(KIND_COUNT) if k not in self.roles.flowers)

    @cached_property
    def unseen(self) -> list[int]:
        """Copies of each kind this seat cannot see: in the wall or in other hands (flowers: none matter)."""
        seen = list(self.counts)
        view = self.view
        seen[view.indicator] += 1
        for seat in range(SEATS):
            for meld in view.melds[seat]:
                for tile in meld.tiles:
                    seen[tile] += 1
            for tile in view.rivers[seat]:
                seen[tile] += 1
            for tile in view.flowers[seat]:
                seen[tile] += 1
        flowers = self.roles.flowers
        return [0 if k in flowers else max(0, 4 - n) for k, n in enumerate(seen)]

    @cached_property
    def unseen_total(self) -> int:
        return sum(self.unseen)

    @property
    def opponents(self) -> list[int]:
        return [s for s in range(SEATS) if s != self.seat]

    @property
    def draws_left(self) -> float:
        """Roughly how many more tiles this seat will draw (the live wall shared by four)."""
        return self.view.wall / SEATS
