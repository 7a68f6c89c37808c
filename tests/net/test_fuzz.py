"""Hostile input during a running game: errors or disconnects, never a changed game.

Four seated clients interleave bad messages with their real moves, and raw
connections that never say hello pour garbage in meanwhile — more than 10,000
bad messages while the match runs. The match must then finish with exactly
the result of the same match played cleanly (same seeds): the bad messages
changed nothing. Floods and oversized frames close the connection; the seat's
bot plays on and the player returns with its token.
"""

from __future__ import annotations

import asyncio
import json
import random

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from fengyu.core.protocol import Json
from fengyu.net.client import BotClient
from fengyu.net.host import Host, HostOptions
from fengyu.net.peer import BURST, RATE
from fengyu.net.protocol import MAX_CLIENT_FRAME, Error, HostMessage, Lobby
from tests.net.fuzzing import garbage, seated_bad
from tests.net.support import play, run

OPTIONS = HostOptions(hands=2, seed=31)
PACE = RATE * 0.8
"""Messages per second a well-behaved fuzzer sends: under the flood limit, so it is answered, not closed."""


class Bucket:
    def __init__(self) -> None:
        self.sent = 0
        self.start = 0.0

    async def spend(self) -> None:
        loop = asyncio.get_running_loop()
        if not self.start:
            self.start = loop.time()
        self.sent += 1
        ahead = (self.sent - BURST / 2) / PACE - (loop.time() - self.start)
        if ahead > 0:
            await asyncio.sleep(ahead)


class FuzzingBot(BotClient):
    """A bot that sends a batch of bad messages before each of its real moves, and counts the errors it gets."""

    batch = 12
    errors = 0
    refused: dict[str, int]

    async def handle(self, message: HostMessage) -> None:
        if isinstance(message, Error):
            self.refused[message.code] = self.refused.get(message.code, 0) + 1
        await super().handle(message)

    async def answer(self) -> None:
        if not hasattr(self, "rng"):
            self.rng = random.Random(self.seed)
            self.bucket = Bucket()
            self.refused = {}
            self.bad = 0
        assert self.connection is not None
        for _ in range(self.batch):
            await self.bucket.spend()
            try:
                await self.connection.socket.send(seated_bad(self.rng, self.state))
            except ConnectionClosed:
                return
            self.bad += 1
        await super().answer()


async def pour(url: str, host: Host, seed: int, counts: list[int]) -> None:
    """A connection that never says hello sends garbage while the match runs (its error replies are not read).

    The host closes such connections (no hello in time, or too many waiting from this address): it opens another.
    """
    rng, bucket = random.Random(seed), Bucket()
    make = garbage(rng)
    while host.table is None or not host.table.match_over:
        async with connect(url, max_size=None, compression=None, max_queue=None) as socket:
            while host.table is None or not host.table.match_over:
                await bucket.spend()
                try:
                    await socket.send(make())
                except ConnectionClosed:
                    break
                counts[0] += 1


def fuzz(options: HostOptions, pourers: int) -> tuple[Json, Json, int, set[str]]:
    """The clean result, the fuzzed one, how many bad messages were sent, and the error codes seated bots got."""
    clean = run(play(options))[0]

    async def fuzzed() -> tuple[Json, list[FuzzingBot], int]:
        host = Host(options)
        counts = [0]
        port = await host.start()
        url = f"ws://127.0.0.1:{port}"
        tasks = [asyncio.create_task(pour(url, host, seed, counts)) for seed in range(pourers)]
        result, bots, _ = await play(options, [FuzzingBot] * 4, host=host)
        await asyncio.wait_for(asyncio.gather(*tasks), 30)
        fuzzers = [b for b in bots if isinstance(b, FuzzingBot)]
        assert len(fuzzers) == len(bots)
        return result, fuzzers, counts[0]

    result, bots, poured = run(fuzzed())
    refused = {code for b in bots for code in b.refused}
    return clean, result, sum(b.bad for b in bots) + poured, refused


def test_ten_thousand_bad_messages_change_nothing() -> None:
    clean, result, bad, refused = fuzz(OPTIONS, pourers=10)
    assert bad >= 10_000, bad
    assert result == clean
    assert {"malformed", "stale", "not_your_turn", "illegal", "lobby", "hello_first", "not_now"} <= refused


@pytest.mark.parametrize("game", ["paofeng", "guafeng"])
def test_bad_messages_change_nothing_in_the_other_games(game: str) -> None:
    """A smaller run of the same for the other games (their moves, their decisions; the suit stays quick)."""
    clean, result, bad, refused = fuzz(HostOptions(game=game, hands=1, seed=31), pourers=2)
    assert bad >= 1_000, bad
    assert result == clean
    assert {"malformed", "stale", "not_your_turn", "illegal"} <= refused


def test_a_flooding_client_is_closed_and_its_seat_plays_on() -> None:
    class Flooder(BotClient):
        flooded = False
        close_code: int | None = None

        async def answer(self) -> None:
            if not self.flooded and self.state.hand_index == 0:
                self.flooded = True
                assert self.connection is not None
                with_closing = self.connection.socket
                try:
                    for _ in range(int(BURST) * 3):
                        await with_closing.send(json.dumps({"type": "ready"}))
                except ConnectionClosed:
                    pass
                await with_closing.wait_closed()
                self.close_code = with_closing.close_code
                return
            await super().answer()

    host = Host(HostOptions(hands=2, seed=4, bot_delay=0.2))  # the stand-in bot plays slowly: the flooder returns
    lobbies: list[Lobby] = []
    host.on_lobby = lobbies.append
    result, bots, _ = run(play(host.options, [Flooder, BotClient, BotClient, BotClient], host=host))
    assert result["hands"] == 2
    flooder = bots[0]
    assert isinstance(flooder, Flooder)
    assert flooder.flooded
    assert flooder.close_code == 1008  # closed as a flooder
    seat = flooder.state.seat
    present = [lobby.seats[seat].connected for lobby in lobbies if lobby.started]
    away = present.index(False)  # a bot played the seat meanwhile ...
    assert True in present[away:]  # ... until the player came back with its token


def test_an_oversized_frame_closes_the_connection() -> None:
    async def scenario() -> int | None:
        host = Host(HostOptions(hands=1))
        port = await host.start()
        async with connect(f"ws://127.0.0.1:{port}", max_size=None) as socket:
            await socket.send("x" * (MAX_CLIENT_FRAME + 1))
            try:
                while True:
                    await socket.recv()  # the challenge, then the close
            except ConnectionClosed as closed:
                code = closed.rcvd.code if closed.rcvd else None
        await host.close()
        return code

    assert run(scenario()) == 1009


def test_a_move_the_engine_cannot_judge_is_refused_and_logged_once(caplog: pytest.LogCaptureFixture) -> None:
    """Issue 17: a pong naming tile 40 made Sichuan's refusal explainer raise, 300 tracebacks a second."""
    from fengyu.net.client import Connection, Credentials
    from fengyu.net.protocol import Act, Snapshot, Update

    async def scenario() -> list[str]:
        host = Host(HostOptions(seed=2, seats=("remote", "bot:easy", "bot:easy", "bot:easy"), clock=0))
        port = await host.start()
        me = await Connection.open(Credentials(f"ws://127.0.0.1:{port}", "ann"))
        state = None
        while not (isinstance(state, Snapshot | Update) and state.legal):
            state = await asyncio.wait_for(me.receive(), 10)
        for _ in range(50):
            await me.send(Act(state.decision, "pong", [40]))
        codes: list[str] = []
        while len(codes) < 50:
            message = await asyncio.wait_for(me.receive(), 10)
            if isinstance(message, Error):
                codes.append(message.code)
        await me.close()
        await host.close()
        return codes

    codes = run(scenario())
    assert codes == ["illegal"] * 50
    assert len([r for r in caplog.records if "could not judge" in r.getMessage()]) <= 1
