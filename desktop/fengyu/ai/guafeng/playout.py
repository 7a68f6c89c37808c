"""Fast play-outs of the rest of a hand on a determinized deal (perfect information inside the deal).

A ``Position`` is the trick-play state with every hand known: the rules'
own pieces (``lead_options``, ``follow_options``, ``qualify``, ``beats``,
``kitty_capture``, ``level_change``) decide what is legal and who wins, so a
play-out follows the spec. The play-out policy is a quick greedy one that
looks at the hands of the deal: cash a lead nobody can beat, else lead low
from the shortest side suit; when following, feed points to a partner who is
winning, win a trick worth taking with the cheapest winning play, else throw
the cheapest cards; and, as the heuristic does, keep the strongest trump of
the deal (or a joker) back for the last trick, which decides the kitty. The
search compares its candidate moves by the level result these play-outs reach.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from fengyu.ai.guafeng.knowledge import keep_value
from fengyu.ai.guafeng.moves import completions
from fengyu.games.guafeng.combos import SINGLE, Combo, beats, classify, qualify
from fengyu.games.guafeng.follow import fill_pool, follow_options
from fengyu.games.guafeng.leads import lead_options
from fengyu.games.guafeng.order import POINTS, SMALL_JOKER, TRUMP, CardOrder
from fengyu.games.guafeng.scoring import TAKE_OVER, kitty_capture, level_change

SEATS = 4


@dataclass
class Position:
    """The trick-play state of one deal (all hands known)."""

    order: CardOrder
    hands: list[list[int]]
    kitty: list[int]
    dealer: int
    turn: int
    trick_points: list[int]
    leader: int = 0
    lead: Combo | None = None
    best: Combo | None = None
    best_seat: int = 0
    plays: list[tuple[int, tuple[int, ...]]] = field(default_factory=list)
    table_points: int = 0
    last_lead: Combo | None = None
    last_winner: int | None = None

    def play(self, cards: Sequence[int]) -> None:
        """Apply one play (assumed legal) and close the trick when four have played."""
        seat = self.turn
        hand = self.hands[seat]
        for code in cards:
            hand[code] -= 1
        cards = tuple(sorted(cards))
        if self.lead is None:
            combo = classify(cards, self.order)
            assert combo is not None
            self.leader, self.lead, self.best, self.best_seat = seat, combo, combo, seat
        else:
            contender = qualify(self.lead, cards, self.order)
            assert self.best is not None
            if contender is not None and beats(contender, self.best):
                self.best, self.best_seat = contender, seat
        self.plays.append((seat, cards))
        self.table_points += sum(POINTS[code] for code in cards)
        self.turn = (seat + 1) % SEATS
        if len(self.plays) == SEATS:
            self.trick_points[self.best_seat % 2] += self.table_points
            self.last_lead, self.last_winner = self.lead, self.best_seat
            self.turn = self.best_seat
            self.lead, self.best, self.plays, self.table_points = None, None, [], 0

    @property
    def over(self) -> bool:
        return self.lead is None and not any(self.hands[self.turn])

    def defender_points(self) -> int:
        """DP of a finished position (§6.1), with the kitty capture of the default rules' sign."""
        defenders = 1 - self.dealer % 2
        points = self.trick_points[defenders]
        assert self.last_lead is not None
        assert self.last_winner is not None
        capture = kitty_capture(self.kitty, self.last_lead, self.order).value
        if self.last_winner % 2 == defenders:
            points += capture
        elif self.order.rules.dealer_kitty_deduction:
            points -= capture
        return points

    def score(self, team: int) -> float:
        """The team's result in levels (+ for its gain, − for the other side's), blended with a DP slope.

        Half the level table's step and half a straight line through it (one
        level per 40 points): the line lets the search prefer more points even
        between play-outs that land on the same line of the table.
        """
        dp = self.defender_points()
        take_over, steps = level_change(dp)
        step = -steps if take_over else steps
        line = max(-3.5, min(3.5, (TAKE_OVER - 20 - dp) / 40))
        dealer_result = 0.5 * step + 0.5 * line
        return dealer_result if team == self.dealer % 2 else -dealer_result

    # ---- the play-out policy ---------------------------------------------------------------------

    def follow_choices(self) -> list[tuple[int, ...]]:
        """A few representative legal follows: the cheapest, the richest, the winners."""
        seat = self.turn
        hand = self.hands[seat]
        assert self.lead is not None
        order = self.order
        pool_counts = fill_pool(hand, self.lead, order)
        pool = [code for code, n in pool_counts.items() for _ in range(n)]
        found: dict[tuple[int, ...], None] = {}
        cost = _cost(order, hand)
        for option in follow_options(hand, self.lead, order):
            if not option.template:
                found[option.cards] = None
                continue
            found[completions(option.cards, pool, self.lead.size, cost)] = None
            found[completions(option.cards, pool, self.lead.size, lambda c: (-POINTS[c], cost(c)))] = None  # type: ignore[arg-type,return-value]
            if not option.cards:
                found[completions(option.cards, pool, self.lead.size, lambda c: -cost(c))] = None
        return list(found)

    def policy(self) -> tuple[int, ...]:
        return self._follow() if self.lead is not None else self._lead()

    def _sparing(self, plays: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
        """The plays that keep the seat's last-trick trump: the deal's strongest, or a joker (module docstring)."""
        order, hand = self.order, self.hands[self.turn]
        if sum(hand) <= 1:
            return plays
        trumps = [c for c in order.class_codes[TRUMP] if hand[c]]
        if not trumps:
            return plays
        power = order.power
        top = max(trumps, key=lambda c: power[c])
        if top < SMALL_JOKER and any(
            other[c] and power[c] > power[top] for other in self.hands for c in order.class_codes[TRUMP]
        ):
            return plays
        spared = [cards for cards in plays if cards.count(top) < hand[top]]
        return spared or plays

    def _follow(self) -> tuple[int, ...]:
        seat = self.turn
        order, hand = self.order, self.hands[seat]
        choices = self._sparing(self.follow_choices())
        if len(choices) == 1:
            return choices[0]
        cost = _cost(order, hand)
        last = len(self.plays) == SEATS - 1
        assert self.lead is not None
        assert self.best is not None
        if self.best_seat % 2 == seat % 2 and (last or self._holds(self.best, self.lead, seat)):
            return max(choices, key=lambda cards: 3 * _points(cards) - sum(map(cost, cards)))
        winners = []
        for cards in choices:
            contender = qualify(self.lead, cards, order)
            if contender is not None and beats(contender, self.best):
                winners.append((sum(map(cost, cards)), cards))
        if winners and (self.table_points > 0 or last):
            return min(winners)[1]
        return min(choices, key=lambda cards: sum(map(cost, cards)) + 3 * _points(cards))

    def _holds(self, best: Combo, lead: Combo, seat: int) -> bool:
        """Whether no opponent still to play can beat ``best`` (single and pair leads checked, others assumed)."""
        for step in range(1, SEATS - len(self.plays)):
            other = (seat + step) % SEATS
            if other % 2 != seat % 2 and self._can_beat(other, lead, best):
                return False
        return True

    def _can_beat(self, seat: int, lead: Combo, best: Combo) -> bool:
        order, hand = self.order, self.hands[seat]
        if lead.kind != SINGLE and not (lead.kind == "feng" and lead.pairs == 1):
            return True
        held = [code for code in order.class_codes[lead.cls] if hand[code]]
        classes = [lead.cls] if held else [lead.cls, TRUMP]
        for cls in classes:
            for code in order.class_codes[cls]:
                if hand[code] >= (2 if lead.pairs else 1):
                    cards = (code,) * (2 if lead.pairs else 1)
                    contender = qualify(lead, cards, order)
                    if contender is not None and beats(contender, best):
                        return True
        return False

    def _lead(self) -> tuple[int, ...]:
        seat = self.turn
        order, hand = self.order, self.hands[seat]
        counts = {code: n for code, n in enumerate(hand) if n}
        leads = self._sparing(lead_options(counts, order))
        cost = _cost(order, hand)
        best: tuple[float, tuple[int, ...]] | None = None
        lengths = [sum(hand[c] for c in order.class_codes[cls]) for cls in range(TRUMP + 1)]
        for cards in leads:
            combo = classify(cards, order)
            assert combo is not None
            safe = not any(self._can_beat((seat + step) % SEATS, combo, combo) for step in (1, 3))
            if safe:
                value = 100.0 + 5 * len(cards) + 2 * _points(cards)
            else:
                value = -sum(map(cost, cards)) / len(cards) - 3 * _points(cards)
                value += 3.0 * (6 - min(lengths[combo.cls], 6)) if combo.cls != TRUMP else -8.0
                value += 2.0 * len(cards)
            if best is None or value > best[0]:
                best = (value, cards)
        assert best is not None
        return best[1]


def _points(cards: Sequence[int]) -> int:
    return sum(POINTS[code] for code in cards)


def _cost(order: CardOrder, hand: Sequence[int]) -> Callable[[int], float]:
    return lambda code: keep_value(code, order, hand)


def roll_out(position: Position) -> Position:
    """Play the position to its end with the play-out policy."""
    while not position.over:
        position.play(position.policy())
    return position
