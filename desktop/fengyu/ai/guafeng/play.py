"""Heuristic trick play (spec §5): who can still beat a play, what a card is worth, and the choice itself.

The bot reasons about the trick in front of it with its ``Knowledge``:

* a play is *beatable* when some opponent still to play could hold a
  combination of the same shape that beats it — from the unseen cards of the
  led class, or of trumps when that opponent may be void in the led class (a
  known void, or too few unseen cards of the class to go round). The unseen
  cards are pooled over the other hands, so "could hold" is generous: a play
  that is not beatable is a sure winner;
* a partner whose play is not beatable by the seats after us is *winning
  securely*: we give him points, the more the better, with our cheapest
  point cards;
* when an opponent is winning, we take the trick with our cheapest play that
  wins it securely, when the trick is worth it; otherwise we play the cheapest
  cards, keeping point cards away from the opponents;
* leading, we cash sure winners (longest and richest first); without one we
  lead low from a short side suit (to make a void), or into a suit our partner
  can ruff, never leading points into a trick we will likely lose;
* the last trick is planned from the start: whoever wins it decides the kitty
  (抄底, §5.5: a defender's win adds the kitty's points multiplied and 50 or
  100 for each buried joker; the burier must bury every joker he holds). So
  the hand's strongest trump is kept back for it — when nothing unseen beats
  it, or when it is a joker — and spent earlier only when nothing else can
  be played (``kept_for_last``).
"""

from __future__ import annotations

from collections.abc import Sequence

from fengyu.ai.guafeng.knowledge import Knowledge, keep_value, points_of
from fengyu.ai.guafeng.moves import Fill, play_candidates
from fengyu.core.protocol import Action
from fengyu.games.guafeng.combos import SINGLE, THROW, Combo, beats, classify, qualify
from fengyu.games.guafeng.engine import THROW_TEMPLATE
from fengyu.games.guafeng.leads import lead_options
from fengyu.games.guafeng.order import SMALL_JOKER, TRUMP

SEATS = 4
POINT_WEIGHT = 3.0
"""How many 'keep value' units one card point is worth when giving it away or keeping it."""


class Threats:
    """Which combinations the unseen cards could form, per class (cached for one decision)."""

    def __init__(self, k: Knowledge) -> None:
        self.k = k
        self._options: dict[tuple[int, int], list[Combo]] = {}
        self._shaped: dict[tuple[int, str, int, int], list[Combo]] = {}

    def could_beat(self, lead: Combo, best: Combo, seats: Sequence[int]) -> bool:
        """Whether an opponent among ``seats`` could beat ``best`` in a trick led by ``lead``."""
        k = self.k
        opponents = [s for s in seats if s % 2 != k.seat % 2]
        if not opponents:
            return False
        pairs = best.pairs > 0 or lead.pairs > 0
        classes = set()
        for seat in opponents:
            if lead.cls not in k.voids[seat] and not (pairs and lead.cls in k.pairless[seat]):
                classes.add(lead.cls)
            ruffing = TRUMP not in k.voids[seat] and not (pairs and TRUMP in k.pairless[seat])
            if lead.cls != TRUMP and ruffing and self._may_lack(seat, lead):
                classes.add(TRUMP)
        return any(beats(option, best) for cls in classes for option in self._combos(cls, lead))

    def _may_lack(self, seat: int, lead: Combo) -> bool:
        """Whether ``seat`` may be unable to follow the led class (and so may ruff)."""
        if lead.cls in self.k.voids[seat]:
            return True
        unseen = sum(self.k.unseen[c] for c in self.k.order.class_codes[lead.cls])
        return unseen < 3 * lead.size

    def _combos(self, cls: int, lead: Combo) -> list[Combo]:
        """The unseen combinations of class ``cls`` (the led class or trumps) that qualify against ``lead``.

        Against a throw each is judged as a ruff. Otherwise a combination of the led
        class or of trumps qualifies exactly when it has the lead's shape, and
        qualifying it again would give the same combination: those lists are kept per
        class and shape, as every lead a bot weighs asks for them.
        """
        if lead.kind == THROW:
            return [ruff for combo in self._unseen(cls, lead) if (ruff := qualify(lead, combo.cards, self.k.order))]
        shape = (cls, lead.kind, lead.size, lead.pairs)
        if shape not in self._shaped:
            self._shaped[shape] = [combo for combo in self._unseen(cls, lead) if combo.same_shape(lead)]
        return self._shaped[shape]

    def _unseen(self, cls: int, lead: Combo) -> list[Combo]:
        """Every combination of the lead's size (a single for a single) the unseen cards of ``cls`` form."""
        key = (cls, lead.size if lead.kind != SINGLE else 1)
        if key not in self._options:
            k = self.k
            counts = {c: k.unseen[c] for c in k.order.class_codes[cls] if k.unseen[c]}
            if lead.kind == SINGLE:
                found = [classify((c,), k.order) for c in counts]
            else:
                found = [classify(cards, k.order) for cards in lead_options(counts, k.order, lead.size)]
            self._options[key] = [combo for combo in found if combo is not None]
        return self._options[key]


def kept_for_last(k: Knowledge) -> int | None:
    """The trump held back for the last trick (module docstring), or None with one card left or no trump."""
    order = k.order
    if sum(k.hand) <= 1:
        return None
    trumps = [c for c in order.class_codes[TRUMP] if k.hand[c]]
    if not trumps:
        return None
    top = max(trumps, key=lambda c: order.power[c])
    if any(k.unseen[c] and order.power[c] > order.power[top] for c in order.class_codes[TRUMP]):
        return top if top >= SMALL_JOKER else None
    return top


def sparing(plays: list[tuple[int, ...]], k: Knowledge) -> list[tuple[int, ...]]:
    """The plays that keep the trump held back for the last trick (all of them when none does)."""
    keep = kept_for_last(k)
    if keep is None:
        return plays
    spared = [cards for cards in plays if cards.count(keep) < k.hand[keep]]
    return spared or plays


def loss(cards: Sequence[int], k: Knowledge) -> float:
    """What playing the cards costs in future strength."""
    return sum(keep_value(code, k.order, k.hand) for code in cards)


def seats_after(k: Knowledge) -> list[int]:
    trick = k.view.trick
    played = len(trick.plays) if trick is not None else 0
    return [(k.seat + step) % SEATS for step in range(1, SEATS - played)]


def choose_play(k: Knowledge, legal: Sequence[Action]) -> Action:
    """The heuristic play (module docstring)."""
    seat = k.seat
    trick = k.view.trick
    cards = choose_lead(k, legal) if trick is None or not trick.plays else choose_follow(k, legal)
    return Action(seat, "play", tuple(sorted(cards)))


def follow_state(k: Knowledge) -> tuple[Combo, Combo, int]:
    """The lead, the best play so far and who made it."""
    trick = k.view.trick
    assert trick is not None
    assert trick.winner is not None
    order = k.order
    lead = classify(trick.plays[0][1], order)
    assert lead is not None
    best_cards = next(cards for s, cards in trick.plays if s == trick.winner)
    best = lead if trick.winner == trick.plays[0][0] else qualify(lead, best_cards, order)
    assert best is not None
    return lead, best, trick.winner


def follow_candidates(k: Knowledge, legal: Sequence[Action]) -> list[tuple[int, ...]]:
    lead, best, _ = follow_state(k)
    view = k.view
    fill = Fill(view.fill_pool, view.fill_size, k.order, lead, best, cost=lambda c: keep_value(c, k.order, k.hand))
    return sparing(play_candidates(legal, fill), k)


def choose_follow(k: Knowledge, legal: Sequence[Action]) -> tuple[int, ...]:
    lead, best, best_seat = follow_state(k)
    threats = Threats(k)
    after = seats_after(k)
    candidates = follow_candidates(k, legal)
    on_table = k.view.trick.points if k.view.trick is not None else 0
    if best_seat == k.partner and not threats.could_beat(lead, best, after):
        return max(candidates, key=lambda cards: POINT_WEIGHT * points_of(cards) - loss(cards, k))
    winners = []
    for cards in candidates:
        contender = qualify(lead, cards, k.order)
        if contender is not None and beats(contender, best):
            secure = not threats.could_beat(lead, contender, after)
            winners.append((not secure, loss(cards, k) - POINT_WEIGHT * points_of(cards), cards))
    dump = min(candidates, key=lambda cards: loss(cards, k) + POINT_WEIGHT * points_of(cards))
    dump_cost = loss(dump, k) + POINT_WEIGHT * points_of(dump)
    if winners and best_seat != k.partner:
        risky, cost, cards = min(winners)
        worth = on_table + points_of(cards)
        if not risky and (worth > 0 or cost <= dump_cost + 4):
            return cards
        if risky and worth >= 20 and cost <= dump_cost + 25:
            return cards
    return dump


def choose_lead(k: Knowledge, legal: Sequence[Action]) -> tuple[int, ...]:
    return max(lead_scores(k, legal))[1]


def lead_scores(k: Knowledge, legal: Sequence[Action]) -> list[tuple[float, tuple[int, ...]]]:
    """Every listed lead with its heuristic score (module docstring), throws left aside."""
    threats = Threats(k)
    others = [(k.seat + step) % SEATS for step in range(1, SEATS)]
    order = k.order
    lengths = [sum(k.hand[c] for c in order.class_codes[cls]) for cls in range(TRUMP + 1)]
    partner = k.partner
    scored = []
    leads = sparing([tuple(sorted(a.pieces)) for a in legal if a.option != THROW_TEMPLATE], k)
    for pieces in leads:
        combo = classify(pieces, order)
        if combo is None:
            continue
        points = points_of(combo.cards)
        if not threats.could_beat(combo, combo, others):
            score = 100.0 + 8.0 * combo.size + 2.0 * points - 0.2 * loss(combo.cards, k)
        else:
            score = -loss(combo.cards, k) / combo.size - POINT_WEIGHT * points
            if combo.cls != TRUMP:
                score += 3.0 * (6 - min(lengths[combo.cls], 6))
                partner_ruffs = combo.cls in k.voids[partner] and TRUMP not in k.voids[partner]
                if partner_ruffs and not any(combo.cls in k.voids[s] for s in (others[0], others[2])):
                    score += 15.0 + (POINT_WEIGHT + 2.0) * points
            else:
                score -= 8.0
            if combo.size > 1:
                score += 2.0 * combo.size
        scored.append((score, combo.cards))
    return scored
