"""A bot written outside the package, loaded by ``module:Class`` in the tests: it records where it sat."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fengyu.core.protocol import Action

SEATS_SEEN: list[int] = []


class RecorderBot:
    name = "recorder"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        if view.seat not in SEATS_SEEN:
            SEATS_SEEN.append(view.seat)
        playable = [a for a in legal if a.kind not in ("item", "escape")]
        for kind in ("win", "pass", "discard"):
            for action in playable:
                if action.kind == kind:
                    return action
        return playable[0]


class NotABot:
    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
