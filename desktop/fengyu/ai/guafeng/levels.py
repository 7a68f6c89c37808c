"""Guafeng bot levels by name: what the table's GameKind and the arena load."""

from __future__ import annotations

from fengyu.ai.guafeng.bots import EasyBot, ExpertBot, HardBot, NormalBot

LEVELS: dict[str, type] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "expert": ExpertBot}
