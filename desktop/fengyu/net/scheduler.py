"""``AsyncioScheduler``: the table driver's scheduler on the host's asyncio loop (``fengyu.table.driver``).

A bot's decision runs on a worker thread (``loop.run_in_executor``), never on
the loop that answers the connections; its result comes back as a callback
on the loop, where the table is touched.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any


class AsyncioScheduler:
    """Each call uses the running loop (a host is built before its loop runs)."""

    def __init__(self) -> None:
        self._threads = ThreadPoolExecutor(2, thread_name_prefix="fengyu-host-bot")
        self._closed = False

    def now(self) -> float:
        return asyncio.get_running_loop().time()

    def call_later(self, seconds: float, callback: Callable[[], None]) -> asyncio.TimerHandle:
        return asyncio.get_running_loop().call_later(seconds, callback)

    def run_in_worker(self, work: Callable[[], Any], done: Callable[[Any], None]) -> None:
        future = asyncio.get_running_loop().run_in_executor(self._threads, work)

        def deliver(finished: asyncio.Future[Any]) -> None:
            if self._closed or finished.cancelled():
                return
            done(None if finished.exception() is not None else finished.result())

        future.add_done_callback(deliver)

    def close(self) -> None:
        self._closed = True
        self._threads.shutdown(wait=False, cancel_futures=True)
