"""A Paofeng bot for table tests: R16's 托管 move, taken from the legal list (no engine needed)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fengyu.core.protocol import Action


class DefaultBot:
    """Wins, sets flowers aside, passes on claims, else discards the tile just drawn (or the last legal one)."""

    name = "default"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        for kind in ("win", "bu_hua", "pass"):
            for action in legal:
                if action.kind == kind:
                    return action
        discards = [a for a in legal if a.kind == "discard"]
        drawn = [a for a in discards if a.pieces[0] == view.drawn]
        return (drawn or discards or list(legal))[-1]
