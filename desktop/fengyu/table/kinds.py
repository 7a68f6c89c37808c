"""The games a table can seat, by code."""

from __future__ import annotations

from fengyu.table.games import GameKind
from fengyu.table.guafeng import GuafengKind
from fengyu.table.paofeng import PaofengKind
from fengyu.table.sichuan import SichuanKind

GAMES: dict[str, GameKind] = {"sichuan": SichuanKind(), "paofeng": PaofengKind(), "guafeng": GuafengKind()}
"""Game code → how the table drives it; each game adds its line here."""


def game_kind(code: str) -> GameKind:
    if code not in GAMES:
        raise ValueError(f"no table for game {code!r}; games: {sorted(GAMES)}")
    return GAMES[code]
