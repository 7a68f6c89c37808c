"""``NetworkPlay``: the window's LAN menu — host a table or join one, through the lobby to the board.

It keeps the hosting thread (if this window hosts) and each table's resume
token, so a player who lost the host can join again and get the seat back.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow, QMessageBox

from fengyu.net.client import Credentials
from fengyu.net.seat_state import SeatState
from fengyu.ui.messages import tell
from fengyu.ui.net.dialogs import HostDialog, JoinDialog, LobbyDialog
from fengyu.ui.net.hosting import HostRunner
from fengyu.ui.net.link import NetLink
from fengyu.ui.net.session import RemoteSession

HOSTED_SAVE = "hosted.json"


class NetworkPlay(QObject):
    def __init__(self, window: QMainWindow, *, browse: bool = True) -> None:
        super().__init__(window)
        self.window = window
        self.browse = browse
        self.runner: HostRunner | None = None
        self.lobby: LobbyDialog | None = None
        self.tokens: dict[str, str] = {}
        """Resume token per table address, for joining again after the host was lost."""

    def host_table(self) -> HostDialog:
        dialog = HostDialog(self.window)
        dialog.accepted.connect(lambda: self._host(dialog))
        self.window.dialog = dialog  # type: ignore[attr-defined]
        dialog.open()
        return dialog

    def _host(self, dialog: HostDialog) -> None:
        self.stop_hosting()
        options = dialog.options()
        data_dir = self.window.autosave.parent  # type: ignore[attr-defined]
        options = dataclasses.replace(options, autosave=data_dir / HOSTED_SAVE)
        runner = HostRunner(options, port=dialog.port.value(), announce=self.browse)
        self.runner = runner
        name, password = dialog.player_name(), options.password
        runner.started.connect(lambda _port: self.join(Credentials(runner.url, name, password, owner=runner.owner_key)))
        runner.failed.connect(lambda reason: self._tell(self.tr("Cannot host"), reason))
        runner.start()

    def join_table(self) -> JoinDialog:
        dialog = JoinDialog(self.window, browse=self.browse)
        dialog.accepted.connect(lambda: self.join(dialog.credentials(self.tokens.get(dialog.credentials().url, ""))))
        self.window.dialog = dialog  # type: ignore[attr-defined]
        dialog.open()
        return dialog

    def join(self, credentials: Credentials) -> LobbyDialog:
        link = NetLink(credentials)
        lobby = LobbyDialog(link, self.window)
        lobby.seated.connect(lambda state: self._seated(link, state))
        lobby.rejected.connect(link.close)
        self.lobby = lobby
        self.window.dialog = lobby  # type: ignore[attr-defined]
        link.open()
        lobby.open()
        return lobby

    def _seated(self, link: NetLink, state: SeatState) -> None:
        self.tokens[link.credentials.url] = link.credentials.token
        session = RemoteSession(link, state)
        session.disconnected.connect(self._lost)
        self.window.open_session(session)  # type: ignore[attr-defined]

    def _lost(self, reason: str) -> None:
        text = self.tr("The connection to the host was lost ({reason}). Join again to take your seat back.")
        self._tell(self.tr("Host lost"), text.format(reason=reason))

    def _tell(self, title: str, text: str) -> None:
        self.window.dialog = tell(self.window, title, text, QMessageBox.Icon.Warning)  # type: ignore[attr-defined]

    def stop_hosting(self) -> None:
        if self.runner is not None:
            self.runner.stop()
            self.runner = None
