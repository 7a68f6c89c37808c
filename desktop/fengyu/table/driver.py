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
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Any, Protocol

from fengyu.core.protocol import Action
from fengyu.table.table import BotTurn, Table


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

    def submit(self, fn, /, *args, **kwargs) -> Future:  # type: ignore[no-untyped-def, override]
        if self._pool is None:
            self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
        return self._pool.submit(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=wait, cancel_futures=cancel_futures)


class TableDriver:
    """Runs the bots of ``table`` through ``scheduler`` (see the module docstring)."""

    def __init__(self, table: Table, scheduler: Scheduler, *, bot_delay: float = 0.0) -> None:
        self.table = table
        self.scheduler = scheduler
        self.bot_delay = bot_delay
        """Seconds a bot seems to think at least."""
        self.paused = False
        self.closed = False
        self._pending: set[int] = set()
        """The ``id`` of each bot's turn handed out whose answer has not been applied yet."""
        self._held: list[tuple[BotTurn, Action | None]] = []
        """Bots' answers that came in while paused, applied on resuming."""

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
            return
        held, self._held = self._held, []
        for turn, action in held:
            self._pending.discard(id(turn))
            self.table.answer(turn, action)
        self.pump()

    def close(self) -> None:
        """Stop: no answer is applied any more."""
        self.closed = True
        self.scheduler.close()
