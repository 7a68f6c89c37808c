"""The expert bot: the hard bot's judgement, checked by determinized play-outs.

A discard that matters (the hand is within two steps of ready and several
discards are nearly as efficient) is searched: the expert plays the hard
bot's choice and its nearest rivals forward over the same futures,
consistent with what it has seen. The tiles it cannot see are shuffled into
its coming draws; its hand is played on (a draw that does not bring it
closer goes straight out, one that does is kept and the loneliest tile goes,
a flower is replaced); and the outcome is scored — a self-draw win at the
value its shape earns (跑风 when the hand waited on any tile, 明跑 after 报听
on such a wait, 直叫 on a drawn wild set aside, 苦摸 without a wild, 门清
without claims, the dealer's 3 a share), paid by the three others, against
the chance that somebody else wins first, which grows with every round and
with every rival who has declared 报听. The play-outs follow the hard bot's
habits: when ready with a wild they keep a wait on any tile. A rival
replaces the hard bot's choice only when it does clearly better, paired over
the same futures: by two standard errors and by at least ``MIN_GAIN``.

Everywhere else the expert is the hard bot, move for move: the play-outs draw
from a generator of their own, so the hard bot's tie-breaks see the same
random numbers as in a hard seat, and two seats that play alike play the same
hand (the arena's duplicate deals then measure only the departures; before
this the expert's tie-breaks drifted from hard's and the comparison was
mostly noise). Claims are left to the hard bot: play-outs weighing a chi or
pong against passing (the claimed tile in place of a draw, 门清 kept by
passing) passed on a fifth of hard's claims and measured no better,
+0.17 [−0.68, +1.02] points a hand against hard over 250 duplicate deals.
The discard search as it stands measured +0.25 [−0.19, +0.70] (seed 2) and
+0.02 [−0.36, +0.40] (seed 3) against hard over 400 duplicate deals each:
no edge the arena can vouch for yet.

The search is bounded by a count of play-outs, never by the clock, so a
decision depends on the seed alone (a loaded machine plays the same game,
only slower); ``budget`` (seconds) sets the count at ``PLAYOUTS_PER_SECOND``,
measured on the project's two-core machine. Shanten answers are remembered
between decisions under the same wild, which makes a play-out cheap.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from fengyu.ai.mahjong_discards import connectivity
from fengyu.ai.paofeng.bots import HardBot
from fengyu.ai.paofeng.evaluation import Option
from fengyu.ai.paofeng.expert_decisions import FUTURES, decide_claim, decide_wild_aside, decide_win
from fengyu.ai.paofeng.knowledge import Knowledge
from fengyu.core.protocol import Action

PLAYOUTS_PER_SECOND = 500
"""Futures a second of budget buys (each played once per candidate): the rate that turns the budget into a count."""
MIN_PLAYOUTS = 8
"""The fewest futures a search deals, whatever the budget."""
CANDIDATES = 4
"""At most this many discards are searched: the hard bot's best ones."""
NEAR_DRAWS = 0.6
"""A candidate keeps at least this share of the best option's improving draws."""
SEARCH_WALL = 8
"""Search only while the wall holds at least this many tiles (later, the hard bot's rules of thumb decide)."""
OTHER_WIN_PER_ROUND = 0.06
"""Chance that one of the others self-draws a win in a round (measured in bot games: about a quarter of a hand's
rounds end one's chances, spread over some 18 rounds)."""
READY_RIVAL_WIN = 0.8
"""Chance that a rival who has declared 报听 wins in a round (the bots declare on a wait on any tile)."""
CONFIDENCE = 2.0
"""Standard errors by which a play-out result must beat the hard bot's choice to replace it."""
MIN_GAIN = 0.25
"""Base points a hand by which it must beat the hard bot's choice as well: a smaller edge is not worth departing."""
LOSS = 9.0
"""What a hand won by somebody else costs this seat on average (base units)."""


_Memo = tuple[dict[bytes, int], dict[bytes, bool]]
MEMO_LIMIT = 100_000
"""Answers a bot keeps between decisions before it starts afresh (about ten megabytes; a hand uses 5,000 to 30,000)."""


@dataclass(frozen=True, slots=True)
class _Start:
    """Where a play-out begins: a 13-equivalent concealed hand, its melds and whether it is still 门清."""

    hand: list[int]
    melds: int
    men_qing: bool


class ExpertBot(HardBot):
    name = "expert"

    def __init__(self, seed: int = 0, budget: float = 0.3) -> None:
        super().__init__(seed)
        self.budget = budget
        self.search_rng = random.Random(f"paofeng-expert-{seed}")
        self.memos: dict[tuple[int, bool], _Memo] = {}

    def playout(self, k: Knowledge) -> _Playout:
        """A play-out of this seat's hand, sharing the answers remembered under the same wild and rules."""
        key = (k.wild, k.view.rules.lan_no_wild)
        memo = self.memos.get(key)
        if memo is None or len(memo[0]) + len(memo[1]) > MEMO_LIMIT:
            memo = self.memos[key] = ({}, {})
        return _Playout(k, self.search_rng, memo)

    @property
    def playouts(self) -> int:
        return max(MIN_PLAYOUTS, round(self.budget * PLAYOUTS_PER_SECOND))

    # -- discards ------------------------------------------------------------------------

    def pick_discard(self, k: Knowledge, tiles: Sequence[int]) -> Option:
        ranked = self.ranked(k, tiles)
        choice = self.pick_ranked(k, ranked)
        best = ranked[0]
        if best.shanten > 2 or k.view.wall < SEARCH_WALL or len(ranked) == 1:
            return choice
        close = [o for o in ranked if o.shanten == best.shanten and o.draws >= best.draws * NEAR_DRAWS]
        others = [o for o in close if o.tile != choice.tile][: CANDIDATES - 1]
        if not others:
            return choice
        candidates = [choice, *others]
        playout = self.playout(k)
        men_qing = playout.men_qing
        starts = []
        for option in candidates:
            hand = list(k.counts)
            hand[option.tile] -= 1
            starts.append(_Start(hand, k.melds, men_qing))
        return candidates[self.search(playout, starts)]

    # -- the search ----------------------------------------------------------------------

    def search(self, playout: _Playout, starts: Sequence[_Start]) -> int:
        """The index of the start to play: the first (the hard bot's choice) unless another does clearly better.

        Every round of play-outs deals one future and plays each start on it,
        so the candidates are compared pair by pair; another is taken only
        when its mean gain over the first is more than ``CONFIDENCE`` standard
        errors above zero.
        """
        gains: list[list[float]] = [[] for _ in starts]
        for _ in range(self.playouts):
            playout.deal()
            values = [playout.run(start) for start in starts]
            for i, value in enumerate(values):
                gains[i].append(value - values[0])
        best, best_score = 0, 0.0
        for i in range(1, len(starts)):
            runs = len(gains[i])
            mean = sum(gains[i]) / runs
            variance = sum((g - mean) ** 2 for g in gains[i]) / max(1, runs - 1)
            score = mean / math.sqrt(variance / runs) if variance > 0 else (math.inf if mean > 0 else 0.0)
            if score > CONFIDENCE and mean > MIN_GAIN and score > best_score:
                best, best_score = i, score
        return best

    # -- decisions other than the discard (expert_decisions) -----------------------------

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


class _Playout:
    """Plays one seat's hand forward over a sampled future of its own draws."""

    def __init__(self, k: Knowledge, rng: random.Random, memo: _Memo | None = None) -> None:
        """``memo`` keeps shanten and 听任意张 answers between decisions (they depend on the wild and rules only)."""
        self.rng = rng
        self.reader = k.reader
        self.wild = k.wild
        self.flowers = k.roles.flowers
        self.pool = [t for t in range(len(k.unseen)) for _ in range(k.unseen[t])]
        self.pool += [f for f in self.flowers for _ in range(2)]  # a few flowers still to come: replaced at once
        self.rounds = max(1, min(12, round(k.draws_left)))
        ready_rivals = sum(1 for seat in k.opponents if k.view.bao_ting[seat])
        self.other_win = 1 - (1 - OTHER_WIN_PER_ROUND) * (1 - READY_RIVAL_WIN) ** ready_rivals
        """Chance that somebody else wins in a round: higher with every rival who has declared 报听."""
        self.men_qing = all(m.source is None for m in k.view.melds[k.seat])
        self.dealer_bonus = 9.0 if k.view.dealer == k.seat else 3.0
        """The dealer's 3 a share (R25, §3.1): all three if this seat deals, else the dealer's own."""
        self.naturals = [t for t in range(len(k.unseen)) if k.roles.natural(t)]
        memo = memo if memo is not None else ({}, {})
        self.memo, self.pao_memo = memo

    def shanten(self, hand: list[int], melds: int) -> int:
        """The reader's shanten, remembered: play-outs meet the same hands again and again."""
        key = bytes(hand) + bytes((melds,))
        value = self.memo.get(key)
        if value is None:
            value = self.memo[key] = self.reader.shanten(hand, melds)
        return value

    def waits_on_any(self, hand: list[int], melds: int) -> bool:
        key = bytes(hand) + bytes((melds,))
        value = self.pao_memo.get(key)
        if value is None:
            value = self.pao_memo[key] = self.reader.waits_on_any(hand, melds)
        return value

    def deal(self) -> None:
        """A new future: the unseen tiles in a fresh order (every candidate is then played on it)."""
        self.rng.shuffle(self.pool)

    def run(self, start: _Start) -> float:
        """The value of ``start`` over the dealt future: a win's payment when it comes, less the others' wins.

        A drawn tile that brings the hand no closer goes straight out again;
        only a draw that helps (or a ready hand with a wild that is not yet a
        wait on any tile) calls for the greedy choice of a discard.
        """
        hand = list(start.hand)
        melds = start.melds
        wild = self.wild
        pool = self.pool
        position = 0
        alive = 1.0
        outcome = 0.0
        distance = self.shanten(hand, melds)
        for _ in range(self.rounds):
            outcome -= alive * self.other_win * LOSS
            alive *= 1 - self.other_win
            tile = pool[position]
            position += 1
            while tile in self.flowers and position < len(pool):
                tile = pool[position]
                position += 1
            pao = distance == 0 and hand[wild] > 0 and self.waits_on_any(hand, melds)
            if pao and tile == wild:
                return outcome + alive * self.value(hand, pao, start.men_qing, zhi_jiao=True)  # set aside: 直叫 (R8)
            hand[tile] += 1
            after = self.shanten(hand, melds)
            if after < 0:
                return outcome + alive * self.value(hand, pao, start.men_qing)
            if after < distance or (after == 0 and hand[wild] and not pao):
                hand[self.greedy_discard(hand, melds)] -= 1
                distance = after
            else:
                hand[tile] -= 1
        return outcome

    def greedy_discard(self, hand: list[int], melds: int) -> int:
        """The discard keeping the fewest tiles missing, the loneliest first; when ready with a wild, a wait on any tile
        first (as hard)."""
        best_shanten = 99
        tied: list[int] = []
        for tile in self.naturals:
            if hand[tile]:
                hand[tile] -= 1
                value = self.shanten(hand, melds)
                hand[tile] += 1
                if value < best_shanten:
                    best_shanten, tied = value, [tile]
                elif value == best_shanten:
                    tied.append(tile)
        if best_shanten == 0 and hand[self.wild] and len(tied) > 1:
            for tile in tied:
                hand[tile] -= 1
                pao = self.waits_on_any(hand, melds)
                hand[tile] += 1
                if pao:
                    return tile
        return min(tied, key=lambda tile: connectivity(hand, tile))

    def value(self, hand: list[int], pao: bool, men_qing: bool, zhi_jiao: bool = False) -> float:
        """A self-draw's payment in base units: three shares of the base, 明跑, 苦摸 and 门清, and the dealer's 3s.

        A 跑风 win pays 明跑 too: the bots declare 报听 as soon as the hand waits on any tile.
        """
        total = (10.0 if zhi_jiao else 5.0) + 3 if pao else 2.0
        if not hand[self.wild]:
            total += 2
        if men_qing:
            total += 2
        return 3 * total + self.dealer_bonus
