"""Train the hard Sichuan bot's evaluation of discards (writes ``ai/sichuan/discard_model.json``).

Why: which of a few sensible discards is best — push for the win, keep the
valuable wait, hold back a dangerous tile — depends on more than rules of
thumb can weigh. So it is measured. Bots play many hands; at sampled discard
decisions (any seat, void suit already gone, at least two distinct tiles) the
pool of ``fengyu.ai.sichuan.discard_model`` is formed and each of its discards
is played out to the end of the hand *in the true world*: the hand and every
bot are copied, the discard is made, and the same bots finish the hand (the
deciding seat by a fresh hard bot with one seed for every discard of the
pool). The discards of a pool therefore meet the same wall and the same
opponents, and their differences are what the discard itself caused. Each
row records the features and what followed: points won or lost from then on
(base points 1), whether the discard itself dealt in, how many deal-ins the
seat made from then on, whether it won.

A LightGBM regression then learns, per row, the points minus a penalty per
deal-in (``--penalty-now`` for the discard itself, ``--penalty-after`` for
each deal-in from then on — a deal-in costs more than its points: players
remember it), relative to its pool's average. The seat's later play is the
current hard bot's (with the model being replaced), so each run is one step
of policy iteration.

The report in the file: the held-out evaluation (every fifth pool, scored by
a model fitted on the rest): against the rules' pick, the change in points
per decision (with its standard error) and in deal-ins, measured on the
played-out outcomes of those pools; then the model fitted on all pools is
written, with a few rows and LightGBM's predictions for them (the test
checks that the pure-Python evaluator reproduces them).

Needs the ``train`` extras (numpy, LightGBM). Run:
``python tools/train_sichuan_discards.py [--hands N] [--seed S] [--jobs J] [--out PATH]``
(default 24000 hands, seed 2026, 2 jobs, into the package; about an hour and
a half on two cores). ``--save-data`` / ``--data`` keep and reuse the played-out
rows.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import lightgbm
import numpy as np

from fengyu.ai.play_loop import bots_choose, play_out
from fengyu.ai.sichuan.bots import HardBot, NormalBot
from fengyu.ai.sichuan.discard_model import FEATURES, discard_pool, discard_rows
from fengyu.ai.sichuan.knowledge import Knowledge
from fengyu.ai.tree_ensemble import TreeEnsemble
from fengyu.core.protocol import Action
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules

PACKAGE = Path(__file__).resolve().parents[1] / "desktop" / "fengyu" / "ai" / "sichuan"
OUT = PACKAGE / "discard_model.json"
LABELS = ("points", "dealt_in", "deal_ins_after", "won")
SAMPLE = 0.5
"""Share of eligible discard decisions played out (neighbouring decisions are much alike)."""
LEARNER_SHARE = 1 / 3
"""Share of seats played by the hard bot; the others by the normal bot (the arena's usual opponents)."""
PARAMS = {
    "objective": "regression",
    "learning_rate": 0.03,
    "num_leaves": 31,
    "min_data_in_leaf": 400,
    "feature_fraction": 0.8,
    "bagging_fraction": 0.8,
    "bagging_freq": 1,
    "lambda_l2": 10.0,
    "deterministic": True,
    "force_row_wise": True,
    "num_threads": 1,
    "verbose": -1,
}
REFERENCE_ROWS = 20


def deal_ins(hand: SichuanHand, seat: int, since: int) -> int:
    return sum(1 for w in hand.wins[since:] if w.source == seat and w.how != "self_draw")


def played_out(
    hand: SichuanHand, bots: list, seat: int, discards: list[Action], *, tiles: list[int], learner_seed: int
) -> list[list[float]]:
    """Each discard of ``tiles`` made in a copy of the hand, which the same bots then finish; its labels."""
    now = hand.ledger.totals()[seat]
    outcomes = []
    for tile in tiles:
        branch, players = copy.deepcopy(hand), copy.deepcopy(bots)
        players[seat] = HardBot(seed=learner_seed)
        since = len(branch.wins)
        branch.apply(next(a for a in discards if a.pieces[0] == tile))
        play_out(branch, bots_choose(branch, players), until=lambda branch: branch.phase != "claim")
        dealt_in = deal_ins(branch, seat, since)
        play_out(branch, bots_choose(branch, players))
        points = branch.ledger.totals()[seat] - now
        won = any(w.seat == seat for w in branch.wins[since:])
        outcomes.append([points / hand.rules.base_points, dealt_in, deal_ins(branch, seat, since), float(won)])
    return outcomes


def generate(work: tuple[int, int]) -> dict[str, np.ndarray]:
    """Rows of ``hands`` hands dealt from ``seed``: features, labels and the pool each row belongs to."""
    hands, seed = work
    rng = random.Random(seed)
    rules = SichuanRules(base_points=1)
    features: list[list[float]] = []
    labels: list[list[float]] = []
    pools: list[int] = []
    number = 0
    for _ in range(hands):
        hand = SichuanHand(rules, rng.getrandbits(63))
        bots = [(HardBot if rng.random() < LEARNER_SHARE else NormalBot)(seed=rng.getrandbits(32)) for _ in range(4)]

        def sampling(seat: int, legal: list[Action], hand: SichuanHand = hand, bots: list = bots) -> Action:
            nonlocal features, labels, pools, number
            view = hand.view(seat)
            discards = [a for a in legal if a.kind == "discard"]
            eligible = view.phase == "turn" and len({a.pieces[0] for a in discards}) > 1
            if eligible and rng.random() < SAMPLE:
                k = Knowledge(view)
                if not k.void_tiles:
                    rules_bot = HardBot(seed=1)
                    ranked = rules_bot.candidates(k, [a.pieces[0] for a in discards])
                    choice = rules_bot.careful(k, ranked)
                    pool = discard_pool(k, ranked, choice)
                    if len(pool) > 1:
                        rows = discard_rows(k, ranked, choice, pool, rules_bot.qing_target(k))
                        tiles = [o.tile for o in pool]
                        outcomes = played_out(hand, bots, seat, discards, tiles=tiles, learner_seed=rng.getrandbits(32))
                        features += rows
                        labels += outcomes
                        pools += [number] * len(rows)
                        number += 1
            return bots[seat].choose(view, legal)

        play_out(hand, sampling)
    return {
        "features": np.array(features, dtype=np.float64).reshape(-1, len(FEATURES)),
        "labels": np.array(labels, dtype=np.float64).reshape(-1, len(LABELS)),
        "pools": np.array(pools, dtype=np.int64),
    }


def merged(parts: list[dict[str, np.ndarray]]) -> dict[str, np.ndarray]:
    """Parts joined, pool numbers made unique across them."""
    offset = 0
    pools = []
    for part in parts:
        pools.append(part["pools"] + offset)
        offset += int(part["pools"].max()) + 1 if len(part["pools"]) else 0
    return {
        "features": np.concatenate([p["features"] for p in parts]),
        "labels": np.concatenate([p["labels"] for p in parts]),
        "pools": np.concatenate(pools),
    }


def pool_mean(values: np.ndarray, pools: np.ndarray) -> np.ndarray:
    return (np.bincount(pools, weights=values) / np.maximum(np.bincount(pools), 1))[pools]


def target(data: dict[str, np.ndarray], penalty_now: float, penalty_after: float) -> np.ndarray:
    labels = data["labels"]
    reward = labels[:, 0] - penalty_now * labels[:, 1] - penalty_after * labels[:, 2]
    return reward - pool_mean(reward, data["pools"])


def fit(data: dict[str, np.ndarray], y: np.ndarray, rounds: int, seed: int) -> lightgbm.Booster:
    params = {**PARAMS, "seed": seed}
    return lightgbm.train(params, lightgbm.Dataset(data["features"], y), num_boost_round=rounds)


def picked(scores: np.ndarray, pools: np.ndarray) -> np.ndarray:
    """A mask of the best-scored row of each pool (the first on a tie)."""
    order = np.lexsort((-scores, pools))
    first = np.ones(len(order), dtype=bool)
    first[1:] = pools[order][1:] != pools[order][:-1]
    mask = np.zeros(len(order), dtype=bool)
    mask[order[first]] = True
    return mask


def evaluation(data: dict[str, np.ndarray], scores: np.ndarray) -> dict[str, float]:
    """The model's picks against the rules' picks, on the played-out outcomes of the same pools."""
    pools, labels = data["pools"], data["labels"]
    model = picked(scores, pools)
    rules = data["features"][:, FEATURES.index("hard_choice")] == 1.0
    size = int(pools.max()) + 1
    gain = np.bincount(pools[model], weights=labels[model, 0], minlength=size) - np.bincount(
        pools[rules], weights=labels[rules, 0], minlength=size
    )
    gain = gain[np.bincount(pools, minlength=size) > 0]

    def per(mask: np.ndarray, column: int) -> float:
        return round(float(labels[mask, column].mean()), 4)

    return {
        "pools": len(gain),
        "points_gain_per_decision": round(float(gain.mean()), 4),
        "points_gain_se": round(float(gain.std(ddof=1) / np.sqrt(len(gain))), 4),
        "dealt_in_model": per(model, 1),
        "dealt_in_rules": per(rules, 1),
        "deal_ins_after_model": per(model, 2),
        "deal_ins_after_rules": per(rules, 2),
        "won_model": per(model, 3),
        "won_rules": per(rules, 3),
        "changed": round(float((model & ~rules).sum() / len(gain)), 4),
    }


def export(booster: lightgbm.Booster) -> list[dict[str, list]]:
    """The trees as the parallel lists ``fengyu.ai.tree_ensemble`` reads."""
    trees = []
    for info in booster.dump_model()["tree_info"]:
        tree: dict[str, list] = {"split": [], "threshold": [], "left": [], "right": [], "leaf": []}
        _flatten(info["tree_structure"], tree)
        trees.append(tree)
    return trees


def _flatten(node: dict, tree: dict[str, list]) -> int:
    """Append ``node`` and its subtree to ``tree``; its index (a leaf ``j`` is ``-j - 1``)."""
    if "leaf_value" in node:
        tree["leaf"].append(node["leaf_value"])
        return -len(tree["leaf"])
    if node["decision_type"] != "<=":
        raise ValueError(f"unsupported split {node['decision_type']!r}")
    i = len(tree["split"])
    tree["split"].append(node["split_feature"])
    tree["threshold"].append(node["threshold"])
    tree["left"].append(0)
    tree["right"].append(0)
    tree["left"][i] = _flatten(node["left_child"], tree)
    tree["right"][i] = _flatten(node["right_child"], tree)
    return i


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Train the hard Sichuan bot's evaluation of discards.")
    parser.add_argument("--hands", type=int, default=24000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=300, help="boosting rounds (trees)")
    parser.add_argument("--penalty-now", type=float, default=0.0, help="points charged for a discard that deals in")
    parser.add_argument("--penalty-after", type=float, default=2.0, help="points charged per deal-in from then on")
    parser.add_argument("--data", type=Path, nargs="*", help="train on saved rows instead of playing hands")
    parser.add_argument("--save-data", type=Path, help="also save the played-out rows (.npz)")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    if args.data:
        data = merged([dict(np.load(path)) for path in args.data])
    else:
        jobs = max(1, min(args.jobs, args.hands))
        shares = [args.hands // jobs + (i < args.hands % jobs) for i in range(jobs)]
        work = [(n, args.seed * 7919 + i) for i, n in enumerate(shares) if n]
        with ProcessPoolExecutor(len(work)) as pool:
            data = merged(list(pool.map(generate, work)))
        if args.save_data:
            np.savez_compressed(args.save_data, **data)
    if not len(data["pools"]):
        print("no decisions were played out; play more hands", file=sys.stderr)
        return 1
    y = target(data, args.penalty_now, args.penalty_after)
    held_out = data["pools"] % 5 == 0
    train = {key: value[~held_out] for key, value in data.items()}
    test = {key: value[held_out] for key, value in data.items()}
    report = None
    if held_out.any() and (~held_out).any():
        trial = fit(train, y[~held_out], args.rounds, args.seed)
        report = evaluation(test, trial.predict(test["features"]))
    booster = fit(data, y, args.rounds, args.seed)
    reference = data["features"][:: max(1, len(data["pools"]) // REFERENCE_ROWS)][:REFERENCE_ROWS]
    model = {
        "tool": "tools/train_sichuan_discards.py",
        "seed": args.seed,
        "hands": None if args.data else args.hands,
        "pools": int(data["pools"].max()) + 1,
        "rows": len(data["pools"]),
        "rounds": args.rounds,
        "penalty_now": args.penalty_now,
        "penalty_after": args.penalty_after,
        "learner_model_sha256": _sha256(OUT),
        "evaluation": report,
        "features": list(FEATURES),
        "reference": {"rows": reference.tolist(), "predictions": booster.predict(reference).tolist()},
        "trees": export(booster),
    }
    TreeEnsemble.from_json(model, FEATURES)  # what is written loads
    args.out.write_text(json.dumps(model, separators=(",", ":")) + "\n")
    print(json.dumps({k: v for k, v in model.items() if k not in ("trees", "reference", "features")}))
    print(f"wrote {args.out}")
    return 0


def _sha256(path: Path) -> str | None:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else None


if __name__ == "__main__":
    sys.exit(main())
