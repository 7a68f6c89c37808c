"""Headless LAN hosts with three network bots, each on a thread of its own, for the window's LAN tests.

Every host started during a test is stopped when the test ends (``stop_every_host``, used by an autouse fixture
of ``tests/ui/conftest.py``): a host left running keeps its bots' connections alive, and their keep-alive pings and
reconnection back-offs draw from the global ``random`` module — in a later test of the same worker, while
hypothesis draws an example (which it rightly reports as a strategy using ``random``).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from typing import Any, ClassVar

from fengyu.net.client import BotClient, Credentials, HostLostError
from fengyu.net.host import Host, HostOptions

STOP_SECONDS = 10.0
"""How long a host's thread may take to end once asked to stop."""


class ThreadedHost:
    """A host and its bots on an event loop in a thread; ``stop`` ends them (closing the host) and the thread."""

    running: ClassVar[list[ThreadedHost]] = []
    reconnect_for: ClassVar[float] = 15.0
    """Seconds each bot tries to reconnect to a host that went away (``BotClient.run``)."""

    def __init__(self, options: HostOptions) -> None:
        self.options = options
        self.host = Host(options)
        self.result: dict[str, Any] | None = None
        self.ready = threading.Event()
        self.url = ""
        self.loop: asyncio.AbstractEventLoop | None = None
        self._main_task: asyncio.Task[None] | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        ThreadedHost.running.append(self)
        self.thread.start()
        assert self.ready.wait(10)

    def _run(self) -> None:
        with contextlib.suppress(asyncio.CancelledError):  # ``stop`` cancels the loop's main task
            asyncio.run(self._main())

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._main_task = asyncio.current_task()
        try:
            port = await self.host.start()
            self.url = f"ws://127.0.0.1:{port}"
            bots = [BotClient(Credentials(self.url, f"bot{i}", self.options.password), seed=i) for i in range(3)]
            tasks = [asyncio.create_task(b.run(reconnect_for=self.reconnect_for)) for b in bots]
            while sum(1 for p in self.host.players if p.seat >= 0) < 3:
                await asyncio.sleep(0.01)
            self.ready.set()
            ends = await asyncio.gather(*tasks, return_exceptions=True)
            if any(isinstance(end, HostLostError) for end in ends):
                return  # the host was closed for good (the test of a lost host)
            self.result = await self.host.run_until_finished()
        finally:
            await self.host.close()

    def stop(self) -> None:
        """End the bots and the host, and wait for the thread (a no-op for a host that has finished its match)."""
        loop, task = self.loop, self._main_task
        if loop is not None and task is not None and self.thread.is_alive():
            loop.call_soon_threadsafe(task.cancel)
        self.thread.join(STOP_SECONDS)
        assert not self.thread.is_alive(), "a LAN host did not stop"


def stop_every_host() -> None:
    """Stop every host a test started (see the module docstring for why none may outlive its test)."""
    while ThreadedHost.running:
        ThreadedHost.running.pop().stop()


class BackgroundHost(ThreadedHost):
    """A host whose bots play its match to the end."""


class RestartingHost(ThreadedHost):
    """A host with an autosave whose bots ride out its restart; ``restart`` kills the host and resumes it."""

    reconnect_for = 30.0

    def __init__(self, options: HostOptions) -> None:
        self.restarted = threading.Event()
        super().__init__(options)

    def restart(self) -> None:
        async def again() -> None:
            port = self.host.port
            await self.host.close()
            await asyncio.sleep(0.3)  # the clients notice, and try again
            self.host = Host.resume(self.options)
            await self.host.start(port=port)
            self.restarted.set()

        assert self.loop is not None
        asyncio.run_coroutine_threadsafe(again(), self.loop)
