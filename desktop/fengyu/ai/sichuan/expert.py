"""The expert bot: the hard bot's judgement, checked late in the hand by Monte Carlo play-outs of the whole table.

Late in the hand — fewer than ``LATE_WALL`` tiles in the wall, the hand at
most ``SEARCH_SHANTEN`` tiles from ready, and the hard bot's learned
evaluation weighing several discards — the expert samples worlds consistent
with its view (``rollout.sample_world``: the others' hidden tiles as far
along as the read says) and plays each discard the evaluation weighed out to
the end of the hand in the same worlds (``rollout.PlayOut``: all four
players, wins, deal-ins, pongs, kongs, 查大叫; each seat draws from its own
share of the sampled wall, so the discards meet the same luck). It departs
from the hard bot's pick only when another discard does better by a margin
the play-outs can vouch for (its mean beats the pick's by more than
``CONFIDENCE`` standard errors of the paired difference).

Why only late: what is left of the hand is short, so the quick play-outs play
it much as the bots would, and the sampled worlds are as far along as the
read says. Earlier, their greedy play is a poor picture of the long rest of
the hand and the learned evaluation judges better. ``tools/sichuan_expert_departures.py``
measures this: each departure from the hard bot's pick, made in hands the
hard bots play, is replayed with the true hands and reshuffled walls.

Void-tile discards are left to the hard bot (R10 leaves little to choose),
and so is 血流 (R30): a play-out ends a player's hand at its first win.

The search is bounded by a count, never by the clock, so a decision depends on
the seed alone (a loaded machine plays the same game, only slower): the time
budget (``budget``, seconds; 200 ms by default) buys ``PLAYOUTS_PER_SECOND``
play-outs a second, shared by the candidates — the same number of worlds for
each — and at most ``MAX_WORLDS`` worlds. The rate is measured on the
project's two-core machine (about 0.2 ms per play-out, world sampling
included), so a searched decision takes about its budget there.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from fengyu.ai.sichuan import rollout
from fengyu.ai.sichuan.bots import HardBot
from fengyu.ai.sichuan.evaluation import Option
from fengyu.ai.sichuan.knowledge import Knowledge
from fengyu.core.protocol import Action

MAX_WORLDS = 300
PLAYOUTS_PER_SECOND = 4000
"""Play-outs a second of budget: the rate that turns the time budget into a count (see the module docstring)."""
MIN_WORLDS = 8
"""Fewer worlds than this vouch for nothing: the search is skipped and the hard bot's pick stands."""
LATE_WALL = 15
"""Search only while fewer tiles than this are left in the wall."""
SEARCH_SHANTEN = 3
"""Search only hands at most this far from ready."""
CONFIDENCE = 2.0
"""Standard errors by which a discard must beat the hard bot's pick to replace it."""


class ExpertBot(HardBot):
    name = "expert"
    max_worlds = MAX_WORLDS
    """Worlds sampled per searched decision at most (the budget may allow fewer)."""
    late_wall = LATE_WALL

    def __init__(self, seed: int = 0, budget: float = 0.2) -> None:
        super().__init__(seed)
        self.budget = budget
        self.search_rng = random.Random(seed ^ 0x5EA4C4)

    def discard(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        if k.void_tiles or k.view.rules.mode == "xue_liu":
            return super().discard(k, legal)
        pool = self.weighed(k, self.candidates(k, [a.pieces[0] for a in legal]))
        choice = pool[0]
        if len(pool) > 1 and k.view.wall < self.late_wall and choice.shanten <= SEARCH_SHANTEN:
            choice = self.search(k, pool)
        return next(a for a in legal if a.pieces[0] == choice.tile)

    def worlds_for(self, candidates: int) -> int:
        """Worlds the budget buys for this many candidates (each plays out every candidate once)."""
        return int(min(self.max_worlds, self.budget * PLAYOUTS_PER_SECOND // candidates))

    def search(self, k: Knowledge, pool: Sequence[Option]) -> Option:
        worlds = self.worlds_for(len(pool))
        if worlds < MIN_WORLDS:
            return pool[0]
        results = rollout.evaluate(k, [o.tile for o in pool], self.search_rng, worlds=worlds)
        base = results[0]
        n = len(base)
        best, best_gain = pool[0], 0.0
        for option, outcomes in zip(pool[1:], results[1:], strict=True):
            diffs = [a - b for a, b in zip(outcomes, base, strict=True)]
            mean = sum(diffs) / n
            sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
            if mean > CONFIDENCE * sd / math.sqrt(n) and mean > best_gain:
                best, best_gain = option, mean
        return best
