"""What the card table should show for one seat's view: every card's zone, face and place.

The scene never guesses rules: after each step it asks this module where every
card must be — from the seat's ``GuafengView`` alone — and moves its items
there (animated by the director). Because the picture is recomputed from the
view, it cannot drift from the engine; tests compare the two after every event.

Zones: ``deck`` (cards not dealt yet, the kitty among them), ``hand``,
``declared`` (the cards shown for a declaration, while bidding), ``trick``
(the trick being played), ``pile`` (the cards of the tricks a seat won, face
down) and ``kitty`` (the four buried cards). Each of the 108 cards is in exactly
one of ``deck``, ``hand``, ``trick``, ``pile`` and ``kitty``; ``declared`` cards
are shown copies of cards still in a hand.

The other seats' hands are card backs, except in a replay with all hands open:
given an ``OpenGuafengView`` (which carries every seat's cards), they lie face up.

A step that closes a trick or reveals the kitty is shown in two stages: first
*held* (the full trick, or the kitty face up, in the middle), then as the
view has it (the trick collected by its winner, the kitty set aside).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from fengyu.games.guafeng.order import (
    BIG_JOKER,
    NAT,
    PERMANENT_RANKS,
    SMALL_JOKER,
    SUIT,
    TRUMP,
    card_order,
    level_rank,
    suit_index,
)
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.guafeng.view import GuafengView
from fengyu.table.replay import OpenGuafengView
from fengyu.ui.cards.layout import CardLayout, Place

DECK = 108
KITTY = 4
SUIT_PLACE = (0, 1, 3, 2)
"""Where each suit (S H D C) sits in a sorted hand: ♠ ♥ ♣ ♦, so colours alternate."""
BIDDING = ("deal", "zhan", "bury", "give", "swap")
"""Phases in which the declarations lie on the table."""
KITTY_HIDDEN = ("deal", "zhan", "bury")
"""Phases in which the kitty is not on the table yet (still in the deck, then in the burier's hand)."""


@dataclass(frozen=True, slots=True)
class Slot:
    """One card as it should appear: ``card`` None is a card this seat cannot see."""

    zone: str
    seat: int
    index: int
    card: int | None
    face_up: bool
    place: Place
    leading: bool = False
    """A card of the play that wins the trick so far (it glows)."""


def side_of(seat: int, me: int) -> int:
    """Screen side of ``seat`` for the player at ``me``: 0 bottom, 1 right (下家), 2 top, 3 left."""
    return (seat - me) % 4


def hand_key(level: str, trump: str | None, rules: GuafengRules) -> Callable[[int], tuple[int, int, int, int]]:
    """The sort key of the player's cards: side suits ♠ ♥ ♣ ♦ low to high, then the trumps low to high.

    Before the trump suit is known only the jokers, the level cards and the
    2, 3 and 5 are trumps (§2.2); they are grouped at the right already. The
    first two members of a key name the card's group (trump or not, suit).
    """
    rank = level_rank(level)
    if trump is not None:
        order = card_order(rank, suit_index(trump), rules)

        def known(code: int) -> tuple[int, int, int, int]:
            cls = order.cls[code]
            return int(cls == TRUMP), SUIT_PLACE[cls] if cls < TRUMP else 0, order.power[code], code

        return known
    specials = {rank: 97, 5: 93, 3: 92, 2: 91}
    if rules.permanent_trump_order == "rank_major":
        specials = {rank: 97, 5: 95, 3: 93, 2: 91}

    def unknown(code: int) -> tuple[int, int, int, int]:
        if code in (SMALL_JOKER, BIG_JOKER):
            return 1, 0, 99 + (code == BIG_JOKER), code
        natural = NAT[code]
        if natural == rank or natural in PERMANENT_RANKS:
            return 1, 0, specials[natural], SUIT_PLACE[SUIT[code]]
        return 0, SUIT_PLACE[SUIT[code]], natural, code

    return unknown


def hand_order(cards: tuple[int, ...], level: str, trump: str | None, rules: GuafengRules) -> list[int]:
    """The player's cards as shown (``hand_key``)."""
    return sorted(cards, key=hand_key(level, trump, rules))


def slots(view: GuafengView, layout: CardLayout, rules: GuafengRules, *, hold: bool = False) -> list[Slot]:
    """Every card the table shows for ``view``; ``hold`` keeps a just-closed trick or a revealed kitty in the middle."""
    me = view.seat
    out: list[Slot] = []

    def put(
        zone: str, seat: int, cards: Sequence[int | None], places: list[Place], face_up: bool, *, leading: bool = False
    ) -> None:
        for index, (card, place) in enumerate(zip(cards, places, strict=True)):
            out.append(Slot(zone, seat, index, card, face_up and card is not None, place, leading))

    if view.phase in ("deal", "zhan"):
        count = DECK - view.cards_dealt
        deck = layout.deck_place()
        places = [Place(deck.x + i * 0.12, deck.y - i * 0.12, 0.0, deck.width, -200 + i) for i in range(count)]
        put("deck", -1, [None] * count, places, False)

    key = hand_key(view.level, view.trump, rules)
    mine = sorted(view.hand, key=key)
    breaks = {i for i in range(1, len(mine)) if key(mine[i])[:2] != key(mine[i - 1])[:2]}
    trumps_from = next((i for i in range(1, len(mine)) if key(mine[i])[0] and not key(mine[i - 1])[0]), None)
    put("hand", me, list(mine), layout.my_hand(len(mine), breaks, trumps_from), True)
    for seat in range(4):
        if seat == me:
            continue
        if isinstance(view, OpenGuafengView):  # a replay with all hands open
            shown = sorted(view.hands[seat], key=key)
            put("hand", seat, shown, layout.open_hand(side_of(seat, me), len(shown)), True)
        else:
            count = view.hand_sizes[seat]
            put("hand", seat, [None] * count, layout.other_hand(side_of(seat, me), count), False)

    if view.phase in BIDDING:
        for declaration in view.declarations:
            if declaration.withdrawn:
                continue
            pairs = declaration.pairs if declaration.pairs is not None else (None,) * declaration.pair_count
            cards: Sequence[int | None] = [*declaration.jokers, *pairs]
            side = side_of(declaration.owner, me)
            put(
                "declared",
                declaration.owner,
                cards,
                layout.played_cards(side, len(cards), scale=0.82, spread=0.5),
                True,
            )

    tricks = list(view.tricks)
    held = None
    if view.trick is not None:
        held = view.trick
    elif hold and tricks and view.phase in ("play", "over"):
        held = tricks.pop()
    if held is not None:
        for seat, cards in held.plays:
            side = side_of(seat, me)
            places = layout.played_cards(side, len(cards))
            put("trick", seat, list(cards), places, True, leading=seat == held.winner and len(held.plays) > 1)
    won: dict[int, list[int | None]] = {seat: [] for seat in range(4)}
    for trick in tricks:
        assert trick.winner is not None
        for _seat, cards in trick.plays:
            won[trick.winner] += cards
    for seat, cards in won.items():
        put("pile", seat, cards, layout.pile_places(side_of(seat, me), len(cards)), False)

    if view.phase not in KITTY_HIDDEN:
        kitty: list[int | None] = list(view.kitty) if view.kitty is not None else [None] * KITTY
        in_middle = hold and view.kitty is not None and view.phase != "over" and not view.tricks and view.trick is None
        places = layout.centre_cards(KITTY) if in_middle else layout.kitty_places(KITTY)
        put("kitty", -1, kitty, places, True)
    return out


def holds(view: GuafengView, kinds: set[str]) -> bool:
    """Whether a step with these event kinds is shown in two stages (module docstring)."""
    return "trick" in kinds or ("reveal" in kinds and view.kitty is not None)
