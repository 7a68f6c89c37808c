"""The expert bot: the hard bot's judgement (play-outs come on top of it)."""

from __future__ import annotations

from fengyu.ai.paofeng.bots import HardBot


class ExpertBot(HardBot):
    name = "expert"

    def __init__(self, seed: int = 0, budget: float = 0.5) -> None:
        super().__init__(seed)
        self.budget = budget
