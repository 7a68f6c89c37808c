"""Determinized search (information-set Monte Carlo) over the trick play, within a time budget.

For a play decision the bot takes a few candidate moves — every representative
follow, or the best-scored leads of the heuristic — and, until its budget is
spent, deals the unseen cards at random consistently with what it has seen
(``worlds.sample_world``), plays each candidate on that deal and rolls the
hand out with the play-out policy (``playout``). The same deals serve every
candidate, so their average results are compared pairwise; the heuristic's own
choice gets a small head start, so noise alone never overturns it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from fengyu.ai.guafeng.knowledge import Knowledge
from fengyu.ai.guafeng.play import choose_follow, choose_lead, choose_play, follow_candidates, lead_scores
from fengyu.ai.guafeng.playout import Position, roll_out
from fengyu.ai.guafeng.worlds import sample_world
from fengyu.core.protocol import Action
from fengyu.games.guafeng.combos import beats, classify, qualify

LEAD_CANDIDATES = 5
HEAD_START = 0.1
"""Levels of advantage given to the heuristic's choice: a candidate must beat it clearly to replace it."""
MIN_WORLDS = 2
MAX_WORLDS = 60
"""Deals enough to settle a choice: late in the hand they take a few milliseconds, and more add little."""
SAME_AFTER = 8
"""Deals after which candidates with identical totals so far are taken as equivalent (endgames often are)."""
SEARCH_FROM = 12
"""Cards in hand from which the search runs (by default). Earlier, deals of the many unseen cards differ too much for a
few play-outs to tell candidates apart, and the heuristic decides alone."""


def search_play(
    k: Knowledge, legal: Sequence[Action], budget: float, rng: random.Random, search_from: int = SEARCH_FROM
) -> Action:
    """The candidate with the best average play-out result (module docstring); the heuristic's choice
    while the seat holds more than ``search_from`` cards."""
    if len(k.view.hand) > search_from:
        return choose_play(k, legal)
    deadline = time.perf_counter() + budget
    default, candidates = search_candidates(k, legal)
    if len(candidates) > 1:
        totals = [0.0] * len(candidates)
        worlds = 0
        team = k.seat % 2
        while worlds < MIN_WORLDS or (worlds < MAX_WORLDS and time.perf_counter() < deadline):
            if worlds == SAME_AFTER and max(totals) - min(totals) < 1e-9:
                break
            hands, kitty = sample_world(k, rng)
            for index, cards in enumerate(candidates):
                position = _position(k, hands, kitty)
                position.play(cards)
                totals[index] += roll_out(position).score(team)
            worlds += 1
        totals = [total / worlds for total in totals]
        totals[candidates.index(default)] += HEAD_START
        default = candidates[max(range(len(candidates)), key=lambda i: totals[i])]
    return Action(k.seat, "play", tuple(sorted(default)))


def search_candidates(k: Knowledge, legal: Sequence[Action]) -> tuple[tuple[int, ...], list[tuple[int, ...]]]:
    """The heuristic's play and the plays the search weighs against it (the heuristic's first): the best-scored
    leads, or every representative follow."""
    trick = k.view.trick
    if trick is None or not trick.plays:
        default = choose_lead(k, legal)
        ranked = sorted(lead_scores(k, legal), reverse=True)[:LEAD_CANDIDATES]
        return default, list(dict.fromkeys([default, *(cards for _, cards in ranked)]))
    default = choose_follow(k, legal)
    return default, list(dict.fromkeys([default, *follow_candidates(k, legal)]))


def _position(k: Knowledge, hands: list[list[int]], kitty: list[int], kind: type[Position] = Position) -> Position:
    """The deal's trick-play state at the seat's decision (a ``kind`` of position: its play-out policy)."""
    view = k.view
    assert view.dealer is not None
    position = kind(
        order=k.order,
        hands=[list(hand) for hand in hands],
        kitty=kitty,
        dealer=view.dealer,
        turn=k.seat,
        trick_points=list(view.trick_points),
    )
    if view.tricks:
        last = view.tricks[-1]
        position.last_lead = classify(last.plays[0][1], k.order)
        position.last_winner = last.winner
    trick = view.trick
    if trick is not None and trick.plays:
        lead = classify(trick.plays[0][1], k.order)
        assert lead is not None
        position.leader, position.lead, position.best, position.best_seat = trick.leader, lead, lead, trick.leader
        for seat, cards in trick.plays[1:]:
            contender = qualify(lead, cards, k.order)
            if contender is not None and position.best is not None and beats(contender, position.best):
                position.best, position.best_seat = contender, seat
        position.plays = list(trick.plays)
        position.table_points = trick.points
    return position
