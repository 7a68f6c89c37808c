"""The expert bot: the hard bot's judgement, checked by Monte Carlo play-outs.

For a discard that matters (several options near the best), the expert plays
each candidate forward many times over futures consistent with what it has
seen: the tiles it cannot see are shuffled into its coming draws and into the
discards of the players still in, its hand is played on greedily, and the
outcome is scored — a win at its real value (self-draw paid by every active
opponent, a discard paid once), readiness or not at the wall's end (查大叫), and
the danger of every tile thrown on the way. The candidate with the best average
wins. A fixed number of play-outs keeps a decision reproducible; the time
budget (500 ms by default) caps it on a slow machine.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from fengyu.ai.sichuan import danger as risk
from fengyu.ai.sichuan.bots import HardBot
from fengyu.ai.sichuan.evaluation import Option, my_melds
from fengyu.ai.sichuan.knowledge import SUITS, Knowledge
from fengyu.core.protocol import Action
from fengyu.core.tiles import SUITED_KIND_COUNT
from fengyu.games.sichuan.scoring import WinInput, hand_counts, score_win, suit_failure

PLAYOUTS = 160
"""Play-outs per candidate discard (the time budget may stop earlier)."""
CANDIDATES = 4
"""At most this many discards are searched: the hard bot's best ones."""
OPPONENT_DISCARD_WEIGHT = 0.45
"""Opponents avoid feeding a ready hand: a random unseen tile stands for their discard this often."""


class ExpertBot(HardBot):
    name = "expert"

    def __init__(self, seed: int = 0, budget: float = 0.5) -> None:
        super().__init__(seed)
        self.budget = budget

    def discard(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        tiles = [a.pieces[0] for a in legal]
        if k.void_tiles or len(tiles) == 1:
            return super().discard(k, legal)
        ranked = self.candidates(k, tiles)
        floor = min(o.shanten for o in ranked)
        if floor >= 3:
            best = ranked[0]  # far from a win: the heuristic is as good as a search
        else:
            close = [o for o in ranked if o.shanten == floor][:CANDIDATES]
            best = close[0] if len(close) == 1 else self.search(k, close, time.perf_counter() + self.budget)
        return next(a for a in legal if a.pieces[0] == best.tile)

    def search(self, k: Knowledge, candidates: Sequence[Option], deadline: float) -> Option:
        playout = _Playout(k, self.rng)
        sums = [0.0] * len(candidates)
        runs = [0] * len(candidates)
        for _ in range(PLAYOUTS):
            for i, option in enumerate(candidates):
                sums[i] += playout.run(option.tile)
                runs[i] += 1
            if time.perf_counter() > deadline:
                break
        means = [sums[i] / runs[i] - risk.danger(k, c.tile) for i, c in enumerate(candidates)]
        return candidates[max(range(len(candidates)), key=lambda i: means[i])]


class _Playout:
    """Plays one seat's hand forward over a sampled future."""

    def __init__(self, k: Knowledge, rng) -> None:
        self.k = k
        self.rng = rng
        self.sets = 4 - k.melds
        self.melds = my_melds(k)
        self.analyser = k.analyser
        self.void_base = 9 * SUITS.index(k.void) if k.void is not None else -100
        self.pool = [t for t in range(SUITED_KIND_COUNT) for _ in range(k.unseen[t])]
        self.rounds = max(1, min(24, round(k.draws_left)))
        self.opponents = len(k.opponents)
        self.base = k.view.rules.base_points
        self.values: dict[tuple[bytes, int], int] = {}
        self.danger = {t: risk.danger(k, t) for t in range(SUITED_KIND_COUNT)}

    def run(self, discard: int) -> float:
        hand = list(self.k.kept)
        hand[discard] -= 1
        pool = self.pool
        self.rng.shuffle(pool)
        position = 0
        outcome = 0.0
        analyser, sets = self.analyser, self.sets
        for _ in range(self.rounds):
            if position >= len(pool):
                break
            tile = pool[position]
            position += 1
            if self.void_base <= tile < self.void_base + 9:
                outcome -= self.danger[tile]  # a void tile drawn must go straight back out
            else:
                hand[tile] += 1
                if analyser.missing(hand, sets) == 0:
                    return outcome + self.value(hand, tile, self_draw=True)
                out = self.greedy_discard(hand)
                hand[out] -= 1
                outcome -= self.danger[out] * 0.5
            if analyser.missing(hand, sets) == 1:  # ready: an opponent's discard may complete it
                for _ in range(self.opponents):
                    if position >= len(pool):
                        break
                    tile = pool[position]
                    position += 1
                    if hand[tile] < 4 and self.rng.random() < OPPONENT_DISCARD_WEIGHT:
                        hand[tile] += 1
                        if analyser.missing(hand, sets) == 0:
                            return outcome + self.value(hand, tile, self_draw=False)
                        hand[tile] -= 1
        ready = analyser.missing(hand, sets) == 1
        # 查大叫 (R34): ready collects from the others who are not; not ready pays the ready ones.
        return outcome + (self.base * 2 * self.opponents * 0.5 if ready else -self.base * 2 * self.opponents * 0.3)

    def greedy_discard(self, hand: list[int]) -> int:
        best, best_missing = -1, 99
        analyser, sets = self.analyser, self.sets
        for tile in range(SUITED_KIND_COUNT):
            if hand[tile]:
                hand[tile] -= 1
                missing = analyser.missing(hand, sets)
                hand[tile] += 1
                if missing < best_missing or (missing == best_missing and self.rng.random() < 0.3):
                    best, best_missing = tile, missing
        return best

    def value(self, hand: list[int], tile: int, *, self_draw: bool) -> float:
        """Points collected by this win: every active opponent pays a self-draw, the discarder a discard."""
        key = (bytes(hand), tile)
        value = self.values.get(key)
        if value is None:
            concealed = list(hand)
            concealed[tile] -= 1
            inp = WinInput(tuple(concealed), tuple(self.melds), tile, self.k.void, self_drawn=self_draw)
            held = hand_counts(concealed, self.melds)
            held[tile] += 1
            value = 0 if suit_failure(held, self.k.void) is not None else score_win(inp, self.k.view.rules).share
            self.values[key] = value
        return value * (self.opponents if self_draw else 1)
