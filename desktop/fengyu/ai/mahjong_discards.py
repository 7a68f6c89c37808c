"""Ranking discards by efficiency, as the Sichuan and Paofeng bots both do.

Each game measures a discard its own way (void suits, wilds); what is shared is
the order once measured: fewest tiles from a win, then most improving draws,
then the tile that works least with its neighbours, then chance.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar


class DiscardOption(Protocol):
    """A measured discard: the tile, the kept hand's shanten and its improving draws."""

    @property
    def tile(self) -> int: ...

    @property
    def shanten(self) -> int: ...

    @property
    def draws(self) -> int: ...


Measured = TypeVar("Measured", bound=DiscardOption)


def connectivity(counts: Sequence[int], tile: int) -> int:
    """How much a tile works with its neighbours: copies of itself and suited tiles within two ranks."""
    if tile >= 27:
        return 2 * (counts[tile] - 1)
    base = tile - tile % 9
    near = sum(counts[t] for t in range(max(base, tile - 2), min(base + 9, tile + 3)) if t != tile)
    return near + 2 * (counts[tile] - 1)


def by_efficiency(found: list[Measured], counts: Sequence[int], rng: random.Random) -> list[Measured]:
    """``found`` sorted from best to worst by efficiency (ties: the lonelier tile goes first, then chance)."""
    found.sort(key=lambda o: (o.shanten, -o.draws, connectivity(counts, o.tile), rng.random()))
    return found
