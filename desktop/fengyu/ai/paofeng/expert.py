"""The expert bot: the hard bot's judgement, checked by determinized play-outs.

For a discard that matters (the hand is within two steps of ready and several
discards are nearly as efficient), the expert plays the hard bot's choice and
its nearest rivals forward over the same futures, consistent with what it has
seen: the tiles it cannot see are shuffled into its coming draws, its hand is
played on greedily (a flower replaced), and the outcome is scored — a
self-draw win at the value its shape earns (跑风 when the hand waited on any
tile, 明跑 after 报听 on such a wait, 苦摸 without a wild, 门清 without
claims), paid by the three others, against the chance that somebody else wins
first, which grows with every round. The play-outs follow the hard bot's
habits: when ready with a wild they keep a wait on any tile, and such a win
pays 明跑 (报听 is declared on it) or, on a drawn wild set aside, 直叫. A rival
replaces the hard bot's choice only when it does clearly better (two
standard errors), paired over the same futures: a wider net (one standard
error, five candidates) measured −0.77 [−1.79, +0.26] points a hand against
hard over 250 duplicate deals. A fixed number of play-outs from
the bot's seeded generator keeps a decision reproducible from the seed; the
time budget (500 ms by default) only caps it on a machine too slow to finish.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from fengyu.ai.paofeng.bots import HardBot
from fengyu.ai.paofeng.evaluation import Option
from fengyu.ai.paofeng.knowledge import Knowledge

PLAYOUTS = 32
"""Play-outs per candidate discard (the time budget may stop earlier)."""
CANDIDATES = 4
"""At most this many discards are searched: the hard bot's best ones."""
NEAR_DRAWS = 0.6
"""A candidate keeps at least this share of the best option's improving draws."""
OTHER_WIN_PER_ROUND = 0.06
"""Chance that one of the others self-draws a win in a round (measured in bot games: about a quarter of a hand's
rounds end one's chances, spread over some 18 rounds)."""
CONFIDENCE = 2.0
"""Standard errors by which a play-out result must beat the hard bot's choice to replace it."""
LOSS = 9.0
"""What a hand won by somebody else costs this seat on average (base units)."""


class ExpertBot(HardBot):
    name = "expert"

    def __init__(self, seed: int = 0, budget: float = 0.5) -> None:
        super().__init__(seed)
        self.budget = budget
        self.search_rng = random.Random(f"paofeng-expert-{seed}")

    def pick_discard(self, k: Knowledge, tiles: Sequence[int]) -> Option:
        ranked = self.ranked(k, tiles)
        choice = self.pick_ranked(k, ranked)
        best = ranked[0]
        if best.shanten > 2 or k.view.wall < 8 or len(ranked) == 1:
            return choice
        close = [o for o in ranked if o.shanten == best.shanten and o.draws >= best.draws * NEAR_DRAWS]
        others = [o for o in close if o.tile != choice.tile][: CANDIDATES - 1]
        if not others:
            return choice
        return self.search(k, [choice, *others], time.perf_counter() + self.budget)

    def search(self, k: Knowledge, candidates: Sequence[Option], deadline: float) -> Option:
        """The first candidate (the hard bot's choice) unless another does clearly better over the same futures.

        Every round of play-outs deals one future and plays each candidate on
        it, so the candidates are compared pair by pair; another is taken only
        when its mean gain over the first is more than ``CONFIDENCE`` standard
        errors above zero.
        """
        playout = _Playout(k, self.search_rng)
        gains: list[list[float]] = [[] for _ in candidates]
        for _ in range(PLAYOUTS):
            playout.deal()
            values = [playout.run(option.tile) for option in candidates]
            for i, value in enumerate(values):
                gains[i].append(value - values[0])
        best, best_score = 0, 0.0
        for i in range(1, len(candidates)):
            runs = len(gains[i])
            mean = sum(gains[i]) / runs
            variance = sum((g - mean) ** 2 for g in gains[i]) / max(1, runs - 1)
            score = mean / math.sqrt(variance / runs) if variance > 0 else (math.inf if mean > 0 else 0.0)
            if score > CONFIDENCE and score > best_score:
                best, best_score = i, score
        return candidates[best]


class _Playout:
    """Plays one seat's hand forward over a sampled future of its own draws."""

    def __init__(self, k: Knowledge, rng) -> None:  # type: ignore[no-untyped-def]
        self.k = k
        self.rng = rng
        self.melds = k.melds
        self.reader = k.reader
        self.wild = k.wild
        self.flowers = k.roles.flowers
        self.pool = [t for t in range(len(k.unseen)) for _ in range(k.unseen[t])]
        self.pool += [f for f in self.flowers for _ in range(2)]  # a few flowers still to come: replaced at once
        self.rounds = max(1, min(12, round(k.draws_left)))
        self.men_qing = all(m.source is None for m in k.view.melds[k.seat])
        self.naturals = [t for t in range(len(k.unseen)) if k.roles.natural(t)]
        self.memo: dict[bytes, int] = {}
        self.pao_memo: dict[bytes, bool] = {}

    def shanten(self, hand: list[int]) -> int:
        """The reader's shanten, remembered: play-outs meet the same hands again and again."""
        key = bytes(hand)
        value = self.memo.get(key)
        if value is None:
            value = self.memo[key] = self.reader.shanten(hand, self.melds)
        return value

    def waits_on_any(self, hand: list[int]) -> bool:
        key = bytes(hand)
        value = self.pao_memo.get(key)
        if value is None:
            value = self.pao_memo[key] = self.reader.waits_on_any(hand, self.melds)
        return value

    def deal(self) -> None:
        """A new future: the unseen tiles in a fresh order (every candidate is then played on it)."""
        self.rng.shuffle(self.pool)

    def run(self, discard: int) -> float:
        hand = list(self.k.counts)
        hand[discard] -= 1
        pool = self.pool
        position = 0
        alive = 1.0
        outcome = 0.0
        for _ in range(self.rounds):
            tile = pool[position]
            position += 1
            while tile in self.flowers and position < len(pool):
                tile = pool[position]
                position += 1
            outcome -= alive * OTHER_WIN_PER_ROUND * LOSS
            alive *= 1 - OTHER_WIN_PER_ROUND
            pao = hand[self.wild] > 0 and self.shanten(hand) == 0 and self.waits_on_any(hand)
            if pao and tile == self.wild:
                return outcome + alive * 3 * self.value(hand, pao, zhi_jiao=True)  # set aside: 直叫 (R8)
            hand[tile] += 1
            if self.shanten(hand) < 0:
                return outcome + alive * 3 * self.value(hand, pao)
            hand[self.greedy_discard(hand)] -= 1
        return outcome

    def greedy_discard(self, hand: list[int]) -> int:
        """The discard keeping the fewest tiles missing; when ready with a wild, a wait on any tile first (as hard)."""
        best, best_shanten = -1, 99
        tied: list[int] = []
        for tile in self.naturals:
            if hand[tile]:
                hand[tile] -= 1
                shanten = self.shanten(hand)
                hand[tile] += 1
                if shanten < best_shanten:
                    best, best_shanten, tied = tile, shanten, [tile]
                elif shanten == best_shanten:
                    tied.append(tile)
        if best_shanten == 0 and hand[self.wild] and len(tied) > 1:
            for tile in tied:
                hand[tile] -= 1
                pao = self.waits_on_any(hand)
                hand[tile] += 1
                if pao:
                    return tile
        return best

    def value(self, hand: list[int], pao: bool, zhi_jiao: bool = False) -> float:
        """A self-draw's S in base units: the base, 明跑, 苦摸 and 门清 (the items a discard can steer).

        A 跑风 win pays 明跑 too: the bots declare 报听 as soon as the hand waits on any tile.
        """
        total = (10.0 if zhi_jiao else 5.0) + 3 if pao else 2.0
        if not hand[self.wild]:
            total += 2
        if self.men_qing:
            total += 2
        return total
