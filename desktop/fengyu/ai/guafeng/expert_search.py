"""The expert's determinized search: a fixed amount of play-out work per decision, and a switch only on evidence.

Like the hard bot's search (``search``), the expert weighs the heuristic's
play against a few others on deals of the unseen cards consistent with what it
has seen, rolling each deal out to the end of the hand (``expert_playout``).
It differs in three ways:

* **Work, not time.** A decision gets a budget of simulated plays (cards
  played in play-outs), so the number of deals follows from the position alone
  and the same seed gives the same play on any machine, loaded or not.
* **Evidence, not averages.** Every candidate meets the same deals, so each
  deal gives a paired difference against the heuristic's play. A candidate
  replaces it only when its mean gain clears ``HEAD_START`` and ``Z`` standard
  errors; with ten-odd deals a plain comparison of averages mostly follows
  the noise of the deals drawn.
* **No work where nothing is to be won.** Plays with one candidate, and
  positions where every candidate has reached the same result on the first
  deals (often the end of the hand), stop at once.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from fengyu.ai.guafeng.expert_playout import ExpertPosition
from fengyu.ai.guafeng.knowledge import Knowledge
from fengyu.ai.guafeng.play import choose_play
from fengyu.ai.guafeng.playout import roll_out
from fengyu.ai.guafeng.search import _position, search_candidates
from fengyu.ai.guafeng.worlds import sample_world
from fengyu.core.protocol import Action

HEAD_START = 0.05
"""Mean gain in levels a candidate needs over the heuristic's play."""
Z = 1.0
"""Standard errors of the paired differences the gain must also clear."""
MIN_WORLDS = 4
MAX_WORLDS = 400
SAME_AFTER = 6
"""Deals after which candidates with identical results on every deal so far are taken as equivalent."""
WORLD_COST = 20
"""A deal's drawing and setting up, in simulated plays."""
PLAYS_PER_SECOND = 40_000
"""Simulated plays a second on the reference machine: how a time budget becomes a work budget."""


def plays_for(budget: float) -> int:
    """The work budget (simulated plays) for a time budget in seconds."""
    return int(budget * PLAYS_PER_SECOND)


def expert_play(k: Knowledge, legal: Sequence[Action], plays: int, rng: random.Random, search_from: int) -> Action:
    """The searched play (module docstring); the heuristic's while the seat holds more than ``search_from`` cards."""
    if len(k.view.hand) > search_from:
        return choose_play(k, legal)
    default, candidates = search_candidates(k, legal)
    if len(candidates) > 1:
        default = candidates[_pick(k, candidates, plays, rng)]
    return Action(k.seat, "play", tuple(sorted(default)))


def _pick(k: Knowledge, candidates: list[tuple[int, ...]], plays: int, rng: random.Random) -> int:
    """The index of the chosen candidate (the heuristic's, index 0, unless another is clearly better)."""
    left = sum(k.view.hand_sizes)
    worlds = max(MIN_WORLDS, min(MAX_WORLDS, plays // (len(candidates) * (left + WORLD_COST))))
    team = k.seat % 2
    results: list[list[float]] = [[] for _ in candidates]
    for world in range(worlds):
        if world == SAME_AFTER and all(row == results[0] for row in results):
            return 0
        hands, kitty = sample_world(k, rng)
        for row, cards in zip(results, candidates, strict=True):
            position = _position(k, hands, kitty, ExpertPosition)
            position.play(cards)
            row.append(roll_out(position).score(team))
    chosen, best_gain = 0, 0.0
    for index in range(1, len(candidates)):
        gain, error = _paired(results[index], results[0])
        if gain > HEAD_START and gain > Z * error and gain > best_gain:
            chosen, best_gain = index, gain
    return chosen


def _paired(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean of the paired differences ``a - b`` and its standard error."""
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(variance / n)
