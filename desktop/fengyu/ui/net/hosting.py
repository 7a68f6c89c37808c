"""``HostRunner``: the window hosts a LAN table — a ``Host`` and its announcement on a thread of their own.

The host is the same headless ``fengyu.net.host.Host`` the ``fengyu host``
command runs; the window's own player joins it like everyone else, through a
``NetLink`` to loopback, holding the owner key that lets it set the rules and
start. So there is one code path for every seat, local or not. It listens on
the one network interface chosen in the host dialog (and on loopback), and
announces that address: ``invite_url`` is what friends type. Like the link,
its thread never calls Qt: what it reports reaches the window's thread through
``main_thread.emit``.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import secrets
import threading

from PySide6.QtCore import QObject, Signal

from fengyu.net.discovery import Announcer, Interface, TableAd, TableBrowser, choose_interface, ws_url
from fengyu.net.host import THINK_PAUSE, Host, HostOptions
from fengyu.ui import main_thread


class HostRunner(QObject):
    started = Signal(int)
    """Listening on this port."""
    failed = Signal(str)
    finished = Signal(object)
    """The match ended: its result JSON."""

    def __init__(
        self,
        options: HostOptions,
        *,
        port: int = 0,
        announce: bool = True,
        resume: bool = False,
        interface: Interface | None = None,
    ) -> None:
        """Host a new match under ``options``, or (``resume``) the hosted match saved at ``options.autosave``,
        on ``interface`` (default: the one the local network's route leaves by)."""
        super().__init__()
        self.resume = resume
        self.owner_key = options.owner_key or secrets.token_urlsafe(16)
        self.options = dataclasses.replace(options, owner_key=self.owner_key, think_pause=THINK_PAUSE)
        self.port = port
        self.announce = announce
        self.interface = interface or choose_interface()
        self.address = self.interface.address
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = main_thread.start_thread("fengyu-host", self._run)

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        try:
            host = Host.resume(self.options) if self.resume else Host(self.options)
            loopback = "::1" if ":" in self.address else "127.0.0.1"
            self.port = await host.start(list(dict.fromkeys([self.address, loopback])), self.port)
        except (OSError, ValueError) as error:  # a busy port, or a save that cannot be resumed (SaveError)
            main_thread.emit(self, "failed", str(error))
            return
        announcer = Announcer(host, self.address) if self.announce else None
        if announcer is not None:
            await announcer.start()
        main_thread.emit(self, "started", self.port)
        finished = asyncio.ensure_future(host.run_until_finished())
        stop = asyncio.ensure_future(self._stop.wait())
        await asyncio.wait({finished, stop}, return_when=asyncio.FIRST_COMPLETED)
        if finished.done():
            main_thread.emit(self, "finished", finished.result())
        stop.cancel()
        finished.cancel()
        if announcer is not None:
            await announcer.stop()
        with contextlib.suppress(OSError):
            await host.close()

    @property
    def url(self) -> str:
        """Where this app's own player joins (loopback)."""
        return ws_url("::1" if ":" in self.address else "127.0.0.1", self.port)

    @property
    def invite_url(self) -> str:
        """Where the other players join: the chosen interface's address."""
        return ws_url(self.address, self.port)

    def stop(self) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(stop.set)
        if self._thread is not None and self._thread.is_alive():
            self._thread.join(5.0)


class TableFinder(QObject):
    """Browses the local network for tables on a thread of its own; ``changed`` carries the current list."""

    changed = Signal(list)

    def __init__(self) -> None:
        super().__init__()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = main_thread.start_thread("fengyu-find", self._run)

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        browser = TableBrowser(self._found)
        try:
            await browser.start()
        except OSError:
            return  # no multicast here: tables can still be joined by address
        await self._stop.wait()
        with contextlib.suppress(OSError):
            await browser.stop()

    def _found(self, tables: list[TableAd]) -> None:
        main_thread.emit(self, "changed", tables)

    def stop(self) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(stop.set)
        if self._thread is not None and self._thread.is_alive():
            self._thread.join(3.0)
