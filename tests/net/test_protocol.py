"""The wire protocol: every message round-trips; anything else is refused with a reason."""

from __future__ import annotations

import asyncio
import contextlib
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st
from websockets.asyncio.client import connect

from fengyu.core.protocol import Action
from fengyu.net.host import HISTORY_IN_FULL, Host, HostOptions
from fengyu.net.protocol import (
    MAX_HOST_FRAME,
    PROTOCOL_VERSION,
    Act,
    AutoPlay,
    ClientMessage,
    Configure,
    Error,
    Hello,
    HostMessage,
    PreOrder,
    ProtocolError,
    Ready,
    Sit,
    Snapshot,
    Start,
    act,
    decode_client,
    decode_host,
    encode,
)
from fengyu.net.seat_state import SeatState, decode_view, view_class
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.games import HandResult, match_totals
from fengyu.table.kinds import game_kind
from fengyu.table.table import Table

MESSAGES: list[ClientMessage] = [
    Hello(PROTOCOL_VERSION, "ann", "proof", "tok", ""),
    Sit(2),
    Configure({"preset": "standard"}, 4),
    Start(),
    Act(7, "discard", [3]),
    Ready(),
    PreOrder("qian_kun_da_nuo_yi"),
    AutoPlay("normal"),
    AutoPlay(),
]


@pytest.mark.parametrize("message", MESSAGES)
def test_client_messages_round_trip(message: ClientMessage) -> None:
    assert decode_client(encode(message)) == message


@pytest.mark.parametrize(
    "frame",
    [
        b"\xff\xfe",
        "{",
        "[]",
        '{"type":"nope"}',
        '{"sit":1}',
        '{"type":"sit","seat":9}',
        '{"type":"sit","seat":1,"extra":0}',
        '{"type":"hello","version":1,"name":"' + "x" * 33 + '"}',
        '{"type":"act","decision":1,"kind":"discard","pieces":[256]}',
        '{"type":"act","decision":-1,"kind":"discard"}',
        '{"type":"act","decision":1,"kind":"' + "k" * 33 + '"}',
        '{"type":"configure","rules":{},"hands":10001}',
    ],
)
def test_bad_frames_are_refused(frame: bytes | str) -> None:
    with pytest.raises(ProtocolError):
        decode_client(frame)


@given(st.binary(max_size=200) | st.text(max_size=200))
def test_no_frame_breaks_the_decoder(frame: bytes | str) -> None:
    with contextlib.suppress(ProtocolError):
        decode_client(frame)


@given(st.lists(st.integers(0, 26), max_size=64), st.sampled_from(["discard", "pong", "hu"]), st.integers(0, 2**40))
def test_actions_keep_their_pieces(pieces: list[int], kind: str, decision: int) -> None:
    action = Action(1, kind, tuple(pieces))
    message = decode_client(encode(act(decision, action)))
    assert isinstance(message, Act)
    assert message.action(1) == action
    assert message.decision == decision


def test_views_are_rebuilt_as_the_games_own_view() -> None:
    kind = game_kind("sichuan")
    hand = kind.new_hand(kind.rules_class().to_json(), 99, kind.inputs(None, None, {}))
    view = hand.view(2)
    assert view_class("sichuan") is type(view)
    assert decode_view("sichuan", json.loads(json.dumps(view.to_json()))) == view
    with pytest.raises(ProtocolError):
        decode_view("sichuan", {**view.to_json(), "hand": "not tiles"})
    with pytest.raises(ProtocolError, match=r"bad view: .*'turnn'.*phase"):
        decode_view("sichuan", {**view.to_json(), "phase": "turnn"})  # not one of SichuanPhase


@pytest.mark.parametrize("depth", [1_000, 100_000])
def test_deeply_nested_frames_are_malformed_not_a_crash(depth: int) -> None:
    """docs/protocol.md promises ``malformed`` for anything that is not a message: nesting included."""
    deep = "[" * depth + "]" * depth
    for frame in (deep, '{"type":"configure","rules":{"a":' + deep + '},"hands":1}'):
        with pytest.raises(ProtocolError):
            decode_client(frame)


def test_a_nested_frame_gets_malformed_from_the_host_and_the_connection_stays() -> None:
    async def scenario() -> tuple[HostMessage, HostMessage]:
        host = Host(HostOptions())
        port = await host.start()
        async with connect(f"ws://127.0.0.1:{port}") as socket:
            await socket.recv()  # the challenge
            await socket.send('{"type":"configure","rules":{"a":' + "[" * 8_000 + "]" * 8_000 + '},"hands":1}')
            answer = decode_host(await socket.recv())
            await socket.send('{"type":"start"}')
            still = decode_host(await socket.recv())
        await host.close()
        return answer, still

    answer, still = asyncio.run(scenario())
    assert isinstance(answer, Error)
    assert answer.code == "malformed"
    assert isinstance(still, Error)
    assert still.code == "hello_first"  # the connection was kept


def test_a_long_matchs_snapshot_stays_far_below_the_frame_limit() -> None:
    """History grows about 1.5 KB a hand; the snapshot carries the last hands in full, the rest as points."""
    host = Host(HostOptions(seed=1, seats=("remote", "bot:easy", "bot:easy", "bot:easy")))
    seats = (SeatSpec("remote", "ann"), *(SeatSpec("bot", level="easy") for _ in range(3)))
    table = Table(MatchConfig("sichuan", {}, seats, 1, hands=0))
    details = {"payments": [{"line": "x" * 100} for _ in range(14)]}
    table.history = [
        HandResult(i, 99, {"dealer": i % 4}, "wall", (i % 7, -(i % 7), 1, -1), None, details) for i in range(10_000)
    ]
    host._adopt(table)
    frame = encode(host._snapshot(0))
    assert len(frame) < MAX_HOST_FRAME // 2
    state = SeatState()
    snapshot = decode_host(frame)
    assert isinstance(snapshot, Snapshot)
    state.apply(snapshot)
    assert match_totals(state.history, 4) == table.totals()
    assert len(state.history) == 10_000
    assert [h.details for h in state.history[-HISTORY_IN_FULL:]] == [details] * HISTORY_IN_FULL
    assert state.history[0].details == {}
