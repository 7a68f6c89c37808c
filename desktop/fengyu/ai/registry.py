"""The games the arena can play, by code; each game adds its line here."""

from __future__ import annotations

from fengyu.ai.games import ArenaGame
from fengyu.ai.guafeng.arena import GUAFENG
from fengyu.ai.paofeng.arena import PAOFENG
from fengyu.ai.sichuan.arena import SICHUAN

ARENA_GAMES: dict[str, ArenaGame] = {"sichuan": SICHUAN, "paofeng": PAOFENG, "guafeng": GUAFENG}


def arena_game(code: str) -> ArenaGame:
    if code not in ARENA_GAMES:
        raise ValueError(f"no arena for game {code!r}; games: {sorted(ARENA_GAMES)}")
    return ARENA_GAMES[code]
