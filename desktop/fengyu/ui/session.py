"""A seat's window onto a table: what a board shows and how its player acts.

A board (the Sichuan tiles, the Guafeng cards …) talks only to a
``SeatSession``: the steps of the game as its seat sees them, the seat's view
and legal actions, ``submit`` for the player's moves, the match so far, the
player's clock. ``LocalSession`` serves it from a ``Table`` in this process
(single player, or the host of a LAN game); a network session serves the same
interface from a remote host, so boards never know which they face.

``LocalSession``: everything that touches the table runs on the window's
thread; only ``Table.think`` (a bot's decision, a pure function of a snapshot
of its view) runs on a worker thread, through the table's driver
(``fengyu.table.driver``) on the window's scheduler (``fengyu.ui.scheduler``).
The board decides *when* bots may move (after the animations caught up), so
the game never runs ahead of what the player has seen; a short minimum thinking time keeps the table's rhythm human.

Offline, the rules' clocks (Sichuan's 20 s turn, 15 s claim) play for the
player only when the player turned them on (``clocks``, the driver's
``ClockPolicy``; a LAN host keeps them for everyone), and the player may pause
the table: bots and clock stop.
"""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from fengyu.core.protocol import Action, Event
from fengyu.table.config import MatchConfig
from fengyu.table.driver import ClockPolicy, TableDriver
from fengyu.table.games import HandResult, match_totals
from fengyu.table.table import Table, TableUpdate
from fengyu.ui.scheduler import QtScheduler


@dataclass(frozen=True, slots=True)
class Step:
    """One update of the table as a seat sees it: the events it may see and its view afterwards."""

    events: tuple[Event, ...]
    view: Any


class SeatSession(QObject):
    """The interface a board plays through (see the module docstring); subclasses implement every method."""

    stepped = Signal(object)
    """A new ``Step`` for the seat."""
    refused = Signal(object)
    """A move judged elsewhere was refused after ``submit`` returned (a LAN host): the ``IllegalActionError``.
    A session that judges moves at once raises it from ``submit`` instead."""
    save_problem = Signal(str)
    """The match could not be saved (why, in the table's words), said again after every step while it lasts;
    an empty string once a save succeeds again. Play goes on in memory meanwhile."""

    def __init__(self, seat: int, config: MatchConfig) -> None:
        super().__init__()
        self.seat = seat
        self.config = config
        self.bot_delay = 0.45
        """Seconds a bot seems to think at least (scaled by the animation speed)."""

    @property
    def plays(self) -> bool:
        """Whether a person plays this seat here now (else the board only watches it: a bot's seat, or 托管)."""
        return self.config.seats[self.seat].kind != "bot" and self.auto_level is None

    # 托管: the player hands the seat to a bot and takes it back.
    can_auto_play = False
    """Whether this session lets the player hand the seat to a bot."""

    @property
    def auto_level(self) -> str | None:
        """The level of the bot playing the seat for its person (托管), None when the person plays."""
        return None

    def set_auto_play(self, level: str | None) -> None:
        """Hand the seat to a bot of ``level`` (None: take it back)."""
        raise NotImplementedError

    # The game as it stands.
    def view(self) -> Any:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    @property
    def hand_index(self) -> int:
        raise NotImplementedError

    @property
    def history(self) -> list[HandResult]:
        raise NotImplementedError

    def totals(self) -> list[int]:
        """Match points per seat over the finished hands."""
        return match_totals(self.history, len(self.config.seats))

    @property
    def playing_for_coins(self) -> bool:
        raise NotImplementedError

    @property
    def has_hand(self) -> bool:
        """Whether a hand has been dealt yet."""
        raise NotImplementedError

    @property
    def hand_over(self) -> bool:
        raise NotImplementedError

    @property
    def match_over(self) -> bool:
        raise NotImplementedError

    # Acting.
    def submit(self, action: Action) -> None:
        """The player's move (``IllegalActionError`` names the rule if it is refused)."""
        raise NotImplementedError

    def start_hand(self) -> None:
        """Deal (or, on a network table, ask for) the next hand."""
        raise NotImplementedError

    def pre_order_items(self) -> tuple[str, ...]:
        """Items the player may order before the next deal (Sichuan's 乾坤大挪移 when items are on)."""
        return ()

    def pre_order(self, item: str) -> None:
        """Order ``item`` for the next hand (``IllegalActionError`` if the rules refuse it)."""
        raise NotImplementedError

    def pump(self) -> None:
        """The picture has caught up: let the game move on (bots think)."""

    can_pause = False
    """Whether the game can be paused here (a table of this machine; a LAN host's clocks run for everyone)."""
    paused = False

    def set_paused(self, paused: bool) -> None:
        """Stop (or let go on) the bots and the player's clock."""
        raise NotImplementedError

    # The player's clock.
    def start_clock(self) -> None:
        raise NotImplementedError

    def stop_clock(self) -> None:
        raise NotImplementedError

    def seconds_left(self) -> int | None:
        raise NotImplementedError

    def close(self) -> None:
        """Stop whatever works in the background."""


class LocalSession(SeatSession):
    """A seat of a ``Table`` in this process; its bots think on worker threads (heavy ones in ``processes``)."""

    def __init__(self, table: Table, seat: int, processes: Executor, *, clocks: bool = False) -> None:
        super().__init__(seat, table.config)
        self.table = table
        self.driver = TableDriver(table, QtScheduler(self), bot_delay=self.bot_delay, clocks=ClockPolicy(rules=clocks))
        self._processes = processes
        self.closed = False
        self.paused = False
        self._save_problem: str | None = None
        table.listeners.append(self._on_update)

    # -- the game moving ---------------------------------------------------------------------------

    def _on_update(self, update: TableUpdate) -> None:
        events = tuple(e.for_seat(self.seat) for e in update.events)
        self.stepped.emit(Step(events, self.table.view(self.seat)))
        problem, before = self.table.save_problem, self._save_problem
        self._save_problem = problem
        if problem is not None or before is not None:
            self.save_problem.emit(problem or "")

    def view(self) -> Any:
        return self.table.view(self.seat)

    def legal_actions(self) -> list[Action]:
        return self.table.legal_actions(self.seat)

    @property
    def hand_index(self) -> int:
        return self.table.hand_index

    @property
    def history(self) -> list[HandResult]:
        return self.table.history

    @property
    def playing_for_coins(self) -> bool:
        return self.table.coins is not None

    @property
    def has_hand(self) -> bool:
        return self.table.hand is not None

    @property
    def hand_over(self) -> bool:
        return self.table.hand_over

    @property
    def match_over(self) -> bool:
        return self.table.match_over

    def start_hand(self) -> None:
        self.stop_clock()
        self.driver.deal()

    def pre_order_items(self) -> tuple[str, ...]:
        return self.table.kind.pre_order_items(self.table.rules)

    def pre_order(self, item: str) -> None:
        self.driver.pre_order(self.seat, item)

    def pump(self) -> None:
        """Let the bots that owe a decision think (``fengyu.table.driver``), as slowly as ``bot_delay`` says."""
        if self.closed or self.paused:
            return
        self.driver.bot_delay = self.bot_delay
        self.driver.pump()

    can_pause = True

    def set_paused(self, paused: bool) -> None:
        """Paused, no bot's answer is applied and no new one is asked for, and the player's clock stands still;
        resuming applies what came in meanwhile and restarts the clock with the time it had left."""
        if paused == self.paused or self.closed:
            return
        self.paused = paused
        self.driver.bot_delay = self.bot_delay
        self.driver.set_paused(paused)

    def submit(self, action: Action) -> None:
        self.stop_clock()
        self.table.submit(action)

    can_auto_play = True

    @property
    def auto_level(self) -> str | None:
        return self.table.stand_ins.get(self.seat)

    def set_auto_play(self, level: str | None) -> None:
        """The table's stand-in plays the seat (its clock stops) or stops playing it."""
        if level is None:
            self.driver.take_back(self.seat)
        else:
            self.driver.hand_to_bot(self.seat, level)

    # -- the player's clock ----------------------------------------------------------------------------

    @property
    def clocks(self) -> bool:
        """Whether the rules' clocks play for the player (offline they do only when the player asks)."""
        return self.driver.clocks.rules

    @clocks.setter
    def clocks(self, on: bool) -> None:
        self.driver.clocks = ClockPolicy(rules=on)
        if not on:
            self.stop_clock()

    def start_clock(self) -> None:
        """Start the player's clock for the decision they face, as the driver's policy says (``time_seat``);
        offered during a pause, it starts on resuming."""
        self.driver.time_seat(self.seat)

    def stop_clock(self) -> None:
        self.driver.stop_clock(self.seat)

    def seconds_left(self) -> int | None:
        left = self.driver.seconds_left(self.seat)
        return None if left is None else round(left)

    def close(self) -> None:
        """Stop the bots and the clock (the table itself is saved already)."""
        self.closed = True
        self.table.listeners.remove(self._on_update)
        self.driver.close()
        self._processes.shutdown(wait=False, cancel_futures=True)
