"""The games the arena can play, by code: each game's ``fengyu.ai.<code>.arena`` module exports ``ARENA``."""

from __future__ import annotations

import functools
import importlib

from fengyu.ai.games import ArenaGame
from fengyu.games.registry import game


@functools.cache
def arena_game(code: str) -> ArenaGame:
    """How the arena plays ``code``; ``ValueError`` naming the games for an unknown code."""
    game(code)
    arena: ArenaGame = importlib.import_module(f"fengyu.ai.{code}.arena").ARENA
    return arena

