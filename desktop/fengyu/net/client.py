"""The client side: a connection to a host, and ``BotClient``, a bot that plays a seat over the network.

A client only ever learns what the host sends its seat. It says ``Hello``
(with a resume token after a drop), then keeps a ``SeatState`` current from
the host's snapshots and updates and answers each new decision with an ``Act``
quoting that decision's number.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from fengyu.ai.protocol import Bot, load_bot
from fengyu.net import auth
from fengyu.net.protocol import (
    MAX_HOST_FRAME,
    PROTOCOL_VERSION,
    SPOKEN_VERSIONS,
    Challenge,
    Error,
    Hello,
    HostMessage,
    MatchEnd,
    ProtocolError,
    Ready,
    Snapshot,
    Update,
    Welcome,
    act,
    decode_host,
    encode,
)
from fengyu.net.seat_state import SeatState
from fengyu.table.kinds import game_kind


class JoinRefusedError(Exception):
    """The host refused to seat us: ``code`` is the protocol's error code (``password``, ``started`` …)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{message} [{code}]")
        self.code = code
        self.message = message


class HostLostError(Exception):
    """The host cannot be reached (or stopped answering)."""


def check_url(url: str) -> str:
    """``url`` if it is a host's address, ``ws://HOST:PORT`` (IPv6 in brackets); else ``ValueError`` saying why."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as error:
        raise ValueError(f"{url!r} is not an address like ws://192.168.1.20:47474 ({error})") from None
    if parts.scheme != "ws" or not parts.hostname or port is None or port == 0:
        raise ValueError(f"{url!r} is not an address like ws://192.168.1.20:47474 (ws://, a host and a port)")
    return url


@dataclass(frozen=True, slots=True)
class Credentials:
    """What a client needs to (re)join: the address, its name, the room password, and its token once seated."""

    url: str
    name: str
    password: str = ""
    token: str = ""
    owner: str = ""


class Connection:
    """One open WebSocket to a host, after a successful ``Hello``."""

    def __init__(self, socket: ClientConnection, welcome: Welcome) -> None:
        self.socket = socket
        self.welcome = welcome

    @classmethod
    async def open(cls, credentials: Credentials, *, timeout: float = 10.0) -> Connection:
        """Connect, answer the host's challenge with hello; ``JoinRefusedError`` or ``HostLostError`` say why not.

        The password is proven on the challenge's nonce, never sent; the token
        in the ``Welcome`` (the next one to use) is unsealed here.
        """
        try:
            socket = await connect(
                credentials.url, max_size=MAX_HOST_FRAME, compression=None, open_timeout=timeout, max_queue=None
            )
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError, ValueError) as error:
            raise HostLostError(f"cannot reach {credentials.url}: {error}") from None
        try:
            challenge = decode_host(await asyncio.wait_for(socket.recv(), timeout))
            if not isinstance(challenge, Challenge):
                raise HostLostError(f"the host at {credentials.url} did not open with a challenge")
            if challenge.version not in SPOKEN_VERSIONS:
                message = f"the host speaks protocol {challenge.version}, not {PROTOCOL_VERSION}"
                raise JoinRefusedError("version", message)
            key = auth.room_key(credentials.password, challenge.salt) if challenge.password else b""
            proof = auth.proof(key, challenge.nonce) if key else ""
            hello = Hello(challenge.version, credentials.name, proof, credentials.token, credentials.owner)
            await socket.send(encode(hello), text=True)
            first = decode_host(await asyncio.wait_for(socket.recv(), timeout))
        except (ConnectionClosed, TimeoutError) as error:
            await socket.close()
            raise HostLostError(f"the host at {credentials.url} closed the connection: {error}") from None
        except (HostLostError, JoinRefusedError):
            await socket.close()
            raise
        except (ProtocolError, ValueError) as error:
            await socket.close()
            raise HostLostError(f"the host at {credentials.url} does not speak this protocol: {error}") from None
        if isinstance(first, Error):
            await socket.close()
            raise JoinRefusedError(first.code, first.message)
        if not isinstance(first, Welcome):
            await socket.close()
            raise HostLostError(f"the host answered hello with {type(first).__name__}")
        if key:
            try:
                first = msgspec.structs.replace(first, token=auth.unseal(key, challenge.nonce, first.token))
            except ValueError:
                await socket.close()
                raise HostLostError("the host sent a token that does not unseal") from None
        return cls(socket, first)

    async def send(self, message: object) -> None:
        """Send a message; if the host has closed, do nothing: ``receive`` still hands out what it sent before."""
        with contextlib.suppress(ConnectionClosed):
            await self.socket.send(encode(message), text=True)  # type: ignore[arg-type]

    async def receive(self) -> HostMessage:
        """The next message (``ConnectionClosed`` when the host is gone; ``ProtocolError`` if it sent garbage)."""
        return decode_host(await self.socket.recv())

    async def close(self) -> None:
        await self.socket.close()


class BotClient:
    """A bot playing one seat through the network, reconnecting with its token if the connection drops."""

    def __init__(self, credentials: Credentials, level: str = "normal", seed: int = 0) -> None:
        self.credentials = credentials
        self.level = level
        self.seed = seed
        self.state = SeatState()
        self.bot: Bot | None = None
        self.connection: Connection | None = None
        self.round_trips: list[float] = []
        """Seconds from each ``Act`` sent to the next update received (the action's round trip)."""
        self._decided = -1
        self._readied = -2
        self._sent_at: float | None = None

    async def run(self, *, reconnect_for: float = 15.0) -> MatchEnd:
        """Play until the match ends; retry a lost host for ``reconnect_for`` seconds before giving up."""
        lost_since: float | None = None
        while True:
            try:
                self.connection = await Connection.open(self.credentials)
            except JoinRefusedError as refused:
                if refused.code != "token" or not self.credentials.token:
                    raise
                self.credentials = dataclasses.replace(self.credentials, token="")  # dropped from a lobby: join anew
                continue
            except HostLostError:
                lost_since = lost_since or time.monotonic()
                if not self.credentials.token or time.monotonic() - lost_since > reconnect_for:
                    raise
                await asyncio.sleep(0.2)
                continue
            lost_since = None
            welcome = self.connection.welcome
            self.credentials = dataclasses.replace(self.credentials, token=welcome.token)
            if self.bot is None:
                self.bot = load_bot(self.level, self.seed, dict(game_kind(welcome.game).levels))
            try:
                while True:
                    message = await self.connection.receive()
                    if isinstance(message, MatchEnd):
                        await self.connection.close()
                        return message
                    if isinstance(message, Error) and message.code == "replaced":
                        await self.connection.close()
                        raise JoinRefusedError(message.code, message.message)
                    await self.handle(message)
            except ConnectionClosed:
                self._decided = self._readied = -2  # the host numbers decisions anew after a restart
                await asyncio.sleep(0.05)

    async def handle(self, message: HostMessage) -> None:
        """Take in one message from the host and answer it if it asks something of this seat."""
        if not isinstance(message, Snapshot | Update):
            return
        if isinstance(message, Update) and self._sent_at is not None:
            self.round_trips.append(time.perf_counter() - self._sent_at)
            self._sent_at = None
        self.state.apply(message)
        await self.answer()

    async def answer(self) -> None:
        state, connection = self.state, self.connection
        assert connection is not None
        assert self.bot is not None
        legal = [a for a in state.legal if a.kind not in ("escape", "item")]
        if legal and state.decision != self._decided:
            self._decided = state.decision
            action = self.bot.choose(state.view, legal)
            self._sent_at = time.perf_counter()
            await connection.send(act(state.decision, action))
        elif (
            state.hand_over and not state.match_over and state.config is not None and self._readied != state.hand_index
        ):
            self._readied = state.hand_index
            await connection.send(Ready())
