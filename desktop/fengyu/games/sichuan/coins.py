"""游戏币场: turning a hand's point results into coins (spec §5.5).

Points are zero-sum; coins are not, for two documented reasons: a loser pays
at most the coins it has (「游戏币不足扣尽」, winners then share what was paid in
proportion), and the house keeps a fee on what winners receive.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CoinResult:
    deltas: tuple[int, ...]
    """Coins gained (positive) or lost (negative) per seat."""
    house: int
    """The fee and rounding remainder kept by the house."""


def settle_coins(points: Sequence[int], coins: Sequence[int], coefficient: int, fee_pct: int) -> CoinResult:
    """§5.5 steps 1–4, in integer arithmetic (floors as the spec says)."""
    paid = [min(-r * coefficient, coins[i]) if r < 0 else 0 for i, r in enumerate(points)]
    collected = sum(paid)
    entitled = [r * coefficient if r > 0 else 0 for r in points]
    owed = sum(entitled)
    received = [e if collected == owed else collected * e // owed if owed else 0 for e in entitled]
    credited = [r * (100 - fee_pct) // 100 for r in received]
    deltas = tuple(credited[i] - paid[i] for i in range(len(points)))
    return CoinResult(deltas, collected - sum(credited))
