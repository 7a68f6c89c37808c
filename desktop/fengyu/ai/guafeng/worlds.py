"""Determinization: deals of the unseen cards consistent with everything a seat has seen.

The cards a seat cannot see (``Knowledge.unseen``) are dealt to the other
three seats — each getting exactly as many as it holds — and, when the seat
has not seen the kitty, four of them to the kitty. A deal respects what is
known: the cards certainly in a hand (face-up declared cards) go there, a seat
known to be void in a class gets none of it, and a burier who had to bury his
jokers holds none. When the constraints cannot all be met (a rare knot of
voids) the voids are dropped for that deal rather than failing.
"""

from __future__ import annotations

import random

from fengyu.ai.guafeng.knowledge import JOKERS, Knowledge
from fengyu.games.guafeng.order import CARD_COUNT

SEATS = 4
KITTY = -1
"""The kitty's slot in a deal's holder lists."""
TRIES = 8


def sample_world(k: Knowledge, rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """Four 54-count hands (the seat's own included) and the kitty, one consistent deal."""
    hands = [[0] * CARD_COUNT for _ in range(SEATS)]
    hands[k.seat] = list(k.hand)
    kitty = list(k.view.kitty) if k.view.kitty is not None else []
    room = {s: k.view.hand_sizes[s] for s in range(SEATS) if s != k.seat}
    if len(kitty) < 4:
        room[KITTY] = 4 - len(kitty)
    pool = list(k.unseen)
    for seat in range(SEATS):
        if seat == k.seat:
            continue
        for code in range(CARD_COUNT):
            n = min(k.known[seat][code], pool[code], room[seat])
            if n:
                hands[seat][code] += n
                pool[code] -= n
                room[seat] -= n
    cards = [code for code in range(CARD_COUNT) for _ in range(pool[code])]
    for attempt in range(TRIES):
        dealt = _deal(k, cards, room, rng, strict=attempt < TRIES - 1)
        if dealt is not None:
            break
    else:  # pragma: no cover - the last attempt ignores voids and always succeeds
        raise AssertionError("a deal without constraints cannot fail")
    for holder, code in dealt:
        if holder == KITTY:
            kitty.append(code)
        else:
            hands[holder][code] += 1
    return hands, kitty


def _allowed(k: Knowledge, holder: int, code: int) -> bool:
    if holder == KITTY:
        return True
    if k.order.cls[code] in k.voids[holder]:
        return False
    return not (code in JOKERS and holder in k.no_jokers)


def _deal(
    k: Knowledge, cards: list[int], room: dict[int, int], rng: random.Random, *, strict: bool
) -> list[tuple[int, int]] | None:
    """Hand each card to a holder with room (and, if ``strict``, allowed to hold it); most constrained first."""
    left = dict(room)
    order = list(cards)
    rng.shuffle(order)
    if strict:
        order.sort(key=lambda code: sum(_allowed(k, h, code) for h in left))
    dealt = []
    for code in order:
        holders = [h for h, n in left.items() if n > 0 and (not strict or _allowed(k, h, code))]
        if not holders:
            return None
        weights = [left[h] for h in holders]
        holder = rng.choices(holders, weights)[0]
        left[holder] -= 1
        dealt.append((holder, code))
    return dealt
