"""What any mahjong bot reads first from its view: its seat, its concealed tiles as counts, its melds.

Sichuan and Paofeng views share these fields; each game's ``Knowledge`` adds
what its own rules make worth knowing (the void suit, the wild, the unseen
tiles) on top.
"""

from __future__ import annotations

from functools import cached_property
from typing import Protocol

from fengyu.core.tiles import KIND_COUNT
from fengyu.mahjong.views import MeldView


class MahjongView(Protocol):
    """The part of a mahjong seat's view this module reads."""

    @property
    def seat(self) -> int: ...

    @property
    def hand(self) -> tuple[int, ...]: ...

    @property
    def melds(self) -> tuple[tuple[MeldView, ...], ...]: ...


class MahjongKnowledge:
    """Base of a game's frozen ``Knowledge`` dataclass, which supplies ``view``."""

    view: MahjongView

    @property
    def seat(self) -> int:
        return self.view.seat

    @cached_property
    def counts(self) -> list[int]:
        """The concealed hand as a count per tile kind."""
        counts = [0] * KIND_COUNT
        for tile in self.view.hand:
            counts[tile] += 1
        return counts

    @property
    def melds(self) -> int:
        """How many melds this seat has declared."""
        return len(self.view.melds[self.seat])
