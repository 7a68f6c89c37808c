"""The LAN dialogs: host a table, join one (found on the network or typed), and the lobby before the deal."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from fengyu.games.registry import game as game_spec
from fengyu.net.client import Credentials
from fengyu.net.discovery import Interface, TableAd, choose_interface, interfaces
from fengyu.net.host import HostOptions
from fengyu.net.protocol import Configure, Error, Lobby, Sit, Snapshot, Start, Update, Welcome
from fengyu.net.seat_state import SeatState
from fengyu.ui import names
from fengyu.ui.dialogs.new_game import NewGameDialog
from fengyu.ui.dialogs.rules import RulesDialog, matching_preset, plain_json
from fengyu.ui.dialogs.translated import TranslatedDialog
from fengyu.ui.net.hosting import TableFinder
from fengyu.ui.net.link import NetLink

DEFAULT_PORT = 47_474


def normal_url(text: str) -> str:
    """``host:port`` or ``ws://host:port`` as a WebSocket URL ("" if it is neither).

    An IPv6 address is written in brackets (``[fd00::2]:47474``); a bare one is taken whole, on the default port.
    """
    text = text.strip()
    if not text:
        return ""
    if "://" not in text:
        text = "ws://" + text
    if not text.startswith("ws://"):
        return ""
    rest = text[5:].rstrip("/")
    if rest.count(":") > 1 and not rest.startswith("["):
        rest = f"[{rest}]"  # a bare IPv6 address: its colons are not a port's
    host, _, port = rest.rpartition(":")
    if not host or not port.isdigit() or (rest.startswith("[") and not host.endswith("]")):
        host, port = rest, str(DEFAULT_PORT)
    return f"ws://{host}:{port}" if host and 0 < int(port) < 65536 else ""


class HostDialog(NewGameDialog):
    """New Game for a LAN table: the match, plus the table's name, password and port; one level for the bots."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.table_name = QLineEdit()
        self.table_name.setMaxLength(32)
        self.password = QLineEdit()
        self.password.setMaxLength(64)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.interface = QComboBox()
        """The network the table is offered on: one interface, not all (the routed one first)."""
        routed = choose_interface()
        for interface in [routed, *(i for i in interfaces() if i != routed), Interface("lo", "127.0.0.1")]:
            if self.interface.findData(interface) < 0:
                self.interface.addItem(f"{interface.address} ({interface.name})", interface)
        super().__init__(None, parent)
        for seat in (2, 3):
            self._form.setRowVisible(self._labels[f"seat{seat}"], False)
        self._add_row("table", self.table_name)
        self._add_row("password", self.password)
        self._add_row("interface", self.interface)
        self._add_row("port", self.port)
        self.retranslate_ui()

    def options(self) -> HostOptions:
        config = self.config()
        return HostOptions(
            game=config.game,
            rules=dict(config.rules),
            hands=config.hands,
            coins=config.coins,
            password=self.password.text(),
            bot_level=str(self.levels[1].currentData()),
            seed=config.seed,
            table_name=self.table_name.text().strip() or config.seats[0].name,
        )

    def player_name(self) -> str:
        return self.config().seats[0].name

    def chosen_interface(self) -> Interface:
        interface: Interface = self.interface.currentData()  # (the item data each entry was added with)
        return interface

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        self.setWindowTitle(self.tr("Host a Table"))
        if "table" not in self._labels:
            return
        self._labels["seat1"].setText(self.tr("Computer players:"))
        self._labels["table"].setText(self.tr("Table &name:"))
        self._labels["password"].setText(self.tr("Pass&word:"))
        self._labels["port"].setText(self.tr("&Port:"))
        self._labels["interface"].setText(self.tr("&Network:"))
        self._labels["interface"].setBuddy(self.interface)
        self.interface.setToolTip(self.tr("The network your friends are on: the table is offered there only."))
        self._labels["table"].setBuddy(self.table_name)
        self._labels["password"].setBuddy(self.password)
        self._labels["port"].setBuddy(self.port)
        self.password.setPlaceholderText(self.tr("None"))
        self.table_name.setPlaceholderText(self.tr("Your name"))


class JoinDialog(TranslatedDialog):
    """Join a table: pick one announced on the local network, or type its address."""

    def __init__(self, parent: QWidget | None = None, *, browse: bool = True) -> None:
        super().__init__(parent)
        self.tables = QListWidget()
        self.tables.currentItemChanged.connect(self._picked)
        self.tables.itemDoubleClicked.connect(lambda _item: self.accept())
        self.address = QLineEdit()
        self.player = QLineEdit()
        self.player.setMaxLength(24)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.found_label = QLabel()
        self.none_found = QLabel()
        self.none_found.setWordWrap(True)
        form = QFormLayout()
        self._labels = {key: QLabel() for key in ("address", "player", "password")}
        form.addRow(self._labels["address"], self.address)
        form.addRow(self._labels["player"], self.player)
        form.addRow(self._labels["password"], self.password)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.found_label)
        layout.addWidget(self.tables)
        layout.addWidget(self.none_found)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)
        self.address.textChanged.connect(self._check)
        self.finder: TableFinder | None = None
        if browse:
            self.finder = TableFinder()
            self.finder.changed.connect(self.show_tables)
            self.finder.start()
        self.retranslate_ui()
        self._check()

    def show_tables(self, tables: list[TableAd]) -> None:
        self.tables.clear()
        for ad in tables:
            item = QListWidgetItem(self._describe(ad))
            item.setData(Qt.ItemDataRole.UserRole, ad.url)
            if not ad.joinable:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.tables.addItem(item)
        self.none_found.setVisible(not tables)

    def _describe(self, ad: TableAd) -> str:
        game = names.name("game", ad.game)
        words = {"custom": self.tr("custom rules"), "default": self.tr("default rules")}
        preset = words.get(ad.preset) or names.preset_label(ad.game, ad.preset)
        seats = self.tr("{free} of {seats} seats free").format(free=ad.free, seats=ad.seats)
        lock = self.tr(", password") if ad.password else ""
        started = self.tr(", playing") if ad.started else ""
        return f"{ad.name} — {game} ({preset}), {seats}{lock}{started}  [{ad.address}:{ad.port}]"

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))

    def _check(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(normal_url(self.address.text())))

    def credentials(self, token: str = "") -> Credentials:
        name = self.player.text().strip() or self.tr("Player")
        return Credentials(normal_url(self.address.text()), name, self.password.text(), token)

    def done(self, result: int) -> None:
        if self.finder is not None:
            self.finder.stop()
            self.finder = None
        super().done(result)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Join a Table"))
        self.found_label.setText(self.tr("Tables on this network:"))
        self.none_found.setText(self.tr("No table found yet. You can type the host's address below."))
        self._labels["address"].setText(self.tr("&Address:"))
        self._labels["player"].setText(self.tr("Your &name:"))
        self._labels["password"].setText(self.tr("Pass&word:"))
        self._labels["address"].setBuddy(self.address)
        self._labels["player"].setBuddy(self.player)
        self._labels["password"].setBuddy(self.password)
        self.address.setPlaceholderText("192.168.1.20:47474")
        self.player.setPlaceholderText(self.tr("Player"))
        self.password.setPlaceholderText(self.tr("If the table has one"))


class LobbyDialog(TranslatedDialog):
    """Before the deal: who sits where, the rules; the host's owner changes them and starts.

    ``seated`` is emitted with the seat's state once the first hand is dealt;
    the dialog then closes and the window opens the board.
    """

    seated = Signal(object)

    def __init__(self, link: NetLink, parent: QWidget | None = None, *, invite: tuple[str, str] | None = None) -> None:
        """``invite``: for the table this app hosts, the address friends type and the interface it is on."""
        super().__init__(parent)
        self.link = link
        self.invite = invite
        self.invite_label = QLabel()
        self.invite_label.setWordWrap(True)
        self.invite_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.invite_label.setVisible(invite is not None)
        self.state = SeatState()
        self.welcome: Welcome | None = None
        self.lobby: Lobby | None = None
        self.seats = QListWidget()
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.seat_choice = QComboBox()
        self.seat_choice.activated.connect(lambda _index: self.link.send(Sit(int(self.seat_choice.currentData()))))
        self.rules_button = QPushButton()
        self.rules_button.clicked.connect(self.open_rules)
        self.start_button = QPushButton()
        self.start_button.clicked.connect(lambda: self.link.send(Start()))
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.reject)
        self.rules_dialog: RulesDialog | None = None
        row = QHBoxLayout()
        self.seat_label = QLabel()
        row.addWidget(self.seat_label)
        row.addWidget(self.seat_choice, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.rules_button)
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.invite_label)
        layout.addWidget(self.seats)
        layout.addLayout(row)
        layout.addWidget(self.rules_label)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.setMinimumWidth(420)
        link.welcomed.connect(self._welcomed)
        link.received.connect(self._received)
        link.refused.connect(self._refused)
        link.lost.connect(self._lost)
        self.retranslate_ui()

    @property
    def owner(self) -> bool:
        return self.welcome is not None and self.welcome.owner

    def _welcomed(self, welcome: Welcome) -> None:
        self.welcome = welcome
        self.status.setText(self.tr("Connected. Waiting for the host to start."))
        self._show()

    def _received(self, message: object) -> None:
        if isinstance(message, Lobby):
            self.lobby = message
            self._show()
        elif isinstance(message, Snapshot | Update) and not self.isHidden():
            self.state.apply(message)
            if self.state.view is not None:
                self.link.welcomed.disconnect(self._welcomed)
                self.link.received.disconnect(self._received)
                self.seated.emit(self.state)
                self.accept()
        elif isinstance(message, Error):
            self.status.setText(self.tr("The host said no: {reason}").format(reason=message.message))

    def _refused(self, code: str, message: str) -> None:
        reasons = {
            "password": self.tr("The password is wrong."),
            "started": self.tr("This table has already started."),
            "version": self.tr("The host runs a different version of Fengyu."),
            "throttled": self.tr("Too many wrong tries from this computer: wait a little and try again."),
            "full": self.tr("The table and its lobby are full."),
        }
        self.status.setText(reasons.get(code, message))
        self._show()

    def _lost(self, reason: str) -> None:
        self.status.setText(self.tr("Cannot reach the host: {reason}").format(reason=reason))

    def _show(self) -> None:
        lobby = self.lobby
        self.rules_button.setVisible(self.owner)
        self.start_button.setVisible(self.owner)
        self.start_button.setEnabled(lobby is not None and not lobby.started)
        if lobby is None:
            return
        self.seats.clear()
        for seat, info in enumerate(lobby.seats):
            where = names.seat_name(seat, 0)
            if info.state == "player" and info.idle:
                who = self.tr("{name} (idle: a computer player plays for now)").format(name=info.name)
            elif info.state == "player":
                who = info.name if info.connected else self.tr("{name} (away)").format(name=info.name)
            elif info.state == "open":
                who = self.tr("free — a computer player if nobody sits here")
            else:
                who = self.tr("computer player ({level})").format(level=names.name("level", info.name))
            self.seats.addItem(f"{where}: {who}")
        self.seat_choice.clear()
        mine = self.welcome.seat if self.welcome is not None else -1
        for seat, info in enumerate(lobby.seats):
            if info.state == "open" or seat == mine:
                self.seat_choice.addItem(names.seat_name(seat, 0), seat)
        rules_class = game_spec(lobby.game).rules
        preset = matching_preset(rules_class, lobby.rules)
        if preset is not None:
            rules = names.preset_label(lobby.game, preset)
        elif plain_json(rules_class()) == lobby.rules:
            rules = self.tr("default rules")  # a game without presets (Guafeng) at its defaults
        else:
            rules = self.tr("custom rules")
        hands = self.tr("{n} hands").format(n=lobby.hands) if lobby.hands else self.tr("unlimited hands")
        self.rules_label.setText(
            self.tr("{game}: {rules}, {hands}").format(game=names.name("game", lobby.game), rules=rules, hands=hands)
        )

    def open_rules(self) -> RulesDialog | None:
        lobby = self.lobby
        if lobby is None:
            return None
        dialog = RulesDialog(lobby.game, lobby.rules, parent=self)
        dialog.accepted.connect(lambda: self.link.send(Configure(dialog.rules_json(), lobby.hands)))
        self.rules_dialog = dialog
        dialog.open()
        return dialog

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Table Lobby"))
        self.seat_label.setText(self.tr("Your seat:"))
        self.rules_button.setText(self.tr("&Rules…"))
        self.start_button.setText(self.tr("&Start"))
        self.leave_button.setText(self.tr("&Leave"))
        if self.invite is not None:
            address, interface = self.invite
            text = self.tr("Friends join at {address} (this computer's network {interface}).")
            self.invite_label.setText(text.format(address=address.removeprefix("ws://"), interface=interface))
        if self.welcome is None:
            self.status.setText(self.tr("Connecting…"))
        self._show()
