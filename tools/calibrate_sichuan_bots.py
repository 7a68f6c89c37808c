"""Calibrate the Sichuan bots' estimates from simulated games (writes ``ai/sichuan/tables.json``).

Why: a danger estimate is only as good as its two guesses — is this opponent
ready, and if so, is this tile one of its waits? Both are measured here instead
of guessed. Normal bots play many hands; at every discard, for every opponent
of the discarding seat, the public signs that seat can see are recorded with
the truth (the opponent's hidden hand):

* readiness by (turns taken, melds shown, whether its last discard was of its
  void suit — R10 makes void tiles go first, so a non-void discard means the
  void suit is gone);
* for ready opponents, whether each tile of its two kept suits is a wait, by
  (rank, whether the opponent discarded that kind before, copies unseen by the
  discarding seat);
* for the discarding seat itself, whether it went on to win the hand from the
  position its discard left, by (shanten, live improving draws, rounds left) —
  the chance of winning that the hard bot weighs against danger.

Run: ``python tools/calibrate_sichuan_bots.py [hands] [--out PATH]`` (default 4000 hands, into the package).
"""

from __future__ import annotations

import json
import random
import sys
from collections import defaultdict
from pathlib import Path

from fengyu.ai.sichuan.bots import NormalBot
from fengyu.ai.sichuan.evaluation import draws_bucket, options, rounds_bucket
from fengyu.ai.sichuan.knowledge import ANALYSERS, SUITS, Knowledge
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.games.sichuan.scoring import hand_counts, suit_failure

OUT = Path(__file__).resolve().parents[1] / "desktop" / "fengyu" / "ai" / "sichuan" / "tables.json"
MAX_TURNS = 20


def waits_of(hand: SichuanHand, seat: int) -> set[int] | None:
    """The opponent's true waits (R34), or None when it is not ready."""
    st = hand.seats[seat]
    void = st.void
    if void is not None:
        base = 9 * SUITS.index(void)
        if any(st.concealed[base : base + 9]):
            return None
    if sum(st.concealed) % 3 != 1:
        return None
    held = hand_counts(st.concealed, st.melds)
    out = set()
    for tile in ANALYSERS[void].waits(st.concealed):
        if held[tile] < 4:
            held[tile] += 1
            if suit_failure(held, void) is None:
                out.add(tile)
            held[tile] -= 1
    return out or None


def main() -> int:
    args = sys.argv[1:]
    out = OUT
    if "--out" in args:
        out = Path(args[args.index("--out") + 1])
        del args[args.index("--out") : args.index("--out") + 2]
    hands = int(args[0]) if args else 4000
    rng = random.Random(2026)
    ready = defaultdict(lambda: [0, 0])  # (turns, melds, last_void) -> [ready, total]
    waits = defaultdict(lambda: [0, 0])  # (rank, discarded, unseen) -> [wait, total]
    wins = defaultdict(lambda: [0, 0])  # (shanten, draws bucket, rounds bucket) -> [won later, total]
    rules = SichuanRules(base_points=1)
    for number in range(hands):
        hand = SichuanHand(rules, rng.getrandbits(63))
        bots = [NormalBot(seed=number * 4 + s) for s in range(4)]
        positions: list[tuple[int, tuple[int, int, int]]] = []
        while not hand.over:
            seat = hand.to_act()[0]
            legal = hand.legal_actions(seat)
            view = hand.view(seat)
            if view.phase == "turn" and any(a.kind == "discard" for a in legal):
                k = Knowledge(view)
                for opp in k.opponents:
                    if view.won[opp]:
                        continue
                    river = view.rivers[opp]
                    void = view.voids[opp]
                    last_void = bool(river) and void is not None and SUITS[river[-1] // 9] == void
                    key = (min(k.turns_taken(opp), MAX_TURNS), len(view.melds[opp]), last_void)
                    truth = waits_of(hand, opp)
                    ready[key][0] += truth is not None
                    ready[key][1] += 1
                    if truth is None:
                        continue
                    for tile in range(27):
                        if SUITS[tile // 9] == void:
                            continue
                        feature = (tile % 9, tile in river, k.unseen[tile])
                        waits[feature][0] += tile in truth
                        waits[feature][1] += 1
            action = bots[seat].choose(view, legal)
            if action.kind == "discard" and view.phase == "turn":
                k = Knowledge(view)
                if not k.void_tiles:
                    (option,) = options(k, [action.pieces[0]])
                    key = (min(option.shanten, 4), draws_bucket(option.draws), rounds_bucket(k.draws_left))
                    positions.append((seat, key))
            hand.apply(action)
        for seat, key in positions:
            wins[key][0] += hand.seats[seat].won
            wins[key][1] += 1
    table = {
        "hands": hands,
        "ready": {f"{t},{m},{int(v)}": [r, n] for (t, m, v), (r, n) in sorted(ready.items())},
        "waits": {f"{r},{int(d)},{u}": [w, n] for (r, d, u), (w, n) in sorted(waits.items())},
        "wins": {f"{s},{d},{r}": [w, n] for (s, d, r), (w, n) in sorted(wins.items())},
    }
    out.write_text(json.dumps(table, indent=0, sort_keys=True) + "\n")
    print(f"wrote {out} from {hands} hands")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
