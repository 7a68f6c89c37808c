"""What each tile kind is in one Paofeng hand: the wild kind W, the flower kinds and the role of 红中 (R3–R5).

Everything here follows from one kind: W. The indicator gives W (its successor,
or itself under ``wild_is_indicator``); W then fixes the flower kinds and what
红中 is — a flower, the wild itself, or a natural tile that may stand for W's
face (红中配). The roles are public: the indicator lies face up.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Literal

from fengyu.core.tiles import KIND_COUNT, SUITED_KIND_COUNT, Tile

WHITE, GREEN, RED = int(Tile.WHITE), int(Tile.GREEN), int(Tile.RED)
WINDS = tuple(range(int(Tile.EAST), int(Tile.NORTH) + 1))
FENG = frozenset((*WINDS, RED))
"""风 faces (§3.3, D35): 东南西北中 — the honours that can be melded (白 and 发 are always flowers or the wild)."""

RedRole = Literal["substitute", "wild", "flower"]


def successor(kind: int) -> int:
    """R3: n → n + 1 in a suit (9 → 1), 东→南→西→北→东, 白→发→中→白."""
    if kind < SUITED_KIND_COUNT:
        return kind - 8 if kind % 9 == 8 else kind + 1
    if kind in WINDS:
        return WINDS[(WINDS.index(kind) + 1) % 4]
    return {WHITE: GREEN, GREEN: RED, RED: WHITE}[kind]


@dataclass(frozen=True, slots=True)
class TileRoles:
    """The roles of the 34 kinds in one hand (R3, R4, R5).

    ``waitable`` is U of R19: every kind except the flower kinds and W (31 kinds).
    """

    wild: int
    flowers: frozenset[int]
    red: RedRole
    waitable: tuple[int, ...]

    @classmethod
    def of_indicator(cls, indicator: int, *, wild_is_indicator: bool = False) -> TileRoles:
        return cls.of_wild(indicator if wild_is_indicator else successor(indicator))

    @staticmethod
    @functools.cache
    def of_wild(wild: int) -> TileRoles:
        """R4's table: 白 and 发 are the flowers unless one of them is W, when 红中 takes its place."""
        if wild == WHITE:
            flowers, red = frozenset((GREEN, RED)), "flower"
        elif wild == GREEN:
            flowers, red = frozenset((WHITE, RED)), "flower"
        else:
            flowers, red = frozenset((WHITE, GREEN)), "wild" if wild == RED else "substitute"
        waitable = tuple(k for k in range(KIND_COUNT) if k != wild and k not in flowers)
        return TileRoles(wild, flowers, red, waitable)  # type: ignore[arg-type]

    @property
    def substitute(self) -> bool:
        """Whether 红中 is a natural tile that may stand for W's face (红中配, R5)."""
        return self.red == "substitute"

    def natural(self, kind: int) -> bool:
        """Neither the wild nor a flower: a tile that can be discarded and melded."""
        return kind != self.wild and kind not in self.flowers
