"""The guided first hand of each game (新手教程): a fixed real deal, and a coach that explains every decision.

``guided_match`` is the deal (a chosen seed under the default rules, so the
hand is an ordinary engine hand); ``Coach`` (``coach``) talks the player
through it with the hint engine; the steps and their words are in ``lessons``.
"""

from __future__ import annotations

from fengyu.table.config import MatchConfig, SeatSpec

SEEDS = {"sichuan": 3, "paofeng": 21, "guafeng": 5}
"""Deals chosen because following the hints meets each game's essentials: Sichuan 定缺, a void discard, a pong
and a win; Paofeng the wild, a flower, 报听 and a win; Guafeng a declaration, burying the kitty and tricks."""
BOT_LEVEL = "normal"


def guided_match(game: str, player: str = "") -> MatchConfig:
    """The guided hand of ``game``: the player at seat 0, three normal bots, one hand, the default rules."""
    if game not in SEEDS:
        raise ValueError(f"no guided hand for {game!r} (games: {', '.join(SEEDS)})")
    seats = (SeatSpec("human", player), *(SeatSpec("bot", level=BOT_LEVEL) for _ in range(3)))
    return MatchConfig(game, {}, seats, SEEDS[game], 1)
