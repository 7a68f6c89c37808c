"""Helpers for the Guafeng tests: cards from notation, card orders, stacked decks and scripted seats."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from fengyu.core.cards import double_deck, parse_cards
from fengyu.core.protocol import Action
from fengyu.games.guafeng.combos import Combo, classify
from fengyu.games.guafeng.engine import FILL, THROW_TEMPLATE, GuafengHand
from fengyu.games.guafeng.inputs import HandInputs
from fengyu.games.guafeng.order import CardOrder, card_order, level_rank, suit_index
from fengyu.games.guafeng.rules import GuafengRules


def cards(text: str) -> list[int]:
    """Card codes from notation, e.g. ``cards("10H AS BJ")``."""
    return [int(card) for card in parse_cards(text)]


def names(text: str) -> list[str]:
    """Card names from a space-separated string (for Hypothesis to sample from)."""
    return text.split()


def hand_of(text: str) -> list[int]:
    """A 54-count hand vector from notation."""
    vector = [0] * 54
    for code in cards(text):
        vector[code] += 1
    return vector


def combination(pieces: Sequence[int], o: CardOrder) -> Combo:
    """``classify`` for cards the test knows to form a combination (a failed assertion if they do not)."""
    combo = classify(pieces, o)
    assert combo is not None, f"no combination: {pieces}"
    return combo


def order(level: str = "7", trump: str = "H", **rules: Any) -> CardOrder:
    """The card order for a level and trump suit (the spec's examples use L = 7, T = ♥)."""
    return card_order(level_rank(level), suit_index(trump), GuafengRules(**rules))


def stacked_deck(first_seat: int, dealt: dict[int, str], kitty: str = "") -> list[int]:
    """A deck that deals each seat the given cards first (in order) and puts ``kitty`` last.

    Cards not named fill the remaining places in canonical order.
    """
    rest = Counter(int(card) for card in double_deck())
    named = [code for text in (*dealt.values(), kitty) for code in cards(text)]
    rest.subtract(named)
    if min(rest.values()) < 0:
        raise ValueError("a card is named more than twice")
    filler = list(rest.elements())
    per_seat = {seat: cards(text) for seat, text in dealt.items()}
    kitty_cards = cards(kitty)
    filler_for_kitty = 4 - len(kitty_cards)
    kitty_cards += filler[len(filler) - filler_for_kitty :] if filler_for_kitty else []
    filler = filler[: len(filler) - filler_for_kitty]
    deck = []
    for index in range(104):
        seat = (first_seat + index) % 4
        queue = per_seat.get(seat, [])
        deck.append(queue.pop(0) if queue else filler.pop(0))
    return deck + kitty_cards


class StackedHand(GuafengHand):
    """A hand whose deals come from given decks instead of the seeded shuffle."""

    decks: list[list[int]]

    def __init__(self, rules: GuafengRules, decks: list[list[int]], inputs: HandInputs | None = None) -> None:
        self.decks = [list(deck) for deck in decks]
        super().__init__(rules, 0, inputs)

    def _shuffled_deck(self) -> list[int]:
        return self.decks.pop(0) if len(self.decks) > 1 else list(self.decks[0])


Policy = Callable[[GuafengHand, int, list[Action]], Action | None]


def drive(hand: GuafengHand, policy: Policy, *, until: Callable[[GuafengHand], bool] | None = None) -> None:
    """Apply the policy's choice (``None``: the first legal action, a pass while bidding) until done."""
    while not hand.over and not (until and until(hand)):
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        chosen = policy(hand, seat, legal)
        hand.apply(chosen if chosen is not None else complete(hand, legal[0], random.Random(0)))


def passing(hand: GuafengHand, seat: int, legal: list[Action]) -> Action | None:
    """Pass every bid; take the first listed choice otherwise."""
    return None


def complete(hand: GuafengHand, action: Action, rng: random.Random) -> Action:
    """A concrete action from a listed one: a template gets random cards from its pool."""
    if action.option == FILL:
        pool, size = hand.fill(action.seat)
        free = list((Counter(pool) - Counter(action.pieces)).elements())
        return Action(action.seat, action.kind, (*action.pieces, *rng.sample(free, size - len(action.pieces))))
    if action.option == THROW_TEMPLATE:
        from fengyu.games.guafeng.combos import THROW, classify

        assert hand.order is not None
        held = hand.hand(action.seat)
        while True:
            cls = hand.order.cls[rng.choice(held)]
            same = [code for code in held if hand.order.cls[code] == cls]
            if len(set(same)) >= 2:
                pick = rng.sample(same, rng.randint(2, min(6, len(same))))
                combo = classify(pick, hand.order)
                if combo is not None and combo.kind == THROW:
                    return Action(action.seat, action.kind, tuple(pick))
    return action


def random_policy(rng: random.Random) -> Policy:
    def choose(hand: GuafengHand, seat: int, legal: list[Action]) -> Action:
        return complete(hand, rng.choice(legal), rng)

    return choose


def find(legal: Iterable[Action], kind: str, pieces: Sequence[int] | None = None) -> Action | None:
    for action in legal:
        if action.kind == kind and (pieces is None or action.pieces == tuple(sorted(pieces))):
            return action
    return None
