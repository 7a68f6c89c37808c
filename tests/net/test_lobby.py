"""The lobby: passwords, protocol versions, seats, the owner's rules and start."""

from __future__ import annotations

import asyncio
from typing import TypeVar

import pytest
from websockets.asyncio.client import connect

from fengyu.net.client import Connection, Credentials, JoinRefusedError
from fengyu.net.host import Host, HostOptions
from fengyu.net.protocol import (
    Challenge,
    Configure,
    Error,
    HostMessage,
    Lobby,
    Sit,
    Snapshot,
    Start,
    Welcome,
    decode_host,
)
from tests.net.support import run

M = TypeVar("M", bound=HostMessage)


async def next_of(connection: Connection, kind: type[M]) -> M:
    while True:
        message = await asyncio.wait_for(connection.receive(), 10)
        if isinstance(message, kind):
            return message


def test_password_and_version_are_checked_before_anything_else() -> None:
    async def scenario() -> tuple[str, HostMessage, HostMessage, Welcome, Lobby]:
        host = Host(HostOptions(password="open sesame"))
        port = await host.start()
        url = f"ws://127.0.0.1:{port}"
        with pytest.raises(JoinRefusedError) as wrong:
            await Connection.open(Credentials(url, "eve", "open sesam"))
        async with connect(url) as socket:
            challenge = decode_host(await socket.recv())
            await socket.send('{"type":"hello","version":1,"name":"old","password":"open sesame"}')  # protocol 1
            version = decode_host(await socket.recv())
        good = await Connection.open(Credentials(url, "ann", "open sesame"))
        lobby = await next_of(good, Lobby)
        await host.close()
        return wrong.value.code, challenge, version, good.welcome, lobby

    wrong, challenge, version, welcome, lobby = run(scenario())
    assert wrong == "password"
    assert isinstance(challenge, Challenge)
    assert challenge.password
    assert isinstance(version, Error)
    assert version.code == "version"
    assert welcome.seat == 0
    assert lobby.password
    assert [s.state for s in lobby.seats] == ["player", "open", "open", "open"]


def test_the_owner_sets_the_rules_and_starts_and_bots_fill_the_empty_seats() -> None:
    async def scenario() -> tuple[Welcome, Error, Error, Error, Lobby, Snapshot, str]:
        host = Host(HostOptions(owner_key="k", hands=1, seed=4))
        port = await host.start()
        url = f"ws://127.0.0.1:{port}"
        owner = await Connection.open(Credentials(url, "host", owner="k"))
        guest = await Connection.open(Credentials(url, "guest", owner="guess"))
        await guest.send(Start())
        refused = await next_of(guest, Error)
        await guest.send(Sit(0))
        taken = await next_of(guest, Error)
        await guest.send(Sit(3))
        await owner.send(Configure({"mode": "no such mode"}, 1))
        bad_rules = await next_of(owner, Error)
        await owner.send(Configure({"preset": "standard", "turn_seconds": 5}, 1))
        while (lobby := await next_of(owner, Lobby)).rules.get("turn_seconds") != 5 or lobby.seats[3].state != "player":
            pass
        await owner.send(Start())
        snapshot = await next_of(guest, Snapshot)
        with pytest.raises(JoinRefusedError) as late:
            await Connection.open(Credentials(url, "late"))
        await host.close()
        return owner.welcome, refused, taken, bad_rules, lobby, snapshot, late.value.code

    welcome, refused, taken, bad_rules, lobby, snapshot, late = run(scenario())
    assert welcome.owner
    assert (refused.code, taken.code, bad_rules.code) == ("not_owner", "lobby", "lobby")
    assert [s.state for s in lobby.seats] == ["player", "open", "open", "player"]
    assert snapshot.seat == 3
    kinds = [s["kind"] for s in snapshot.config["seats"]]
    assert kinds == ["remote", "bot", "bot", "remote"]
    assert snapshot.config["rules"]["turn_seconds"] == 5
    assert late == "started"


def test_a_wrong_token_is_refused() -> None:
    async def scenario() -> str:
        host = Host(HostOptions())
        port = await host.start()
        with pytest.raises(JoinRefusedError) as refused:
            await Connection.open(Credentials(f"ws://127.0.0.1:{port}", "x", token="not-a-token"))
        await host.close()
        return refused.value.code

    assert run(scenario()) == "token"
