"""The arena: duplicate rotation, statistics, the report other tools read."""

from __future__ import annotations

import math

import pytest

from fengyu.ai import arena
from fengyu.ai.arena import mean_ci, run_arena
from fengyu.ai.guafeng.bots import ExpertBot, HardBot
from fengyu.ai.registry import arena_game
from fengyu.games.sichuan.rules import SichuanRules
from tests.ai import recorder


def test_mean_ci_matches_the_normal_approximation() -> None:
    values = [1.0, 2.0, 3.0, 4.0]
    mean, low, high = mean_ci(values)
    sd = math.sqrt(sum((v - 2.5) ** 2 for v in values) / 3)
    assert mean == 2.5
    assert low == pytest.approx(2.5 - 1.959964 * sd / 2, abs=1e-4)
    assert high == pytest.approx(2.5 + 1.959964 * sd / 2, abs=1e-4)
    assert mean_ci([]) == (0.0, 0.0, 0.0)


def test_duplicate_rotation_puts_each_bot_in_every_seat() -> None:
    recorder.SEATS_SEEN.clear()
    arena.play_deal(
        arena_game("sichuan"),
        SichuanRules(base_points=1),
        77,
        ["tests.ai.recorder:RecorderBot", "normal", "normal", "normal"],
        duplicate=True,
        budget_ms=None,
    )
    assert sorted(recorder.SEATS_SEEN) == [0, 1, 2, 3]


@pytest.mark.parametrize(
    ("game", "twin", "level"),
    [("sichuan", "fengyu.ai.sichuan.bots:HardBot", "hard"), ("paofeng", "fengyu.ai.paofeng.bots:NormalBot", "normal")],
)
def test_two_names_for_the_same_bot_tie_exactly_in_duplicate_mode(game: str, twin: str, level: str) -> None:
    # Each seat's bot has that seat's seed in every rotation: alike bots play the same hands, so no luck is left.
    report = run_arena(game, [twin, level, level, level], 3, 11)
    pair = next(p for p in report["pairs"] if p["a"] == twin)
    assert (pair["diff"], pair["ci_low"], pair["ci_high"]) == (0.0, 0.0, 0.0)


def test_report_keys_and_zero_sum_points() -> None:
    report = run_arena("sichuan", ["hard", "normal", "easy", "normal"], 6, 3, SichuanRules(base_points=1))
    names = [b["name"] for b in report["bots"]]
    assert names == ["hard", "normal", "easy"]
    for bot in report["bots"]:
        for key in ("mean_points", "ci_low", "ci_high", "win_rate", "deal_in_rate", "decision_ms_p95", "pairs"):
            assert key in bot
        for counter in ("hua_zhu", "cha_jiao_paid", "cha_jiao_received"):  # the game's own counters, as totals
            assert isinstance(bot[counter], int)
        assert 0 <= bot["deal_in_rate"] <= 1 and bot["self_draw_rate"] <= bot["win_rate"]
        assert bot["ci_low"] <= bot["mean_points"] <= bot["ci_high"]
        assert all(p["a"] == bot["name"] for p in bot["pairs"])
    seats = {"hard": 1, "normal": 2, "easy": 1}
    assert sum(b["mean_points"] * seats[b["name"]] for b in report["bots"]) == pytest.approx(0, abs=1e-3)
    pair = next(p for p in report["pairs"] if p["a"] == "hard" and p["b"] == "easy")
    mirror = next(p for p in report["pairs"] if p["a"] == "easy" and p["b"] == "hard")
    assert pair["diff"] == pytest.approx(-mirror["diff"])
    assert pair["deal_in_ci_low"] <= pair["deal_in_diff"] <= pair["deal_in_ci_high"]
    assert pair["deal_in_diff"] == pytest.approx(-mirror["deal_in_diff"])
    hard, easy = (next(b for b in report["bots"] if b["name"] == name) for name in ("hard", "easy"))
    # Every deal has the same hands for each bot (4 rotations), so the paired mean is the difference of the rates.
    assert pair["deal_in_diff"] == pytest.approx(hard["deal_in_rate"] - easy["deal_in_rate"], abs=1e-3)


def test_an_unknown_bot_fails_before_any_hand() -> None:
    with pytest.raises(ValueError, match="unknown bot"):
        run_arena("sichuan", ["hard", "nobody", "normal", "normal"], 1, 1, SichuanRules())
    with pytest.raises(ValueError, match="no game 'bridge'"):
        run_arena("bridge", ["hard", "hard", "hard", "hard"], 1, 1)


def test_the_budget_option_sets_only_the_experts_budget() -> None:
    # Guafeng's hard bot searches within a budget of its own: --budget-ms must leave it alone, or
    # "expert against hard with more time" would give both of them the time.
    game = arena_game("guafeng")
    hard, expert = arena.make_bot(game, "hard", 0, 5), arena.make_bot(game, "expert", 0, 5)
    assert isinstance(hard, HardBot) and isinstance(expert, ExpertBot)
    assert hard.budget == HardBot().budget != 0.005
    assert expert.budget == 0.005
