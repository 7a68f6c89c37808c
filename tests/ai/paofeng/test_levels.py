"""The Paofeng levels load by name and play whole hands with legal choices only."""

from __future__ import annotations

import random

import pytest

from fengyu.ai.paofeng.levels import LEVELS
from fengyu.ai.protocol import Bot, load_bot
from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.paofeng.simulation import random_rules


def test_every_level_loads_by_name() -> None:
    assert set(LEVELS) == {"easy", "normal", "hard", "expert"}
    for level in LEVELS:
        bot = load_bot(level, 1, LEVELS)
        assert isinstance(bot, Bot) and bot.name == level


def play(seats: list[str], seed: int, rules: PaofengRules) -> PaofengHand:
    bots = [LEVELS[level](seed=seed * 4 + s) for s, level in enumerate(seats)]
    hand = PaofengHand(rules, seed)
    while not hand.over:
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        action = bots[seat].choose(hand.view(seat), legal)
        assert action in legal
        hand.apply(action)
    return hand


@pytest.mark.parametrize("preset", ["standard", "strict_paofeng"])
def test_mixed_levels_always_choose_legal_actions(preset: str) -> None:
    rules = PaofengRules.preset(preset)
    ended = [play(["easy", "normal", "hard", "expert"], seed, rules).end_reason for seed in range(6)]
    assert set(ended) <= {"win", "liu_ju"}


def test_every_level_plays_legally_under_random_toggles() -> None:
    draw = random.Random(11)
    for seed in range(12):
        rules = random_rules(draw)
        hand = play(["expert", "hard", "normal", "easy"], 100 + seed, rules)
        assert hand.over
