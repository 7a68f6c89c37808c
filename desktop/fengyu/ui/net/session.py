"""``RemoteSession``: a seat at a LAN host, behind the same ``SeatSession`` interface as a local seat.

The board does not know the difference: it reads the seat's view and legal
moves (rebuilt from the host's messages in a ``SeatState``), and ``submit``
sends the move to the host, whose update comes back as the next ``stepped``.
The host keeps the clock; the countdown shown here follows the limit it sends.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import Signal

from fengyu.core.protocol import Action
from fengyu.core.refusals import COMMON
from fengyu.net.protocol import AutoPlay, Error, Lobby, MatchEnd, Notice, PreOrder, Ready, Snapshot, Update, act
from fengyu.net.seat_state import SeatState
from fengyu.table.games import HandResult
from fengyu.table.kinds import game_kind
from fengyu.ui.net.link import NetLink
from fengyu.ui.session import SeatSession, Step


class RemoteSession(SeatSession):
    lobby_changed = Signal(object)
    """Who sits where changed (a ``Lobby``): someone dropped, a bot took over, a player came back."""
    disconnected = Signal(str)
    """The host is lost for good (the player may join again: the seat waits for its token)."""
    taken = Signal()
    """Another connection took the seat with its resume token: this session no longer plays it."""
    ended = Signal()

    def __init__(self, link: NetLink, state: SeatState) -> None:
        assert state.config is not None
        super().__init__(state.seat, state.config)
        self.link = link
        self.state = state
        self.lobby: Lobby | None = None
        self._auto: str | None = None
        """The level of the host's bot playing this seat for its player (托管), as last asked or announced."""
        self.deadline: float | None = None
        self._said: tuple[int, Action | None] | None = None
        """The move (or, None, the readiness) last sent and the decision/hand it was for, until the host shows
        it taken: after a reconnection (perhaps to a restarted host) it is said again if it still applies."""
        link.received.connect(self._received)
        link.lost.connect(self.disconnected)
        link.replaced.connect(self.taken)

    def _received(self, message: object) -> None:
        if isinstance(message, Snapshot | Update):
            events = self.state.apply(message)
            self.deadline = None if not self.state.legal else self.deadline
            if isinstance(message, Snapshot):
                self._say_again()
            elif self._said is not None and self._said[0] not in (self.state.decision, self.state.hand_index):
                self._said = None
            if self.state.view is not None:
                self.stepped.emit(Step(events, self.state.view))
        elif isinstance(message, Lobby):
            self.lobby = message
            if 0 <= self.seat < len(message.seats) and message.started:
                self._auto = message.seats[self.seat].auto or None
            self.lobby_changed.emit(message)
        elif isinstance(message, Error):
            said = self._said
            if said is not None and said[1] is not None and said[0] == self.state.decision:
                self._said = None  # our move for the decision now was refused: offer the decision again
                if self.state.view is not None:
                    self.stepped.emit(Step((), self.state.view))
            self.refused.emit(message.refusal())
        elif isinstance(message, Notice):
            if message.code == "save_failed":
                self.save_problem.emit(message.message)  # the host's words: play goes on, it retries
            elif message.code == "save_ok":
                self.save_problem.emit("")
        elif isinstance(message, MatchEnd):
            self.state.match_over = True
            self.ended.emit()

    # -- the game as it stands -------------------------------------------------------------------

    def view(self) -> Any:
        return self.state.view

    def legal_actions(self) -> list[Action]:
        return list(self.state.legal)

    @property
    def hand_index(self) -> int:
        return self.state.hand_index

    @property
    def history(self) -> list[HandResult]:
        return self.state.history

    @property
    def playing_for_coins(self) -> bool:
        return self.state.coins is not None

    @property
    def has_hand(self) -> bool:
        return self.state.view is not None

    @property
    def hand_over(self) -> bool:
        return self.state.hand_over

    @property
    def match_over(self) -> bool:
        return self.state.match_over

    # -- acting ----------------------------------------------------------------------------------

    can_auto_play = True

    @property
    def auto_level(self) -> str | None:
        return self._auto

    def set_auto_play(self, level: str | None) -> None:
        """Ask the host to let its bot of ``level`` play the seat (托管), or (None) to give it back."""
        self._auto = level
        if level is not None:
            self.stop_clock()
        self.link.send(AutoPlay(level or ""))

    def submit(self, action: Action) -> None:
        """Send the move; one the seat cannot make now is refused here already, as the host would.

        A move that one of the legal templates may stand for (Guafeng lists a
        free choice of cards as one) goes to the host, whose engine alone can
        tell: if it refuses, the decision is offered again (``_received``).
        """
        if action not in self.state.legal and not self._templated(action):
            raise COMMON.error("", "not_legal", kind=action.kind)
        self.stop_clock()
        self._said = (self.state.decision, action)
        self.link.send(act(self.state.decision, action))

    def _templated(self, action: Action) -> bool:
        return not action.option and any(a.kind == action.kind and a.option for a in self.state.legal)

    def start_hand(self) -> None:
        """Say we are ready: the host deals when every player at the table is."""
        self.stop_clock()
        self._said = (self.state.hand_index, None)
        self.link.send(Ready())

    def _say_again(self) -> None:
        said, state = self._said, self.state
        if said is None:
            return
        if said[1] is None and state.hand_over and not state.match_over and said[0] == state.hand_index:
            self.link.send(Ready())
        elif said[1] is not None and (said[1] in state.legal or self._templated(said[1])):
            self._said = (state.decision, said[1])
            self.link.send(act(state.decision, said[1]))
        else:
            self._said = None

    def pre_order_items(self) -> tuple[str, ...]:
        kind = game_kind(self.config.game)
        return kind.pre_order_items(kind.rules_class.from_json(self.config.rules))

    def pre_order(self, item: str) -> None:
        self.link.send(PreOrder(item))

    # -- the clock (kept by the host; shown here) ----------------------------------------------------

    def start_clock(self) -> None:
        if self.state.time_limit > 0 and self.deadline is None:
            self.deadline = time.monotonic() + self.state.time_limit

    def stop_clock(self) -> None:
        self.deadline = None

    def seconds_left(self) -> int | None:
        return None if self.deadline is None else max(0, round(self.deadline - time.monotonic()))

    def close(self) -> None:
        self.link.close()
