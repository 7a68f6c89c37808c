"""The expert bot: the hard bot's judgement, checked by an exact valuation of its discards.

A discard that matters (the hand is within two steps of ready and several
discards are nearly as efficient) is searched: the hard bot's choice and its
nearest rivals are each valued by ``expert_value`` — the expected points of
the hand kept, over the seat's own coming draws (drawn in proportion to the
tiles it cannot see), played on as the hard bot would (a draw that brings the
hand closer is kept, the loneliest tile goes; a ready hand with a wild turns
into a wait on any tile), each win scored by the engine (平胡 or 跑风 with 明跑,
直叫, 苦摸, 门清, the wait items and shapes, the dealer's 3 a share), against
the chance that somebody else wins first, which grows as the wall shrinks (as
measured in hard-bot hands) and with every rival who has declared 报听. Paofeng
is won by self-draw only, so the seat's own draws and that race are most of
what decides its hand. The valuation is exact over that model, not sampled:
a rival replaces the hard bot's choice when it is worth more by ``MIN_GAIN``,
and the same position gives the same decision on any machine.

A win with a wild, a drawn wild on a wait on any tile, and a chi or pong are
checked by ``expert_decisions`` over sampled futures from the expert's own
generator (``search_rng``). Everywhere else the expert is the hard bot, move
for move (the valuation uses no random numbers and the searches draw from their
own generator, so the hard bot's tie-breaks see the same numbers as in a hard
seat and the arena's duplicate deals measure only the departures).

Measured against hard (duplicate deals, ``--jobs 1``): +0.22 [−0.39, +0.83]
(seed 2, 400 deals), +0.25 [−0.36, +0.85] (seed 3, 400), −0.10 [−0.36, +0.17]
(seed 4, 1600): no edge the arena can vouch for, at a p95 decision time of
about 30 ms (the sampled play-outs it replaced: 130–240 ms). Played on with
hard bots over reshuffled walls (500 positions of hard-bot hands, every
candidate on the same walls), the rivals the valuation prefers did no better
than the hard bot's choice: a predicted gain came true at about half its size
(slope 0.5 ± 0.3), less half a point — the hard bot's most efficient discard
holds worth this model misses, and the hard bots that play the hand on do not
follow the valuation's plan.
Tried and dropped, on the same 800 deals of seed 21 where this version gave
+0.31 [−0.09, +0.71]: the best of three discards after each draw in the
valuation (−0.03), claims of improving tiles in the valuation (+0.00), no
search with a wild in the hand (+0.19). The sampled play-outs this replaced
measured +0.25 [−0.19, +0.70] (seed 2) and +0.02 [−0.36, +0.40] (seed 3).

With the searches of ``expert_decisions`` as well, against hard (duplicate
deals, ``--jobs 2``): +0.46 [+0.00, +0.92] (seed 5, 800 deals), +0.11
[−0.21, +0.43] (seed 6, 1600 deals), decision p95 about 85 ms.

The search is bounded by a count of hands valued, never by the clock:
``budget`` (seconds) sets it at ``HANDS_PER_SECOND``; a position whose hands
would exceed it keeps the hard bot's choice. The graph of hands (which draw
leads where) is kept between decisions while the wild and the seat's melds
stay, so a decision mostly reuses it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from fengyu.ai.paofeng.bots import HardBot
from fengyu.ai.paofeng.evaluation import Option
from fengyu.ai.paofeng.expert_decisions import FUTURES, decide_claim, decide_wild_aside, decide_win
from fengyu.ai.paofeng.expert_value import Graph, Table, TooLargeError, Valuation
from fengyu.ai.paofeng.knowledge import Knowledge
from fengyu.core.protocol import Action

HANDS_PER_SECOND = 5000
"""Hands a second of budget values (each once per decision): the rate that turns the budget into a count."""
MIN_HANDS = 200
"""The most hands a search may value, whatever the budget, is at least this."""
MAX_SHANTEN = 2
"""Search only hands at most this many steps from ready (further, the graph of reachable hands is too large)."""
CANDIDATES = 4
"""At most this many discards are searched: the hard bot's best ones."""
NEAR_DRAWS = 0.6
"""A candidate keeps at least this share of the best option's improving draws."""
SEARCH_WALL = 8
"""Search only while the wall holds at least this many tiles (later, the hard bot's rules of thumb decide)."""
MIN_GAIN = 0.25
"""Base points a hand by which a discard must be worth more than the hard bot's choice to replace it."""
GRAPH_LIMIT = 50_000
"""Hands a bot keeps between decisions before it starts afresh."""


class ExpertBot(HardBot):
    name = "expert"

    def __init__(self, seed: int = 0, budget: float = 0.3) -> None:
        super().__init__(seed)
        self.budget = budget
        self.search_rng = random.Random(f"paofeng-expert-{seed}")
        """The searches' own generator (expert_decisions' futures): the hard bot's tie-breaks stay in step."""
        self.graph: Graph | None = None
        self.graph_key: tuple[object, ...] = ()

    @property
    def hands(self) -> int:
        """How many hands a search may value: the budget's count."""
        return max(MIN_HANDS, round(self.budget * HANDS_PER_SECOND))

    # -- discards ------------------------------------------------------------------------

    def pick_discard(self, k: Knowledge, tiles: Sequence[int]) -> Option:
        ranked = self.ranked(k, tiles)
        choice = self.pick_ranked(k, ranked)
        best = ranked[0]
        if best.shanten > MAX_SHANTEN or k.view.wall < SEARCH_WALL or len(ranked) == 1:
            return choice
        close = [o for o in ranked if o.shanten == best.shanten and o.draws >= best.draws * NEAR_DRAWS]
        others = [o for o in close if o.tile != choice.tile][: CANDIDATES - 1]
        if not others:
            return choice
        candidates = [choice, *others]
        starts = []
        for option in candidates:
            hand = list(k.counts)
            hand[option.tile] -= 1
            starts.append(hand)
        return candidates[self.search(self.valuation(k), starts)]

    def valuation(self, k: Knowledge) -> Valuation:
        """This decision's valuation, on the graph kept while the wild, the rules and the seat's melds stay."""
        key = (k.wild, k.view.rules, k.view.melds[k.seat])
        graph = self.graph
        if graph is None or key != self.graph_key or len(graph.nodes) > GRAPH_LIMIT:
            graph = self.graph = Graph(k)
            self.graph_key = key
        return Valuation(graph, Table.of(k), self.hands)

    # -- the search ----------------------------------------------------------------------

    def search(self, valuation: Valuation, starts: Sequence[list[int]]) -> int:
        """The index of the start to play: the first (the hard bot's choice) unless another is worth clearly more."""
        try:
            values = [valuation.value(start) for start in starts]
        except TooLargeError:
            return 0
        best = max(range(len(starts)), key=lambda i: values[i])
        return best if values[best] - values[0] > MIN_GAIN else 0

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
