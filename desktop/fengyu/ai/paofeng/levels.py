"""The Paofeng bot levels by name (the table and the arena build them as ``Class(seed=...)``)."""

from __future__ import annotations

from fengyu.ai.paofeng.bots import EasyBot, HardBot, NormalBot
from fengyu.ai.paofeng.expert import ExpertBot

LEVELS: dict[str, type] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "expert": ExpertBot}
