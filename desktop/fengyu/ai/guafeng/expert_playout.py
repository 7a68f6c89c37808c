"""The expert's play-outs: the hard bot's greedy policy (``playout``), cheaper, with single leads answered card by card.

Single leads are most of a hand's tricks. The hard bot's play-out completes
the engine's any-card template three ways (cheapest, richest, dearest) and
judges those; here the follower weighs every card it may play, so a cheap
card that wins, or the smallest card that beats the best so far, is found.
Leads follow the hard bot's rule exactly, with who can beat a single or a pair
read from tables of the two opponents' strongest cards instead of searched,
and keep values come from a table built once per card order. The last-trick
trump is kept back as in the hard bot's play-outs, and the scoring is theirs.
A play-out costs about half as much, so the expert sees twice the deals for
the same work.
"""

from __future__ import annotations

from functools import lru_cache

from fengyu.ai.guafeng.knowledge import PAIR_KEEP, keep_value
from fengyu.ai.guafeng.playout import SEATS, Position
from fengyu.games.guafeng.combos import SINGLE
from fengyu.games.guafeng.leads import lead_options
from fengyu.games.guafeng.order import CARD_COUNT, POINTS, SMALL_JOKER, TRUMP, CardOrder


@lru_cache(maxsize=64)
def _tables(order: CardOrder) -> tuple[tuple[float, ...], tuple[int, ...]]:
    """Each card's keep value held once, and the trump codes from the strongest down."""
    base = tuple(keep_value(code, order) for code in range(CARD_COUNT))
    trumps = tuple(sorted(order.class_codes[TRUMP], key=lambda c: -order.power[c]))
    return base, trumps


class ExpertPosition(Position):
    """A deal's trick-play state with the expert's play-out policy (module docstring)."""

    def _kept(self) -> int | None:
        """The card the seat to play keeps for the last trick, as ``Position._sparing`` decides, or None."""
        order, hand = self.order, self.hands[self.turn]
        if sum(hand) <= 1:
            return None
        _, trumps = _tables(order)
        power = order.power
        top = next((c for c in trumps if hand[c]), None)
        if top is None:
            return None
        if top < SMALL_JOKER:
            for code in trumps:
                if power[code] <= power[top]:
                    break
                if any(other[code] for other in self.hands):
                    return None
        return top

    def _follow(self) -> tuple[int, ...]:
        lead = self.lead
        assert lead is not None
        if lead.kind != SINGLE:
            return super()._follow()
        seat = self.turn
        order, hand = self.order, self.hands[seat]
        base, _ = _tables(order)
        held = [c for c in order.class_codes[lead.cls] if hand[c]]
        choices = held or [c for c in range(CARD_COUNT) if hand[c]]
        kept = self._kept()
        if kept is not None and hand[kept] == 1 and len(choices) > 1:
            choices = [c for c in choices if c != kept] or choices
        if len(choices) == 1:
            return (choices[0],)

        def cost(code: int) -> float:
            return base[code] + (PAIR_KEEP if hand[code] >= 2 else 0.0)

        best = self.best
        assert best is not None
        last = len(self.plays) == SEATS - 1
        if self.best_seat % 2 == seat % 2 and (last or self._holds(best, lead, seat)):
            return (max(choices, key=lambda c: (3 * POINTS[c] - cost(c), -c)),)
        power, cls = order.power, order.cls
        if best.cls == TRUMP:
            winners = [c for c in choices if cls[c] == TRUMP and power[c] > best.strength]
        else:
            winners = [c for c in choices if cls[c] == TRUMP or (cls[c] == best.cls and power[c] > best.strength)]
        if winners and (self.table_points > 0 or last):
            return (min(winners, key=lambda c: (cost(c), c)),)
        return (min(choices, key=lambda c: (cost(c) + 3 * POINTS[c], c)),)

    def _lead(self) -> tuple[int, ...]:
        """``Position._lead``'s choice: a lead no opponent can beat (singles and pairs checked, longer ones assumed
        beatable), else the cheapest from a short side suit; the opponents' strongest cards read once."""
        seat = self.turn
        order, hand = self.order, self.hands[seat]
        base, _ = _tables(order)
        power, cls = order.power, order.cls
        leads = lead_options({code: n for code, n in enumerate(hand) if n}, order)
        kept = self._kept()
        if kept is not None:
            leads = [cards for cards in leads if cards.count(kept) < hand[kept]] or leads
        lengths = [0] * (TRUMP + 1)
        for code in range(CARD_COUNT):
            if hand[code]:
                lengths[cls[code]] += hand[code]
        # Per opponent and class: the strongest single and pair held (-1 for none).
        tops = []
        for step in (1, 3):
            other = self.hands[(seat + step) % SEATS]
            single_top, pair_top = [-1] * (TRUMP + 1), [-1] * (TRUMP + 1)
            for code in range(CARD_COUNT):
                n = other[code]
                if n:
                    c, p = cls[code], power[code]
                    single_top[c] = max(single_top[c], p)
                    if n >= 2:
                        pair_top[c] = max(pair_top[c], p)
            tops.append((single_top, pair_top))
        best: tuple[float, tuple[int, ...]] | None = None
        for cards in leads:
            n = len(cards)
            first = cards[0]
            lead_cls, strength = cls[first], power[first]
            if n == 1 or (n == 2 and cards[1] == first):
                safe = True
                for single_top, pair_top in tops:
                    top = single_top if n == 1 else pair_top
                    if single_top[lead_cls] >= 0:
                        beaten = top[lead_cls] > strength
                    else:
                        beaten = lead_cls != TRUMP and top[TRUMP] >= 0
                    if beaten:
                        safe = False
                        break
            else:
                safe = False
            points = sum(POINTS[code] for code in cards)
            if safe:
                value = 100.0 + 5 * n + 2 * points
            else:
                spent = sum(base[code] + (PAIR_KEEP if hand[code] >= 2 else 0.0) for code in cards)
                value = -spent / n - 3 * points
                value += 3.0 * (6 - min(lengths[lead_cls], 6)) if lead_cls != TRUMP else -8.0
                value += 2.0 * n
            if best is None or value > best[0]:
                best = (value, cards)
        assert best is not None
        return best[1]
