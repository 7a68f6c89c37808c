"""The expert bot: the hard bot, with its wins, wilds and claims checked against sampled futures.

Three decisions are checked by ``expert_decisions`` over futures dealt from
the expert's own generator (``search_rng``) and scored by the rules: a win
with a wild (take it, or run on for 跑风), a drawn wild on a wait on any tile
(win now, or set it aside for 直叫), and a chi or pong. The hard bot's answer
stands unless another is clearly better over the same futures. Everywhere
else the expert is the hard bot, move for move: the searches draw from their
own generator, so the hard bot's tie-breaks see the same numbers as in a hard
seat and the arena's duplicate deals measure only the departures.

Measured against hard (``fengyu arena --game paofeng --seats
expert,hard,hard,hard --duplicate --jobs 2``): +0.29 [+0.18, +0.40] points a
hand over 6,000 deals (seed 7), +0.08 [−0.11, +0.26] over 2,000 (seed 8) and
+0.29 [+0.15, +0.42] over 4,000 (seed 15), +0.25 [+0.18, +0.33] pooled;
decision p95 78–126 ms.

Its discards are the hard bot's. Two searches of close discards were tried
and measured no better than the hard bot's choice, so neither is kept:
sampled play-outs (+0.25 [−0.19, +0.70] and +0.02 [−0.36, +0.40] a hand
against hard, 400 duplicate deals each, seeds 2 and 3), then an exact
expectation over the seat's own coming draws (+0.22 [−0.39, +0.83],
+0.25 [−0.36, +0.85], −0.10 [−0.36, +0.17]; seeds 2, 3 and 4 over 400, 400
and 1,600 deals). Played on by hard bots over three reshuffles of the live
wall, the discards the exact valuation preferred to the hard bot's lost
1.6 ± 0.9 points each (47 departures in 400 searched positions of hard-bot
hands): the hard bot's most efficient discard holds worth that a model of one
seat's draws misses, and a departure that does not pay only makes the
duplicate deals diverge.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from fengyu.ai.paofeng.bots import HardBot
from fengyu.ai.paofeng.expert_decisions import FUTURES, decide_claim, decide_wild_aside, decide_win
from fengyu.ai.paofeng.knowledge import Knowledge
from fengyu.core.protocol import Action


class ExpertBot(HardBot):
    name = "expert"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.search_rng = random.Random(f"paofeng-expert-{seed}")
        """The searches' own generator (expert_decisions' futures): the hard bot's tie-breaks stay in step."""

    def take_win(self, k: Knowledge, discards: Sequence[Action]) -> bool:
        """A win with a wild: the hard bot's answer, checked against running on over sampled futures."""
        hard = super().take_win(k, discards)
        if not k.wilds or k.view.bao_ting[k.seat]:
            return hard
        return decide_win(k, [a.pieces[0] for a in discards], hard, self.search_rng, FUTURES)

    def wild_as_flower(self, k: Knowledge, can_win: bool) -> bool:
        """A drawn wild on a wait on any tile: set aside for 直叫 (hard) unless winning with it pays clearly more."""
        hard = super().wild_as_flower(k, can_win)
        if not can_win or not hard:
            return hard
        return decide_wild_aside(k, hard, self.search_rng, FUTURES)

    def claim(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        """A chi or pong: the hard bot's answer, checked against passing and the other claims over sampled futures."""
        hard = super().claim(k, legal)
        return decide_claim(k, legal, hard, lambda a: self.accept_claim(k, a, 0), rng=self.search_rng, futures=FUTURES)
