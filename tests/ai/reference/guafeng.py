"""A rules-of-thumb Guafeng trick player: the arena's fixed yardstick for the project's levels.

What a club player's rules of thumb say, and no search; it shares no code
with the project's bots (only the game's view, card order and combination
rules):

* declare a suit when it would give trumps to at least two fifths of the cards
  held (jokers, 2, 3, 5 and the level rank always count); reinforce one's own;
* bury low, pointless cards of the shortest side suits; never a trump;
* lead a sure winner (nothing unseen beats it and no opponent is known to ruff
  it), pairs and point cards first; else a low side-suit pair without points
  (it makes the others break pairs), else low from the shortest side suit;
* follow: feed points to a partner whose play stands; take an opponent's trick
  with the cheapest winning play when it stands (nothing unseen beats it, or
  nobody plays after) and the trick holds points or the win costs no trump,
  or, not standing, when 15 or more points are at stake; else play the
  cheapest cards, keeping points away from the opponents;
* keep the top trump back for the last trick: the defenders win the kitty
  (with a joker or points in it, worth 50 to 100 and more) only by winning
  the last trick, so the strongest trump of the hand is played before then
  only when it must be.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from fengyu.core.protocol import Action
from fengyu.games.guafeng.combos import Combo, beats, classify, qualify
from fengyu.games.guafeng.order import (
    BIG_JOKER,
    CARD_COUNT,
    NAT,
    POINTS,
    SMALL_JOKER,
    SUIT,
    TRUMP,
    CardOrder,
    card_order,
    level_rank,
    suit_index,
)

SEATS = 4
PERMANENT = (2, 3, 5)
DECLARE_SHARE = 0.4


def copies(combo: Combo) -> int | None:
    """1 for a single, 2 for a pair, None for anything longer (the rules of thumb judge only these)."""
    if combo.kind == "single":
        return 1
    return 2 if combo.kind == "feng" and combo.size == 2 else None


class ReferenceBot:
    """The rules-of-thumb Guafeng player (module docstring)."""

    name = "reference"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        options = [a for a in legal if a.option != "throw"]
        phase = view.phase
        if phase in ("deal", "zhan"):
            return self.declare(view, options)
        if phase == "bury":
            return self.bury(view, options[0])
        order = card_order(level_rank(view.level), suit_index(view.trump), view.rules)
        if phase == "give":
            return self.give(view, options, order)
        if phase == "swap":
            swaps = [a for a in options if a.kind == "swap"]
            if not swaps:
                return next(a for a in options if a.kind == "swap_done")
            return min(swaps, key=lambda a: min(order.power[c] for c in a.pieces if order.cls[c] != TRUMP))
        return self.play(view, options, order)

    # -- before play ---------------------------------------------------------------

    def trumps_with(self, hand: Sequence[int], suit: int, level: int) -> int:
        return sum(1 for c in hand if c >= SMALL_JOKER or NAT[c] == level or NAT[c] in PERMANENT or SUIT[c] == suit)

    def declare(self, view: Any, options: Sequence[Action]) -> Action:
        passing = options[0]
        reinforce = [a for a in options if a.kind == "xu"]
        if reinforce:
            return reinforce[0]
        bids = [a for a in options if a.kind in ("liang", "chong", "zhan")]
        if not bids or len(view.hand) < 8:
            return passing
        level = level_rank(view.level)

        def trumps(action: Action) -> int:
            suit = next(SUIT[c] for c in action.pieces if c < SMALL_JOKER)
            return self.trumps_with(view.hand, suit, level)

        best = max(bids, key=lambda a: (trumps(a), len(a.pieces)))
        return best if trumps(best) >= DECLARE_SHARE * len(view.hand) else passing

    def bury_cost(self, code: int, hand: Counter[int], level: int) -> tuple[int, int, int, int]:
        if code >= SMALL_JOKER or NAT[code] == level or NAT[code] in PERMANENT:
            return (1, 0, 0, 0)
        suit_length = sum(n for c, n in hand.items() if c < SMALL_JOKER and SUIT[c] == SUIT[code])
        return (0, POINTS[code], suit_length + 3 * (hand[code] >= 2), NAT[code])

    def bury(self, view: Any, action: Action) -> Action:
        if action.option != "fill":
            return action
        level = level_rank(view.level)
        hand = Counter(view.hand)
        return self.filled(view, action, lambda c: self.bury_cost(c, hand, level))

    def give(self, view: Any, options: Sequence[Action], order: CardOrder) -> Action:
        action = min(options, key=lambda a: (sum(order.power[c] for c in a.pieces), a.pieces))
        if action.option != "fill":
            return action
        return self.filled(view, action, lambda c: (order.cls[c] == TRUMP, POINTS[c], order.power[c]))

    def filled(self, view: Any, action: Action, key: Any) -> Action:
        """A fill template completed with the pool's cards in ``key`` order."""
        rest = Counter(view.fill_pool) - Counter(action.pieces)
        free = sorted((c for c, n in rest.items() for _ in range(n)), key=lambda c: (key(c), c))
        chosen = free[: view.fill_size - len(action.pieces)]
        return Action(action.seat, action.kind, tuple(sorted((*action.pieces, *chosen))))

    # -- what is known ----------------------------------------------------------------

    def unseen(self, view: Any) -> list[int]:
        """Copies of each card not in this hand, not played and not in a kitty this seat has seen."""
        left = [2] * CARD_COUNT
        for code in view.hand:
            left[code] -= 1
        for trick in (*view.tricks, *((view.trick,) if view.trick is not None else ())):
            for _, cards in trick.plays:
                for code in cards:
                    left[code] -= 1
        if view.kitty is not None and view.burier == view.seat:
            for code in view.kitty:
                left[code] -= 1
        return [max(0, n) for n in left]

    def voids(self, view: Any, order: CardOrder) -> list[set[int]]:
        """Classes each seat has shown it lacks (it followed a lead with other cards)."""
        voids: list[set[int]] = [set() for _ in range(SEATS)]
        for trick in (*view.tricks, *((view.trick,) if view.trick is not None else ())):
            if not trick.plays:
                continue
            led = order.cls[trick.plays[0][1][0]]
            for seat, cards in trick.plays[1:]:
                if any(order.cls[c] != led for c in cards):
                    voids[seat].add(led)
        return voids

    def reserved(self, view: Any, order: CardOrder, unseen: Sequence[int]) -> int | None:
        """The trump kept for the last trick: this hand's strongest trump, if nothing unseen beats it."""
        trumps: list[int] = [c for c in view.hand if order.cls[c] == TRUMP]
        if not trumps or len(view.hand) <= 1:
            return None
        top = max(trumps, key=lambda c: order.power[c])
        if any(unseen[c] and order.power[c] > order.power[top] for c in order.class_codes[TRUMP]):
            return top if top in (BIG_JOKER, SMALL_JOKER) else None
        return top

    # -- play --------------------------------------------------------------------------

    def play(self, view: Any, options: Sequence[Action], order: CardOrder) -> Action:
        unseen = self.unseen(view)
        keep = self.reserved(view, order, unseen)
        if view.trick is None or not view.trick.plays:
            cards = self.lead(view, options, order, unseen, keep)
        else:
            cards = self.follow(view, options, order, unseen, keep)
        return Action(view.seat, "play", tuple(sorted(cards)))

    def spend(self, cards: Sequence[int], order: CardOrder) -> int:
        """How dear cards are to give up: trumps above side cards, high above low."""
        return sum(order.power[c] + (40 if order.cls[c] == TRUMP else 0) for c in cards)

    def without_keep(
        self, plays: list[tuple[int, ...]], keep: int | None, hand: Sequence[int]
    ) -> list[tuple[int, ...]]:
        """The plays that leave the kept trump in the hand (all of them if none does)."""
        if keep is None:
            return plays
        held = list(hand).count(keep)
        spared = [p for p in plays if p.count(keep) < held]
        return spared or plays

    def lead(
        self, view: Any, options: Sequence[Action], order: CardOrder, unseen: Sequence[int], keep: int | None
    ) -> tuple[int, ...]:
        combos = [c for a in options if (c := classify(a.pieces, order)) is not None]
        plays = self.without_keep([c.cards for c in combos], keep, view.hand)
        combos = [c for c in combos if c.cards in plays]
        voids = self.voids(view, order)
        opponents = [(view.seat + 1) % SEATS, (view.seat + 3) % SEATS]
        sure = [c for c in combos if self.sure(c, order, unseen, voids, opponents)]
        if sure:
            best = max(sure, key=lambda c: (c.size, sum(POINTS[x] for x in c.cards), -self.spend(c.cards, order)))
            return best.cards
        length = Counter(order.cls[c] for c in view.hand)
        singles = [c for c in combos if c.size == 1]
        side = [c for c in singles if c.cls != TRUMP and not POINTS[c.cards[0]]]
        pairs = [c for c in combos if c.kind == "feng" and c.cls != TRUMP and not POINTS[c.cards[0]]]
        if pairs:
            return min(pairs, key=lambda c: c.strength).cards
        if side:
            return min(side, key=lambda c: (length[c.cls], c.strength)).cards
        pool = singles or combos
        return min(pool, key=lambda c: (c.cls == TRUMP, POINTS[c.cards[0]], self.spend(c.cards, order))).cards

    def sure(
        self, combo: Combo, order: CardOrder, unseen: Sequence[int], voids: list[set[int]], opponents: list[int]
    ) -> bool:
        """Nothing unseen of its class beats it, and (a side suit) no opponent is known to be out of it."""
        need = copies(combo)
        if need is None:
            return False
        top = combo.strength
        if any(unseen[c] >= need and order.power[c] > top for c in order.class_codes[combo.cls]):
            return False
        return combo.cls == TRUMP or not any(combo.cls in voids[s] for s in opponents)

    def candidates(self, view: Any, options: Sequence[Action], order: CardOrder) -> list[tuple[int, ...]]:
        """Concrete follows: listed plays as they are; a template filled cheaply, richly, strongly, or by each card."""
        found: dict[tuple[int, ...], None] = {}
        for action in options:
            if action.option != "fill":
                found[tuple(sorted(action.pieces))] = None
                continue
            rest = Counter(view.fill_pool) - Counter(action.pieces)
            free = [c for c, n in rest.items() for _ in range(n)]
            need = view.fill_size - len(action.pieces)
            keys: tuple[Callable[[int], tuple[int, int] | int], ...] = (
                lambda c: (POINTS[c], self.spend((c,), order)),
                lambda c: (-POINTS[c], self.spend((c,), order)),
                lambda c: -order.power[c],
            )
            for key in keys:
                chosen = [c for _, c in sorted((key(c), c) for c in free)][:need]
                found[tuple(sorted((*action.pieces, *chosen)))] = None
            if need == 1:
                for code in set(free):
                    found[tuple(sorted((*action.pieces, code)))] = None
        return list(found)

    def follow(
        self, view: Any, options: Sequence[Action], order: CardOrder, unseen: Sequence[int], keep: int | None
    ) -> tuple[int, ...]:
        trick = view.trick
        lead = classify(trick.plays[0][1], order)
        assert lead is not None
        best_cards = next(cards for s, cards in trick.plays if s == trick.winner)
        best = lead if trick.winner == trick.plays[0][0] else qualify(lead, best_cards, order)
        assert best is not None
        plays = self.without_keep(self.candidates(view, options, order), keep, view.hand)
        last = len(trick.plays) == SEATS - 1
        partner = (view.seat + 2) % SEATS
        if trick.winner == partner and (last or self.stands(lead, best, order, unseen)):
            return min(plays, key=lambda p: (-sum(POINTS[c] for c in p), self.spend(p, order)))
        winners = []
        if trick.winner != partner:
            for p in plays:
                contender = qualify(lead, p, order)
                if contender is not None and beats(contender, best):
                    winners.append(p)
        if winners:
            cheapest = min(winners, key=lambda p: (self.spend(p, order), -sum(POINTS[c] for c in p)))
            worth = trick.points + sum(POINTS[c] for c in cheapest)
            contender = qualify(lead, cheapest, order)
            secure = last or (contender is not None and self.stands(lead, contender, order, unseen))
            if secure and (worth >= 10 or all(order.cls[c] != TRUMP for c in cheapest)):
                return cheapest
            if not secure and worth >= 15:
                return cheapest
        return min(plays, key=lambda p: (sum(POINTS[c] for c in p), self.spend(p, order)))

    def stands(self, lead: Combo, best: Combo, order: CardOrder, unseen: Sequence[int]) -> bool:
        """Whether a play is the best of its class among the unseen cards (a rule of thumb for partners)."""
        need = copies(best)
        if need is None:
            return True
        return not any(unseen[c] >= need and order.power[c] > best.strength for c in order.class_codes[best.cls])
