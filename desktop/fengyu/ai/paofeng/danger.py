"""What a discard may give away in Paofeng: a claim, and with it 包 liability (R22, R23).

Nobody wins on a discard (R17), so the only harm a discard does is to be
claimed. It matters most when the claimer already holds two 口 on this seat:
a third makes a 包 relation, and if the claimer then wins this seat pays for
everybody (顺包, ×3 to ×6 its share). The chance that an opponent can claim a
tile is estimated from the copies this seat cannot see and the opponent's
concealed tile count, as if the unseen tiles were dealt at random.
"""

from __future__ import annotations

from fengyu.ai.paofeng.knowledge import SEATS, Knowledge
from fengyu.core.tiles import SUITED_KIND_COUNT


def kou_on_me(k: Knowledge, claimer: int) -> int:
    """口 that ``claimer`` holds on this seat: its melds claimed from this seat's discards."""
    return sum(1 for m in k.view.melds[claimer] if m.source == k.seat)


def holds_at_least(k: Knowledge, seat: int, tile: int, copies: int) -> float:
    """Chance that ``seat`` holds at least ``copies`` of ``tile`` (binomial over the unseen copies)."""
    unseen = k.unseen[tile]
    if unseen < copies or not k.unseen_total:
        return 0.0
    p = min(1.0, k.view.concealed_counts[seat] / k.unseen_total)
    none = (1 - p) ** unseen
    if copies == 1:
        return 1 - none
    return max(0.0, 1 - none - unseen * p * (1 - p) ** (unseen - 1))


def claim_chance(k: Knowledge, seat: int, tile: int) -> float:
    """Chance that ``seat`` can pong ``tile`` (or chi it, when it is this seat's 下家)."""
    if k.view.bao_ting[seat] or k.view.tuo_guan[seat]:
        return 0.0  # neither chi nor pong after 报听 (R21) or in 托管 (R16)
    miss = 1 - holds_at_least(k, seat, tile, 2)
    if seat == (k.seat + 1) % SEATS and tile < SUITED_KIND_COUNT:
        rank = tile % 9
        for low in range(max(0, rank - 2), min(6, rank) + 1):
            pair = [tile - rank + r for r in range(low, low + 3) if r != rank]
            both = holds_at_least(k, seat, pair[0], 1) * holds_at_least(k, seat, pair[1], 1)
            miss *= 1 - both
    return 1 - miss


def bao_risk(k: Knowledge, tile: int) -> float:
    """Chance that discarding ``tile`` hands an opponent its third 口 on this seat."""
    safe = 1.0
    for seat in k.opponents:
        if kou_on_me(k, seat) == 2:
            safe *= 1 - claim_chance(k, seat, tile)
    return 1 - safe
