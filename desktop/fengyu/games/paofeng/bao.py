"""包牌: 口 between a claimer and a feeder, the 包 relations and their multipliers (R22, R23).

Every chi, pong or 大明杠 is one 口 of the claimer on the feeder (a 补杠 adds
none). A claimer holding at least three 口 on one feeder stands in a 包
relation with them; at a win, a relation that involves the winner makes one
player pay for everybody: the feeder when the claimer wins (顺包), the claimer
when the feeder wins (反包).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

KouKind = Literal["chi", "dui"]

MULTIPLIERS = {("chi", 3): (3, 6), ("dui", 3): (4, 8), ("chi", 4): (4, 8), ("dui", 4): (6, 12)}
"""(口 kind, n) → (顺包 k, 反包 k), seed §34."""


@dataclass(frozen=True, slots=True)
class Kou:
    """One claim: ``claimer`` took a discard of ``feeder``; a chi is a 吃 口, a pong or 大明杠 a 对 口."""

    claimer: int
    feeder: int
    kind: KouKind


@dataclass(frozen=True, slots=True)
class Bao:
    """The 包 that applies to a win: who pays, the multiplier k, and codes for the ledger."""

    payer: int
    multiplier: int
    direction: Literal["shun_bao", "fan_bao"]
    count: int
    kind: KouKind

    @property
    def code(self) -> str:
        """吃三口, 对三口, 吃四口 or 对四口 as a code (``dui_san_kou`` …)."""
        return f"{self.kind}_{'san' if self.count == 3 else 'si'}_kou"


def relation(kous: Sequence[Kou], claimer: int, feeder: int) -> tuple[int, KouKind] | None:
    """(n, kind) of the relation claimer←feeder, or None below three 口 (kind: 对 on a tie, D22)."""
    chi = sum(1 for k in kous if k.claimer == claimer and k.feeder == feeder and k.kind == "chi")
    dui = sum(1 for k in kous if k.claimer == claimer and k.feeder == feeder and k.kind == "dui")
    if chi + dui < 3:
        return None
    return chi + dui, "dui" if dui >= chi else "chi"


def bao_for(kous: Sequence[Kou], winner: int) -> Bao | None:
    """R23: the relation with the largest k that involves the winner; on a tie, the payer first after the winner."""
    best: Bao | None = None
    for step in (1, 2, 3):
        other = (winner + step) % 4
        for direction, found in (
            ("shun_bao", relation(kous, winner, other)),
            ("fan_bao", relation(kous, other, winner)),
        ):
            if found is None:
                continue
            count, kind = found
            shun, fan = MULTIPLIERS[kind, count]
            bao = Bao(other, shun if direction == "shun_bao" else fan, direction, count, kind)  # type: ignore[arg-type]
            if best is None or bao.multiplier > best.multiplier:
                best = bao
    return best
