"""The games a table can seat, by code: each game's ``fengyu.table.<code>`` module exports ``KIND``.

The codes come from ``fengyu.games.registry``; ``tests/test_registry.py`` checks every
registered game has its table module.
"""

from __future__ import annotations

import functools
import importlib

from fengyu.games.registry import game
from fengyu.table.games import GameKind


@functools.cache
def game_kind(code: str) -> GameKind:
    """How the table drives ``code``; ``ValueError`` for an unknown game or one without a table."""
    game(code)
    kind: GameKind = importlib.import_module(f"fengyu.table.{code}").KIND
    return kind
