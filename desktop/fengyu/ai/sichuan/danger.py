"""How dangerous a discard is: the chance an opponent wins on it, times what that would cost.

The estimates come from ``fengyu.ai.sichuan.reading`` (models measured on
simulated games by ``tools/train_sichuan_reading.py`` → ``reading.json``),
with the few certainties a seat has: a tile of an opponent's void suit never
completes its win (R23); a 血流 winner's frozen hand waits on known tiles
(R30); a tile that went by an opponent since its last discard, or that it
discarded itself last, is not among its waits. This module is the bots'
short vocabulary over that read.
"""

from __future__ import annotations

from fengyu.ai.sichuan.knowledge import Knowledge
from fengyu.ai.sichuan.reading import known_waits, table_read

__all__ = ["danger", "deal_in_chance", "known_waits", "readiness", "threat", "wins_on"]


def readiness(k: Knowledge, seat: int) -> float:
    """Chance that ``seat`` is ready now."""
    return table_read(k).ready(seat)


def wins_on(k: Knowledge, seat: int, tile: int) -> float:
    """Chance that ``seat`` would win on ``tile`` if it were discarded now (0 when it certainly cannot)."""
    return table_read(k).wins_on(seat, tile)


def deal_in_chance(k: Knowledge, tile: int) -> float:
    """Chance that discarding ``tile`` now lets at least one opponent win."""
    return table_read(k).deal_in(tile)


def danger(k: Knowledge, tile: int) -> float:
    """Expected points lost by discarding ``tile`` now (summed over the opponents who could win on it)."""
    return table_read(k).danger(tile)


def threat(k: Knowledge) -> float:
    """Chance that at least one opponent is ready."""
    return table_read(k).threat()
