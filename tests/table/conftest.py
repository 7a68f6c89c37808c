"""Helpers for driving a table headlessly in tests."""

from __future__ import annotations

from fengyu.core.protocol import Engine, Json
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.table import Table


def bots_config(seed: int = 7, hands: int = 2, level: str = "normal", rules: Json | None = None) -> MatchConfig:
    return MatchConfig("sichuan", rules or {}, tuple(SeatSpec("bot", level=level) for _ in range(4)), seed, hands)


def human_config(seed: int = 7, hands: int = 2, rules: Json | None = None) -> MatchConfig:
    seats = (SeatSpec("human", "You"), *(SeatSpec("bot", level="normal") for _ in range(3)))
    return MatchConfig("sichuan", rules or {}, seats, seed, hands)


def run_bots(table: Table, limit: int | None = None) -> int:
    """Let the bots play until a human is awaited, the hand ends, or ``limit`` actions were applied."""
    applied = 0
    while not table.hand_over and (limit is None or applied < limit):
        turns = table.bot_turns()
        if not turns:
            break
        for turn in turns:
            if table.answer(turn, table.think(turn)) is not None:
                applied += 1
    return applied


def played_against_easy(game: str, level: str, seed: int) -> Engine:
    """One hand of ``game`` played by the bot ``level`` at seat 0 and easy bots elsewhere, to its end."""
    seats = (SeatSpec("bot", level=level), *(SeatSpec("bot", level="easy") for _ in range(3)))
    table = Table(MatchConfig(game, {}, seats, seed, 1))
    table.start_hand()
    run_bots(table)
    assert table.hand_over
    assert table.hand is not None
    return table.hand


def play_on(table: Table, hands_limit: int = 50) -> None:
    """Play the match to its end from wherever it stands: bots decide, people's seats time out."""
    while not table.match_over and len(table.history) < hands_limit:
        if table.hand_over:
            table.start_hand()
        run_bots(table)
        for seat in table.waiting():
            if seat not in table.bots:
                table.time_out(seat)
