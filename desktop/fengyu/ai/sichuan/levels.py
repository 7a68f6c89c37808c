"""The Sichuan bots by level name: what the arena, the table and the New Game dialog offer."""

from __future__ import annotations

from fengyu.ai.sichuan.bots import EasyBot, HardBot, NormalBot
from fengyu.ai.sichuan.expert import ExpertBot

LEVELS: dict[str, type] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "expert": ExpertBot}
