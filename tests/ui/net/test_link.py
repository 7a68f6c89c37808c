"""``NetLink`` hands messages to the window's thread one at a time, so receivers can hand over without a gap."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from fengyu.net.client import Credentials
from fengyu.ui.net.link import NetLink


def test_a_receiver_that_hands_over_loses_no_message(qtbot: QtBot) -> None:
    link = NetLink(Credentials("ws://127.0.0.1:9", "x"))
    first: list[object] = []
    second: list[object] = []

    def lobby(message: object) -> None:
        first.append(message)
        link.received.disconnect(lobby)
        link.received.connect(second.append)  # the seat's session takes over from here

    link.received.connect(lobby)
    for message in ("snapshot", "update 1", "update 2"):  # all arrived before the window's thread looked
        link._inbox.append(message)
        link._arrived.emit()
    qtbot.waitUntil(lambda: len(first) + len(second) == 3, timeout=5000)
    assert first == ["snapshot"]
    assert second == ["update 1", "update 2"]
