"""The hard bot's learned evaluation of discards: the shipped model, its rows, its pool and its training tool."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from fengyu.ai.sichuan.bots import HardBot, NormalBot
from fengyu.ai.sichuan.discard_model import FEATURES, POOL_SIZE, discard_model, discard_pool, discard_rows
from fengyu.ai.sichuan.evaluation import Option
from fengyu.ai.sichuan.knowledge import Knowledge
from fengyu.ai.sichuan.reading import table_read
from fengyu.ai.tree_ensemble import TreeEnsemble
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules

ROOT = Path(__file__).resolve().parents[3]
SHIPPED = ROOT / "desktop" / "fengyu" / "ai" / "sichuan" / "discard_model.json"
TOOL = ROOT / "tools" / "train_sichuan_discards.py"


def test_the_shipped_model_reproduces_what_lightgbm_predicted_for_its_reference_rows() -> None:
    raw = json.loads(SHIPPED.read_text())
    model = TreeEnsemble.from_json(raw, FEATURES)
    rows, expected = raw["reference"]["rows"], raw["reference"]["predictions"]
    assert len(rows) >= 10
    assert [model.predict(row) for row in rows] == pytest.approx(expected, rel=1e-9, abs=1e-9)
    assert discard_model().trees == model.trees


def test_the_shipped_model_beat_the_rules_of_thumb_on_held_out_decisions() -> None:
    evaluation = json.loads(SHIPPED.read_text())["evaluation"]
    assert evaluation["pools"] >= 10000
    assert evaluation["points_gain_per_decision"] > 2 * evaluation["points_gain_se"]
    assert evaluation["dealt_in_model"] <= evaluation["dealt_in_rules"]


def turn_position(seed: int, rules: SichuanRules, steps: int) -> SichuanHand | None:
    """A hand played ``steps`` actions by normal bots, stopped at a turn with a free discard choice."""
    hand = SichuanHand(rules, seed)
    bots = [NormalBot(seed=seed + i) for i in range(4)]
    for _ in range(steps):
        if hand.over:
            return None
        seat = hand.to_act()[0]
        hand.apply(bots[seat].choose(hand.view(seat), hand.legal_actions(seat)))
    while not hand.over:
        seat = hand.to_act()[0]
        view = hand.view(seat)
        tiles = {a.pieces[0] for a in hand.legal_actions(seat) if a.kind == "discard"}
        if view.phase == "turn" and len(tiles) > 1 and not Knowledge(view).void_tiles:
            return hand
        hand.apply(bots[seat].choose(view, hand.legal_actions(seat)))
    return None


def pool_and_rows(hand: SichuanHand, seed: int = 0) -> tuple[list[Option], list[list[float]], Knowledge]:
    """The pool and rows of the hard bot seeded ``seed`` (its seed breaks ties between equally good discards)."""
    k = Knowledge(hand.view(hand.current))
    bot = HardBot(seed=seed)
    ranked = bot.candidates(k, [a.pieces[0] for a in hand.legal_actions(hand.current) if a.kind == "discard"])
    choice = bot.careful(k, ranked)
    pool = discard_pool(k, ranked, choice)
    return pool, discard_rows(k, ranked, choice, pool, bot.qing_target(k)), k


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**31), st.integers(20, 120))
def test_the_pool_is_the_rules_pick_then_alternatives_and_hard_discards_from_it(seed: int, steps: int) -> None:
    hand = turn_position(seed, SichuanRules(base_points=1), steps)
    if hand is None:
        return
    pool, rows, k = pool_and_rows(hand, seed)
    tiles = [o.tile for o in pool]
    assert 1 <= len(pool) <= POOL_SIZE and len(set(tiles)) == len(tiles)
    assert all(len(row) == len(FEATURES) for row in rows)
    assert rows[0][FEATURES.index("hard_choice")] == 1.0
    assert sum(row[FEATURES.index("hard_choice")] for row in rows) == 1.0
    read = table_read(k)
    everything = {a.pieces[0] for a in hand.legal_actions(hand.current) if a.kind == "discard"}
    assert min(read.danger(t) for t in tiles) == min(read.danger(t) for t in everything)
    action = HardBot(seed=seed).choose(hand.view(hand.current), hand.legal_actions(hand.current))
    assert action.kind != "discard" or action.pieces[0] in tiles


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**31), st.integers(20, 120))
@example(1, 25)  # once: ready discards of equal worth were told apart by a float sum's rounding, base by base
def test_rows_are_in_base_point_units_whatever_the_tables_base(seed: int, steps: int) -> None:
    one = turn_position(seed, SichuanRules(base_points=1), steps)
    six = turn_position(seed, SichuanRules(base_points=6), steps)
    if one is None:
        assert six is None
        return
    assert six is not None and six.actions == one.actions
    assert pool_and_rows(six)[1] == [pytest.approx(row) for row in pool_and_rows(one)[1]]


def test_ready_discards_of_equal_worth_are_told_apart_by_live_draws_at_any_base() -> None:
    """The position the explore profile found (seed 1, 25 steps): four ready discards whose waits are worth the same.

    The hard bot once ranked them by their worth alone, which a float sum's
    rounding set apart differently at base 1 and base 6, so it let go 8m at
    one table and 4p at the other; now equal worths go to the live draws.
    """
    picks = set()
    for base in (1, 2, 6, 7):
        hand = turn_position(1, SichuanRules(base_points=base), 25)
        assert hand is not None
        pool = pool_and_rows(hand)[0]
        assert [o.tile for o in pool] == [12, 8, 5, 1, 3]
        assert pool[0].draws == max(o.draws for o in pool if o.shanten == 0)
        picks.add(HardBot(seed=0).choose(hand.view(hand.current), hand.legal_actions(hand.current)))
    assert len(picks) == 1


@pytest.mark.parametrize("seed", [3, 28])  # 28: the bot once played it differently at base 1 and 6
def test_hard_bots_play_a_whole_hand_the_same_at_any_base(seed: int) -> None:
    """The table's base scales every score; it must not change a single decision of the hard bot."""
    played = []
    for base in (1, 6, 7):
        hand = SichuanHand(SichuanRules(base_points=base), seed)
        bots = [HardBot(seed=seed + i) for i in range(4)]
        while not hand.over:
            seat = hand.to_act()[0]
            hand.apply(bots[seat].choose(hand.view(seat), hand.legal_actions(seat)))
        played.append(hand.actions)
    assert played[0] == played[1] == played[2]


def train(tmp_path: Path, name: str, *extra: str) -> dict[str, Any]:
    out = tmp_path / f"{name}.json"
    small = ["--hands", "3", "--jobs", "1", "--rounds", "8", "--seed", "5"]
    subprocess.run(
        [sys.executable, str(TOOL), *small, "--out", str(out), *extra],
        check=True,
        capture_output=True,
    )
    model: dict[str, Any] = json.loads(out.read_text())
    return model


def test_the_training_tool_is_deterministic_and_trains_the_same_from_saved_rows(tmp_path: Path) -> None:
    data = tmp_path / "rows.npz"
    first = train(tmp_path, "first", "--save-data", str(data))
    again = train(tmp_path, "again")
    saved = train(tmp_path, "saved", "--data", str(data))
    assert first["pools"] > 0 and first["features"] == list(FEATURES)
    assert again["trees"] == first["trees"] and saved["trees"] == first["trees"]
    model = TreeEnsemble.from_json(first, FEATURES)
    rows, expected = first["reference"]["rows"], first["reference"]["predictions"]
    assert [model.predict(row) for row in rows] == pytest.approx(expected, rel=1e-9, abs=1e-9)


def test_the_deal_in_floor_tool_reports_a_seeing_seat_and_the_normal_bots() -> None:
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "sichuan_deal_in_floor.py"), "--deals", "3", "--jobs", "1"],
        check=True,
        capture_output=True,
        text=True,
    )
    report = json.loads(run.stdout)
    assert report["deals"] == 3 and report["recall"] == 1.0
    for key in ("seeing_points", "normal_points", "seeing_deal_ins", "normal_deal_ins", "bound"):
        assert report[key]["ci_low"] <= report[key]["mean"] <= report[key]["ci_high"]
    # Seeing every hand, the seat deals in only when bound to by R10.
    assert report["seeing_deal_ins"]["mean"] == report["bound"]["mean"]
    assert abs(report["seeing_points"]["mean"] + 3 * report["normal_points"]["mean"]) < 1e-3  # zero-sum
