"""``QtScheduler``: the table driver's scheduler on the window's thread (``fengyu.table.driver``).

Work runs on a small thread pool; its result comes back to the window's
thread through a queued signal, and timers are Qt timers owned by the
scheduler, so nothing the driver does touches the table off that thread.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal


class _Timer:
    """A pending ``call_later``: ``cancel`` stops it."""

    def __init__(self, timer: QTimer) -> None:
        self._timer = timer

    def cancel(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self._timer.deleteLater()


class QtScheduler(QObject):
    _came_back = Signal(object)
    """A callable to run on the window's thread (a worker's result on its way to ``done``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._threads = ThreadPoolExecutor(2, thread_name_prefix="fengyu-bot")
        self._came_back.connect(lambda call: call())
        self._closed = False

    def now(self) -> float:
        return time.monotonic()

    def call_later(self, seconds: float, callback: Callable[[], None]) -> _Timer:
        timer = QTimer(self, singleShot=True)
        timer.timeout.connect(callback)
        timer.timeout.connect(timer.deleteLater)
        timer.start(max(0, math.ceil(seconds * 1000)))
        return _Timer(timer)

    def run_in_worker(self, work: Callable[[], Any], done: Callable[[Any], None]) -> None:
        def deliver(future: Future[Any]) -> None:  # on the worker thread
            if self._closed or future.cancelled():
                return
            result = None if future.exception() is not None else future.result()
            self._came_back.emit(lambda: None if self._closed else done(result))

        self._threads.submit(work).add_done_callback(deliver)

    def close(self) -> None:
        self._closed = True
        self._threads.shutdown(wait=False, cancel_futures=True)
