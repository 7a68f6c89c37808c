"""``NetLink``: a connection to a host on a network thread, speaking to the window through Qt signals.

The window's thread never waits on the network: the connection lives on an
asyncio loop in a thread of its own, every message from the host arrives as a
queued signal, and ``send`` hands a message to that loop. If the connection
drops during a match, the link reconnects with the seat's resume token for
``RECONNECT_SECONDS`` before it reports the host lost — unless the host said
a newer connection took the seat (its token then is spent): that is reported
at once, with the reason.
"""

from __future__ import annotations

import asyncio
import collections
import dataclasses
import threading
import time

from PySide6.QtCore import QObject, Signal
from websockets.exceptions import ConnectionClosed

from fengyu.net.client import Connection, Credentials, HostLostError, JoinRefusedError
from fengyu.net.protocol import Error, MatchEnd, ProtocolError

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
    _arrived = Signal()

    def __init__(self, credentials: Credentials) -> None:
        super().__init__()
        self.credentials = credentials
        self.reconnect_seconds = RECONNECT_SECONDS
        self._loop: asyncio.AbstractEventLoop | None = None
        self._connection: Connection | None = None
        self._closing = False
        self._inbox: collections.deque[object] = collections.deque()
        """Messages on their way to the window's thread. ``received`` is emitted there, one message at a time,
        so a receiver that hands over to another while handling one (the lobby to the seat's session) loses none."""
        self._arrived.connect(self._deliver)
        self._thread = threading.Thread(target=self._run, name="fengyu-net", daemon=True)

    def open(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        lost_since: float | None = None
        while not self._closing:
            try:
                connection = await Connection.open(self.credentials)
            except JoinRefusedError as error:
                self.refused.emit(error.code, error.message)
                return
            except HostLostError as error:
                lost_since = lost_since or time.monotonic()
                if not self.credentials.token or time.monotonic() - lost_since > self.reconnect_seconds:
                    self.lost.emit(str(error))
                    return
                await asyncio.sleep(0.5)
                continue
            lost_since = None
            self._connection = connection
            self.credentials = dataclasses.replace(self.credentials, token=connection.welcome.token)
            self.welcomed.emit(connection.welcome)
            try:
                while True:
                    message = await connection.receive()
                    self._inbox.append(message)
                    self._arrived.emit()
                    if isinstance(message, MatchEnd):
                        await connection.close()
                        return
                    if isinstance(message, Error) and message.code == "replaced":
                        await connection.close()  # our token is spent: coming back with it would fail
                        self.replaced.emit()
                        return
            except ConnectionClosed:
                if self._closing:
                    return
                lost_since = time.monotonic()
                self.reconnecting.emit()
            except ProtocolError as error:
                await connection.close()
                self.lost.emit(f"the host sent something this version does not understand: {error}")
                return

    def _deliver(self) -> None:
        while self._inbox:
            self.received.emit(self._inbox.popleft())

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
        if self._thread.is_alive():
            self._thread.join(2.0)
