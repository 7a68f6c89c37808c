"""The Guafeng arena adapter: each seat scores its side's level change; a short duplicate arena runs."""

from __future__ import annotations

from fengyu.ai.arena import run_arena
from fengyu.ai.guafeng.arena import ARENA as GUAFENG
from fengyu.ai.guafeng.arena import side_levels
from fengyu.ai.guafeng.bots import EasyBot
from fengyu.ai.registry import arena_game
from fengyu.games.guafeng.scoring import level_change
from tests.ai.guafeng.support import play_out


def test_guafeng_is_registered_for_the_arena() -> None:
    assert arena_game("guafeng") is GUAFENG
    assert set(GUAFENG.levels) == {"easy", "normal", "hard", "expert"}


def test_points_are_the_sides_level_change_and_add_up_to_zero() -> None:
    for seed in range(6):
        hand = play_out(GUAFENG.new_hand(GUAFENG.default_rules(), seed), [EasyBot(seed=s) for s in range(4)])
        result = hand.result
        assert result is not None
        points = GUAFENG.points(hand)
        assert points == side_levels(hand)
        assert points[0] == points[2] and points[1] == points[3] and points[0] == -points[1]
        take_over, steps = level_change(result.defender_points)
        dealer = result.dealer % 2
        assert points[dealer] == (-steps if take_over else steps)
        stats = [GUAFENG.seat_stats(hand, seat) for seat in range(4)]
        assert sum(s["declared"] for s in stats) == 1
        assert sum(s["card_points"] for s in stats) == 2 * sum(result.trick_points)


def test_a_short_duplicate_arena_reports_every_level_it_played() -> None:
    report = run_arena("guafeng", ["normal", "easy", "normal", "easy"], 2, seed=3, duplicate=True)
    names = {bot["name"] for bot in report["bots"]}
    assert names == {"normal", "easy"}
    assert report["hands"] == 8
