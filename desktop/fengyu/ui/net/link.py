"""``NetLink``: a connection to a host on a network thread, speaking to the window through Qt signals.

The window's thread never waits on the network: the connection lives on an
asyncio loop in a thread of its own, which hands every message and event to
the window's thread (``main_thread.emit``: it never calls Qt itself), where
the link's signals are emitted; ``send`` hands a message to that loop. If the
connection drops during a match, the link reconnects with the seat's resume token for
``RECONNECT_SECONDS`` before it reports the host lost — unless the host said
a newer connection took the seat (its token then is spent): that is reported
at once, with the reason.
"""

from __future__ import annotations

import asyncio
import dataclasses
import threading
import time

from PySide6.QtCore import QObject, Signal
from websockets.exceptions import ConnectionClosed

from fengyu.net.client import Connection, Credentials, HostLostError, JoinRefusedError
from fengyu.net.protocol import Error, MatchEnd, ProtocolError
from fengyu.ui import main_thread

RECONNECT_SECONDS = 30.0


class NetLink(QObject):
    welcomed = Signal(object)
    """The host seated us (a ``Welcome``; again after each reconnection)."""
    received = Signal(object)
    """A message from the host."""
    refused = Signal(str, str)
    """The host refused us: the protocol's error code and its message."""
    reconnecting = Signal()
    lost = Signal(str)
    """The host is gone for good (or never answered): why."""
    replaced = Signal()
    """A newer connection took our seat with its token (which is spent): we stop, and say so."""

    def __init__(self, credentials: Credentials) -> None:
        super().__init__()
        self.credentials = credentials
        self.reconnect_seconds = RECONNECT_SECONDS
        self._loop: asyncio.AbstractEventLoop | None = None
        self._connection: Connection | None = None
        self._closing = False
        self._thread: threading.Thread | None = None

    def open(self) -> None:
        self._thread = main_thread.start_thread("fengyu-net", self._run)

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        lost_since: float | None = None
        while not self._closing:
            try:
                connection = await Connection.open(self.credentials)
            except JoinRefusedError as error:
                main_thread.emit(self, "refused", error.code, error.message)
                return
            except HostLostError as error:
                lost_since = lost_since or time.monotonic()
                if not self.credentials.token or time.monotonic() - lost_since > self.reconnect_seconds:
                    main_thread.emit(self, "lost", str(error))
                    return
                await asyncio.sleep(0.5)
                continue
            lost_since = None
            self._connection = connection
            self.credentials = dataclasses.replace(self.credentials, token=connection.welcome.token)
            main_thread.emit(self, "welcomed", connection.welcome)
            try:
                while True:
                    message = await connection.receive()
                    # one message per call, in order: a receiver that hands over to another while handling
                    # one (the lobby to the seat's session) loses none
                    main_thread.emit(self, "received", message)
                    if isinstance(message, MatchEnd):
                        await connection.close()
                        return
                    if isinstance(message, Error) and message.code == "replaced":
                        await connection.close()  # our token is spent: coming back with it would fail
                        main_thread.emit(self, "replaced")
                        return
            except ConnectionClosed:
                if self._closing:
                    return
                lost_since = time.monotonic()
                main_thread.emit(self, "reconnecting")
            except ProtocolError as error:
                await connection.close()
                why = f"the host sent something this version does not understand: {error}"
                main_thread.emit(self, "lost", why)
                return

    def send(self, message: object) -> None:
        """Send ``message`` from the window's thread (dropped if not connected: the host will resend the state)."""
        loop, connection = self._loop, self._connection
        if loop is not None and connection is not None and not loop.is_closed():
            asyncio.run_coroutine_threadsafe(connection.send(message), loop)

    def close(self) -> None:
        self._closing = True
        loop, connection = self._loop, self._connection
        if loop is not None and connection is not None and not loop.is_closed():
            asyncio.run_coroutine_threadsafe(connection.close(), loop)
        if self._thread is not None and self._thread.is_alive():
            self._thread.join(2.0)
