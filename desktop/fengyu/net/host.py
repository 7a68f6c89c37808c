"""``Host``: the authoritative side of a LAN game — a WebSocket server that owns the ``Table``.

Clients only send intents. The host checks each one (well-formed, from a
seated connection, for the decision the seat faces now, legal under the rules)
before the table sees it, answers anything wrong with an ``Error`` and leaves
the game untouched; a connection that floods or sends an oversized frame is
closed. Each seat receives only its own view and the events censored for it
(``Event.for_seat``) — nothing else about the table ever goes on the wire.

Seats of players who drop are played by a bot at once (``TableDriver.stand_in``);
the player's resume token gives the seat back with a full ``Snapshot``. The
table autosaves after every action as in single player, and the players'
token digests are saved beside it, so ``Host.resume`` continues a hosted match
after a restart: the players' seats wait ``resume_grace`` seconds for them,
then bots play on until they return.

No player can stall the table: where the rules set no clock the host sets one
(``HostOptions.clock``; the driver's ``ClockPolicy`` decides), and between hands it deals after ``ready_seconds``;
a player who lets either run out is *idle* — the seat's stand-in bot plays it
until they act again. No one can lock players out either: connections that do
not say hello in time, or crowd in from one address, make way for newcomers
(``fengyu.net.gate``), and the password is proven, never sent
(``fengyu.net.auth``). What each seat receives is shaped so that its frames
say nothing of the others' hands (``fengyu.net.shape``).

Everything runs on one asyncio loop; the table is only touched from it. The
bots think elsewhere — on worker threads, the heavy levels in a worker
process — through the table's driver (``fengyu.table.driver``), so a bot's
search never keeps the host from answering its connections.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import random
import secrets
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import msgspec
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from fengyu.core.protocol import IllegalActionError, Json
from fengyu.core.rng import SEED_LIMIT
from fengyu.core.rules import RulesError
from fengyu.net import auth, shape
from fengyu.net.gate import Gate, make_room_for_connections
from fengyu.net.peer import Peer
from fengyu.net.players import Player, load_players, same_secret, save_players
from fengyu.net.protocol import (
    MAX_CLIENT_FRAME,
    PROTOCOL_VERSION,
    Act,
    AutoPlay,
    Challenge,
    Configure,
    Error,
    Hello,
    Lobby,
    MatchEnd,
    Notice,
    PreOrder,
    ProtocolError,
    Ready,
    SeatInfo,
    Sit,
    Snapshot,
    Start,
    Update,
    Welcome,
    decode_client,
    encode,
    hello_version,
)
from fengyu.net.scheduler import AsyncioScheduler
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.driver import ClockPolicy, TableDriver, WorkerProcess
from fengyu.table.games import HandResult
from fengyu.table.kinds import game_kind
from fengyu.table.table import Table, TableUpdate

_log = logging.getLogger(__name__)

MAX_STANDING = 8
"""Players in the lobby without a seat at once (more are refused ``full``)."""
CLOSE_SECONDS = 2.0
"""How long a closing connection may take to answer the close (a flooder that keeps sending never does)."""
CLOCK_GRACE = 1.0
"""Seconds a player's clock runs beyond the limit the player is told, for the network's delay."""
THINK_PAUSE = (0.4, 1.2)
"""The pause a hosted table takes after each discard (or deal) whether or not anyone may claim it: seconds."""
HISTORY_IN_FULL = 64
"""Finished hands a snapshot carries with all their details; earlier ones only with their points and coins,
so that a long match's snapshot stays far below ``MAX_HOST_FRAME`` (about 100 bytes a hand)."""


@dataclasses.dataclass(frozen=True, slots=True)
class HostOptions:
    """How a table is hosted. ``seats``: ``remote`` (a player's seat) or ``bot:LEVEL``, one per seat.

    ``owner_key`` is the secret of the app that hosts the table (the one who may
    set the rules and start); without one the host starts by itself as soon as
    every remote seat is taken (the headless ``fengyu host``).
    """

    game: str = "sichuan"
    rules: Json = dataclasses.field(default_factory=dict)
    hands: int = 8
    coins: int = 10_000
    seats: tuple[str, ...] = ()
    password: str = ""
    bot_level: str = "normal"
    seed: int | None = None
    autosave: Path | None = None
    owner_key: str = ""
    resume_grace: float = 30.0
    bot_delay: float = 0.0
    table_name: str = "Fengyu"
    clock: float = 30.0
    """Seconds a player has for a decision where the rules set no clock (0: no host clock)."""
    ready_seconds: float = 60.0
    """Seconds between hands before the next deal goes ahead without the players not yet ready (0: none)."""
    think_pause: tuple[float, float] = (0.0, 0.0)
    """Bounds of the pause after each step that could open a hidden question (``fengyu.net.shape``); the app
    and ``fengyu host`` use ``THINK_PAUSE``. Without it the frames keep their shape, but not their timing."""
    hello_seconds: float = 20.0
    """Seconds a new connection has to say hello (each gets up to half as much again, at random, so that
    connections opened together are not closed together)."""

    def __post_init__(self) -> None:
        if not 0 <= self.hands <= 10_000:
            raise ValueError(f"a match has 0 (unlimited) to 10000 hands, not {self.hands}")
        if self.seed is not None and not 0 <= self.seed < SEED_LIMIT:
            raise ValueError(f"the match seed is an integer from 0 to 2**64 - 1, not {self.seed}")
        for name in ("clock", "ready_seconds", "resume_grace", "bot_delay", "hello_seconds"):
            if not 0 <= getattr(self, name) <= 86_400:
                raise ValueError(f"{name} is a number of seconds from 0 to 86400, not {getattr(self, name)}")
        low, high = self.think_pause
        if not 0 <= low <= high <= 60:
            raise ValueError(f"the thinking pause is two seconds 0 <= low <= high <= 60, not {self.think_pause}")


class Host:
    def __init__(self, options: HostOptions) -> None:
        self.options = options
        self.kind = game_kind(options.game)
        count = self.kind.seat_count
        seats = options.seats or ("remote",) * count
        if len(seats) != count or any(s != "remote" and not s.startswith("bot:") for s in seats):
            raise ValueError(f"{options.game} needs {count} seats, each 'remote' or 'bot:LEVEL', not {seats!r}")
        levels = ", ".join(self.kind.levels)
        for level in [options.bot_level, *(spec[4:] for spec in seats if spec.startswith("bot:"))]:
            if level not in self.kind.levels:  # (a ``module:Class`` here would import code a table file names)
                raise ValueError(f"no {options.game} bot of level {level!r}; levels: {levels}")
        self.seat_specs = tuple(seats)
        try:
            self.rules: Json = self.kind.rules_class.from_json(options.rules).to_json()
        except RulesError as error:
            raise ValueError(f"bad rules: {error}") from None
        self.hands = options.hands
        self.table: Table | None = None
        self.driver: TableDriver | None = None
        """Runs the table's bots off the network loop (``fengyu.table.driver``), once the match started."""
        self._processes = WorkerProcess()
        """Where the heavy bots think (started the first time one does)."""
        self.players: list[Player] = []
        self.on_send: Callable[[int, bytes], None] | None = None
        """Test hook: called with (seat, frame) for every frame queued for a seated client."""
        self.on_lobby: Callable[[Lobby], None] | None = None
        """Called with the lobby after each change of seats or rules (the network announcement follows it)."""
        self.on_notice: Callable[[Notice], None] | None = None
        """Called with each notice the players get (a failed save, saving again): the host's operator hears it too."""
        self.finished: asyncio.Future[Json] | None = None
        self.gate: Gate[Peer] = Gate()
        self._salt = secrets.token_hex(16)
        self._key = auth.room_key(options.password, self._salt) if options.password else b""
        self._connections: set[Peer] = set()
        self._nonces: dict[Peer, str] = {}
        self._server: Server | None = None
        self._idle: set[int] = set()
        self._misjudged: set[int] = set()
        self._hold_until: float | None = None
        self._held: dict[int, list[Update]] = {}
        self._snapshot_due: set[int] = set()
        self._pauses = random.Random()
        self._save_problem: str | None = None
        self._results_sent = 0
        self._paused = False
        self._advancing = False
        self._closed = False
        self.port = 0

    # -- lifecycle --------------------------------------------------------------------------

    @classmethod
    def resume(cls, options: HostOptions) -> Host:
        """The hosted match saved at ``options.autosave``, its players' seats kept for their tokens."""
        if options.autosave is None:
            raise ValueError("resuming needs the autosave path")
        processes = WorkerProcess()
        table = Table.resume(options.autosave, processes=processes)
        players = load_players(options.autosave, table.config.seats)
        seats = tuple("remote" if s.kind == "remote" else f"bot:{s.level or 'normal'}" for s in table.config.seats)
        host = cls(
            dataclasses.replace(
                options, game=table.config.game, rules=table.config.rules, hands=table.config.hands, seats=seats
            )
        )
        host.players = players
        host._processes = processes
        driver = host._adopt(table)
        host._results_sent = len(table.history)
        for player in players:
            driver.stand_in(player.seat, options.bot_level)
        host._paused = True
        if shape.hidden_question(table.config.game, table.hand):
            host._hold_until = 0.0  # saved inside a claim window: the seats not asked see it once it closes
        return host

    async def start(self, bind: str | Sequence[str] = "127.0.0.1", port: int = 0) -> int:
        """Listen on ``bind:port`` (an address or several; port 0: any free one) and return the port."""
        loop = asyncio.get_running_loop()
        self.finished = loop.create_future()
        make_room_for_connections()
        self._server = await serve(
            self._serve,
            # websockets hands host to loop.create_server, which takes one address or several; its hint says one
            bind if isinstance(bind, str) else list(bind),  # type: ignore[arg-type]
            port,
            max_size=MAX_CLIENT_FRAME,
            compression=None,
            max_queue=64,
            close_timeout=CLOSE_SECONDS,
        )
        self.port = self._server.sockets[0].getsockname()[1]
        if self._paused:
            loop.call_later(self.options.resume_grace, self._unpause)
        if self.table is not None and self.table.hand is None:
            self._deal()
        elif self.table is None and not self.options.owner_key and not self._open_seats():
            self._start_match()  # headless, and every seat a bot: nobody to wait for
        return self.port

    async def close(self) -> None:
        """Stop serving: connections close, and nothing touches the table (or its save) any more."""
        self._closed = True
        if self.driver is not None:
            self.driver.close()
        self._processes.shutdown(wait=False, cancel_futures=True)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def run_until_finished(self) -> Json:
        """Wait for the match to end; the result (points, coins, hands) as JSON."""
        assert self.finished is not None, "start the host first"
        return await self.finished

    # -- connections ------------------------------------------------------------------------

    async def _serve(self, socket: ServerConnection) -> None:
        connection = Peer(socket)
        self._connections.add(connection)
        for evicted in self.gate.arrive(connection, connection.address):
            evicted.shut("too many connections waiting to say hello", 1013)
        nonce = auth.new_nonce()
        self._nonces[connection] = nonce
        connection.put(encode(Challenge(PROTOCOL_VERSION, nonce, self._salt, bool(self.options.password))))
        seconds = self.options.hello_seconds * self._pauses.uniform(1.0, 1.5)
        deadline = asyncio.get_running_loop().call_later(seconds, self._too_late, connection)
        try:
            async for frame in socket:
                if not connection.allow():
                    self._drop(connection)  # the seat goes to a bot now, not after the closing handshake
                    connection.shut("flooding")
                    await asyncio.shield(connection.closer)  # type: ignore[arg-type]
                    break
                self._receive(connection, frame)
        except ConnectionClosed:
            pass
        finally:
            deadline.cancel()
            self.gate.greeted(connection)
            self._nonces.pop(connection, None)
            self._connections.discard(connection)
            self._drop(connection)
            connection.put(None)

    def _too_late(self, connection: Peer) -> None:
        if connection.player is None and self.gate.is_waiting(connection):
            self.gate.greeted(connection)
            connection.shut("no hello in time")

    def _send(self, connection: Peer, message: Any) -> None:
        frame = encode(message)
        player = connection.player
        if self.on_send is not None and player is not None and player.seat >= 0:
            self.on_send(player.seat, frame)
        connection.put(frame)

    def _refuse(self, connection: Peer, code: str, message: str, rule: str = "", *, close: bool = False) -> None:
        self._send(connection, Error(code, message, rule))
        if close:
            self.gate.greeted(connection)
            connection.put(None)

    def _receive(self, connection: Peer, frame: str | bytes) -> None:
        if self._closed:
            return
        try:
            message = decode_client(frame)
        except ProtocolError as error:
            version = hello_version(frame) if connection.player is None else None
            if version is not None and version != PROTOCOL_VERSION:
                self._refuse(connection, "version", f"this host speaks protocol {PROTOCOL_VERSION}, not {version}")
                connection.put(None)
                return
            self._refuse(connection, "malformed", str(error))
            return
        if isinstance(message, Hello):
            self._hello(connection, message)
        elif connection.player is None:
            self._refuse(connection, "hello_first", "say hello first")
        elif isinstance(message, Act):
            self._act(connection.player, connection, message)
        elif isinstance(message, Ready | PreOrder):
            self._between_hands(connection.player, connection, message)
        elif isinstance(message, AutoPlay):
            self._auto_play(connection.player, connection, message)
        else:
            self._lobby_command(connection.player, connection, message)

    def _hello(self, connection: Peer, hello: Hello) -> None:
        if connection.player is not None or not self.gate.is_waiting(connection):
            self._refuse(connection, "hello_first", "hello was said already")
            return
        if hello.version != PROTOCOL_VERSION:
            message = f"this host speaks protocol {PROTOCOL_VERSION}, not {hello.version}"
            self._refuse(connection, "version", message, close=True)
            return
        address = connection.address
        if (self.options.password or hello.token) and not self.gate.may_try(address):
            wait = self.gate.wait_seconds(address)
            self._refuse(connection, "throttled", f"too many wrong tries from {address}: wait {wait:.0f} s", close=True)
            return
        nonce = self._nonces.get(connection, "")
        if self.options.password and not auth.proves(self._key, nonce, hello.proof):
            self.gate.failed(address)
            self._refuse(connection, "password", "wrong password", close=True)
            return
        if hello.token:
            player = next((p for p in self.players if p.holds(hello.token)), None)
            if player is None:
                self.gate.failed(address)
                self._refuse(connection, "token", "unknown resume token", close=True)
                return
            self._attach(player, connection)
            return
        if self.table is not None:
            self._refuse(connection, "started", "the match has started", close=True)
            return
        open_seats = self._open_seats()
        if not open_seats and sum(1 for p in self.players if p.seat < 0) >= MAX_STANDING:
            self._refuse(connection, "full", "the table and its lobby are full", close=True)
            return
        owner = bool(self.options.owner_key) and same_secret(hello.owner, self.options.owner_key)
        player = Player(hello.name.strip() or "?", owner=owner)
        player.seat = open_seats[0] if open_seats else -1
        self.players.append(player)
        self._attach(player, connection)
        if not self.options.owner_key and not self._open_seats():
            self._start_match()

    def _attach(self, player: Player, connection: Peer) -> None:
        """Seat ``connection`` as ``player``: a fresh token for it, and an older connection of theirs closed."""
        self.gate.greeted(connection)
        previous = player.connection
        if previous is not None and previous is not connection:
            self._refuse(previous, "replaced", "a newer connection took this seat with its token", close=True)
            previous.player = None
        player.connection = connection
        connection.player = player
        token = player.rotate()
        if self._key:
            token = auth.seal(self._key, self._nonces.get(connection, ""), token)
        if self.table is not None:
            self._save_players()  # the spent token no longer opens the seat
        self._send(connection, Welcome(PROTOCOL_VERSION, token, player.seat, self.options.game, player.owner))
        table = self.table
        if table is not None and player.seat >= 0:
            assert self.driver is not None
            self.driver.release(player.seat)
            self._idle.discard(player.seat)
            self._held.pop(player.seat, None)
            if self._hold_until is not None and not self._asked_in_secret(player.seat):
                self._snapshot_due.add(player.seat)  # now would show the hidden question: at the release
            else:
                self._send(connection, self._snapshot(player.seat))
            if self._save_problem is not None:
                self._send(connection, Notice("save_failed", self._save_problem))
            if self.finished is not None and self.finished.done():
                self._send(connection, self._match_end())
                connection.put(None)
                return
            if self._paused and all(p.connection is not None for p in self.players if p.seat >= 0):
                self._unpause()
        self._broadcast_lobby()
        self._schedule_advance()

    def _drop(self, connection: Peer) -> None:
        player = connection.player
        if player is None or player.connection is not connection:
            return
        player.connection = None
        connection.player = None
        if self.table is None:
            self.players.remove(player)
        elif player.seat >= 0 and not self.table.match_over:
            assert self.driver is not None
            self.driver.stand_in(player.seat, self.options.bot_level)  # (a readiness said before stays said)
        self._broadcast_lobby()
        self._schedule_advance()

    # -- the lobby ------------------------------------------------------------------------------

    def _seated(self) -> dict[int, Player]:
        return {p.seat: p for p in self.players if p.seat >= 0}

    def _open_seats(self) -> list[int]:
        seated = self._seated()
        return [s for s, spec in enumerate(self.seat_specs) if spec == "remote" and s not in seated]

    def lobby(self) -> Lobby:
        seated = self._seated()
        seats = []
        for seat, spec in enumerate(self.seat_specs):
            player = seated.get(seat)
            if player is not None:
                auto = self.table.stand_ins.get(seat, "") if self.table is not None else ""
                connected = player.connection is not None
                seats.append(SeatInfo("player", player.name, connected, seat in self._idle, auto))
            elif spec == "remote" and self.table is None:
                seats.append(SeatInfo("open"))
            else:
                seats.append(SeatInfo("bot", spec[4:] if spec.startswith("bot:") else self.options.bot_level))
        started = self.table is not None
        return Lobby(self.options.game, self.rules, self.hands, seats, bool(self.options.password), started)

    def _broadcast_lobby(self) -> None:
        lobby = self.lobby()
        if self.on_lobby is not None:
            self.on_lobby(lobby)
        for player in self.players:
            if player.connection is not None:
                self._send(player.connection, lobby)

    def _lobby_command(self, player: Player, connection: Peer, message: Any) -> None:
        if self.table is not None:
            self._refuse(connection, "lobby", "the match has started")
        elif isinstance(message, Sit):
            if message.seat == -1 or message.seat in self._open_seats():
                player.seat = message.seat
                self._broadcast_lobby()
            else:
                self._refuse(connection, "lobby", f"seat {message.seat} is not free")
        elif not player.owner:
            self._refuse(connection, "not_owner", "only the host sets the rules and starts")
        elif isinstance(message, Configure):
            try:
                self.rules = self.kind.rules_class.from_json(message.rules).to_json()
            except (RulesError, TypeError, RecursionError) as error:
                self._refuse(connection, "lobby", f"bad rules: {error}")
                return
            self.hands = message.hands
            self._broadcast_lobby()
        elif isinstance(message, Start):
            self._start_match()

    def _start_match(self) -> None:
        seated = self._seated()
        seats = tuple(
            SeatSpec("remote", seated[s].name)
            if s in seated
            else SeatSpec("bot", level=spec[4:] if spec.startswith("bot:") else self.options.bot_level)
            for s, spec in enumerate(self.seat_specs)
        )
        seed = self.options.seed if self.options.seed is not None else random.SystemRandom().getrandbits(63)
        config = MatchConfig(self.options.game, self.rules, seats, seed, self.hands, self.options.coins)
        for player in [p for p in self.players if p.seat < 0]:
            self.players.remove(player)
            if player.connection is not None:
                self._refuse(player.connection, "started", "the match started without you", close=True)
                player.connection.player = None
        self._adopt(Table(config, autosave=self.options.autosave, processes=self._processes))
        self._save_players()
        for player in self.players:
            if player.connection is not None:
                self._send(player.connection, self._snapshot(player.seat))
        self._broadcast_lobby()
        self._deal()

    def _adopt(self, table: Table) -> TableDriver:
        self.table = table
        clocks = ClockPolicy(rules=True, fallback=self.options.clock, grace=CLOCK_GRACE)
        driver = self.driver = TableDriver(
            table, AsyncioScheduler(), bot_delay=self.options.bot_delay, clocks=clocks, on_idle=self._go_idle
        )
        self.seat_specs = tuple("remote" if s.kind == "remote" else f"bot:{s.level}" for s in table.config.seats)
        table.listeners.append(self._on_update)
        return driver

    # -- the match --------------------------------------------------------------------------------

    def _snapshot(self, seat: int) -> Snapshot:
        table = self.table
        assert table is not None
        history = table.history
        earlier = len(history) - HISTORY_IN_FULL
        return Snapshot(
            config={**table.config.to_json(), "seed": 0},  # the seed would deal every hand: it stays here
            seat=seat,
            history=[_public(h, full=i >= earlier) for i, h in enumerate(history)],
            coins=table.coins,
            **self._seat_state(seat),
        )

    def _seat_state(self, seat: int) -> dict[str, Any]:
        """The ``SeatState`` fields of a ``Snapshot`` or ``Update`` for ``seat``."""
        table, driver = self.table, self.driver
        assert table is not None
        assert driver is not None
        return {
            "hand_index": table.hand_index,
            "view": table.view(seat).to_json() if table.hand is not None else None,
            "legal": [a.to_json() for a in table.asked_legal(seat)],
            "decision": table.decision(seat),
            "time_limit": round(driver.clock_limit(seat)[0]),
            "hand_over": table.hand_over,
            "match_over": table.match_over,
        }

    def _on_update(self, update: TableUpdate) -> None:
        """The table moved: tell each connected seat what it may see of it, shaped (``fengyu.net.shape``).

        A seat gets a frame for a step when something happened that it may see
        or it faces a new question. While a hidden question is open, and for a
        thinking pause after any step that could have opened one, the frames of
        the seats not asked are held, and sent as one when both are over.
        """
        table = self.table
        assert table is not None
        asked = update.asked
        result = None
        if len(table.history) > self._results_sent:
            self._results_sent = len(table.history)
            result = _public(table.history[-1], full=True)
        game = self.options.game
        hidden = shape.hidden_question(game, table.hand)
        if self._hold_until is None and (hidden or shape.may_open_window(game, (e.kind for e in update.events))):
            pause = shape.thinking_pause(self._pauses, self.options.think_pause) if self._observed() else 0.0
            self._hold_until = asyncio.get_running_loop().time() + pause
            asyncio.get_running_loop().call_later(pause, self._release)
        for seat, player in self._seated().items():
            events = [e.for_seat(seat).to_json() for e in update.events]
            told = events or seat in asked or result is not None or (update.action and update.action.seat == seat)
            if player.connection is None or not told:
                continue
            message = Update(
                events=events,
                result=result,
                **self._seat_state(seat),  # the table's listeners run at once: its hand_index is the update's
            )
            if self._hold_until is None:
                self._send(player.connection, message)
            elif seat in asked and hidden:
                self._held.setdefault(seat, []).append(message)
                self._flush(seat)  # the seat's own question: it alone learns of it, at once
            else:
                self._held.setdefault(seat, []).append(message)
        self._check_save()
        if self._hold_until is not None and not hidden:
            self._release()
        self._schedule_advance()

    def _observed(self) -> bool:
        """Whether a player's hesitation could be seen by another player: two seats or more are players'.

        Bots answer at once, so a window only they were asked in takes no longer
        than one nobody was asked in; with one player at the table there is
        nobody else to learn anything from the pause.
        """
        return sum(1 for p in self.players if p.seat >= 0 and p.connection is not None) >= 2

    def _asked_in_secret(self, seat: int) -> bool:
        table = self.table
        return table is not None and shape.hidden_question(self.options.game, table.hand) and seat in table.waiting()

    def _release(self) -> None:
        """Send the held frames, once no hidden question is open and the pause is over."""
        table = self.table
        until = self._hold_until
        if table is None or until is None or shape.hidden_question(self.options.game, table.hand):
            return
        if asyncio.get_running_loop().time() < until:
            return  # the pause's own timer calls again
        self._hold_until = None
        for seat in set(self._held) | self._snapshot_due:
            self._flush(seat)
        self._schedule_advance()

    def _flush(self, seat: int) -> None:
        """Send the frames held for ``seat`` as one update: every event in order, the seat's state as it is now
        (or the snapshot its reconnection waits for)."""
        held = self._held.pop(seat, [])
        player = self._seated().get(seat)
        due = seat in self._snapshot_due
        self._snapshot_due.discard(seat)
        if player is None or player.connection is None:
            return
        if due:
            self._send(player.connection, self._snapshot(seat))
            return
        if not held:
            return
        last = held[-1]
        results = [m.result for m in held if m.result is not None]
        merged = msgspec.structs.replace(
            last, events=[e for m in held for e in m.events], result=results[-1] if results else None
        )
        self._send(player.connection, merged)

    def _save_players(self) -> None:
        """Remember the seated players' token digests beside the autosave (a failure is the table's to report)."""
        if self.options.autosave is None:
            return
        try:
            save_players(self.options.autosave, self.players)
        except OSError as error:
            _log.warning("the players of the hosted match cannot be saved: %s", error.strerror or error)

    def _check_save(self) -> None:
        """Tell everyone when the table's autosave starts failing, and when it works again (the match goes on)."""
        problem = getattr(self.table, "save_problem", None)
        changed = (problem is None) != (self._save_problem is None)
        self._save_problem = problem  # (its latest words, for players who join meanwhile)
        if not changed:
            return
        saved = Notice("save_ok", "the match is saved again")
        notice = Notice("save_failed", problem) if problem is not None else saved
        if problem is not None:
            _log.warning("the hosted match cannot be saved: %s", problem)
        if self.on_notice is not None:
            self.on_notice(notice)
        for player in self.players:
            if player.connection is not None:
                self._send(player.connection, notice)

    def _schedule_advance(self) -> None:
        if not self._advancing and self.table is not None:
            self._advancing = True
            asyncio.get_running_loop().call_soon(self._advance)

    def _advance(self) -> None:
        """Move the match on as far as it can go without a player: bots, clocks, the next deal, the end.

        While frames are held only the seats asked in secret play (their bots and clocks); the rest waits.
        """
        self._advancing = False
        table = self.table
        if table is None or self._paused or self._closed or (self.finished is not None and self.finished.done()):
            return
        if self._hold_until is not None and not shape.hidden_question(self.options.game, table.hand):
            return  # the release advances
        if table.match_over:
            self._finish()
        elif table.hand_over:
            present = {s for s, p in self._seated().items() if p.connection is not None} - self._idle
            present -= set(table.stand_ins)  # (a seat handed to a bot is always ready, like a dropped player's)
            assert self.driver is not None
            if all(self.driver.ready(seat) for seat in present):
                self._deal()
            else:
                self._wait_for_ready()
        else:
            assert self.driver is not None
            self.driver.pump()
            self._clock()

    def _deal(self) -> None:
        assert self.driver is not None
        self.driver.deal()

    def _wait_for_ready(self) -> None:
        """Start the between-hands clock once per hand: when it runs out, the players not ready go idle."""
        assert self.driver is not None
        self.driver.start_ready_clock(self.options.ready_seconds, self._ready_out)

    def _ready_out(self, hand_index: int) -> None:
        table, driver = self.table, self.driver
        if table is None or driver is None or self._closed or table.hand_index != hand_index or not table.hand_over:
            return
        for seat, player in self._seated().items():
            if player.connection is not None and not driver.ready(seat):
                self._go_idle(seat)
        self._schedule_advance()

    def _go_idle(self, seat: int) -> None:
        """The player of ``seat`` let a clock run out: its stand-in bot plays the seat until they act again."""
        assert self.driver is not None
        self._idle.add(seat)
        self.driver.stand_in(seat, self.options.bot_level)
        self._broadcast_lobby()
        self._schedule_advance()

    def _wake(self, seat: int) -> None:
        """An idle player acts again: the seat is theirs once more."""
        if seat in self._idle and self.driver is not None:
            self._idle.discard(seat)
            self.driver.release(seat)
            self._broadcast_lobby()
            self._schedule_advance()

    def _act(self, player: Player, connection: Peer, message: Act) -> None:
        table = self.table
        seat = player.seat
        self._wake(seat)
        if seat < 0:
            self._refuse(connection, "not_seated", "take a seat first")
        elif table is None or table.hand_over:
            self._refuse(connection, "not_now", "no hand is in play")
        elif seat not in table.waiting():
            self._refuse(connection, "not_your_turn", "nothing is awaited from your seat")
        elif message.decision != table.decision(seat):
            self._refuse(connection, "stale", f"your decision now is {table.decision(seat)}")
        else:
            try:
                table.submit(message.action(seat))
            except IllegalActionError as error:
                self._send(connection, Error.refusing(error))
            except (ValueError, TypeError, IndexError, KeyError):  # an engine that fails to name the rule
                if seat not in self._misjudged:  # once per seat: a client repeating it must not flood the log
                    self._misjudged.add(seat)
                    _log.exception("seat %d sent a move the engine could not judge", seat)
                self._refuse(connection, "illegal", "the move is not allowed now")

    def _between_hands(self, player: Player, connection: Peer, message: Ready | PreOrder) -> None:
        table, driver = self.table, self.driver
        self._wake(player.seat)
        if player.seat < 0:
            self._refuse(connection, "not_seated", "take a seat first")
        elif table is None or driver is None or not table.hand_over or table.match_over:
            self._refuse(connection, "not_now", "this is for between hands")
        elif isinstance(message, PreOrder):
            try:
                driver.pre_order(player.seat, message.item)
            except IllegalActionError as error:
                self._send(connection, Error.refusing(error))
            self._check_save()
        else:
            driver.say_ready(player.seat)
            self._schedule_advance()

    def _auto_play(self, player: Player, connection: Peer, message: AutoPlay) -> None:
        """托管 over the network: the player hands their seat to a bot of the level they name, or takes it back."""
        table, driver = self.table, self.driver
        seat = player.seat
        self._wake(seat)
        if seat < 0:
            self._refuse(connection, "not_seated", "take a seat first")
        elif table is None or driver is None or table.match_over:
            self._refuse(connection, "not_now", "no match is in play")
        elif message.level and message.level not in self.kind.levels:
            levels = ", ".join(self.kind.levels)
            self._refuse(
                connection, "illegal", f"no {self.options.game} bot of level {message.level!r}; levels: {levels}"
            )
        else:
            if message.level:
                driver.hand_to_bot(seat, message.level)
            else:
                driver.take_back(seat)
            self._check_save()
            self._broadcast_lobby()
            self._schedule_advance()

    def _unpause(self) -> None:
        if self._paused:
            self._paused = False
            self._schedule_advance()

    # -- the players' clocks ----------------------------------------------------------------------

    def _clock(self) -> None:
        """Time each connected player's decision as the driver's policy says (``_adopt``): the rules' clock plays
        their default move when it runs out (Sichuan's R40); where they set none, the host's makes the player idle."""
        driver = self.driver
        assert driver is not None
        for seat, player in self._seated().items():
            if player.connection is None:
                driver.stop_clock(seat)
            else:
                driver.time_seat(seat)

    def _cancel_timer(self, seat: int) -> None:
        if self.driver is not None:
            self.driver.stop_clock(seat)

    def _match_end(self) -> MatchEnd:
        assert self.table is not None
        return MatchEnd(self.table.totals(), self.table.coins, len(self.table.history))

    def _finish(self) -> None:
        table = self.table
        assert table is not None
        assert self.finished is not None
        result: Json = {
            "game": table.config.game,
            "hands": len(table.history),
            "totals": table.totals(),
            "coins": table.coins,
            "hand_totals": [list(h.totals) for h in table.history],
        }
        end = self._match_end()
        for player in self.players:
            if player.connection is not None:
                self._send(player.connection, end)
                player.connection.put(None)
        for seat in range(self.kind.seat_count):
            self._cancel_timer(seat)
        self.finished.set_result(result)


def _public(result: HandResult, *, full: bool) -> Json:
    """A finished hand as players may see it: everything but its seed (from which the match seed might be found).

    Not ``full``: only its points and coins (an early hand of a long match, in a snapshot).
    """
    data = {**result.to_json(), "seed": 0}
    if not full:
        data.update(inputs={}, details={})
    return data
