"""How low can a Sichuan bot's deal-in rate go? A seat that sees every hand, against normal bots.

Why: the hard bot's deal-in target is measured against the normal bot's, and
part of every bot's deal-ins cannot be avoided by reading at all: while a
player holds a tile of its void suit, that is all it may discard (R10), so a
void tile drawn late must go whatever it feeds. This tool measures the floor
with a seat no real player can be: the hard bot given the true waits of every
opponent still in. Whenever its pick would deal in it lets go the best-ranked
discard that does not (a void tile that does not, if it holds several); only
the deal-ins left are unavoidable. The other three seats are normal bots;
each deal is played four times with the seeing seat rotated (as the arena's
duplicate mode), and the report gives both bots' deal-in rates, the share of
hands in which the seeing seat dealt in while bound to (every tile it could
discard fed someone), and the mean points per hand, with 95% intervals.

``--recall Q --false-alarms F`` blurs the seat's sight into what a reader of
the table could at best hope for: it notices a tile that would feed someone
with chance Q and takes a harmless tile for a feeding one with chance F (each
tile, each decision), and holds back whatever it takes for feeding. Between
the two extremes (Q = 1, F = 0: the floor; Q = F: no sight at all) this shows
how good a read of the other hands must be to bring the deal-in rate down to a
target, to compare with what the trained read achieves (``reading.json``).

Run: ``python tools/sichuan_deal_in_floor.py [--deals N] [--seed S] [--jobs J] [--recall Q] [--false-alarms F]``
(default 1000 deals, seed 7, 2 jobs, Q = 1, F = 0).
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from fengyu.ai.arena import mean_ci
from fengyu.ai.play_loop import play_out
from fengyu.ai.sichuan.bots import HardBot, NormalBot
from fengyu.ai.sichuan.knowledge import ANALYSERS, SUITS, Knowledge
from fengyu.core.protocol import Action
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.games.sichuan.scoring import hand_counts, suit_failure


def waits(hand: SichuanHand, seat: int) -> set[int]:
    """The tiles that would complete ``seat``'s hand now (none while it holds a void tile)."""
    state = hand.seats[seat]
    if state.void is not None:
        base = 9 * SUITS.index(state.void)
        if any(state.concealed[base : base + 9]):
            return set()
    held = hand_counts(state.concealed, state.melds)
    out = set()
    for tile in ANALYSERS[state.void].waits(state.concealed):
        if held[tile] < 4:
            held[tile] += 1
            if suit_failure(held, state.void) is None:
                out.add(tile)
            held[tile] -= 1
    return out


@dataclass(frozen=True)
class Sight:
    recall: float
    false_alarms: float

    def flagged(self, tiles: Sequence[int], feeding: set[int], rng: random.Random) -> set[int]:
        """The tiles taken for feeding someone this decision."""
        return {t for t in tiles if rng.random() < (self.recall if t in feeding else self.false_alarms)}


def seeing_choice(
    bot: HardBot, hand: SichuanHand, seat: int, legal: Sequence[Action], *, sight: Sight, rng: random.Random
) -> tuple[Action, bool]:
    """The hard bot's action, or the best discard not taken for feeding; and whether it was bound to feed someone.

    Bound: every tile it may discard completes some opponent's hand — nearly always because only void
    tiles may go (R10) and the one it holds, just drawn, is a wait.
    """
    view = hand.view(seat)
    action = bot.choose(view, legal)
    discards = [a for a in legal if a.kind == "discard"]
    if action.kind not in ("discard", "added_kong") or not discards:
        return action, False
    k = Knowledge(view)
    feeding = set().union(*(waits(hand, s) for s in k.opponents))
    tiles = sorted({a.pieces[0] for a in discards})
    flagged = sight.flagged(sorted({*tiles, action.pieces[0]}), feeding, rng)
    if action.pieces[0] not in flagged:  # an added kong of a tile taken for feeding would be robbed: discard
        return action, action.kind == "discard" and all(t in feeding for t in tiles)
    ranked = tiles if k.void_tiles else [o.tile for o in bot.candidates(k, tiles)]
    fallback = action.pieces[0] if action.kind == "discard" else ranked[0]
    tile = next((t for t in ranked if t not in flagged), fallback)
    return next(a for a in discards if a.pieces[0] == tile), all(t in feeding for t in tiles)


def play(seed: int, seeing: int, sight: Sight) -> dict[str, list[float]]:
    """One hand with the seeing seat at ``seeing``: per bot, its points and deal-ins; the seat's bound deal-in."""
    hand = SichuanHand(SichuanRules(base_points=1), seed)
    bots = [HardBot(seed=seed) if s == seeing else NormalBot(seed=seed + s) for s in range(4)]
    rng = random.Random(seed ^ seeing)
    bound_tiles = set()

    def choose(seat: int, legal: list[Action]) -> Action:
        if seat != seeing:
            return bots[seat].choose(hand.view(seat), legal)
        action, bound = seeing_choice(bots[seat], hand, seat, legal, sight=sight, rng=rng)
        if bound:
            bound_tiles.add(action.pieces[0])
        return action

    play_out(hand, choose)
    totals = hand.ledger.totals()
    fed = {w.source for w in hand.wins if w.how != "self_draw"}
    out: dict[str, list[float]] = {"seeing": [], "normal": []}
    for seat in range(4):
        out["seeing" if seat == seeing else "normal"].append(totals[seat])
        out["seeing" if seat == seeing else "normal"].append(float(seat in fed))
    bound_fed = any(w.source == seeing and w.how == "discard" and w.tile in bound_tiles for w in hand.wins)
    out["bound"] = [float(bound_fed)]
    return out


def deals(work: tuple[list[int], Sight]) -> list[dict[str, float]]:
    seeds, sight = work
    rows = []
    for seed in seeds:
        row = {"seeing_points": 0.0, "normal_points": 0.0, "seeing_deal_ins": 0.0, "normal_deal_ins": 0.0, "bound": 0.0}
        for seeing in range(4):
            hand = play(seed, seeing, sight)
            row["seeing_points"] += hand["seeing"][0] / 4
            row["seeing_deal_ins"] += hand["seeing"][1] / 4
            row["normal_points"] += sum(hand["normal"][0::2]) / 12
            row["normal_deal_ins"] += sum(hand["normal"][1::2]) / 12
            row["bound"] += hand["bound"][0] / 4
        rows.append(row)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The deal-in rate of a Sichuan seat that sees every hand.")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--recall", type=float, default=1.0, help="chance of noticing a tile that feeds someone")
    parser.add_argument("--false-alarms", type=float, default=0.0, help="chance of taking a harmless tile for one")
    args = parser.parse_args(argv)
    sight = Sight(args.recall, args.false_alarms)
    rng = random.Random(args.seed)
    seeds = [rng.getrandbits(63) for _ in range(args.deals)]
    with ProcessPoolExecutor(args.jobs) as pool:
        work = [(seeds[i :: args.jobs], sight) for i in range(args.jobs)]
        rows = [row for part in pool.map(deals, work) for row in part]
    report: dict[str, object] = {"deals": args.deals, "seed": args.seed, "recall": sight.recall}
    report["false_alarms"] = sight.false_alarms
    for key in rows[0]:
        mean, low, high = mean_ci([row[key] for row in rows])
        report[key] = {"mean": mean, "ci_low": low, "ci_high": high}
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
