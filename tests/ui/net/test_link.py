"""``NetLink`` hands messages to the window's thread one at a time, so receivers can hand over without a gap."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from fengyu.net.client import Credentials
from fengyu.ui import main_thread
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
    main_thread.install()
    for message in ("snapshot", "update 1", "update 2"):  # all arrived before the window's thread looked
        main_thread.emit(link, "received", message)  # as the link's network thread hands them over
    qtbot.waitUntil(lambda: len(first) + len(second) == 3, timeout=5000)
    assert first == ["snapshot"]
    assert second == ["update 1", "update 2"]
