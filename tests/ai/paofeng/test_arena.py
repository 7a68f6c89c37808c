"""Paofeng in the arena: the adapter's points and counters, and a short duplicate run."""

from __future__ import annotations

import pytest

from fengyu.ai.arena import run_arena
from fengyu.ai.paofeng.arena import ARENA as PAOFENG
from fengyu.ai.registry import arena_game
from fengyu.games.paofeng.rules import PaofengRules


def test_the_registry_and_the_adapter_agree() -> None:
    assert arena_game("paofeng") is PAOFENG
    assert PAOFENG.default_rules() == PaofengRules()
    assert PAOFENG.rules_from_json({"di_hua": 2}).di_hua == 2


def test_points_are_in_base_units_and_counters_describe_the_win() -> None:
    rules = PaofengRules(di_hua=2)
    for seed in range(40):
        hand = PAOFENG.new_hand(rules, seed)
        bots = [PAOFENG.levels["normal"](seed=seed * 4 + s) for s in range(4)]
        while not hand.over:
            seat = hand.to_act()[0]
            hand.apply(bots[seat].choose(hand.view(seat), hand.legal_actions(seat)))
        points = PAOFENG.points(hand)
        assert sum(points) == 0
        assert points == [total / 2 for total in hand.ledger.totals()]
        stats = [PAOFENG.seat_stats(hand, s) for s in range(4)]
        assert sum(s["wins"] for s in stats) == (hand.win is not None)
        if hand.win is not None:
            winner = stats[hand.win.seat]
            assert winner["self_draws"] == 1 and points[hand.win.seat] > 0
            assert winner["pao_feng_wins"] == int(hand.win.score.pao_feng)
            return
    pytest.fail("no hand of normal bots was won in 40 deals")


def test_a_short_duplicate_run_is_zero_sum() -> None:
    report = run_arena("paofeng", ["hard", "normal", "hard", "normal"], 2, 5, PaofengRules())
    assert [b["name"] for b in report["bots"]] == ["hard", "normal"]
    assert report["bots"][0]["mean_points"] == pytest.approx(-report["bots"][1]["mean_points"], abs=1e-6)
    for bot in report["bots"]:
        for counter in ("pao_feng_wins", "bao_ting", "claims", "bao_paid"):
            assert isinstance(bot[counter], int)
