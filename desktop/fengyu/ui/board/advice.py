"""The hints a player expects, computed from their own view only: shanten, waits, what a discard leaves.

Headless (no Qt) so it is tested directly. Unseen counts are the copies the
player cannot see — the same count a strong player keeps in their head.
"""

from __future__ import annotations

from dataclasses import dataclass

from fengyu.ai.sichuan.knowledge import Knowledge
from fengyu.games.sichuan.view import SichuanView

SUITS = "mps"


@dataclass(frozen=True, slots=True)
class HandAdvice:
    """Where a hand of 3k + 1 tiles stands: its shanten (0 = ready) and each wait with its unseen copies."""

    shanten: int
    waits: tuple[tuple[int, int], ...] = ()

    @property
    def ready(self) -> bool:
        return self.shanten == 0 and bool(self.waits)


def _advice(k: Knowledge, counts: list[int]) -> HandAdvice:
    """Void-suit tiles can never be part of the win (R23): they are set aside, which counts them as missing."""
    kept = list(counts)
    if k.void is not None:
        base = 9 * SUITS.index(k.void)
        kept[base : base + 9] = [0] * 9
    shanten = k.analyser.missing(kept, 4 - k.melds) - 1
    if shanten > 0:
        return HandAdvice(shanten)
    unseen = k.unseen
    return HandAdvice(shanten, tuple((t, unseen[t]) for t in k.analyser.waits(counts)))


def hand_advice(view: SichuanView) -> HandAdvice | None:
    """Advice for the player's concealed tiles when they hold 3k + 1 (between turns), else None."""
    k = Knowledge(view)
    if sum(k.counts) % 3 != 1:
        return None
    return _advice(k, list(k.counts))


def discard_advice(view: SichuanView, tile: int) -> HandAdvice | None:
    """What discarding ``tile`` would leave, on the player's turn (3k + 2 tiles), else None."""
    k = Knowledge(view)
    counts = list(k.counts)
    if sum(counts) % 3 != 2 or not counts[tile]:
        return None
    counts[tile] -= 1
    return _advice(k, counts)


def turn_advice(view: SichuanView) -> HandAdvice | None:
    """On the player's turn (3k + 2 tiles): how far from ready the hand is after its best discard."""
    k = Knowledge(view)
    if sum(k.counts) % 3 != 2:
        return None
    options = [discard_advice(view, tile) for tile in set(view.hand)]
    return min((o for o in options if o is not None), key=lambda o: o.shanten, default=None)
