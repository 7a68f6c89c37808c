"""``Peer``: one client connection as the host sees it — frames leave in order, floods are counted.

The host never awaits a client: a frame for it goes into its outbox and a
writer task sends the outbox in order, so a slow client delays nobody but
itself (and one that stops reading is closed once ``OUTBOX_LIMIT`` frames
pile up). Incoming messages spend a token bucket (``RATE`` per second, bursts
of ``BURST``): a client beyond it is flooding and is closed.
"""

from __future__ import annotations

import asyncio
import time

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from fengyu.net.players import Player

RATE = 300.0
"""Messages per second a connection may send on average ..."""
BURST = 600.0
"""... and at most in one burst; beyond that it is flooding and is closed (WebSocket 1008)."""
OUTBOX_LIMIT = 4000
"""Frames waiting for a client that does not read; beyond that it is dropped as too slow."""


class Peer:
    """One client connection: its outbox (frames leave in order from a writer task) and its flood budget."""

    def __init__(self, socket: ServerConnection) -> None:
        self.socket = socket
        remote = socket.remote_address
        self.address = str(remote[0]) if remote else ""
        """The client's IP address (connection caps and password tries are counted per address)."""
        self.player: Player | None = None
        self.outbox: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.budget = BURST
        self.checked = time.monotonic()
        self.closing = False
        self.closer: asyncio.Task[None] | None = None
        self.writer = asyncio.create_task(self._write())

    def allow(self) -> bool:
        """Spend one message of the token bucket; False when the client floods."""
        now = time.monotonic()
        self.budget = min(BURST, self.budget + (now - self.checked) * RATE)
        self.checked = now
        self.budget -= 1
        return self.budget >= 0

    def put(self, frame: bytes | None) -> None:
        """Queue a frame (``None``: close after what is queued); a client that lets frames pile up is closed."""
        if self.closing:
            return
        if frame is None:
            self.closing = True
        elif self.outbox.qsize() >= OUTBOX_LIMIT:
            self.shut("too slow")
            return
        self.outbox.put_nowait(frame)

    def shut(self, reason: str, code: int = 1008) -> None:
        """Close at once (a policy violation, 1008, unless ``code`` says otherwise), dropping what is still queued."""
        if self.closer is not None:
            return
        self.closing = True
        self.writer.cancel()
        self.closer = asyncio.create_task(self.socket.close(code, reason))

    async def _write(self) -> None:
        """Send queued frames in order; ``None`` closes the connection once everything before it left."""
        try:
            while (frame := await self.outbox.get()) is not None:
                await self.socket.send(frame, text=True)
            await self.socket.close()
        except ConnectionClosed:
            pass
