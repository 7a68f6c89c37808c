"""The expert bot: the hard bot's judgement, checked by Monte Carlo play-outs of the whole table.

When a discard matters — the hand is within two tiles of ready and the hard
bot's learned evaluation weighed several discards — the expert samples worlds
consistent with its view (``rollout.sample_world``: the others' hidden tiles
as far along as the read says) and plays the evaluation's best few discards
out to the end of the hand in the same worlds (``rollout.PlayOut``: all four
players, wins, deal-ins, pongs, kongs, 查大叫; each seat draws from its own
share of the sampled wall, so the discards meet the same luck). It departs
from the hard bot's pick only when another discard does better by a margin
the play-outs can vouch for (its mean beats the pick's by more than
``CONFIDENCE`` standard errors of the paired difference), so noise cannot
make it worse than the hard bot on average.

Only discards about as dangerous as the pick are searched (``DANGER_SPREAD``):
the sampled hands are dealt at random from the unseen tiles, blind to what
the others' discards say about their waits, so the play-outs judge danger
worse than the read does (measured: they find a tile feeding someone half as
often as it does, and rank the tiles that do worse); what they judge well is
how the hand goes on.

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
from fengyu.ai.sichuan.reading import table_read
from fengyu.core.protocol import Action

CANDIDATES = 3
"""At most this many discards are searched: the hard bot's pick and the next best by its evaluation."""
MAX_WORLDS = 400
SEARCH_SHANTEN = 2
"""Search only hands at most this far from ready (earlier on, the hard bot's efficiency is as good)."""
CONFIDENCE = 1.5
"""Standard errors by which a discard must beat the hard bot's pick to replace it."""
DANGER_SPREAD = 0.05
"""Expected deal-in loss (base points) by which a searched discard may differ from the pick's."""


class ExpertBot(HardBot):
    name = "expert"
    max_worlds = MAX_WORLDS
    """Worlds sampled per searched decision at most (the budget may stop the search earlier)."""

    def __init__(self, seed: int = 0, budget: float = 0.5) -> None:
        super().__init__(seed)
        self.budget = budget
        self.search_rng = random.Random(seed ^ 0x5EA4C4)

    def discard(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        tiles = [a.pieces[0] for a in legal]
        if k.void_tiles or k.view.rules.mode == "xue_liu":
            return super().discard(k, legal)
        pick, *others = self.weighed(k, self.candidates(k, tiles))
        read = table_read(k)
        spread = DANGER_SPREAD * k.view.rules.base_points
        alike = [o for o in others if abs(read.danger(o.tile) - read.danger(pick.tile)) <= spread]
        choice = pick
        if pick.shanten <= SEARCH_SHANTEN and alike:
            choice = self.search(k, [pick, *alike][:CANDIDATES], time.perf_counter() + self.budget * 0.9)
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
