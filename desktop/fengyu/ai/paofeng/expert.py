"""The expert bot: the hard bot's judgement, checked by determinized play-outs.

For a discard that matters (the hand is within two steps of ready and several
discards are nearly as efficient), the expert plays each candidate forward
many times over futures consistent with what it has seen: the tiles it cannot
see are shuffled into its coming draws, its hand is played on greedily (a
drawn wild kept, a flower replaced), and the outcome is scored — a self-draw
win at the value its shape earns (跑风 when the hand waited on any tile, 明跑
after 报听 on such a wait, 苦摸 without a wild, 门清 without claims), paid by
the three others, against the chance that somebody else wins first, which
grows with every round. The candidate with the best average wins. A fixed
number of play-outs keeps a decision reproducible; the time budget (500 ms by
default) caps it on a slow machine.
"""

from __future__ import annotations

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
LOSS = 9.0
"""What a hand won by somebody else costs this seat on average (base units)."""


class ExpertBot(HardBot):
    name = "expert"

    def __init__(self, seed: int = 0, budget: float = 0.5) -> None:
        super().__init__(seed)
        self.budget = budget

    def pick_discard(self, k: Knowledge, tiles: Sequence[int]) -> Option:
        ranked = self.ranked(k, tiles)
        best = ranked[0]
        if best.shanten > 2 or k.view.wall < 8 or len(ranked) == 1:
            return super().pick_discard(k, tiles)
        close = [o for o in ranked if o.shanten == best.shanten and o.draws >= best.draws * NEAR_DRAWS]
        close = close[:CANDIDATES]
        if len(close) == 1:
            return super().pick_discard(k, tiles)
        return self.search(k, close, time.perf_counter() + self.budget)

    def search(self, k: Knowledge, candidates: Sequence[Option], deadline: float) -> Option:
        playout = _Playout(k, self.rng)
        sums = [0.0] * len(candidates)
        for _ in range(PLAYOUTS):
            for i, option in enumerate(candidates):
                sums[i] += playout.run(option.tile)
            if time.perf_counter() > deadline:
                break
        return candidates[max(range(len(candidates)), key=lambda i: sums[i])]


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
        self.men_qing = all(m["from"] is None for m in k.view.melds[k.seat])
        self.bao_ting = k.view.bao_ting[k.seat]
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

    def run(self, discard: int) -> float:
        hand = list(self.k.counts)
        hand[discard] -= 1
        pool = self.pool
        self.rng.shuffle(pool)
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
            hand[tile] += 1
            if self.shanten(hand) < 0:
                return outcome + alive * 3 * self.value(hand, pao)
            hand[self.greedy_discard(hand)] -= 1
        return outcome

    def greedy_discard(self, hand: list[int]) -> int:
        best, best_shanten = -1, 99
        for tile in self.naturals:
            if hand[tile]:
                hand[tile] -= 1
                shanten = self.shanten(hand)
                hand[tile] += 1
                if shanten < best_shanten or (shanten == best_shanten and self.rng.random() < 0.3):
                    best, best_shanten = tile, shanten
        return best

    def value(self, hand: list[int], pao: bool) -> float:
        """A self-draw's S in base units: the base, 明跑, 苦摸 and 门清 (the items a discard can steer)."""
        total = (5.0 + 3 * self.bao_ting) if pao else 2.0
        if not hand[self.wild]:
            total += 2
        if self.men_qing:
            total += 2
        return total
