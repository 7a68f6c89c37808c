"""The hints a player expects, computed from their own view only: shanten, waits, what a discard leaves.

Headless (no Qt) so it is tested directly. Unseen counts are the copies the
player cannot see — the same count a strong player keeps in their head. Each
game asks the shared analyser its own way: Sichuan sets the void suit aside,
Paofeng counts wilds and knows 听任意张 (waiting on any tile, the way to 跑风).
"""

from __future__ import annotations

from dataclasses import dataclass

from fengyu.ai.sichuan.knowledge import Knowledge
from fengyu.core.tiles import KIND_COUNT
from fengyu.games.paofeng.analysis import reader
from fengyu.games.paofeng.roles import TileRoles
from fengyu.games.paofeng.view import PaofengView
from fengyu.ui.mahjong.tile_rules import MahjongView

SUITS = "mps"


@dataclass(frozen=True, slots=True)
class HandAdvice:
    """Where a hand of 3k + 1 tiles stands: its shanten (0 = ready) and each wait with its unseen copies."""

    shanten: int
    waits: tuple[tuple[int, int], ...] = ()
    any_tile: bool = False
    """Waiting on any tile (Paofeng's 听任意张): every draw wins, by 跑风."""
    flower: bool = False
    """A flower is still in the hand: it must be set aside before the hand can be judged (Paofeng R7)."""

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


def _paofeng_unseen(view: PaofengView) -> list[int]:
    """Copies of each kind the seat cannot see: four, less its hand, every river, meld, flower and the indicator."""
    unseen = [4] * KIND_COUNT
    seen = [*view.hand, view.indicator]
    for seat in range(4):
        seen += view.rivers[seat] + view.flowers[seat]
        for meld in view.melds[seat]:
            seen += meld.tiles
    for tile in seen:
        unseen[tile] -= 1
    return [max(0, n) for n in unseen]


def _paofeng_advice(view: PaofengView, counts: list[int]) -> HandAdvice:
    hand = reader(TileRoles.of_wild(view.wild), view.rules.lan_no_wild)
    melds = len(view.melds[view.seat])
    if hand.holds_flower(counts):
        return HandAdvice(0, flower=True)
    shanten = hand.shanten(counts, melds)
    if shanten > 0:
        return HandAdvice(shanten)
    if hand.waits_on_any(counts, melds):
        return HandAdvice(0, any_tile=True)
    unseen = _paofeng_unseen(view)
    return HandAdvice(shanten, tuple((t, unseen[t]) for t in sorted(hand.waits(counts, melds))))


def _counts(view: MahjongView) -> list[int]:
    counts = [0] * KIND_COUNT
    for tile in view.hand:
        counts[tile] += 1
    return counts


def hand_advice(view: MahjongView) -> HandAdvice | None:
    """Advice for the player's concealed tiles when they hold 3k + 1 (between turns), else None."""
    if isinstance(view, PaofengView):
        counts = _counts(view)
        return _paofeng_advice(view, counts) if sum(counts) % 3 == 1 else None
    k = Knowledge(view)
    if sum(k.counts) % 3 != 1:
        return None
    return _advice(k, list(k.counts))


def discard_advice(view: MahjongView, tile: int) -> HandAdvice | None:
    """What discarding ``tile`` would leave, on the player's turn (3k + 2 tiles), else None."""
    if isinstance(view, PaofengView):
        counts = _counts(view)
        if sum(counts) % 3 != 2 or not counts[tile]:
            return None
        counts[tile] -= 1
        return _paofeng_advice(view, counts)
    k = Knowledge(view)
    counts = list(k.counts)
    if sum(counts) % 3 != 2 or not counts[tile]:
        return None
    counts[tile] -= 1
    return _advice(k, counts)


def turn_advice(view: MahjongView) -> HandAdvice | None:
    """On the player's turn (3k + 2 tiles): how far from ready the hand is after its best discard."""
    if sum(_counts(view)) % 3 != 2:
        return None
    tiles = set(view.hand)
    if isinstance(view, PaofengView):
        roles = TileRoles.of_wild(view.wild)
        if any(t in roles.flowers for t in tiles):
            return HandAdvice(0, flower=True)
        tiles = {t for t in tiles if roles.natural(t)}  # neither the wild nor a flower is ever discarded (R7, R12)
    options = [discard_advice(view, tile) for tile in tiles]
    return min((o for o in options if o is not None), key=lambda o: o.shanten, default=None)
