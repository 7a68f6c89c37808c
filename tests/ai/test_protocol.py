"""Loading bots by level name or ``module:Class``."""

from __future__ import annotations

import pytest

from fengyu.ai.protocol import Bot, load_bot
from fengyu.ai.sichuan.levels import LEVELS


def test_levels_and_external_classes_load() -> None:
    for level in ("easy", "normal", "hard", "expert"):
        bot = load_bot(level, 1, LEVELS)
        assert isinstance(bot, Bot) and bot.name == level
    assert load_bot("tests.ai.recorder:RecorderBot", 3, LEVELS).name == "recorder"


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("grandmaster", "unknown bot"),
        ("tests.ai.nowhere:Bot", "cannot load bot"),
        ("tests.ai.recorder:Missing", "cannot load bot"),
        ("tests.ai.recorder:NotABot", "is not a bot"),
    ],
)
def test_bad_bot_specs_are_refused(spec: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        load_bot(spec, 0, LEVELS)
