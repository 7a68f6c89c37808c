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

The search stops at the time budget (500 ms by default, ``budget`` in
seconds) or after ``MAX_WORLDS`` worlds; with a fixed seed and a budget that
is not reached, a decision is reproducible.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from fengyu.ai.sichuan import rollout
from fengyu.ai.sichuan.bots import HardBot
from fengyu.ai.sichuan.evaluation import Option
from fengyu.ai.sichuan.knowledge import Knowledge
from fengyu.core.protocol import Action

MAX_WORLDS = 300
LATE_WALL = 15
"""Search only while fewer tiles than this are left in the wall."""
SEARCH_SHANTEN = 3
"""Search only hands at most this far from ready."""
CONFIDENCE = 2.0
"""Standard errors by which a discard must beat the hard bot's pick to replace it."""


class ExpertBot(HardBot):
    name = "expert"
    max_worlds = MAX_WORLDS
    """Worlds sampled per searched decision at most (the budget may stop the search earlier)."""
    late_wall = LATE_WALL

    def __init__(self, seed: int = 0, budget: float = 0.5) -> None:
        super().__init__(seed)
        self.budget = budget
        self.search_rng = random.Random(seed ^ 0x5EA4C4)

    def discard(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        if k.void_tiles or k.view.rules.mode == "xue_liu":
            return super().discard(k, legal)
        pool = self.weighed(k, self.candidates(k, [a.pieces[0] for a in legal]))
        choice = pool[0]
        if len(pool) > 1 and k.view.wall < self.late_wall and choice.shanten <= SEARCH_SHANTEN:
            choice = self.search(k, pool, time.perf_counter() + self.budget * 0.9)
        return next(a for a in legal if a.pieces[0] == choice.tile)

    def search(self, k: Knowledge, pool: Sequence[Option], deadline: float) -> Option:
        results = rollout.evaluate(
            k,
            [o.tile for o in pool],
            self.search_rng,
            worlds=self.max_worlds,
            deadline=deadline,
            clock=time.perf_counter,
        )
        base = results[0]
        n = len(base)
        if n < 8:
            return pool[0]
        best, best_gain = pool[0], 0.0
        for option, outcomes in zip(pool[1:], results[1:], strict=True):
            diffs = [a - b for a, b in zip(outcomes, base, strict=True)]
            mean = sum(diffs) / n
            sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
            if mean > CONFIDENCE * sd / math.sqrt(n) and mean > best_gain:
                best, best_gain = option, mean
        return best
