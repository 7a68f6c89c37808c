"""Which board shows which game: the mahjong table draws tiles, the card table cards (``GameSpec.pieces``).

A board is a widget built from a ``SeatSession`` and the app's ``Sounds``; it
emits ``hand_finished(HandResult)`` when a hand's end has been shown and offers
``start()``, ``next_hand()``, ``set_speed(factor)``, ``set_felt(colour)`` and
``retranslate()`` — what the main window and the autoplay need, whatever the
game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from fengyu.games.registry import game
from fengyu.ui.cards.table import CardTable
from fengyu.ui.mahjong.board import Board
from fengyu.ui.session import SeatSession
from fengyu.ui.sounds import Sounds


class TableBoard(Protocol):
    seat: int

    def start(self) -> None: ...

    def key_rows(self) -> list[tuple[str, str]]: ...

    def legend(self) -> list[str]: ...

    def next_hand(self) -> None: ...

    def set_speed(self, factor: float) -> None: ...

    def set_felt(self, colour: QColor) -> None: ...

    def retranslate(self) -> None: ...


BOARDS: dict[str, Callable[[SeatSession, Sounds], QWidget]] = {"tiles": Board, "cards": CardTable}
"""What a game's table draws → the board class that shows it."""


def board_class(code: str) -> Callable[[SeatSession, Sounds], QWidget]:
    """The board that shows the game ``code``."""
    return BOARDS[game(code).pieces]
