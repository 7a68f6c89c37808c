"""What the arena needs to know about a game: its bots, its hands and how to read a finished one.

The arena's loop (deal, ask the seat to move, apply) is the same for every
game through the ``Engine`` contract; what differs is which bots exist, how a
hand starts from rules and a seed, what a seat's result is worth and which
counters are worth reporting. Each game supplies one ``ArenaGame`` in
``fengyu.ai.<game>.arena``, listed in ``fengyu.ai.registry``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from fengyu.core.protocol import Engine
from fengyu.core.rules import GameRules


class ArenaGame(Protocol):
    """One game as the arena plays it."""

    code: str

    @property
    def levels(self) -> Mapping[str, type]:
        """Level name → bot class (built as ``Class(seed=...)``); read-only, so a game's own dict of levels fits."""
        ...

    def default_rules(self) -> GameRules:
        """The rules an arena plays when none are given: the standard preset at base points 1."""
        ...

    def rules_from_json(self, data: Mapping[str, Any]) -> GameRules: ...

    def new_hand(self, rules: GameRules, seed: int) -> Engine:
        """A fresh hand (a match's first) dealt from ``seed``."""
        ...

    def points(self, hand: Engine) -> list[float]:
        """Each seat's result of a finished hand in base units (a partnership's seats share their side's)."""
        ...

    def seat_stats(self, hand: Engine, seat: int) -> dict[str, int]:
        """Counters of one seat in a finished hand.

        ``wins``, ``self_draws`` and ``deal_ins`` are reported as rates per hand;
        any other counter is summed and reported under its own name.
        """
        ...
