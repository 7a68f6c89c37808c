"""What a Guafeng seat knows, read from its view: the card order, the cards seen, voids, who holds what.

Everything here is computed from ``GuafengView`` alone (a bot keeps no memory
between decisions), so a bot can be rebuilt at any point of a hand.

* ``played`` — every card played so far, completed tricks and the current one;
* ``voids[s]`` — classes (``TRUMP`` or a side suit) seat ``s`` is known to lack:
  a follower who plays fewer cards of the led class than were led has no more
  of them (rule F1 of spec §5.2);
* ``pairless[s]`` — classes in which seat ``s`` is known to hold no pair: a
  follower who held enough cards of the led class but played fewer pairs than
  the lead asked for had no more pairs in it (rule F2);
* ``known[s]`` — cards certainly still in seat ``s``'s hand: the face-up jokers
  and revealed pairs of declarations (§4.8), less what the owner has played;
  after a 粘牌 the stuck players' declared cards are with the sticker (§4.9);
* ``unseen`` — cards that are neither in this seat's hand, nor played, nor in a
  kitty this seat has seen: they are in the other hands (or an unseen kitty).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from fengyu.games.guafeng.combos import YU, classify
from fengyu.games.guafeng.order import (
    BIG_JOKER,
    CARD_COUNT,
    NAT,
    POINTS,
    SMALL_JOKER,
    TRUMP,
    CardOrder,
    card_order,
    level_rank,
    suit_index,
)
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.guafeng.view import GuafengView

SEATS = 4
JOKERS = (SMALL_JOKER, BIG_JOKER)


def counts_of(cards: Sequence[int]) -> list[int]:
    """A 54-count vector of a card sequence."""
    counts = [0] * CARD_COUNT
    for code in cards:
        counts[code] += 1
    return counts


def order_of(view: GuafengView, rules: GuafengRules) -> CardOrder | None:
    """The hand's card order once the seat knows the trump suit, else ``None``."""
    if view.trump is None:
        return None
    return card_order(level_rank(view.level), suit_index(view.trump), rules)


@dataclass
class Knowledge:
    """The play-phase picture of one seat (see the module docstring)."""

    view: GuafengView
    rules: GuafengRules
    order: CardOrder
    hand: list[int]
    played: list[int]
    unseen: list[int]
    voids: list[set[int]] = field(default_factory=lambda: [set() for _ in range(SEATS)])
    pairless: list[set[int]] = field(default_factory=lambda: [set() for _ in range(SEATS)])
    known: list[list[int]] = field(default_factory=lambda: [[0] * CARD_COUNT for _ in range(SEATS)])
    no_jokers: set[int] = field(default_factory=set)
    kitty_known: bool = False

    @property
    def seat(self) -> int:
        return self.view.seat

    @property
    def partner(self) -> int:
        return (self.view.seat + 2) % SEATS


def read(view: GuafengView, rules: GuafengRules) -> Knowledge:
    """The seat's knowledge in the play phase (the trump suit is known)."""
    order = order_of(view, rules)
    assert order is not None, "knowledge needs the trump suit"
    hand = counts_of(view.hand)
    played = [0] * CARD_COUNT
    voids: list[set[int]] = [set() for _ in range(SEATS)]
    pairless: list[set[int]] = [set() for _ in range(SEATS)]
    played_by: list[list[int]] = [[0] * CARD_COUNT for _ in range(SEATS)]
    tricks = [*view.tricks, *([view.trick] if view.trick is not None else [])]
    singles_fallback = rules.yu_fallback == "singles"  # then a 雨 lead asks no pairs of a follower without one
    for trick in tricks:
        if not trick.plays:
            continue
        lead = classify(trick.plays[0][1], order)
        for seat, cards in trick.plays:
            for code in cards:
                played[code] += 1
                played_by[seat][code] += 1
        if lead is None:
            continue
        for seat, cards in trick.plays[1:]:
            if sum(order.cls[c] == lead.cls for c in cards) < lead.size:
                voids[seat].add(lead.cls)
            elif lead.pairs and _pairs_in(cards) < lead.pairs and not (lead.kind == YU and singles_fallback):
                pairless[seat].add(lead.cls)
    kitty = view.kitty
    kitty_known = kitty is not None and view.phase == "play"
    unseen = [2 - played[c] - hand[c] for c in range(CARD_COUNT)]
    if kitty_known:
        for code in kitty or ():
            unseen[code] -= 1
    unseen = [max(0, n) for n in unseen]
    knowledge = Knowledge(view, rules, order, hand, played, unseen, voids, pairless)
    knowledge.kitty_known = kitty_known
    _known_holdings(knowledge, played_by)
    return knowledge


def _pairs_in(cards: Sequence[int]) -> int:
    return sum(1 for code in set(cards) if cards.count(code) == 2)


def _known_holdings(k: Knowledge, played_by: list[list[int]]) -> None:
    """Declared cards still in a hand (module docstring), and the burier's lack of jokers."""
    view = k.view
    holder_of: dict[int, int] = {}
    for declaration in view.declarations:
        owner = declaration.owner
        if owner == view.seat:
            continue
        if view.sticker is not None:
            # After a 粘牌 only the stuck players' declared cards are surely with the sticker.
            if owner in view.stuck and declaration.pairs is not None:
                holder_of[owner] = view.sticker
            else:
                continue
        else:
            holder_of[owner] = owner
        holder = holder_of[owner]
        if holder == view.seat:
            continue
        cards = list(declaration.jokers)
        if declaration.withdrawn:
            if owner == view.burier:
                continue  # the burier buried his jokers (§4.7)
        elif declaration.pairs is not None:
            cards += list(declaration.pairs)
        for code in cards:
            k.known[holder][code] += 1
    for seat in range(SEATS):
        for code in range(CARD_COUNT):
            if k.known[seat][code]:
                k.known[seat][code] = max(0, min(k.known[seat][code] - played_by[seat][code], k.unseen[code]))
    if view.sticker is None and view.burier is not None and view.burier != view.seat:
        k.no_jokers.add(view.burier)


PAIR_KEEP = 6.0
"""What holding a card twice adds to its keep value: the pair is worth more than two singles."""


def keep_value(code: int, order: CardOrder, hand: Sequence[int] | None = None) -> float:
    """How much a card is worth keeping for play: trumps above side cards, high above low, pairs above singles."""
    power = order.power[code]
    value = 30.0 + (power - 70) if order.cls[code] == TRUMP else float(NAT[code])
    if hand is not None and hand[code] >= 2:
        value += PAIR_KEEP
    return value


def points_of(cards: Sequence[int]) -> int:
    return sum(POINTS[c] for c in cards)
