"""Calibrate the Sichuan bots' chance of winning from simulated games (writes ``ai/sichuan/tables.json``).

Why: the hard bot weighs ready discards by how likely the hand they leave is
to win, and that chance is measured here instead of guessed. Normal bots play
many hands; at every discard the discarding seat's position is recorded — by
(shanten, live improving draws, rounds left) — with whether it went on to win
the hand. (The read of the other players — readiness, waits, cost — is trained
by ``tools/train_sichuan_reading.py``.)

Run: ``python tools/calibrate_sichuan_bots.py [--hands N] [--seed S] [--out PATH]``
(default 4000 hands, seed 2026, into the package).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from pathlib import Path

from fengyu.ai.play_loop import play_out
from fengyu.ai.sichuan.bots import NormalBot
from fengyu.ai.sichuan.evaluation import draws_bucket, options, rounds_bucket
from fengyu.ai.sichuan.knowledge import Knowledge
from fengyu.core.protocol import Action
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules

OUT = Path(__file__).resolve().parents[1] / "desktop" / "fengyu" / "ai" / "sichuan" / "tables.json"


def positions_played(hand: SichuanHand, bots: list[NormalBot]) -> list[tuple[int, tuple[int, int, int]]]:
    """Play the hand out; each discard's seat and position (shanten, draws bucket, rounds bucket) on the way."""
    positions: list[tuple[int, tuple[int, int, int]]] = []

    def noting_positions(seat: int, legal: list[Action]) -> Action:
        view = hand.view(seat)
        action = bots[seat].choose(view, legal)
        if action.kind == "discard" and view.phase == "turn":
            k = Knowledge(view)
            if not k.void_tiles:
                (option,) = options(k, [action.pieces[0]])
                key = (min(option.shanten, 4), draws_bucket(option.draws), rounds_bucket(k.draws_left))
                positions.append((seat, key))
        return action

    play_out(hand, noting_positions)
    return positions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4000, help="hands to simulate (default 4000)")
    parser.add_argument("--seed", type=int, default=2026, help="seed of the deals and bots (default 2026)")
    parser.add_argument("--out", type=Path, default=OUT, help="where to write the table (default: the package's)")
    args = parser.parse_args(argv)
    hands, seed, out = args.hands, args.seed, args.out
    rng = random.Random(seed)
    wins = defaultdict(lambda: [0, 0])  # (shanten, draws bucket, rounds bucket) -> [won later, total]
    rules = SichuanRules(base_points=1)
    for number in range(hands):
        hand = SichuanHand(rules, rng.getrandbits(63))
        bots = [NormalBot(seed=number * 4 + s) for s in range(4)]
        for seat, key in positions_played(hand, bots):
            wins[key][0] += hand.seats[seat].won
            wins[key][1] += 1
    table = {
        "hands": hands,
        "seed": seed,
        "wins": {f"{s},{d},{r}": [w, n] for (s, d, r), (w, n) in sorted(wins.items())},
    }
    out.write_text(json.dumps(table, indent=0, sort_keys=True) + "\n")
    print(f"wrote {out} from {hands} hands")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
