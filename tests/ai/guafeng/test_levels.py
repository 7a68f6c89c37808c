"""The levels load by name and every level plays whole hands with listed, applicable actions."""

from __future__ import annotations

import pytest

from fengyu.ai.guafeng.levels import LEVELS
from fengyu.ai.protocol import Bot, load_bot
from fengyu.core.protocol import Action
from fengyu.games.guafeng.engine import GuafengHand
from tests.ai.guafeng.support import new_hand, play_out


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "expert"])
def test_a_level_loads_by_name_and_is_a_bot(level: str) -> None:
    bot = load_bot(level, 3, LEVELS)
    assert isinstance(bot, Bot)
    assert bot.name == level


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "expert"])
def test_every_level_answers_with_a_listed_action_all_hand_long(level: str) -> None:
    def listed(hand: GuafengHand, seat: int, legal: list[Action], action: Action) -> None:
        assert hand.covers(action, legal), (hand.phase, action)

    bots = [LEVELS[level](seed=seat) for seat in range(4)]
    for bot in bots:
        if hasattr(bot, "budget"):
            bot.budget = 0.02
    hand = play_out(new_hand(11), bots, listed)
    assert hand.result is not None
