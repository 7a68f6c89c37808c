"""Secrets on the wire: the password is proven, never sent; tokens are spent on use; a replaced seat hears why."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.net import auth
from fengyu.net.client import Connection, Credentials, JoinRefusedError
from fengyu.net.host import Host, HostOptions
from fengyu.net.protocol import Error, Snapshot, Welcome
from tests.net.support import run

PASSWORD = "plum blossom 梅花"


def unmasked(stream: bytes) -> bytes:
    """A client's side of a WebSocket connection: its handshake, then each frame's payload unmasked (RFC 6455 §5.3)."""
    head, _, rest = stream.partition(b"\r\n\r\n")
    out = bytearray(head)
    while len(rest) >= 2:
        length, at = rest[1] & 0x7F, 2
        if length == 126:
            length, at = int.from_bytes(rest[2:4], "big"), 4
        elif length == 127:
            length, at = int.from_bytes(rest[2:10], "big"), 10
        mask = rest[at : at + 4] if rest[1] & 0x80 else b"\0\0\0\0"
        at += 4 if rest[1] & 0x80 else 0
        out += bytes(b ^ mask[i % 4] for i, b in enumerate(rest[at : at + length]))
        rest = rest[at + length :]
    return bytes(out)


class Tap:
    """A TCP relay on loopback that keeps every byte going either way: what someone on the network sees."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.up: list[bytearray] = []
        self.down = bytearray()
        self.port = 0

    @property
    def seen(self) -> bytes:
        """Everything both ways, the clients' frames unmasked (WebSocket masking hides nothing from a listener)."""
        return bytes(self.down) + b"".join(unmasked(bytes(stream)) for stream in self.up)

    async def start(self) -> None:
        server = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        self.server = server
        self.port = server.sockets[0].getsockname()[1]

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        up = bytearray()
        self.up.append(up)

        async def pipe(source: asyncio.StreamReader, sink: asyncio.StreamWriter, seen: bytearray) -> None:
            try:
                while chunk := await source.read(65536):
                    seen.extend(chunk)
                    sink.write(chunk)
                    await sink.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                sink.close()

        await asyncio.gather(pipe(reader, up_writer, up), pipe(up_reader, writer, self.down))

    async def close(self) -> None:
        self.server.close()


def test_neither_the_password_nor_a_live_token_crosses_the_wire() -> None:
    async def scenario() -> tuple[bytes, list[str]]:
        host = Host(HostOptions(password=PASSWORD, seed=3, seats=("remote", "bot:easy", "bot:easy", "bot:easy")))
        port = await host.start()
        tap = Tap(port)
        await tap.start()
        url = f"ws://127.0.0.1:{tap.port}"
        first = await Connection.open(Credentials(url, "ann", PASSWORD))
        await first.close()
        await asyncio.sleep(0.05)
        second = await Connection.open(Credentials(url, "ann", PASSWORD, token=first.welcome.token))
        tokens = [first.welcome.token, second.welcome.token]
        await second.close()
        await tap.close()
        await host.close()
        return tap.seen, tokens

    seen, tokens = run(scenario())
    assert b'"type":"challenge"' in seen  # the tap did see the conversation, both ways
    assert b'"type":"hello"' in seen
    assert PASSWORD.encode("utf-8") not in seen
    assert tokens[0] != tokens[1]
    assert tokens[1].encode() not in seen  # the token still valid never went by readable
    assert tokens[0].encode() in seen  # the spent one did, in the hello that spent it


def test_a_token_is_spent_when_used_and_the_older_connection_is_told_it_was_replaced() -> None:
    async def scenario() -> tuple[Error, str, Welcome, Welcome, Snapshot]:
        host = Host(HostOptions(seed=4, seats=("remote", "bot:easy", "bot:easy", "bot:easy")))
        port = await host.start()
        url = f"ws://127.0.0.1:{port}"
        first = await Connection.open(Credentials(url, "ann"))
        thief = await Connection.open(Credentials(url, "ann", token=first.welcome.token))
        told = None
        while not isinstance(told, Error):
            told = await asyncio.wait_for(first.receive(), 10)
        with pytest.raises(JoinRefusedError) as spent:
            await Connection.open(Credentials(url, "ann", token=first.welcome.token))
        back = await Connection.open(Credentials(url, "ann", token=thief.welcome.token))
        snapshot = None
        while not isinstance(snapshot, Snapshot):
            snapshot = await asyncio.wait_for(back.receive(), 10)
        await back.close()
        await host.close()
        return told, spent.value.code, first.welcome, back.welcome, snapshot

    told, spent, first, back, snapshot = run(scenario())
    assert (told.code, told.message) == ("replaced", "a newer connection took this seat with its token")
    assert spent == "token"
    assert back.seat == snapshot.seat == first.seat
    assert back.token != first.token


@settings(max_examples=15, deadline=None)
@given(st.text(max_size=40), st.binary(min_size=16, max_size=16), st.binary(min_size=8, max_size=8))
def test_a_proof_holds_only_for_its_password_and_nonce(password: str, nonce: bytes, salt: bytes) -> None:
    key = auth.room_key(password, salt.hex()) if len(password) < 3 else auth.room_key("x" + password, salt.hex())
    other = auth.room_key(password + "!", salt.hex())
    given_proof = auth.proof(key, nonce.hex())
    assert auth.proves(key, nonce.hex(), given_proof)
    assert not auth.proves(other, nonce.hex(), given_proof)
    assert not auth.proves(key, auth.new_nonce(), given_proof)
    token = auth.new_token()
    assert auth.unseal(key, nonce.hex(), auth.seal(key, nonce.hex(), token)) == token
