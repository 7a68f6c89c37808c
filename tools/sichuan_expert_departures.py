"""What the Sichuan expert's departures from the hard bot's picks are worth, measured with the true hands.

Why: the expert's search replaces the hard bot's pick only now and then, so
an arena needs many hands to see it; this asks the question directly. Four
hard bots play; at every discard of one watched seat, the expert (searching
up to ``--worlds`` worlds, without a time limit, from walls of fewer than
``--late-wall`` tiles) chooses too. Where it chooses otherwise, both discards
are played out from the true position ``--replays`` times, each time with the
rest of the wall reshuffled (the hands are the true ones: the position is one
the watched seat could really face) and the same bots finishing the hand; the
departure's worth is the paired mean difference of the watched seat's points.
The report gives the mean worth per departure with its standard error, the
departures per hand, and both by the wall at the time.

Run: ``python tools/sichuan_expert_departures.py [--hands N] [--seed S] [--jobs J] [--late-wall W]
[--worlds K] [--replays R]`` (default 1500 hands, seed 21, 2 jobs, the expert's own wall limit,
its own worlds, 10 replays; about an hour on two cores).
"""

from __future__ import annotations

import argparse
import copy
import itertools
import json
import math
import random
from concurrent.futures import ProcessPoolExecutor

from fengyu.ai.play_loop import bots_choose, play_out
from fengyu.ai.sichuan.bots import HardBot
from fengyu.ai.sichuan.expert import ExpertBot
from fengyu.core.protocol import Action
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules

WALL_BUCKETS = (0, 5, 10, 15, 20, 30, 40, 56)


def replayed(hand: SichuanHand, bots: list[HardBot], seat: int, action: Action, wall_seed: int) -> int:
    """The seat's points from now on after ``action``, the rest of the wall reshuffled, the same bots playing."""
    branch, players = copy.deepcopy(hand), copy.deepcopy(bots)
    rest = branch.wall[branch.head : branch.tail]
    random.Random(wall_seed).shuffle(rest)
    branch.wall[branch.head : branch.tail] = rest
    before = branch.ledger.totals()[seat]
    branch.apply(action)
    play_out(branch, bots_choose(branch, players))
    return branch.ledger.totals()[seat] - before


def departures_in(hand: SichuanHand, bots: list[HardBot], watched: int, expert: ExpertBot, replays: int) -> list:
    """Play the hand out with hard bots; (wall, worth) of each discard where the expert at ``watched`` departs."""
    found = []

    def comparing(seat: int, legal: list[Action]) -> Action:
        view = hand.view(seat)
        luck = bots[seat].rng.getstate()
        action = bots[seat].choose(view, legal)
        if seat == watched and action.kind == "discard":
            expert.rng.setstate(luck)  # the same tie-breaks: only the search can make it choose otherwise
            other = expert.choose(view, legal)
            if other != action:
                worth = [
                    replayed(hand, bots, seat, other, s) - replayed(hand, bots, seat, action, s) for s in range(replays)
                ]
                found.append((view.wall, sum(worth) / replays / hand.rules.base_points))
        return action

    play_out(hand, comparing)
    return found


def departures(work: tuple[int, int, int, int, int]) -> list[tuple[int, float]]:
    """(wall, worth) of each departure in ``hands`` hands dealt from ``seed``."""
    hands, seed, late_wall, worlds, replays = work
    rng = random.Random(seed)
    rules = SichuanRules(base_points=1)
    found = []
    for _ in range(hands):
        hand = SichuanHand(rules, rng.getrandbits(63))
        bots = [HardBot(seed=rng.getrandbits(32)) for _ in range(4)]
        watched = rng.randrange(4)
        expert = ExpertBot(seed=rng.getrandbits(32), budget=math.inf)
        expert.late_wall, expert.max_worlds = late_wall, worlds
        found += departures_in(hand, bots, watched, expert, replays)
    return found


def summary(values: list[float], hands: int) -> dict[str, float]:
    n = len(values)
    mean = sum(values) / n if n else 0.0
    se = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n) if n > 1 else 0.0
    return {"departures": n, "per_hand": round(n / hands, 3), "worth": round(mean, 3), "se": round(se, 3)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The worth of the Sichuan expert's departures from the hard bot.")
    parser.add_argument("--hands", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--late-wall", type=int, default=ExpertBot.late_wall)
    parser.add_argument("--worlds", type=int, default=ExpertBot.max_worlds)
    parser.add_argument("--replays", type=int, default=10)
    args = parser.parse_args(argv)
    jobs = max(1, min(args.jobs, args.hands))
    work = [
        (args.hands // jobs + (i < args.hands % jobs), args.seed * 7919 + i, args.late_wall, args.worlds, args.replays)
        for i in range(jobs)
    ]
    with ProcessPoolExecutor(jobs) as pool:
        found = [row for part in pool.map(departures, work) for row in part]
    report: dict[str, object] = {"hands": args.hands, "late_wall": args.late_wall, "worlds": args.worlds}
    report["all"] = summary([w for _, w in found], args.hands)
    report["by_wall"] = {
        f"{low}-{high - 1}": summary([w for wall, w in found if low <= wall < high], args.hands)
        for low, high in itertools.pairwise(WALL_BUCKETS)
        if low < args.late_wall
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
