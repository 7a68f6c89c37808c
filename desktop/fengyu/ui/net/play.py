"""``NetworkPlay``: the window's LAN menu — host a table or join one, through the lobby to the board.

It keeps the hosting thread (if this window hosts) and each table's resume
token, so a player who lost the host can join again and get the seat back.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from fengyu.ui.messages import tell

# The network stack (and the engines it carries) loads when the player opens the LAN menu's
# first dialog, not with the window: the first frame needs none of it.
if TYPE_CHECKING:
    from fengyu.net.client import Credentials
    from fengyu.net.discovery import Interface
    from fengyu.net.host import HostOptions
    from fengyu.net.seat_state import SeatState
    from fengyu.ui.main_window import MainWindow
    from fengyu.ui.net.dialogs import HostDialog, JoinDialog, LobbyDialog
    from fengyu.ui.net.hosting import HostRunner
    from fengyu.ui.net.link import NetLink

HOSTED_SAVE = "hosted.json"
RESUME_GRACE = 120.0
"""Seconds a resumed hosted match waits for its players before bots play their seats."""


class NetworkPlay(QObject):
    def __init__(self, window: MainWindow, *, browse: bool = True) -> None:
        super().__init__(window)
        self.window = window
        self.browse = browse
        self.runner: HostRunner | None = None
        self.lobby: LobbyDialog | None = None
        self.link: NetLink | None = None
        """The link of the seat being played (its token is remembered after every welcome)."""
        self.tokens: dict[str, str] = {}
        """Resume token per table address, for joining again after the host was lost."""

    def host_table(self) -> HostDialog:
        from fengyu.ui.net.dialogs import HostDialog  # noqa: PLC0415 - the network stack loads on first use

        dialog = HostDialog(self.window)
        dialog.accepted.connect(lambda: self._host(dialog))
        self.window.dialog = dialog
        dialog.open()
        return dialog

    @property
    def hosted_save(self) -> Path:
        return self.window.autosave.parent / HOSTED_SAVE

    @property
    def _my_seat_file(self) -> Path:
        """Where the hosting player's own resume token and the table's port are kept, to resume after a restart."""
        return self.hosted_save.with_name(HOSTED_SAVE + ".mine")

    def _host(self, dialog: HostDialog) -> None:
        options = dataclasses.replace(dialog.options(), autosave=self.hosted_save)
        self._run_host(options, dialog.port.value(), dialog.player_name(), resume=False, on=dialog.chosen_interface())

    def _run_host(
        self, options: HostOptions, port: int, name: str, *, resume: bool, token: str = "", on: Interface | None = None
    ) -> None:
        self.stop_hosting()
        from fengyu.net.client import Credentials  # noqa: PLC0415 - the network stack loads on first use
        from fengyu.ui.net.hosting import HostRunner  # noqa: PLC0415 - the network stack loads on first use

        runner = HostRunner(options, port=port, announce=self.browse, resume=resume, interface=on)
        self.runner = runner
        password = options.password

        def join(_port: int) -> None:
            credentials = Credentials(runner.url, name, password, token, owner=runner.owner_key)
            lobby = self.join(credentials, invite=(runner.invite_url, runner.interface.name))
            lobby.rejected.connect(self.stop_hosting)  # the host left its own lobby: the table closes

        runner.started.connect(join)
        runner.failed.connect(lambda reason: self._tell(self.tr("Cannot host"), reason))
        runner.start()

    def resume_hosting(self) -> None:
        """Host again the match this window hosted when it last stopped; its players' tokens still hold."""
        try:
            mine = json.loads(self._my_seat_file.read_text(encoding="utf-8"))
            token, port, name = str(mine["token"]), int(mine["port"]), str(mine["name"])
        except (OSError, ValueError, KeyError, TypeError):
            self._tell(self.tr("Nothing to resume"), self.tr("This computer has no hosted game to resume."))
            return
        from fengyu.net.host import HostOptions  # noqa: PLC0415 - the network stack loads on first use

        options = HostOptions(autosave=self.hosted_save, resume_grace=RESUME_GRACE, table_name=name)
        self._run_host(options, port, name, resume=True, token=token)

    def join_table(self) -> JoinDialog:
        from fengyu.ui.net.dialogs import JoinDialog  # noqa: PLC0415 - the network stack loads on first use

        dialog = JoinDialog(self.window, browse=self.browse)
        dialog.accepted.connect(lambda: self.join(dialog.credentials(self.tokens.get(dialog.credentials().url, ""))))
        self.window.dialog = dialog
        dialog.open()
        return dialog

    def join(self, credentials: Credentials, *, invite: tuple[str, str] | None = None) -> LobbyDialog:
        from fengyu.ui.net.dialogs import LobbyDialog  # noqa: PLC0415 - the network stack loads on first use
        from fengyu.ui.net.link import NetLink  # noqa: PLC0415 - the network stack loads on first use

        link = NetLink(credentials)
        lobby = LobbyDialog(link, self.window, invite=invite)
        lobby.seated.connect(lambda state: self._seated(link, state))
        lobby.rejected.connect(link.close)
        self.lobby = lobby
        self.window.dialog = lobby
        link.open()
        lobby.open()
        return lobby

    def _seated(self, link: NetLink, state: SeatState) -> None:
        self.link = link
        self._remember()
        link.welcomed.connect(self._rewelcomed)  # each welcome brings the next token (a method: queued here)
        from fengyu.ui.net.session import RemoteSession  # noqa: PLC0415 - the network stack loads on first use

        session = RemoteSession(link, state)
        session.disconnected.connect(self._lost)
        session.taken.connect(self._taken)
        self.window.open_session(session)

    def _rewelcomed(self, _welcome: object) -> None:
        self._remember()

    def _remember(self) -> None:
        """Keep the seat's current resume token (a token is spent when used: the host hands out the next)."""
        link = self.link
        if link is None:
            return
        self.tokens[link.credentials.url] = link.credentials.token
        runner = self.runner
        if runner is not None and link.credentials.url == runner.url:
            mine = {"token": link.credentials.token, "port": runner.port, "name": link.credentials.name}
            self._my_seat_file.write_text(json.dumps(mine), encoding="utf-8")

    def _lost(self, reason: str) -> None:
        text = self.tr("The connection to the host was lost ({reason}). Join again to take your seat back.")
        self._tell(self.tr("Host lost"), text.format(reason=reason))

    def _taken(self) -> None:
        text = self.tr(
            "Another connection took your seat with its resume token (this game on another computer, or someone "
            "who had the token). This window no longer plays the seat."
        )
        self._tell(self.tr("Seat taken"), text)

    def _tell(self, title: str, text: str) -> None:
        self.window.dialog = tell(self.window, title, text, QMessageBox.Icon.Warning)

    def stop_hosting(self) -> None:
        if self.runner is not None:
            self.runner.stop()
            self.runner = None
