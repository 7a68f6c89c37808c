"""Train the Sichuan bots' read of the other players (writes ``ai/sichuan/reading.json``).

Why: a discard is dangerous only if an opponent is ready *and* waits on it.
Both are hidden, so they are learned from simulated hands where the truth is
known. Easy and normal bots play (they do not use this model, so a run never
depends on the model it replaces); at sampled discard decisions, for every
opponent still in the hand, the features of ``fengyu.ai.sichuan.reading`` are
recorded with the truth:

* ready model: one row per opponent — is it ready now (R34 waits, void suit
  cleared)?
* wait model: for a ready opponent, one row per kind the deciding seat could
  discard (void suit and tiles known safe left out) — is it one of the waits?
* cost model: for a ready opponent, what a discard win on its waits would pay
  (base points 1), by linear least squares.

The logistic models are fitted by Newton's method with a small L2 penalty, so
the result depends only on the seed and the number of hands. A second,
independent set of hands (its own seed) measures the models: AUC of each
part, AUC of "this tile deals in" over all candidate tiles and within each
decision, and calibration by predicted chance. ``--compare PATH`` scores an
older reading.json (same features) on the same hands.

Run: ``python tools/train_sichuan_reading.py [hands] [--test-hands N] [--seed S] [--out PATH]``
(default 6000 hands, 2000 test hands, seed 2026, into the package).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from pathlib import Path

import numpy as np

from fengyu.ai.play_loop import play_out
from fengyu.ai.sichuan.bots import EasyBot, NormalBot
from fengyu.ai.sichuan.knowledge import ANALYSERS, SUITS, Knowledge
from fengyu.ai.sichuan.reading import (
    COST_FEATURES,
    READY_FEATURES,
    WAIT_FEATURES,
    cost_features,
    opponent,
    ready_features,
    wait_features,
)
from fengyu.core.protocol import Action
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.games.sichuan.scoring import WinInput, hand_counts, score_win, suit_failure

OUT = Path(__file__).resolve().parents[1] / "desktop" / "fengyu" / "ai" / "sichuan" / "reading.json"
SAMPLE = 0.5
"""Share of discard decisions recorded (neighbouring decisions are much alike)."""
L2 = 1.0


def true_waits(hand: SichuanHand, seat: int) -> set[int] | None:
    """The seat's real waits (R34), or None when it is not ready (void tiles still held count as not ready)."""
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


class Matrix:
    """Rows of features kept as float32 blocks (a few million rows fit in memory)."""

    def __init__(self, width: int) -> None:
        self.width = width
        self.blocks: list[np.ndarray] = []
        self.rows: list[list[float]] = []

    def add(self, row: list[float]) -> None:
        self.rows.append(row)
        if len(self.rows) == 20000:
            self.blocks.append(np.array(self.rows, dtype=np.float32))
            self.rows = []

    def array(self) -> np.ndarray:
        parts = [*self.blocks, np.array(self.rows, dtype=np.float32).reshape(-1, self.width)]
        return np.concatenate(parts).astype(np.float64)


class Training:
    """Rows for the three models."""

    def __init__(self) -> None:
        self.ready_x, self.ready_y = Matrix(len(READY_FEATURES)), []
        self.wait_x, self.wait_y = Matrix(len(WAIT_FEATURES)), []
        self.cost_x, self.cost_y = Matrix(len(COST_FEATURES)), []

    def __call__(self, hand: SichuanHand, k: Knowledge, candidates: list[int]) -> None:
        for seat in k.opponents:
            if k.view.won[seat]:
                continue
            opp = opponent(k, seat)
            waits = true_waits(hand, seat)
            self.ready_x.add(ready_features(k, opp))
            self.ready_y.append(float(waits is not None))
            if waits is None:
                continue
            self.cost_x.add(cost_features(k, opp))
            self.cost_y.append(mean_wait_value(hand, seat, waits))
            for tile in candidates:
                if not opp.is_safe(tile):
                    self.wait_x.add(wait_features(k, opp, tile))
                    self.wait_y.append(float(tile in waits))


class Evaluation:
    """Scores of one model on held-out decisions, kept per opponent and per candidate tile."""

    def __init__(self, weights: dict[str, list[float]]) -> None:
        self.ready_w = weights["ready"]
        self.wait_w = weights["wait"]
        self.ready: list[tuple[float, bool]] = []
        self.wait: list[tuple[float, bool]] = []
        self.tiles: list[tuple[int, float, bool]] = []
        self.decisions = 0

    def __call__(self, hand: SichuanHand, k: Knowledge, candidates: list[int]) -> None:
        safe = dict.fromkeys(candidates, 1.0)
        hit = dict.fromkeys(candidates, False)
        for seat in k.opponents:
            if k.view.won[seat]:
                continue
            opp = opponent(k, seat)
            waits = true_waits(hand, seat)
            ready = _logistic(self.ready_w, ready_features(k, opp))
            self.ready.append((ready, waits is not None))
            for tile in candidates:
                if opp.is_safe(tile):
                    continue
                wait = _logistic(self.wait_w, wait_features(k, opp, tile))
                if waits is not None:
                    self.wait.append((wait, tile in waits))
                    hit[tile] = hit[tile] or tile in waits
                safe[tile] *= 1.0 - ready * wait
        for tile in candidates:
            self.tiles.append((self.decisions, 1.0 - safe[tile], hit[tile]))
        self.decisions += 1

    def report(self) -> dict[str, object]:
        tile_p = np.array([p for _, p, _ in self.tiles])
        tile_y = np.array([y for _, _, y in self.tiles])
        bins = []
        for low, high in ((0, 0.02), (0.02, 0.05), (0.05, 0.1), (0.1, 0.2), (0.2, 0.4), (0.4, 1.01)):
            mask = (tile_p >= low) & (tile_p < high)
            if mask.any():
                bins.append(
                    {
                        "predicted": [low, min(high, 1.0)],
                        "tiles": int(mask.sum()),
                        "mean_predicted": round(float(tile_p[mask].mean()), 4),
                        "dealt_in": round(float(tile_y[mask].mean()), 4),
                    }
                )
        return {
            "decisions": self.decisions,
            "ready_auc": _round(auc(*map(np.array, zip(*self.ready, strict=True))) if self.ready else math.nan),
            "wait_auc_if_ready": _round(auc(*map(np.array, zip(*self.wait, strict=True))) if self.wait else math.nan),
            "tile_auc": _round(auc(tile_p, tile_y) if len(tile_p) else math.nan),
            "tile_auc_within_decision": _round(_within_decision_auc(self.tiles)),
            "deal_in_share": _round(float(tile_y.mean()) if len(tile_y) else math.nan),
            "mean_predicted": _round(float(tile_p.mean()) if len(tile_p) else math.nan),
            "calibration": bins,
        }


def _round(x: float) -> float | None:
    return None if math.isnan(x) else round(x, 4)


def _logistic(weights: list[float], x: list[float]) -> float:
    z = sum(w * v for w, v in zip(weights, x, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def mean_wait_value(hand: SichuanHand, seat: int, waits: set[int]) -> float:
    """What a discard win on one of the seat's waits pays, on average over the waits (base points 1)."""
    st = hand.seats[seat]
    values = [score_win(WinInput(tuple(st.concealed), tuple(st.melds), t, st.void), hand.rules).value for t in waits]
    return sum(values) / len(values) / hand.rules.base_points


def simulate(hands: int, seed: int, sink) -> None:
    """Easy and normal bots play ``hands`` hands; ``sink`` sees a share of the discard decisions."""
    rng = random.Random(seed)
    rules = SichuanRules(base_points=1)
    for _ in range(hands):
        hand = SichuanHand(rules, rng.getrandbits(63))
        bots = [(EasyBot if rng.random() < 0.25 else NormalBot)(seed=rng.getrandbits(32)) for _ in range(4)]

        def sampling(seat: int, legal: list[Action], hand: SichuanHand = hand, bots: list = bots) -> Action:
            view = hand.view(seat)
            if view.phase == "turn" and any(a.kind == "discard" for a in legal) and rng.random() < SAMPLE:
                sink(hand, Knowledge(view), sorted({a.pieces[0] for a in legal if a.kind == "discard"}))
            return bots[seat].choose(view, legal)

        play_out(hand, sampling)


def fit_logistic(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """L2-penalised logistic regression by Newton's method (deterministic)."""
    w = np.zeros(x.shape[1])
    penalty = L2 * np.eye(x.shape[1])
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-np.clip(x @ w, -30, 30)))
        gradient = x.T @ (p - y) + L2 * w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + penalty
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


def fit_linear(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Ridge least squares."""
    return np.linalg.solve(x.T @ x + L2 * np.eye(x.shape[1]), x.T @ y)


def auc(score: np.ndarray, label: np.ndarray) -> float:
    """Area under the ROC curve (ties share their ranks)."""
    label = label.astype(bool)
    positives = int(label.sum())
    negatives = len(label) - positives
    if not positives or not negatives:
        return math.nan
    _, inverse, counts = np.unique(score, return_inverse=True, return_counts=True)
    mid_ranks = np.cumsum(counts) - (counts - 1) / 2.0
    ranks = mid_ranks[inverse]
    return float((ranks[label].sum() - positives * (positives + 1) / 2) / (positives * negatives))


def _within_decision_auc(tiles: list[tuple[int, float, bool]]) -> float:
    """Pairwise AUC of the tiles that deal in against those that do not, within each decision."""
    good = pairs = 0.0
    by_decision: dict[int, list[tuple[float, bool]]] = {}
    for decision, p, y in tiles:
        by_decision.setdefault(decision, []).append((p, y))
    for items in by_decision.values():
        hot = [p for p, y in items if y]
        cold = [p for p, y in items if not y]
        for a in hot:
            for b in cold:
                pairs += 1
                good += 1.0 if a > b else 0.5 if a == b else 0.0
    return good / pairs if pairs else math.nan


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Train the Sichuan bots' read of the other players.")
    parser.add_argument("hands", type=int, nargs="?", default=6000)
    parser.add_argument("--test-hands", type=int, default=None, help="held-out hands (default: a third of hands)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--compare", type=Path, help="also score this older reading.json on the held-out hands")
    args = parser.parse_args(argv)
    test_hands = args.test_hands if args.test_hands is not None else max(1, args.hands // 3)
    rows = Training()
    simulate(args.hands, args.seed, rows)
    ready_w = fit_logistic(rows.ready_x.array(), np.array(rows.ready_y))
    wait_w = fit_logistic(rows.wait_x.array(), np.array(rows.wait_y))
    cost_w = fit_linear(rows.cost_x.array(), np.array(rows.cost_y))
    weights = {"ready": [round(float(w), 6) for w in ready_w], "wait": [round(float(w), 6) for w in wait_w]}
    models = {"trained": Evaluation(weights)}
    if args.compare:
        old = json.loads(args.compare.read_text())
        models["compared"] = Evaluation({part: old[part]["weights"] for part in ("ready", "wait")})

    def both(hand: SichuanHand, k: Knowledge, candidates: list[int]) -> None:
        for evaluation in models.values():
            evaluation(hand, k, candidates)

    simulate(test_hands, args.seed + 1, both)
    report = {
        "tool": "tools/train_sichuan_reading.py",
        "seed": args.seed,
        "hands": args.hands,
        "test_hands": test_hands,
        "rows": {"ready": len(rows.ready_y), "wait": len(rows.wait_y), "cost": len(rows.cost_y)},
        "ready": {"features": list(READY_FEATURES), "weights": weights["ready"]},
        "wait": {"features": list(WAIT_FEATURES), "weights": weights["wait"]},
        "cost": {"features": list(COST_FEATURES), "weights": [round(float(w), 6) for w in cost_w]},
        "evaluation": models["trained"].report(),
    }
    args.out.write_text(json.dumps(report, indent=1) + "\n")
    for name, evaluation in models.items():
        print(name, json.dumps(evaluation.report()))
    print(f"wrote {args.out} from {args.hands} hands (seed {args.seed}), measured on {test_hands} more")
    return 0


if __name__ == "__main__":
    sys.exit(main())
