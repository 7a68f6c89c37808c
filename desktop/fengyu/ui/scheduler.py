"""``QtScheduler``: the table driver's scheduler on the window's thread (``fengyu.table.driver``).

Work runs on a small thread pool; its result comes back to the window's
thread through ``main_thread.post`` (a worker never calls Qt), and timers are
Qt timers owned by the scheduler, so nothing the driver does touches the table
off that thread.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QTimer

from fengyu.ui import main_thread


class _Timer:
    """A pending ``call_later``: ``cancel`` stops it."""

    def __init__(self, timer: QTimer) -> None:
        self._timer = timer

    def cancel(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self._timer.deleteLater()


class _Closed:
    """Whether the scheduler was closed: a plain flag the workers share, so they hold no Qt object."""

    def __init__(self) -> None:
        self.value = False


class QtScheduler(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        main_thread.install()
        self._threads = ThreadPoolExecutor(2, thread_name_prefix="fengyu-bot")
        self._closed = _Closed()

    def now(self) -> float:
        return time.monotonic()

    def call_later(self, seconds: float, callback: Callable[[], None]) -> _Timer:
        timer = QTimer(self, singleShot=True)
        timer.timeout.connect(callback)
        timer.timeout.connect(timer.deleteLater)
        timer.start(max(0, math.ceil(seconds * 1000)))
        return _Timer(timer)

    def run_in_worker(self, work: Callable[[], Any], done: Callable[[Any], None]) -> None:
        """Run ``work`` on a worker and ``done`` with its result (None if it raised) on the window's thread."""
        self._threads.submit(_work_then_post, work, [done], self._closed)

    def close(self) -> None:
        self._closed.value = True
        self._threads.shutdown(wait=False, cancel_futures=True)


def _work_then_post(work: Callable[[], Any], done: list[Callable[[Any], None]], closed: _Closed) -> None:
    """On a worker: run ``work`` and post its result to the window's thread. ``done`` comes in a list that only
    the window's thread empties, so the worker never holds ``done`` (and what it holds) itself: if it held the
    last reference, ``done`` would be let go on the worker."""
    try:
        result = work()
    except Exception:  # a failed decision is reported to the driver as no decision
        result = None
    main_thread.post(partial(_deliver, done, result, closed))


def _deliver(done: list[Callable[[Any], None]], result: Any, closed: _Closed) -> None:
    call = done.pop()
    if not closed.value:
        call(result)
