"""A LAN hand is kept by the player for their own seat: the steps as received, never what the seat could not see."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from fengyu.net.host import HostOptions
from fengyu.table.replay import Replay
from tests.ui.conftest import WindowFactory
from tests.ui.net.hosts import BackgroundHost
from tests.ui.net.test_lan_window import join_from_the_window, play_my_seat


def test_a_joined_hand_is_kept_once_as_the_seat_saw_it(make_window: WindowFactory, qtbot: QtBot) -> None:
    background = BackgroundHost(HostOptions(hands=1, seed=33))
    window = make_window()
    join_from_the_window(window, background.url.removeprefix("ws://"), player="Ann")
    session = play_my_seat(window, qtbot)
    background.thread.join(30)
    rows = window.records.history()
    assert len(rows) == 1
    assert rows[0].game == "sichuan"
    assert rows[0].level == "people"  # the other seats were network players
    assert rows[0].points == session.history[0].totals[session.seat]
    hand = window.records.hand_file(rows[0].hand_id)
    assert hand is not None
    assert not hand.whole
    assert hand.seat == session.seat
    replay = Replay(hand)
    assert replay.seats == (session.seat,)
    me = session.seat
    for position in range(len(replay)):
        replay.go(position)
        view = replay.view(me)
        assert view.seat == me
        assert all(not event.private for event in replay.events(me))
        if view.phase != "over":
            assert all(view.revealed[s] is None for s in range(4) if s != me and not view.won[s])
    assert replay.view(me) == session.view()
    assert replay.decisions(me)
