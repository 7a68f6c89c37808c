"""The wire protocol: every message round-trips; anything else is refused with a reason."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fengyu.core.protocol import Action
from fengyu.net.protocol import (
    PROTOCOL_VERSION,
    Act,
    Configure,
    Hello,
    PreOrder,
    ProtocolError,
    Ready,
    Sit,
    Start,
    act,
    decode_client,
    encode,
)
from fengyu.net.seat_state import decode_view, view_class
from fengyu.table.kinds import game_kind

MESSAGES = [
    Hello(PROTOCOL_VERSION, "ann", "pw", "tok", ""),
    Sit(2),
    Configure({"preset": "standard"}, 4),
    Start(),
    Act(7, "discard", [3]),
    Ready(),
    PreOrder("qian_kun_da_nuo_yi"),
]


@pytest.mark.parametrize("message", MESSAGES)
def test_client_messages_round_trip(message):
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
def test_bad_frames_are_refused(frame):
    with pytest.raises(ProtocolError):
        decode_client(frame)


@given(st.binary(max_size=200) | st.text(max_size=200))
def test_no_frame_breaks_the_decoder(frame):
    with contextlib.suppress(ProtocolError):
        decode_client(frame)


@given(st.lists(st.integers(0, 26), max_size=64), st.sampled_from(["discard", "pong", "hu"]), st.integers(0, 2**40))
def test_actions_keep_their_pieces(pieces, kind, decision):
    action = Action(1, kind, tuple(pieces))
    message = decode_client(encode(act(decision, action)))
    assert isinstance(message, Act)
    assert message.action(1) == action
    assert message.decision == decision


def test_views_are_rebuilt_as_the_games_own_view():
    kind = game_kind("sichuan")
    hand = kind.new_hand(kind.rules_class().to_json(), 99, kind.inputs(None, None, {}))
    view = hand.view(2)
    assert view_class("sichuan") is type(view)
    assert decode_view("sichuan", json.loads(json.dumps(view.to_json()))) == view
    with pytest.raises(ProtocolError):
        decode_view("sichuan", {**view.to_json(), "hand": "not tiles"})
