"""``ReplaySession``: a kept hand served to the game's own table widget, one step at a time.

The replay shows a hand with the same board the player played on: the board
follows a ``SeatSession``, and this one serves the steps of a ``Replay`` for the
seat being viewed (or with every hand open) instead of a live table. Nobody
plays: the board never offers a decision, and it only moves when the replay
window steps.
"""

from __future__ import annotations

from typing import Any

from fengyu.core.protocol import Action
from fengyu.table.games import HandResult
from fengyu.table.replay import Replay
from fengyu.ui.session import SeatSession, Step


class ReplaySession(SeatSession):
    def __init__(self, replay: Replay, seat: int, *, open_hands: bool = False) -> None:
        super().__init__(seat, replay.hand.config)
        self.replay = replay
        self.open_hands = open_hands and replay.can_open

    @property
    def plays(self) -> bool:
        return False

    def step(self) -> Step:
        """The current step as the viewed seat sees it."""
        return Step(self.replay.events(self.seat), self.view())

    def show_next(self) -> None:
        """Move one step on and let the board animate what it brought."""
        if self.replay.position + 1 < len(self.replay):
            self.replay.forward()
            self.stepped.emit(self.step())

    def view(self) -> Any:
        return self.replay.view(self.seat, open_hands=self.open_hands)

    def legal_actions(self) -> list[Action]:
        return []

    @property
    def hand_index(self) -> int:
        return self.replay.hand.index

    @property
    def history(self) -> list[HandResult]:
        """The hand's result, once the replay has reached its end (the board then reports it)."""
        return [self.replay.hand.result] if self.hand_over else []

    @property
    def playing_for_coins(self) -> bool:
        return self.replay.hand.result.coins is not None

    @property
    def has_hand(self) -> bool:
        return True

    @property
    def hand_over(self) -> bool:
        return self.replay.position == len(self.replay) - 1

    @property
    def match_over(self) -> bool:
        return self.hand_over

    def start_hand(self) -> None:
        """A replay deals nothing: the hand is the kept one."""

    def start_clock(self) -> None:
        """Nobody plays a replay: there is no clock."""

    def stop_clock(self) -> None:
        """Nobody plays a replay: there is no clock."""

    def seconds_left(self) -> int | None:
        return None
