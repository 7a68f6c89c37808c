"""The window at a LAN table: join a loopback host (or host one) through the real dialogs and play a match.

The player's own moves are chosen by a bot through the ``RemoteSession`` the
board plays through; everything else — the link thread, the lobby, the board,
the settlement — is the app's own.
"""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from fengyu.net.client import Connection, Credentials
from fengyu.net.host import HostOptions
from fengyu.table.kinds import game_kind
from fengyu.ui.main_window import MainWindow
from fengyu.ui.net.dialogs import LobbyDialog, normal_url
from fengyu.ui.net.session import RemoteSession
from fengyu.ui.result.screen import ResultScreen
from tests.ui.conftest import WindowFactory
from tests.ui.net.hosts import BackgroundHost, RestartingHost

WAIT_MS = 120_000


def wait_past(qtbot: QtBot, session: RemoteSession, decision: int) -> None:
    """Wait until the host has moved the seat on from ``decision`` (or the hand is over)."""
    qtbot.waitUntil(lambda: session.state.decision != decision or session.hand_over, timeout=WAIT_MS)


def move_for_me(session: RemoteSession) -> None:
    """Let a bot choose the player's moves (through the session, as the board's clicks would)."""
    bot = dict(game_kind(session.config.game).levels)["normal"](seed=5)
    decided = [-1]

    def move(_step: object = None) -> None:
        state = session.state
        legal = [a for a in state.legal if a.kind not in ("escape", "item")]
        if legal and state.decision != decided[0]:
            decided[0] = state.decision
            session.submit(bot.choose(state.view, legal))

    session.stepped.connect(move)
    move()


def join_from_the_window(
    window: MainWindow, address: str, *, player: str | None = None, password: str | None = None
) -> None:
    """Join the table at ``address`` through the window's join dialog (not looking for tables on the network)."""
    window.network.browse = False
    dialog = window.network.join_table()
    dialog.address.setText(address)
    if player is not None:
        dialog.player.setText(player)
    if password is not None:
        dialog.password.setText(password)
    dialog.accept()


def remote_session(window: MainWindow, qtbot: QtBot) -> RemoteSession:
    """The window's network session, once the host has dealt the player in."""
    qtbot.waitUntil(lambda: isinstance(window.session, RemoteSession), timeout=WAIT_MS)
    session = window.session
    assert isinstance(session, RemoteSession)
    return session


def play_my_seat(window: MainWindow, qtbot: QtBot, *, moving: bool = False) -> RemoteSession:
    """Play the player's seat (unless ``moving`` already), accept each settlement, and wait for the match's end."""
    session = remote_session(window, qtbot)
    if not moving:
        move_for_me(session)
    settlements: list[str] = []

    def settled() -> bool:
        dialog = window.dialog
        if isinstance(dialog, ResultScreen) and dialog.isVisible():
            settlements.append(type(dialog).__name__)
            if dialog.match_over:
                dialog.look_at_table()  # a seat at a LAN host cannot start its next match
            else:
                dialog.next_button.click()
        elif (
            isinstance(dialog, QDialog) and dialog.isVisible() and dialog is not getattr(window.network, "lobby", None)
        ):
            settlements.append(type(dialog).__name__)
            dialog.accept()
        return session.match_over and bool(settlements)

    qtbot.waitUntil(settled, timeout=WAIT_MS)
    assert settlements[0] == "ResultScreen"  # the board showed the hand's end and its settlement
    assert window.board is not None and window.board.latest is not None
    assert window.board.latest.view.phase == "over"
    return session


def open_hosted_lobby(window: MainWindow, qtbot: QtBot, *, hands: int, game: str | None = None) -> LobbyDialog:
    """Host a table of ``hands`` hands (of ``game``, or the dialog's default) on a free port from the window's
    host dialog; return its lobby once the host has told it the table."""
    window.network.browse = False
    dialog = window.network.host_table()
    if game is not None:
        dialog.game.setCurrentIndex(dialog.game.findData(game))
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        dialog.port.setValue(probe.getsockname()[1])
    dialog.hands.addItem(str(hands), hands)
    dialog.hands.setCurrentIndex(dialog.hands.count() - 1)
    dialog.player.setText("Host")
    dialog.accept()
    qtbot.waitUntil(lambda: window.network.lobby is not None and window.network.lobby.owner, timeout=WAIT_MS)
    lobby = window.network.lobby
    assert lobby is not None
    qtbot.waitUntil(lambda: lobby.lobby is not None, timeout=WAIT_MS)
    return lobby


def host_from_the_window(window: MainWindow, qtbot: QtBot, hands: int) -> RemoteSession:
    open_hosted_lobby(window, qtbot, hands=hands).start_button.click()
    return remote_session(window, qtbot)


def test_join_a_loopback_host_through_the_dialogs_and_play(make_window: WindowFactory, qtbot: QtBot) -> None:
    background = BackgroundHost(HostOptions(hands=1, seed=21))
    window = make_window()
    join_from_the_window(window, background.url.removeprefix("ws://"), player="Ann")
    lobby = window.network.lobby
    assert lobby is not None
    assert not lobby.invite_label.isVisibleTo(lobby)  # a guest has no address to hand out
    session = play_my_seat(window, qtbot)
    background.thread.join(30)
    assert background.result is not None
    assert len(session.history) == 1
    assert session.totals() == background.result["totals"]
    assert session.config.seats[session.seat].name == "Ann"
    assert window.board is not None


def test_host_a_table_from_the_window_and_start_it(make_window: WindowFactory, qtbot: QtBot) -> None:
    window = make_window()
    lobby = open_hosted_lobby(window, qtbot, hands=1)
    assert lobby.start_button.isVisible()
    rules = lobby.open_rules()  # the owner changes the rules in the same dialog as for a local game
    assert rules is not None
    rules.set_values({**rules.values(), "turn_seconds": 45})
    rules.accept()
    qtbot.waitUntil(lambda: lobby.lobby is not None and lobby.lobby.rules["turn_seconds"] == 45, timeout=WAIT_MS)
    lobby.start_button.click()
    session = play_my_seat(window, qtbot)
    assert session.config.rules["turn_seconds"] == 45
    assert [s.kind for s in session.config.seats] == ["remote", "bot", "bot", "bot"]
    assert len(session.history) == 1
    window.close()


def test_addresses_are_read_as_players_type_them() -> None:
    assert normal_url("192.168.1.5:4000") == "ws://192.168.1.5:4000"
    assert normal_url("ws://host:1/") == "ws://host:1"
    assert normal_url("myhost") == "ws://myhost:47474"
    assert normal_url("http://x:1") == ""
    assert normal_url("") == ""
    assert normal_url("[fd00::2]:4000") == "ws://[fd00::2]:4000"
    assert normal_url("fd00::2") == "ws://[fd00::2]:47474"
    assert normal_url("ws://[fe80::1]") == "ws://[fe80::1]:47474"


def test_the_window_rides_out_a_host_restart(make_window: WindowFactory, qtbot: QtBot, tmp_path: Path) -> None:
    background = RestartingHost(HostOptions(hands=2, seed=13, autosave=tmp_path / "lan.json", resume_grace=30))
    window = make_window()
    join_from_the_window(window, background.url, player="Bo")
    session = remote_session(window, qtbot)
    reconnected: list[bool] = []
    session.link.reconnecting.connect(lambda: reconnected.append(True))
    move_for_me(session)
    qtbot.waitUntil(lambda: session.state.hand_index == 0 and len(session.state.view.rivers[0]) >= 2, timeout=WAIT_MS)
    background.restart()
    play_my_seat(window, qtbot, moving=True)
    background.thread.join(30)
    assert background.restarted.is_set()
    assert reconnected
    assert background.result is not None
    assert len(session.history) == 2
    assert session.totals() == background.result["totals"]


def test_a_lost_host_is_reported(make_window: WindowFactory, qtbot: QtBot) -> None:
    background = RestartingHost(HostOptions(hands=1, seed=3))
    window = make_window()
    join_from_the_window(window, background.url)
    session = remote_session(window, qtbot)
    session.link.reconnect_seconds = 0.5
    lost: list[str] = []
    session.disconnected.connect(lost.append)
    assert background.loop is not None
    asyncio.run_coroutine_threadsafe(background.host.close(), background.loop)
    qtbot.waitUntil(lambda: bool(lost), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible(), timeout=WAIT_MS)
    assert isinstance(window.dialog, QMessageBox)
    assert "Join again" in window.dialog.text()


def test_a_hosted_game_resumes_after_the_app_restarts(make_window: WindowFactory, qtbot: QtBot) -> None:
    first = make_window()
    session = host_from_the_window(first, qtbot, hands=2)
    move_for_me(session)
    qtbot.waitUntil(lambda: len(session.state.view.rivers[session.seat]) >= 2, timeout=WAIT_MS)
    runner = first.network.runner
    assert runner is not None
    port = runner.port
    first.close()  # the app quits mid-hand: the host stops with it

    second = make_window()
    second.network.browse = False
    second.network.resume_hosting()
    qtbot.waitUntil(lambda: isinstance(second.session, RemoteSession), timeout=WAIT_MS)
    resumed = second.session
    assert isinstance(resumed, RemoteSession)
    assert (
        second.network.runner is not None and second.network.runner.port == port
    )  # the same address, so the other players find it again
    assert resumed.seat == session.seat
    assert resumed.state.hand_index == 0
    assert len(resumed.state.view.rivers[resumed.seat]) >= 2  # where it stopped
    play_my_seat(second, qtbot)
    assert len(resumed.history) == 2
    second.close()


def test_nothing_to_resume_is_said_plainly(make_window: WindowFactory, qtbot: QtBot) -> None:
    window = make_window()
    window.network.resume_hosting()
    assert isinstance(window.dialog, QMessageBox)
    assert "no hosted game" in window.dialog.text()


def test_a_wrong_password_is_explained_in_the_lobby(make_window: WindowFactory, qtbot: QtBot) -> None:
    background = BackgroundHost(HostOptions(hands=1, password="tea"))
    window = make_window()
    join_from_the_window(window, background.url, password="coffee")
    lobby = window.network.lobby
    assert lobby is not None
    qtbot.waitUntil(lambda: lobby.status.text() == "The password is wrong.", timeout=WAIT_MS)
    assert window.session is None
    lobby.reject()


def test_the_join_dialog_lists_the_tables_found(qtbot: QtBot) -> None:
    from fengyu.net.discovery import TableAd
    from fengyu.ui.net.dialogs import JoinDialog

    dialog = JoinDialog(browse=False)
    qtbot.addWidget(dialog)
    open_table = TableAd("Ann", "10.0.0.5", 47474, "sichuan", "standard", 2, 4, True, False)
    full = TableAd("Bo", "10.0.0.6", 47474, "sichuan", "custom", 0, 4, False, True)
    dialog.show_tables([open_table, full])
    assert dialog.tables.count() == 2
    assert dialog.none_found.isHidden()
    assert "2 of 4 seats free" in dialog.tables.item(0).text()
    assert "(custom rules)" in dialog.tables.item(1).text()
    assert not dialog.tables.item(1).flags() & dialog.tables.item(1).flags().ItemIsEnabled
    dialog.tables.setCurrentRow(0)
    assert dialog.address.text() == "ws://10.0.0.5:47474"
    assert dialog.credentials().url == "ws://10.0.0.5:47474"
    dialog.show_tables([TableAd("Cy", "10.0.0.7", 47474, "guafeng", "default", 4, 4, False, False)])
    assert "Guafeng (default rules)" in dialog.tables.item(0).text()


def test_the_hosting_lobby_says_where_friends_join(make_window: WindowFactory, qtbot: QtBot) -> None:
    window = make_window()
    lobby = open_hosted_lobby(window, qtbot, hands=1)
    runner = window.network.runner
    assert runner is not None
    assert runner.invite_url.startswith("ws://")
    assert lobby.invite_label.isVisibleTo(lobby)
    address = runner.invite_url.removeprefix("ws://")
    assert address in lobby.invite_label.text()
    assert runner.interface.name in lobby.invite_label.text()
    lobby.reject()


def test_the_host_dialog_offers_the_networks_of_this_computer(qtbot: QtBot) -> None:
    from fengyu.net.discovery import choose_interface
    from fengyu.ui.net.dialogs import HostDialog

    dialog = HostDialog()
    qtbot.addWidget(dialog)
    assert dialog.chosen_interface() == choose_interface()  # the routed one first
    offered = [dialog.interface.itemData(i).address for i in range(dialog.interface.count())]
    assert offered[-1] == "127.0.0.1"
    assert len(offered) == len(set(offered))


def test_a_seat_taken_by_another_connection_is_told_why(make_window: WindowFactory, qtbot: QtBot) -> None:
    background = RestartingHost(HostOptions(hands=1, seed=3))
    window = make_window()
    join_from_the_window(window, background.url)
    session = remote_session(window, qtbot)
    taken: list[bool] = []
    session.taken.connect(lambda: taken.append(True))
    token = session.link.credentials.token
    assert background.loop is not None
    thief = asyncio.run_coroutine_threadsafe(
        Connection.open(Credentials(background.url, "thief", token=token)), background.loop
    ).result(10)
    qtbot.waitUntil(lambda: bool(taken), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible(), timeout=WAIT_MS)
    assert isinstance(window.dialog, QMessageBox)
    assert "Another connection took your seat" in window.dialog.text()
    asyncio.run_coroutine_threadsafe(thief.close(), background.loop).result(10)
    asyncio.run_coroutine_threadsafe(background.host.close(), background.loop).result(10)


def test_a_host_that_cannot_save_tells_the_player(make_window: WindowFactory, qtbot: QtBot, tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    background = RestartingHost(HostOptions(hands=1, seed=3, autosave=folder / "lan.json"))
    window = make_window()
    join_from_the_window(window, background.url)
    session = remote_session(window, qtbot)
    problems: list[str] = []

    def heard(problem: str) -> None:
        problems.append(problem)
        if problem and folder.is_file():  # told: the folder comes back, and saving works again
            folder.unlink()
            (tmp_path / "kept").rename(folder)

    session.save_problem.connect(heard)
    folder.rename(tmp_path / "kept")
    folder.write_text("not a folder")
    play_my_seat(window, qtbot)
    background.thread.join(60)
    assert background.result is not None  # the match went on to its end
    assert "cannot be saved" in problems[0]
    assert "" in problems[1:]  # and the player heard it is saved again


def test_the_lobby_shows_who_is_away_and_who_is_idle(qtbot: QtBot) -> None:
    from fengyu.net.protocol import Lobby, SeatInfo
    from fengyu.ui.net.link import NetLink

    dialog = LobbyDialog(NetLink(Credentials("ws://127.0.0.1:1", "me")))
    qtbot.addWidget(dialog)
    seats = [SeatInfo("player", "Ann", True), SeatInfo("player", "Bo", False), SeatInfo("player", "Cy", True, True)]
    dialog._received(Lobby("sichuan", {}, 4, [*seats, SeatInfo("bot", "easy")], False, True))
    texts = [dialog.seats.item(i).text() for i in range(4)]
    assert texts[0].endswith("Ann")
    assert "Bo (away)" in texts[1]
    assert "Cy (idle: a computer player plays for now)" in texts[2]
