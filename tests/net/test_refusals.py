"""A move the rules refuse comes back over the network with its rule, reason code and values, on real sockets; a
client still joins a host of the previous protocol and reads its refusals, which carry no reason code."""

from __future__ import annotations

import asyncio

import pytest
from websockets.asyncio.server import ServerConnection, serve

from fengyu.core.protocol import Action
from fengyu.net.client import BotClient, Connection, Credentials
from fengyu.net.host import HostOptions
from fengyu.net.protocol import (
    PROTOCOL_VERSION,
    Challenge,
    Error,
    Hello,
    Welcome,
    act,
    decode_client,
    encode,
)
from tests.net.support import GAMES, RefusalKeeper, play, run

EXPECTED = {"sichuan": ("R9", "not_held"), "paofeng": ("R12", "not_held"), "guafeng": ("§5", "not_in_hand")}
"""What each game answers to a move with pieces the seat does not hold."""


class Prober(RefusalKeeper):
    """Before its first own discard or card play, sends the same move with pieces it does not hold."""

    probe: Action | None = None

    async def answer(self) -> None:
        state, connection = self.state, self.connection
        assert connection is not None
        moves = [a for a in state.legal if a.kind in ("discard", "play") and a.option != "throw"]
        if self.probe is None and moves and state.view is not None:
            held = list(state.view.hand)
            size = state.view.fill_size if moves[0].option else len(moves[0].pieces)
            absent = tuple(piece for piece in range(27 if moves[0].kind == "discard" else 54) if piece not in held)
            self.probe = Action(state.seat, moves[0].kind, absent[:size])
            await connection.send(act(state.decision, self.probe))
        await super().answer()


@pytest.mark.parametrize("game", GAMES)
def test_a_refused_move_comes_back_with_its_rule_reason_and_values(game: str) -> None:
    result, bots, _ = run(play(HostOptions(game=game, hands=1, seed=5), [Prober, BotClient, BotClient, BotClient]))
    assert result["hands"] == 1
    prober = bots[0]
    assert isinstance(prober, Prober) and prober.probe is not None
    illegal = [error for error in prober.refusals if error.code == "illegal"]
    assert len(illegal) == 1
    error = illegal[0]
    assert (error.rule, error.reason) == EXPECTED[game]
    refusal = error.refusal()
    assert (refusal.rule, refusal.reason, refusal.message) == (error.rule, error.reason, error.message)
    if game == "guafeng":  # the cards travel as a list and come back as the engine's tuple
        assert refusal.params == {"cards": tuple(sorted(prober.probe.pieces))}


def test_a_client_joins_a_host_of_the_previous_protocol_and_reads_its_refusals() -> None:
    """A version 3 host opens with version 3: the client says hello in it, and an ``illegal`` of that host (a rule
    and English words, no reason code) still reaches the client as a refusal naming the rule."""
    said: list[int] = []
    old_refusal = b'{"type":"error","code":"illegal","message":"you can only discard a tile you hold","rule":"R9"}'

    async def old_host(socket: ServerConnection) -> None:
        await socket.send(encode(Challenge(3, "00" * 16, "11" * 16, False)), text=True)
        hello = decode_client(await socket.recv())
        assert isinstance(hello, Hello)
        said.append(hello.version)
        await socket.send(encode(Welcome(3, "token", 0, "sichuan", False)), text=True)
        await socket.send(old_refusal, text=True)
        await socket.wait_closed()

    async def join() -> Error:
        async with serve(old_host, "127.0.0.1", 0) as server:
            port = server.sockets[0].getsockname()[1]
            connection = await Connection.open(Credentials(f"ws://127.0.0.1:{port}", "guest"))
            message = await asyncio.wait_for(connection.receive(), 10)
            await connection.close()
            assert isinstance(message, Error)
            return message

    error = run(join())
    assert said == [3] and PROTOCOL_VERSION == 4
    refusal = error.refusal()
    assert (refusal.rule, refusal.reason, refusal.params) == ("R9", "", {})
    assert refusal.message == "you can only discard a tile you hold"
