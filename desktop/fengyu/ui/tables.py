"""Which board shows which game: the mahjong table draws tiles, the card table cards (``GameSpec.pieces``).

A board is a ``SeatTableView`` (``fengyu.ui.table_common.view``) built from a
``SeatSession`` and the app's ``Sounds``: it emits ``hand_finished(HandResult)``
when a hand's end has been shown, its ``director`` says when a step is shown and
when the picture has caught up, and it offers ``start()``, ``next_hand()``,
``set_speed(factor)``, ``set_felt(colour)``, ``set_paused(paused)``,
``retranslate()``, ``key_rows()`` and ``legend()`` — what the main window and
the autoplay need, whatever the game.
"""

from __future__ import annotations

from collections.abc import Callable

from fengyu.games.registry import game
from fengyu.ui.cards.table import CardTable
from fengyu.ui.mahjong.board import Board
from fengyu.ui.session import SeatSession
from fengyu.ui.sounds import Sounds
from fengyu.ui.table_common.view import SeatTableView

BoardClass = Callable[[SeatSession, Sounds | None], SeatTableView]
"""A board's constructor: the seat's session and the app's sounds (None: silent, as a replay)."""

BOARDS: dict[str, BoardClass] = {"tiles": Board, "cards": CardTable}
"""What a game's table draws → the board class that shows it."""


def board_class(code: str) -> BoardClass:
    """The board that shows the game ``code``."""
    return BOARDS[game(code).pieces]
