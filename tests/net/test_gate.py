"""Slot exhaustion: idle connections never lock out players, and passwords cannot be tried quickly."""

from __future__ import annotations

import asyncio

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from fengyu.net.client import Connection, Credentials, JoinRefusedError
from fengyu.net.gate import MAX_WAITING, PER_ADDRESS, TRIES, Gate
from fengyu.net.host import MAX_STANDING, Host, HostOptions
from fengyu.net.protocol import Snapshot
from tests.net.support import run


async def close_code(socket: ClientConnection, timeout: float = 5.0) -> int | None:
    """The code the host closed ``socket`` with (None: still open after ``timeout``)."""
    try:
        while True:
            await asyncio.wait_for(socket.recv(), timeout)
    except ConnectionClosed as closed:
        return closed.rcvd.code if closed.rcvd else None
    except TimeoutError:
        return None


def test_sixty_four_idle_connections_do_not_keep_a_seated_player_out() -> None:
    """The attack of issue 17: connections that never say hello held every slot, and a player could not return."""

    async def scenario() -> tuple[int, int, list[int | None], int]:
        host = Host(HostOptions(seed=1, seats=("remote", "remote", "bot:easy", "bot:easy"), hello_seconds=60))
        port = await host.start()
        url = f"ws://127.0.0.1:{port}"
        first = await Connection.open(Credentials(url, "ann"))
        second = await Connection.open(Credentials(url, "bob"))
        await first.close()  # ann drops mid-match ...
        idle = [await connect(url) for _ in range(64)]  # ... and someone holds 64 connections without a word
        back = await Connection.open(Credentials(url, "ann", token=first.welcome.token))
        snapshot = None
        while not isinstance(snapshot, Snapshot):
            snapshot = await asyncio.wait_for(back.receive(), 10)
        codes = await asyncio.gather(*(close_code(s, 0.5) for s in idle))
        newcomer_waits = host.gate.waiting
        for socket in idle:
            await socket.close()
        await back.close()
        await second.close()
        await host.close()
        return first.welcome.seat, snapshot.seat, codes, newcomer_waits

    seat, back_at, codes, waiting = run(scenario())
    assert back_at == seat  # the seat came back with its token
    assert codes.count(None) <= PER_ADDRESS  # the rest made way (1013) for the ones who came after them
    assert set(codes) - {None} == {1013}
    assert waiting <= min(PER_ADDRESS, MAX_WAITING)


def test_a_connection_that_does_not_say_hello_is_closed() -> None:
    async def scenario() -> int | None:
        host = Host(HostOptions(hello_seconds=0.3))
        port = await host.start()
        async with connect(f"ws://127.0.0.1:{port}") as socket:
            code = await close_code(socket, 5)
        await host.close()
        return code

    assert run(scenario()) == 1008


def test_the_waiting_room_makes_way_oldest_first_and_per_address() -> None:
    gate: Gate[str] = Gate()
    evicted = [p for i in range(PER_ADDRESS + 2) for p in gate.arrive(f"a{i}", "10.0.0.1")]
    assert evicted == ["a0", "a1"]
    for i in range(MAX_WAITING):
        gate.arrive(f"b{i}", f"10.0.1.{i}")
    assert gate.waiting == MAX_WAITING
    assert not gate.is_waiting("a2")  # the oldest went first, whoever's it was
    gate.greeted("b5")
    assert not gate.is_waiting("b5")


def test_passwords_cannot_be_tried_quickly_from_one_address() -> None:
    async def scenario() -> list[str]:
        host = Host(HostOptions(password="kumquat"))
        host.gate.refill_seconds = 3600.0  # no try comes back while the burst runs, however slow the machine
        port = await host.start()
        url = f"ws://127.0.0.1:{port}"
        codes: list[str] = []
        for guess in [f"guess{i}" for i in range(int(TRIES))] + ["kumquat"]:
            try:
                await Connection.open(Credentials(url, "eve", guess))
                codes.append("welcome")
            except JoinRefusedError as refused:
                codes.append(refused.code)
        await host.close()
        return codes

    codes = run(scenario())
    assert codes == ["password"] * int(TRIES) + ["throttled"]  # even the right one waits now


def test_the_lobby_has_room_for_a_few_standing_guests_only() -> None:
    async def scenario() -> tuple[list[int], str]:
        host = Host(HostOptions(owner_key="k"))
        port = await host.start()
        url = f"ws://127.0.0.1:{port}"
        seated = [await Connection.open(Credentials(url, f"p{i}")) for i in range(4 + MAX_STANDING)]
        try:
            await Connection.open(Credentials(url, "one too many"))
        except JoinRefusedError as refused:
            code = refused.code
        for connection in seated:
            await connection.close()
        await host.close()
        return [c.welcome.seat for c in seated], code

    seats, code = run(scenario())
    assert seats == [0, 1, 2, 3] + [-1] * MAX_STANDING
    assert code == "full"


def test_the_host_process_may_open_enough_files_for_its_waiting_room() -> None:
    import resource

    from fengyu.net.gate import make_room_for_connections

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(256, hard), hard))  # macOS's default
        make_room_for_connections()
        raised = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    assert raised >= min(MAX_WAITING + 256, hard)
