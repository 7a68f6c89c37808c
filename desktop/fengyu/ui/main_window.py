"""The main window: menus, the welcome page, the table in play, and the dialogs around it.

The window owns at most one match at a time: a ``SeatSession`` (for a game on
this machine, a ``LocalSession`` over a ``Table`` autosaved to the app's data
folder after every action) and the board that shows it (``fengyu.ui.tables``).
Starting the app offers to resume a match that was left unfinished — however
the app ended.
"""

from __future__ import annotations

import dataclasses
import secrets
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from fengyu import __version__
from fengyu.core.rng import SEED_LIMIT
from fengyu.table.config import MatchConfig
from fengyu.table.games import HandResult
from fengyu.table.save import SaveError, set_aside
from fengyu.table.table import Table
from fengyu.ui.art.glyphs import LETTERING_FAMILY, LETTERING_FILE
from fengyu.ui.cards.combinations import CombinationsHelp
from fengyu.ui.cards.table import CardTable
from fengyu.ui.dialogs.new_game import NewGameDialog
from fengyu.ui.dialogs.rules import RulesDialog
from fengyu.ui.dialogs.settlement import HistoryDialog, SettlementDialog, writer
from fengyu.ui.mahjong.board import Board
from fengyu.ui.messages import ask, tell
from fengyu.ui.names import name
from fengyu.ui.net.play import NetworkPlay
from fengyu.ui.preferences import LANGUAGE_NAMES, Preferences, PreferencesDialog
from fengyu.ui.session import LocalSession, SeatSession, WorkerProcess
from fengyu.ui.sounds import Sounds
from fengyu.ui.table_common import texts
from fengyu.ui.tables import TableBoard, board_class
from fengyu.ui.translations import LANGUAGES, Translations
from fengyu.ui.ui_font import UI_FAMILY, UI_LICENCE

AUTOSAVE = "autosave.json"
OFL = "SIL Open Font License 1.1"
MINIMUM_SIZE = (760, 540)
"""The smallest window every table is laid out for without a word cut or two panels overlapping."""


class MainWindow(QMainWindow):
    def __init__(self, translations: Translations, preferences: Preferences, data_dir: Path) -> None:
        super().__init__()
        self._translations = translations
        self.preferences = preferences
        self.autosave = data_dir / AUTOSAVE
        self.sounds = Sounds(data_dir / "sounds", preferences.sounds)
        self.session: SeatSession | None = None
        self.board: TableBoard | None = None
        self.dialog: QWidget | None = None
        """The dialog most recently opened over the table (settlement, rules, history …)."""
        self.setMinimumSize(*MINIMUM_SIZE)
        self.resize(1180, 800)

        self.welcome = QWidget()
        self.welcome_text = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.welcome_text.setWordWrap(True)
        font = self.welcome_text.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.welcome_text.setFont(font)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.new_game)
        self.resume_button = QPushButton()
        self.resume_button.clicked.connect(self.resume)
        column = QVBoxLayout(self.welcome)
        column.addStretch(2)
        column.addWidget(self.welcome_text)
        column.addSpacing(24)
        for button in (self.new_button, self.resume_button):
            button.setMinimumHeight(40)
            button.setMinimumWidth(240)
            column.addWidget(button, alignment=Qt.AlignmentFlag.AlignHCenter)
        column.addStretch(3)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)

        self.game_menu = self.menuBar().addMenu("")
        self.new_action = QAction(self, shortcut=QKeySequence.StandardKey.New, triggered=self.new_game)
        self.resume_action = QAction(self, triggered=self.resume)
        self.next_hand_action = QAction(self, shortcut="Ctrl+Return", triggered=self.next_hand)
        self.qian_kun_action = QAction(self, checkable=True)
        """Order 乾坤大挪移 (§6.3) for the next deal; it is placed when that hand starts."""
        self.rules_action = QAction(self, triggered=self.show_rules)
        self.history_action = QAction(self, shortcut="Ctrl+H", triggered=self.show_history)
        self.quit_action = QAction(self, shortcut="Ctrl+Q", triggered=self.close)
        for action in (self.new_action, self.resume_action, self.next_hand_action, self.qian_kun_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.rules_action)
        self.game_menu.addAction(self.history_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

        self.network = NetworkPlay(self)
        self.network_menu = self.menuBar().addMenu("")
        self.host_action = QAction(self, triggered=self.network.host_table)
        self.join_action = QAction(self, triggered=self.network.join_table)
        self.resume_hosting_action = QAction(self, triggered=self.network.resume_hosting)
        self.network_menu.addAction(self.host_action)
        self.network_menu.addAction(self.join_action)
        self.network_menu.addAction(self.resume_hosting_action)

        self.settings_menu = self.menuBar().addMenu("")
        self.preferences_action = QAction(self, shortcut=QKeySequence.StandardKey.Preferences)
        self.preferences_action.triggered.connect(self.show_preferences)
        self.settings_menu.addAction(self.preferences_action)

        self.language_menu = self.menuBar().addMenu("")
        group = QActionGroup(self, exclusive=True)
        self.language_actions: dict[str, QAction] = {}
        for code in LANGUAGES:
            action = QAction(LANGUAGE_NAMES[code], self, checkable=True)
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action

        self.help_menu = self.menuBar().addMenu("")
        self.keys_action = QAction(self, shortcut="F1", triggered=self.show_keys)
        self.combinations_action = QAction(self, triggered=self.show_combinations)
        self.about_action = QAction(self, triggered=self.show_about)
        self.help_menu.addAction(self.keys_action)
        self.help_menu.addAction(self.combinations_action)
        self.help_menu.addAction(self.about_action)
        self.retranslate_ui()
        self._update_actions()

    # -- language -------------------------------------------------------------------------------

    def set_language(self, language: str) -> None:
        self._translations.use(language)
        self.preferences.language = language

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Fengyu"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New Game…"))
        self.resume_action.setText(self.tr("&Resume Saved Game"))
        self.next_hand_action.setText(self.tr("Ne&xt Hand"))
        self.qian_kun_action.setText(
            self.tr("Use {item} in the Next Hand").format(item=name("item", "qian_kun_da_nuo_yi"))
        )
        self.rules_action.setText(self.tr("&Rules of This Game…"))
        self.history_action.setText(self.tr("Hand &History…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.network_menu.setTitle(self.tr("&Network"))
        self.host_action.setText(self.tr("&Host a Table…"))
        self.join_action.setText(self.tr("&Join a Table…"))
        self.resume_hosting_action.setText(self.tr("&Resume Hosted Game"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.preferences_action.setText(self.tr("&Preferences…"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.keys_action.setText(self.tr("&Keys and Badges at the Table"))
        self.combinations_action.setText(self.tr("Guafeng's &Combinations…"))
        self.about_action.setText(self.tr("&About Fengyu"))
        self.language_actions[self._translations.language].setChecked(True)
        self.welcome_text.setText(self.tr("Wind and rain at one table: Sichuan mahjong, Paofeng mahjong and Guafeng."))
        self.new_button.setText(self.tr("New Game"))
        self.resume_button.setText(self.tr("Resume Saved Game"))
        if self.board is not None:
            self.board.retranslate()

    @property
    def table(self) -> Table | None:
        """The table of a game played on this machine (None for none, or for a seat at a remote host)."""
        return self.session.table if isinstance(self.session, LocalSession) else None

    def _update_actions(self) -> None:
        session = self.session
        resumable = self.autosave.exists() and session is None
        self.resume_action.setEnabled(resumable)
        self.resume_button.setVisible(resumable)
        self.next_hand_action.setEnabled(session is not None and session.hand_over and not session.match_over)
        self.qian_kun_action.setVisible(session is not None and "qian_kun_da_nuo_yi" in session.pre_order_items())
        self.rules_action.setEnabled(session is not None)
        self.history_action.setEnabled(session is not None and bool(session.history))

    # -- matches -------------------------------------------------------------------------------------

    def offer_resume(self) -> None:
        """At start-up: offer to carry on the match the app was playing when it last stopped."""
        if not self.autosave.exists():
            return
        self.dialog = ask(
            self, self.tr("Resume"), self.tr("A game was left unfinished. Resume it where it stopped?"), self.resume
        )

    def resume(self) -> Table | None:
        """Open the autosaved match; an unreadable save is explained and set aside, never lost."""
        if not self.autosave.exists():
            return None
        processes = WorkerProcess()
        try:
            table = Table.resume(self.autosave, processes=processes)
        except SaveError as error:
            kept = set_aside(self.autosave)
            self.dialog = tell(
                self,
                self.tr("Cannot resume"),
                self.tr("The saved game cannot be resumed: {reason}.\n\nThe file was kept as {path}.").format(
                    reason=str(error), path=str(kept)
                ),
                QMessageBox.Icon.Warning,
            )
            self._update_actions()
            return None
        self.open_table(table, processes)
        return table

    def new_game(self) -> None:
        dialog = NewGameDialog(self.preferences.last_match, parent=self)
        self.dialog = dialog
        dialog.accepted.connect(lambda: self._start(dialog.config()))
        dialog.open()

    def _start(self, config: MatchConfig) -> None:
        self.preferences.last_match = config
        self.start_match(config)

    def start_match(self, config: MatchConfig) -> Table:
        """Begin a new match (it replaces any match in play, whose save it overwrites)."""
        processes = WorkerProcess()
        table = Table(config, autosave=self.autosave, processes=processes)
        self.open_table(table, processes)
        return table

    def open_table(self, table: Table, processes: WorkerProcess) -> None:
        seat = table.config.human_seats[0] if table.config.human_seats else 0
        self.open_session(LocalSession(table, seat, processes))

    def open_session(self, session: SeatSession) -> None:
        """Show a table through ``session`` (local, or a seat at a LAN host)."""
        self.close_table()
        self.session = session
        board = board_class(session.config.game)(session, self.sounds)
        self.board = board  # type: ignore[assignment]
        board.set_speed(self.preferences.animation_factor)
        board.set_felt(self.preferences.table_colour)
        board.hand_finished.connect(self._hand_finished)
        session.stepped.connect(lambda _step: self._update_actions())
        self.stack.addWidget(board)
        self.stack.setCurrentWidget(board)
        board.setFocus()
        board.start()
        self._update_actions()

    def close_table(self) -> None:
        if self.session is not None:
            self.session.close()
        board = self.board
        if isinstance(board, QWidget):
            self.stack.removeWidget(board)
            board.deleteLater()
        self.session = self.board = None
        self.stack.setCurrentWidget(self.welcome)

    def seat_names(self) -> list[str]:
        session, board = self.session, self.board
        assert session is not None
        assert board is not None
        return [texts.seat_label(spec, seat, board.seat) for seat, spec in enumerate(session.config.seats)]

    def _start_coins(self) -> int | None:
        session = self.session
        return session.config.coins if session is not None and session.playing_for_coins else None

    def _hand_finished(self, result: HandResult) -> None:
        session, board = self.session, self.board
        assert session is not None
        assert board is not None
        self._update_actions()
        dialog = SettlementDialog(
            result,
            board.seat,
            session.history,
            seat_names=self.seat_names(),
            start_coins=self._start_coins(),
            parent=self,
        )
        self.dialog = dialog
        dialog.finished.connect(lambda _code: self._after_settlement())
        dialog.open()

    def _after_settlement(self) -> None:
        session = self.session
        if session is None:
            return
        if session.match_over:  # each game words its end (standings of points, or the sides' levels)
            self.match_over()
            return
        self.next_hand()

    def match_over(self) -> QMessageBox | None:
        """Say how the match ended, and offer the same match again (new deals) or to stay at the table."""
        session = self.session
        if session is None or not session.history:
            return None
        summary = writer(session.history[-1], self.seat_names()).match_over(session.totals())
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Match over"), summary, parent=self)
        again = box.addButton(self.tr("&Play Again"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Close)
        box.setDefaultButton(again)
        config = session.config if isinstance(session, LocalSession) else None
        again.setVisible(config is not None)  # a LAN seat's host decides what comes next
        if config is not None:
            again.clicked.connect(
                lambda: self.start_match(dataclasses.replace(config, seed=secrets.randbelow(SEED_LIMIT)))
            )
        self.dialog = box
        box.open()
        return box

    def next_hand(self) -> None:
        session, board = self.session, self.board
        if session is None or board is None or not session.hand_over or session.match_over:
            return
        if self.qian_kun_action.isChecked() and self.qian_kun_action.isVisible():
            session.pre_order("qian_kun_da_nuo_yi")
            self.qian_kun_action.setChecked(False)
        board.next_hand()
        self._update_actions()

    # -- dialogs ------------------------------------------------------------------------------------------

    def show_rules(self) -> RulesDialog | None:
        if self.session is None:
            return None
        config = self.session.config
        dialog = RulesDialog(config.game, config.rules, read_only=True, parent=self)
        self.dialog = dialog
        dialog.open()
        return dialog

    def show_history(self) -> HistoryDialog | None:
        session, board = self.session, self.board
        if session is None or board is None or not session.history:
            return None
        dialog = HistoryDialog(
            session.history, board.seat, seat_names=self.seat_names(), start_coins=self._start_coins(), parent=self
        )
        self.dialog = dialog
        dialog.open()
        return dialog

    def show_preferences(self) -> PreferencesDialog:
        dialog = PreferencesDialog(self.preferences, parent=self)
        self.dialog = dialog
        dialog.accepted.connect(self._apply_preferences)
        dialog.open()
        return dialog

    def _apply_preferences(self) -> None:
        self.sounds.enabled = self.preferences.sounds
        if self.preferences.language != self._translations.language:
            self._translations.use(self.preferences.language)
        if self.board is not None:
            self.board.set_speed(self.preferences.animation_factor)
            self.board.set_felt(self.preferences.table_colour)

    def show_keys(self) -> QMessageBox:
        """The keys of the game on the table, and what every badge on its plates means (F1)."""
        board = self.board
        if board is None:  # no game on the table: the badges of every table
            return self._tell_keys([], [*Board.legend(), *CardTable.legend()])
        return self._tell_keys(board.key_rows(), board.legend())

    def _tell_keys(self, rows: list[tuple[str, str]], legend: list[str]) -> QMessageBox:
        text = "\n".join(f"{key}\t{what}" for key, what in rows)
        if legend:
            text += ("\n\n" if text else "") + self.tr("Badges on the plates:") + "\n" + "\n".join(legend)
        box = tell(self, self.tr("Keys at the table"), text)
        self.dialog = box
        return box

    def show_combinations(self) -> CombinationsHelp:
        dialog = CombinationsHelp(self)
        self.dialog = dialog
        dialog.open()
        return dialog

    def show_about(self) -> QMessageBox:
        """The version, and the credits and licences of what the app carries (its fonts, Qt)."""
        lines = [
            self.tr("Fengyu {version}: three games of wind and rain, against AI opponents or friends.").format(
                version=__version__
            ),
            "",
            self.tr("Credits and licences:"),
            self.tr(
                "• Interface text: {face}, a subset of Noto Sans CJK SC (Adobe, Google), {licence} ({file})"
            ).format(face=UI_FAMILY, licence=OFL, file=UI_LICENCE.name),
            self.tr("• Tile and card lettering: {face}, a subset of Noto Serif CJK SC Bold, {licence} ({file})").format(
                face=LETTERING_FAMILY, licence=OFL, file=LETTERING_FILE.with_name("lettering-LICENSE.txt").name
            ),
            self.tr("• Qt and Qt for Python (PySide6): The Qt Company, GNU LGPL 3"),
            self.tr("• Tiles, cards, sounds and icon: drawn by Fengyu's own code"),
        ]
        box = tell(self, self.tr("About Fengyu"), "\n".join(lines))
        self.dialog = box
        return box

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        """The match is already saved after every action: closing only stops the workers."""
        self.close_table()
        self.network.stop_hosting()
        super().closeEvent(event)
