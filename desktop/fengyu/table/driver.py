"""``TableDriver``: the one headless driver of a ``Table`` — its bots' turns, off the caller's loop.

The table is clockless and threadless; something has to hand out its bots'
decisions, run them somewhere that does not block whoever drives the table,
and apply the answers on that driver's own loop. Local play (a Qt window) and
the LAN host (an asyncio loop) both do it through this class, each behind a
``Scheduler`` adapter (``fengyu.ui.scheduler.QtScheduler``,
``fengyu.net.scheduler.AsyncioScheduler``), so that a bot never thinks on the
thread that paints the window or answers the network.

A bot's decision runs on a worker thread (``Table.think``); the levels that
think for long run in a worker process behind it (``WorkerProcess``, handed to
the ``Table``). Its answer comes back through the scheduler to the loop, waits
out ``bot_delay`` counted from when the bot started (so a table keeps a human
rhythm), and is applied with ``Table.answer``, which ignores it if the table
moved on meanwhile. Paused, answers that come in are held and applied on
resuming, and no new decision is handed out.

The driver also keeps the seats' clocks: one per seat, for one decision. Which
clock a decision gets, and what its running out does, is decided here once, by
the driver's ``ClockPolicy`` (``time_seat``): the rules' clock plays their
default move (offline only when the player turned clocks on); where the rules
set none, the LAN host's own clock makes the player idle (``on_idle``: the
seat's stand-in bot plays until they act again). A paused driver stops every
clock, and resuming restarts each with the time it had left.

Stand-ins go through it as well: a bot playing a person's seat, for 托管
(``hand_to_bot``, the player's choice, saved) or while its player is away
or idle (``stand_in``, not saved); either stops the seat's clock.

Between hands it takes the players' pre-orders (``pre_order``) and gates the
next deal (``deal``): the seats that said they are ready (``say_ready``), and a
ready clock (``start_ready_clock``) that runs once per hand for those who do not.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, ParamSpec, Protocol, TypeVar

from fengyu.core.protocol import Action
from fengyu.table.table import BotTurn, Table

_P = ParamSpec("_P")
_T = TypeVar("_T")


class Cancellable(Protocol):
    def cancel(self) -> Any: ...


class Scheduler(Protocol):
    """What a driver needs of the loop it runs on: time, timers, and work done elsewhere that comes back."""

    def now(self) -> float:
        """Monotonic seconds."""
        ...

    def call_later(self, seconds: float, callback: Callable[[], None]) -> Cancellable:
        """Call ``callback`` on the loop after ``seconds``; the handle's ``cancel`` stops it."""
        ...

    def run_in_worker(self, work: Callable[[], Any], done: Callable[[Any], None]) -> None:
        """Run ``work`` on a worker thread, then ``done`` with its result on the loop (never after ``close``)."""
        ...

    def close(self) -> None:
        """Stop the workers; work not started is dropped and no ``done`` is called any more."""
        ...


class WorkerProcess(Executor):
    """One worker process for the heavy bots, started the first time one thinks.

    It is spawned, not forked: the caller's threads (a window's, a network loop's) must not be copied into it.
    """

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None

    def submit(self, fn: Callable[_P, _T], /, *args: _P.args, **kwargs: _P.kwargs) -> Future[_T]:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
        return self._pool.submit(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=wait, cancel_futures=cancel_futures)


@dataclass(frozen=True, slots=True)
class ClockPolicy:
    """Which clock a seat's decision gets, and what happens when it runs out.

    Offline a table times its player only when the player turned clocks on
    (``ClockPolicy(rules=True)``; the default times nobody). The LAN host runs
    the rules' clocks for everyone and its own where the rules set none, so that
    no player can stall the table (``ClockPolicy(rules=True, fallback=..., grace=...)``).
    """

    rules: bool = False
    """Whether the rules' clocks run (Sichuan's turn and claim seconds, R40); running out plays the rules'
    default move for the seat."""
    fallback: float = 0.0
    """Seconds a decision gets where the rules set no clock, or where their clocks do not run (0: none);
    running out makes the player idle (the driver's ``on_idle``)."""
    grace: float = 0.0
    """Seconds a clock runs beyond the limit the player is told (a network's delay)."""

    def limit(self, rules_seconds: float) -> tuple[float, bool]:
        """The seconds a decision gets whose rules allow ``rules_seconds`` (0: they set no limit), 0.0 for no clock;
        and whether the clock is the rules' own."""
        if self.rules and rules_seconds > 0:
            return float(rules_seconds), True
        return self.fallback, False


@dataclass(slots=True)
class _Clock:
    """A seat's clock for one decision: running until ``deadline``, or (paused) with ``left`` seconds."""

    decision: int
    on_out: Callable[[], None]
    deadline: float | None = None
    left: float | None = None
    handle: Cancellable | None = None


class TableDriver:
    """Runs the bots of ``table`` through ``scheduler`` (see the module docstring)."""

    def __init__(
        self,
        table: Table,
        scheduler: Scheduler,
        *,
        bot_delay: float = 0.0,
        clocks: ClockPolicy = ClockPolicy(),
        on_idle: Callable[[int], None] | None = None,
    ) -> None:
        self.table = table
        self.scheduler = scheduler
        self.bot_delay = bot_delay
        """Seconds a bot seems to think at least."""
        self.clocks = clocks
        """Which clock each decision gets (``time_seat``)."""
        self.on_idle = on_idle
        """Called with the seat whose player let a clock that is not the rules' run out: the owner makes the
        player idle (a stand-in bot plays the seat until they act again)."""
        self.paused = False
        self.closed = False
        self._pending: set[int] = set()
        """The ``id`` of each bot's turn handed out whose answer has not been applied yet."""
        self._held: list[tuple[BotTurn, Action | None]] = []
        """Bots' answers that came in while paused, applied on resuming."""
        self._clocks: dict[int, _Clock] = {}
        self._ready: set[int] = set()
        self._ready_clock: tuple[int, Cancellable] | None = None
        """The hand whose ready clock runs, and its timer."""

    @property
    def thinking(self) -> bool:
        """Whether a bot's answer is still on its way."""
        return bool(self._pending)

    def pump(self) -> None:
        """Hand each decision the bots owe now to a worker (each is handed out once)."""
        if self.closed or self.paused:
            return
        for turn in self.table.bot_turns():
            self._pending.add(id(turn))
            ready_at = self.scheduler.now() + self.bot_delay
            self.scheduler.run_in_worker(
                lambda t=turn: self.table.think(t),  # type: ignore[misc]
                lambda action, t=turn, r=ready_at: self._answered(t, action, r),  # type: ignore[misc]
            )

    def _answered(self, turn: BotTurn, action: Action | None, ready_at: float) -> None:
        """On the loop: apply a bot's answer once its minimum thinking time is over (held while paused)."""
        if self.closed:
            return
        wait = ready_at - self.scheduler.now()
        if wait > 0:
            self.scheduler.call_later(wait, lambda: self._answered(turn, action, ready_at))
            return
        if self.paused:
            self._held.append((turn, action))
            return
        self._pending.discard(id(turn))
        self.table.answer(turn, action)

    def set_paused(self, paused: bool) -> None:
        """Paused, no answer is applied and no decision handed out; resuming applies what came in meanwhile."""
        if paused == self.paused or self.closed:
            return
        self.paused = paused
        if paused:
            for clock in self._clocks.values():
                if clock.deadline is not None and clock.handle is not None:
                    clock.left = max(0.0, clock.deadline - self.scheduler.now())
                    clock.handle.cancel()
                    clock.deadline = clock.handle = None
            return
        for seat, clock in list(self._clocks.items()):
            if clock.left is not None:
                self._run(seat, clock, clock.left)
        held, self._held = self._held, []
        for turn, action in held:
            self._pending.discard(id(turn))
            self.table.answer(turn, action)
        self.pump()

    # -- the seats' clocks -------------------------------------------------------------------------

    def clock_limit(self, seat: int) -> tuple[float, bool]:
        """Seconds ``seat`` has for the decision it faces now (0.0: no clock), and whether the clock is the rules'
        own — what the player is told; the clock itself runs ``clocks.grace`` longer."""
        if seat not in self.table.waiting():
            return 0.0, False
        return self.clocks.limit(self.table.time_limit(seat))

    def time_seat(self, seat: int) -> None:
        """Run ``seat``'s clock for the decision it faces, as the policy says; a clock already running for that
        decision runs on. A seat a bot plays, or a decision the policy sets no clock for, has none."""
        limit, _ = self.clock_limit(seat)
        if limit <= 0 or seat in self.table.bots:
            self.stop_clock(seat)
            return
        decision = self.table.decision(seat)
        if self.clock_decision(seat) != decision:
            self.start_clock(seat, limit + self.clocks.grace, lambda: self._time_out(seat, decision), decision=decision)

    def _time_out(self, seat: int, decision: int) -> None:
        """``seat`` let its clock for ``decision`` run out: the rules' clock plays their default move; another
        makes the player idle."""
        table = self.table
        if table.decision(seat) != decision or seat not in table.waiting():
            return
        if self.clock_limit(seat)[1]:
            table.time_out(seat)
        elif self.on_idle is not None:
            self.on_idle(seat)

    def start_clock(self, seat: int, seconds: float, on_out: Callable[[], None], *, decision: int = 0) -> None:
        """Run ``seat``'s clock for ``decision``: ``on_out`` after ``seconds`` (replacing the clock it had); the
        policy's clocks start here through ``time_seat``.

        Paused, the clock waits with all its time until resuming."""
        self.stop_clock(seat)
        clock = _Clock(decision, on_out)
        self._clocks[seat] = clock
        if self.paused:
            clock.left = seconds
        else:
            self._run(seat, clock, seconds)

    def _run(self, seat: int, clock: _Clock, seconds: float) -> None:
        clock.left = None
        clock.deadline = self.scheduler.now() + seconds
        clock.handle = self.scheduler.call_later(seconds, lambda: self._out(seat, clock))

    def _out(self, seat: int, clock: _Clock) -> None:
        if self._clocks.get(seat) is clock and not self.closed:
            del self._clocks[seat]
            clock.on_out()

    def clock_decision(self, seat: int) -> int | None:
        """The decision ``seat``'s clock runs (or, paused, waits) for; None without a clock."""
        clock = self._clocks.get(seat)
        return None if clock is None else clock.decision

    def seconds_left(self, seat: int) -> float | None:
        """Seconds left on ``seat``'s running clock (None without one, or while paused)."""
        clock = self._clocks.get(seat)
        if clock is None or clock.deadline is None:
            return None
        return max(0.0, clock.deadline - self.scheduler.now())

    def stop_clock(self, seat: int) -> None:
        clock = self._clocks.pop(seat, None)
        if clock is not None and clock.handle is not None:
            clock.handle.cancel()

    # -- stand-ins ----------------------------------------------------------------------------------

    def hand_to_bot(self, seat: int, level: str) -> None:
        """托管: a bot of ``level`` plays ``seat`` until ``take_back`` (``Table.hand_to_bot``)."""
        self.stop_clock(seat)
        self.table.hand_to_bot(seat, level)

    def take_back(self, seat: int) -> None:
        """The person plays ``seat`` again (a decision its bot still thought about is theirs)."""
        self.table.take_back(seat)

    def stand_in(self, seat: int, level: str) -> None:
        """A bot of ``level`` plays ``seat`` while its player is away or idle (``Table.seat_bot``)."""
        self.stop_clock(seat)
        self.table.seat_bot(seat, level)

    def release(self, seat: int) -> None:
        """The away or idle player of ``seat`` is back: its stand-in leaves (``Table.release_bot``)."""
        self.table.release_bot(seat)

    # -- the next deal ------------------------------------------------------------------------------

    def say_ready(self, seat: int) -> None:
        """``seat`` is ready for the next deal."""
        self._ready.add(seat)

    def ready(self, seat: int) -> bool:
        return seat in self._ready

    def start_ready_clock(self, seconds: float, on_out: Callable[[int], None]) -> None:
        """Once per finished hand: ``on_out(hand_index)`` after ``seconds`` unless the next deal comes first."""
        index = self.table.hand_index
        if seconds <= 0 or (self._ready_clock is not None and self._ready_clock[0] == index):
            return
        self._ready_clock = (index, self.scheduler.call_later(seconds, lambda: on_out(index)))

    def _stop_ready_clock(self) -> None:
        if self._ready_clock is not None:
            self._ready_clock[1].cancel()
            self._ready_clock = None

    def pre_order(self, seat: int, item: str) -> None:
        """``seat`` orders ``item`` for the next hand (``Table.pre_order``; ``IllegalActionError`` if refused)."""
        self.table.pre_order(seat, item)

    def deal(self) -> None:
        """Deal the next hand: readiness starts anew and the ready clock stops."""
        self._ready.clear()
        self._stop_ready_clock()
        self.table.start_hand()

    def close(self) -> None:
        """Stop: no answer is applied and no clock runs out any more."""
        self.closed = True
        for seat in list(self._clocks):
            self.stop_clock(seat)
        self._stop_ready_clock()
        self.scheduler.close()
