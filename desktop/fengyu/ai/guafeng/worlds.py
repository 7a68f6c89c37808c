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
    # The quick greedy deal nearly always works; a dead end is retried with the checked one, which
    # finds a consistent deal whenever one exists (and without the voids, one always does).
    for strict, checked in ((True, False), (True, True), (False, False)):
        dealt = _deal(k, cards, room, rng, strict=strict, checked=checked)
        if dealt is not None:
            break
    assert dealt is not None
    for holder, code in dealt:
        if holder == KITTY:
            kitty.append(code)
        else:
            hands[holder][code] += 1
    return hands, kitty


def _allowed(k: Knowledge, holder: int, group: tuple[int, bool]) -> bool:
    """Whether a holder may get cards of a group (a class, jokers apart since a burier can lack them)."""
    if holder == KITTY:
        return True
    cls, joker = group
    if cls in k.voids[holder]:
        return False
    return not (joker and holder in k.no_jokers)


def _deal(
    k: Knowledge, cards: list[int], room: dict[int, int], rng: random.Random, *, strict: bool, checked: bool
) -> list[tuple[int, int]] | None:
    """Hand each card to a holder with room (and, if ``strict``, allowed to hold it), never into a dead end.

    Cards go group by group (a class; jokers apart), from the group with the
    fewest holders that may take it. With ``checked``, when some holder may not
    take some group, every placement is checked to leave a completion possible
    (Hall's condition on the few holders), so a consistent deal is found
    whenever one exists.
    """
    members: dict[tuple[int, bool], list[int]] = {}
    for code in cards:
        members.setdefault((k.order.cls[code], code in JOKERS), []).append(code)
    for codes in members.values():
        rng.shuffle(codes)
    sizes = {group: len(codes) for group, codes in members.items()}
    left = dict(room)
    may = {(h, g): not strict or _allowed(k, h, g) for h in left for g in members}
    constrained = checked and not all(may.values())
    dealt: list[tuple[int, int]] = []
    while True:
        live = [g for g, n in sizes.items() if n]
        if not live:
            return dealt
        options = {g: [h for h, n in left.items() if n > 0 and may[h, g]] for g in live}
        group = min(live, key=lambda g: (len(options[g]), rng.random()))
        # Holders in a random order weighted by their room (the exponential-keys method).
        ranked = sorted(options[group], key=lambda h: -(rng.random() ** (1.0 / left[h])))
        chosen = None
        for holder in ranked:
            left[holder] -= 1
            sizes[group] -= 1
            if not constrained or _completable(sizes, left, may):
                chosen = holder
                break
            left[holder] += 1
            sizes[group] += 1
        if chosen is None:
            return None
        dealt.append((chosen, members[group].pop()))


def _completable(sizes: dict[tuple[int, bool], int], left: dict[int, int], may: dict) -> bool:  # type: ignore[type-arg]
    """Hall's condition: every set of holders can be filled from the groups some of them may take."""
    holders = [h for h, n in left.items() if n > 0]
    for mask in range(1, 1 << len(holders)):
        chosen = [h for i, h in enumerate(holders) if mask >> i & 1]
        supply = sum(n for g, n in sizes.items() if n and any(may[h, g] for h in chosen))
        if sum(left[h] for h in chosen) > supply:
            return False
    return True
