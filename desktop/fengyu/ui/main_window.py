"""The main window: menus, the welcome page, the table in play, and the dialogs around it.

The window owns at most one match at a time: a ``SeatSession`` (for a game on
this machine, a ``LocalSession`` over a ``Table`` autosaved to the app's data
folder after every action) and the board that shows it (``fengyu.ui.tables``).
Starting the app offers to resume a match that was left unfinished — however
the app ended.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from fengyu import __version__
from fengyu.games.registry import games
from fengyu.ui.home.screen import HomeScreen
from fengyu.ui.messages import ask, tell
from fengyu.ui.names import name
from fengyu.ui.net.play import NetworkPlay
from fengyu.ui.preferences import LANGUAGE_NAMES, Preferences, PreferencesDialog
from fengyu.ui.translations import LANGUAGES, Translations
from fengyu.ui.ui_font import UI_FAMILY, UI_LICENCE

# The engines, bots, boards, dialogs and windows load when first needed (fengyu.ui.app.DEFERRED loads the
# usual ones right after the first frame), and so do the records database, the saved game's reader, the
# sounds and the message schemas (msgspec): the first frame, the home screen without its data, needs none of
# them. ``Qt`` (the namespace) is read at the call, never imported here: its hundreds of enums cost PySide
# more than the whole home screen, and nothing before the first frame needs one of them.
if TYPE_CHECKING:
    from fengyu.table.config import MatchConfig
    from fengyu.table.driver import WorkerProcess
    from fengyu.table.games import HandResult
    from fengyu.table.records import HandRecorder, RecordStore
    from fengyu.table.replay_file import HandFile, HandFileError
    from fengyu.table.table import Table
    from fengyu.ui.cards.combinations import CombinationsHelp
    from fengyu.ui.dialogs.rules import RulesDialog
    from fengyu.ui.dialogs.settlement import HistoryDialog
    from fengyu.ui.guide import GuideDialog, PatternTableDialog
    from fengyu.ui.records.keeper import SeatHandKeeper
    from fengyu.ui.records.replay_window import ReplayWindow
    from fengyu.ui.records.stats_window import StatisticsWindow
    from fengyu.ui.result.screen import ResultScreen
    from fengyu.ui.session import SeatSession
    from fengyu.ui.sounds import Sounds
    from fengyu.ui.table_common.view import SeatTableView
    from fengyu.ui.tutorial.coach import Coach

AUTOSAVE = "autosave.json"
OFL = "SIL Open Font License 1.1"
MINIMUM_SIZE = (760, 540)
"""The smallest window every table is laid out for without a word cut or two panels overlapping."""


class AfterPaint(QObject):
    """Calls ``then`` once, just after each of ``widgets`` has been painted (the paint has reached the screen)."""

    def __init__(self, widgets: Sequence[QWidget], then: Callable[[], object]) -> None:
        super().__init__(widgets[0])
        self._waiting = set(widgets)
        self._then = then
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and watched in self._waiting:
            self._waiting.discard(watched)
            watched.removeEventFilter(self)
            if not self._waiting:
                QTimer.singleShot(0, self._then)  # after this paint has been delivered
        return False


class MainWindow(QMainWindow):
    first_frame = Signal()
    """The window's first paint has reached the screen (what ``fengyu --first-frame`` times)."""
    completed = Signal()
    """The home screen is whole: its previews painted, its records and the saved game shown (``complete``)."""

    def __init__(self, translations: Translations, preferences: Preferences, data_dir: Path) -> None:
        super().__init__()
        self._translations = translations
        self.preferences = preferences
        self.data_dir = data_dir
        self.autosave = data_dir / AUTOSAVE
        self.session: SeatSession | None = None
        self.board: SeatTableView | None = None
        self.dialog: QWidget | None = None
        """The dialog most recently opened over the table (result, rules, history …)."""
        self.result_screen: ResultScreen | None = None
        """The finished hand's result over the table, until the next hand is dealt."""
        self.keeper: HandRecorder | SeatHandKeeper | None = None
        self.record_window: QWidget | None = None
        """The statistics or replay window most recently opened."""
        self.setMinimumSize(*MINIMUM_SIZE)
        self.resize(1180, 800)

        self.welcome = HomeScreen(preferences.table_colour)
        """The home screen: the three games to play, continue, learn; LAN play; the statistics."""
        self.welcome.quick_play.connect(self.quick_play)
        self.welcome.continue_game.connect(self.resume)
        self.welcome.new_game.connect(self.new_game)
        self.welcome.how_to_play.connect(self.show_guide)
        self.welcome.guided_hand.connect(self.guided_hand)
        self.welcome.show_statistics.connect(self.show_statistics)
        self.welcome.open_hand.connect(self.open_hand)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)

        self.game_menu = self.menuBar().addMenu("")
        self.new_action = self._action(self.new_game, QKeySequence.StandardKey.New)
        self.resume_action = self._action(self.resume)
        self.next_hand_action = self._action(self.next_hand, "Ctrl+Return")
        self.pause_action = QAction(self, checkable=True)
        self.pause_action.toggled.connect(self.set_paused)
        self.pause_action.setShortcuts([QKeySequence("Ctrl+P"), QKeySequence("Pause")])
        """Stops the bots and the player's clock of a table on this machine (and shows it is paused)."""
        self.qian_kun_action = QAction(self, checkable=True)
        """Order 乾坤大挪移 (§6.3) for the next deal; it is placed when that hand starts."""
        self.rules_action = self._action(self.show_rules)
        self.history_action = self._action(self.show_history, "Ctrl+H")
        # (a method with an optional argument would receive the checked flag that ``triggered`` carries)
        self.statistics_action = self._action(lambda: self.show_statistics())  # noqa: PLW0108
        self.open_hand_action = self._action(lambda: self.open_hand(), QKeySequence.StandardKey.Open)  # noqa: PLW0108
        self.quit_action = self._action(self.close, "Ctrl+Q")
        for action in (
            self.new_action,
            self.resume_action,
            self.next_hand_action,
            self.pause_action,
            self.qian_kun_action,
        ):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.rules_action)
        self.game_menu.addAction(self.history_action)
        self.game_menu.addAction(self.statistics_action)
        self.game_menu.addAction(self.open_hand_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

        self.network = NetworkPlay(self)
        self.welcome.host_table.connect(self.network.host_table)
        self.welcome.join_table.connect(self.network.join_table)
        self.network_menu = self.menuBar().addMenu("")
        self.host_action = self._action(self.network.host_table)
        self.join_action = self._action(self.network.join_table)
        self.resume_hosting_action = self._action(self.network.resume_hosting)
        self.network_menu.addAction(self.host_action)
        self.network_menu.addAction(self.join_action)
        self.network_menu.addAction(self.resume_hosting_action)

        self.settings_menu = self.menuBar().addMenu("")
        self.preferences_action = self._action(self.show_preferences, QKeySequence.StandardKey.Preferences)
        self.settings_menu.addAction(self.preferences_action)
        self.counter_action = QAction(self, checkable=True, checked=preferences.card_counter)
        self.counter_action.toggled.connect(self.set_card_counter)
        self.settings_menu.addAction(self.counter_action)

        self.language_menu = self.menuBar().addMenu("")
        group = QActionGroup(self, exclusionPolicy=QActionGroup.ExclusionPolicy.Exclusive)
        self.language_actions: dict[str, QAction] = {}
        for code in LANGUAGES:
            action = QAction(LANGUAGE_NAMES[code], self, checkable=True)
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action

        self.help_menu = self.menuBar().addMenu("")
        self.keys_action = self._action(self.show_keys, "F2")  # F1 is How to Play (HelpContents)
        self.combinations_action = self._action(self.show_combinations)
        self.about_action = self._action(self.show_about)
        self.guide_action = self._action(self.show_guide, QKeySequence.StandardKey.HelpContents)
        self.patterns_action = self._action(self.show_patterns)
        self.help_menu.addAction(self.guide_action)
        self.guided_menu = self.help_menu.addMenu("")
        for code in games():
            self.guided_menu.addAction(name("game", code), self._guided_hand_of(code))
        self.help_menu.addAction(self.patterns_action)
        self.help_menu.addAction(self.keys_action)
        self.help_menu.addAction(self.combinations_action)
        self.help_menu.addAction(self.about_action)
        self.retranslate_ui()
        self._completing = False
        self._data_shown = False
        self.home_complete = False
        """The home screen shows everything (``completed`` was sent); its first frame shows all but the previews'
        tables, the records and the saved game."""
        self._update_actions()
        AfterPaint([self], self._first_frame_shown)

    @cached_property
    def records(self) -> RecordStore:
        """The player's statistics and kept hands (战绩, 牌谱), opened (on a first start, created) on first use."""
        from fengyu.table.records import RECORDS_FILE, RecordStore  # noqa: PLC0415 - after the first frame

        return RecordStore(self.data_dir / RECORDS_FILE)

    @cached_property
    def sounds(self) -> Sounds:
        from fengyu.ui.sounds import Sounds  # noqa: PLC0415 - the first sound comes at a table

        return Sounds(self.data_dir / "sounds", self.preferences.sounds)

    def _first_frame_shown(self) -> None:
        self.first_frame.emit()
        self.complete()

    def complete(self) -> None:
        """Fill in what the first frame leaves out: the previews' tables, then each game's record and the saved game.

        They need the tile and card painters, the records database (created on a first start) and the save's
        reader, none of which the window's first frame waits for. The tables come first (the most of the page),
        the data once they are on screen; ``completed`` follows once the records are painted too.
        """
        if self._completing:
            return
        self._completing = True
        self.welcome.show_tables()
        if self.stack.currentWidget() is self.welcome:
            AfterPaint([card.preview for card in self.welcome.cards.values()], self._show_home_data)
        else:  # a table opened at once (``fengyu play``): the home screen is filled in when it shows again
            self._show_home_data()

    def _show_home_data(self) -> None:
        self._data_shown = True
        self._update_actions()
        if self.stack.currentWidget() is self.welcome:
            AfterPaint([card.record for card in self.welcome.cards.values()], self._home_completed)
        else:
            self._home_completed()

    def _home_completed(self) -> None:
        self.home_complete = True
        self.completed.emit()

    def _action(
        self, triggered: Callable[[], object], shortcut: QKeySequence.StandardKey | str | None = None
    ) -> QAction:
        """A menu item of this window that calls ``triggered`` (its text comes with ``retranslate_ui``)."""
        action = QAction(self)
        # setShortcuts, not setShortcut: resolving the latter's overloads makes PySide build the Qt namespace.
        if isinstance(shortcut, str):
            action.setShortcuts([QKeySequence(shortcut)])
        elif shortcut is not None:
            action.setShortcuts(shortcut)  # every binding the platform has for it
        action.triggered.connect(triggered)
        return action

    def _guided_hand_of(self, game: str) -> Callable[[], object]:
        """What the guided first hand's menu item of ``game`` calls."""
        return lambda: self.guided_hand(game)

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
        self.pause_action.setText(self.tr("&Pause"))
        self.qian_kun_action.setText(
            self.tr("Use {item} in the Next Hand").format(item=name("item", "qian_kun_da_nuo_yi"))
        )
        self.rules_action.setText(self.tr("&Rules of This Game…"))
        self.history_action.setText(self.tr("Hand &History…"))
        self.statistics_action.setText(self.tr("&Statistics and Kept Hands…"))
        self.open_hand_action.setText(self.tr("&Open Hand…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.network_menu.setTitle(self.tr("&Network"))
        self.host_action.setText(self.tr("&Host a Table…"))
        self.join_action.setText(self.tr("&Join a Table…"))
        self.resume_hosting_action.setText(self.tr("&Resume Hosted Game"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.preferences_action.setText(self.tr("&Preferences…"))
        self.counter_action.setText(self.tr("Guafeng's &Card Counter (C)"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.guide_action.setText(self.tr("How to &Play"))
        self.patterns_action.setText(self.tr("&Pattern Table"))
        self.guided_menu.setTitle(self.tr("&Guided First Hand"))
        for action, code in zip(self.guided_menu.actions(), games(), strict=True):
            action.setText(name("game", code))
        self.keys_action.setText(self.tr("&Keys and Badges at the Table"))
        self.combinations_action.setText(self.tr("Guafeng's &Combinations…"))
        self.about_action.setText(self.tr("&About Fengyu"))
        self.language_actions[self._translations.language].setChecked(True)
        if self.board is not None:
            self.board.retranslate()

    @property
    def table(self) -> Table | None:
        """The table of a game played on this machine (None for none, or for a seat at a remote host)."""
        from fengyu.ui.session import LocalSession  # noqa: PLC0415 - loaded after the first frame

        return self.session.table if isinstance(self.session, LocalSession) else None

    def _update_actions(self) -> None:
        session = self.session
        resumable = self.autosave.exists() and session is None
        self.resume_action.setEnabled(resumable)
        if self.stack.currentWidget() is self.welcome and self._data_shown:
            self.welcome.show_saved(self._saved_game() if resumable else None)
            self.welcome.show_records({game: self.records.stats(game) for game in self.welcome.cards})
        self.next_hand_action.setEnabled(session is not None and session.hand_over and not session.match_over)
        self.pause_action.setEnabled(session is not None and session.can_pause)
        self.qian_kun_action.setVisible(session is not None and "qian_kun_da_nuo_yi" in session.pre_order_items())
        self.rules_action.setEnabled(session is not None)
        self.history_action.setEnabled(session is not None and bool(session.history))

    # -- matches -------------------------------------------------------------------------------------

    def offer_resume(self) -> None:
        """At start-up: say if the statistics had to start afresh; offer to carry on the match left unfinished."""
        if self.records.problem is not None:
            self.dialog = tell(
                self,
                self.tr("Statistics"),
                self.tr("The statistics could not be read: {reason}.").format(reason=self.records.problem),
                QMessageBox.Icon.Warning,
            )
        if not self.autosave.exists():
            return
        self.dialog = ask(
            self, self.tr("Resume"), self.tr("A game was left unfinished. Resume it where it stopped?"), self.resume
        )

    def resume(self) -> Table | None:
        """Open the autosaved match; an unreadable save is explained and set aside, never lost."""
        from fengyu.table.driver import WorkerProcess  # noqa: PLC0415 - loaded after the first frame
        from fengyu.table.save import SaveError, set_aside  # noqa: PLC0415 - loaded after the first frame
        from fengyu.table.table import Table  # noqa: PLC0415 - loaded after the first frame

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

    def _saved_game(self) -> str | None:
        """The game of the saved match (None if it cannot be read: resuming it will say why)."""
        from fengyu.table.save import SaveError, read_log  # noqa: PLC0415 - loaded after the first frame

        try:
            return str(read_log(self.autosave).header["config"]["game"])
        except (SaveError, KeyError, TypeError):
            return None

    def _last_settings(self, game: str | None) -> MatchConfig | None:
        """The last New Game settings, or (for another game) that game's defaults with the player's name."""
        from fengyu.table.config import MatchConfig  # noqa: PLC0415 - loaded after the first frame

        last = self.preferences.last_match
        if game is None or (last is not None and last.game == game):
            return last
        seats = last.seats[:1] if last is not None else ()
        return MatchConfig(game, {}, seats, 0)

    def quick_play(self, game: str) -> Table:
        """A new match of ``game`` at once, with the last settings (a fresh deal)."""
        from fengyu.ui.dialogs.new_game import NewGameDialog  # noqa: PLC0415 - loaded after the first frame

        dialog = NewGameDialog(self._last_settings(game), parent=self)
        if not dialog.player.text() and self.preferences.last_match is not None:
            dialog.player.setText(self.preferences.last_match.seats[0].name)
        config = dialog.config()
        dialog.deleteLater()
        return self._start(config)

    def new_game(self, game: str | None = None) -> None:
        from fengyu.ui.dialogs.new_game import NewGameDialog  # noqa: PLC0415 - loaded after the first frame

        dialog = NewGameDialog(self._last_settings(game), parent=self)
        self.dialog = dialog
        dialog.accepted.connect(lambda: self._start(dialog.config()))
        dialog.open()

    def _start(self, config: MatchConfig) -> Table:
        """A match the player asked for: its settings are remembered, and its first game offers the guide."""
        from fengyu.ui.guide import offer_guide  # noqa: PLC0415 - loaded after the first frame

        self.preferences.last_match = config
        table = self.start_match(config)
        offer_guide(self, self.preferences, config.game, lambda: self.show_guide(config.game))
        return table

    def guided_hand(self, game: str) -> Coach:
        """The guided first hand of ``game`` with its coach: a fixed deal, neither saved over the player's game nor
        counted in their statistics."""
        from fengyu.table.driver import WorkerProcess  # noqa: PLC0415 - loaded after the first frame
        from fengyu.table.table import Table  # noqa: PLC0415 - loaded after the first frame
        from fengyu.ui.cards.table import CardTable  # noqa: PLC0415 - loaded after the first frame
        from fengyu.ui.mahjong.board import Board  # noqa: PLC0415 - loaded after the first frame
        from fengyu.ui.tutorial import guided_match  # noqa: PLC0415 - loaded after the first frame
        from fengyu.ui.tutorial.coach import Coach  # noqa: PLC0415 - loaded after the first frame

        processes = WorkerProcess()
        self.open_table(Table(guided_match(game, self.tr("You")), processes=processes), processes)
        if self.keeper is not None:
            self.keeper.detach()
            self.keeper = None
        assert isinstance(self.board, Board | CardTable)
        return Coach(self.board, game)

    def start_match(self, config: MatchConfig) -> Table:
        """Begin a new match (it replaces any match in play, whose save it overwrites)."""
        from fengyu.table.driver import WorkerProcess  # noqa: PLC0415 - loaded after the first frame
        from fengyu.table.table import Table  # noqa: PLC0415 - loaded after the first frame

        processes = WorkerProcess()
        table = Table(config, autosave=self.autosave, processes=processes)
        self.open_table(table, processes)
        return table

    def open_table(self, table: Table, processes: WorkerProcess) -> None:
        from fengyu.ui.session import LocalSession  # noqa: PLC0415 - loaded after the first frame

        seat = table.config.human_seats[0] if table.config.human_seats else 0
        self.open_session(LocalSession(table, seat, processes, clocks=self.preferences.offline_clocks))

    def open_session(self, session: SeatSession) -> None:
        """Show a table through ``session`` (local, or a seat at a LAN host)."""
        from fengyu.table.records import HandRecorder  # noqa: PLC0415 - loaded after the first frame
        from fengyu.ui.cards.table import CardTable  # noqa: PLC0415 - loaded after the first frame
        from fengyu.ui.records.keeper import SeatHandKeeper  # noqa: PLC0415 - loaded after the first frame
        from fengyu.ui.session import LocalSession  # noqa: PLC0415 - loaded after the first frame
        from fengyu.ui.tables import board_class  # noqa: PLC0415 - loaded after the first frame

        self.close_table()
        self.session = session
        self.keeper = (  # every hand finished here is counted and kept
            HandRecorder(self.records, session.table, session.seat)
            if isinstance(session, LocalSession)
            else SeatHandKeeper(self.records, session)
        )
        board = board_class(session.config.game)(session, self.sounds)
        self.board = board
        board.set_speed(self.preferences.animation_factor)
        board.set_felt(self.preferences.table_colour)
        board.hand_finished.connect(self._hand_finished)
        if isinstance(board, CardTable):
            board.counter.set_wanted(self.preferences.card_counter)
            board.counter.toggled.connect(self.counter_action.setChecked)
        session.stepped.connect(lambda _step: self._update_actions())
        self.stack.addWidget(board)
        self.stack.setCurrentWidget(board)
        board.setFocus()
        board.start()
        self._update_actions()

    def close_table(self) -> None:
        if self.dialog is not None and self.dialog is self.result_screen:
            self.dialog = None
        self.result_screen = None  # it goes with the board
        self.pause_action.setChecked(False)
        if self.session is not None:
            self.session.close()
        if self.keeper is not None:
            self.keeper.detach()
            self.keeper = None
        board = self.board
        if board is not None:
            # its director may still catch up with a hand's end before it is deleted: that is no longer ours
            board.hand_finished.disconnect(self._hand_finished)
            self.stack.removeWidget(board)
            board.deleteLater()
        self.session = self.board = None
        self.stack.setCurrentWidget(self.welcome)
        self._update_actions()

    def seat_names(self) -> list[str]:
        from fengyu.ui.table_common import texts  # noqa: PLC0415 - loaded after the first frame

        session, board = self.session, self.board
        assert session is not None
        assert board is not None
        return [texts.seat_label(spec, seat, board.seat) for seat, spec in enumerate(session.config.seats)]

    def _start_coins(self) -> int | None:
        session = self.session
        return session.config.coins if session is not None and session.playing_for_coins else None

    def _hand_finished(self, result: HandResult) -> None:
        from fengyu.ui.result.screen import ResultScreen  # noqa: PLC0415 - loaded after the first frame
        from fengyu.ui.session import LocalSession  # noqa: PLC0415 - loaded after the first frame

        session, board = self.session, self.board
        assert session is not None
        assert board is not None
        self._dismiss_result()
        screen = ResultScreen(
            result,
            board.seat,
            session.history,
            seat_names=self.seat_names(),
            start_coins=self._start_coins(),
            match_over=session.match_over,
            can_play_again=isinstance(session, LocalSession),
            parent=board,
        )
        screen.next_hand_requested.connect(self.next_hand)
        screen.play_again_requested.connect(self.play_again)
        self.dialog = self.result_screen = screen
        screen.open()
        self._update_actions()

    def _dismiss_result(self) -> None:
        if self.result_screen is not None:
            self.result_screen.dismiss()
            if self.dialog is self.result_screen:
                self.dialog = None
            self.result_screen = None

    def play_again(self) -> Table | None:
        """A new match like the one just finished, on a new seed (only a table of this machine)."""
        import secrets  # noqa: PLC0415 - loaded after the first frame

        from fengyu.core.rng import SEED_LIMIT  # noqa: PLC0415 - loaded after the first frame
        from fengyu.ui.session import LocalSession  # noqa: PLC0415 - loaded after the first frame

        session = self.session
        if not isinstance(session, LocalSession):
            return None
        return self.start_match(dataclasses.replace(session.config, seed=secrets.randbelow(SEED_LIMIT)))

    def set_paused(self, paused: bool) -> None:
        """Pause or resume the table in play (the menu item and its keys, Ctrl+P and Pause)."""
        board = self.board
        if board is not None:
            board.set_paused(paused)
        actual = board is not None and board.paused
        if self.pause_action.isChecked() != actual:  # a table that cannot pause unticks the item
            self.pause_action.setChecked(actual)

    def next_hand(self) -> None:
        session, board = self.session, self.board
        if session is None or board is None or not session.hand_over or session.match_over:
            return
        if self.qian_kun_action.isChecked() and self.qian_kun_action.isVisible():
            session.pre_order("qian_kun_da_nuo_yi")
            self.qian_kun_action.setChecked(False)
        self._dismiss_result()
        board.next_hand()
        self._update_actions()

    # -- dialogs ------------------------------------------------------------------------------------------

    def show_rules(self) -> RulesDialog | None:
        from fengyu.ui.dialogs.rules import RulesDialog  # noqa: PLC0415 - loaded after the first frame

        if self.session is None:
            return None
        config = self.session.config
        dialog = RulesDialog(config.game, config.rules, read_only=True, parent=self)
        self.dialog = dialog
        dialog.open()
        return dialog

    def show_history(self) -> HistoryDialog | None:
        from fengyu.ui.dialogs.settlement import HistoryDialog  # noqa: PLC0415 - loaded after the first frame

        session, board = self.session, self.board
        if session is None or board is None or not session.history:
            return None
        dialog = HistoryDialog(
            session.history,
            board.seat,
            seat_names=self.seat_names(),
            start_coins=self._start_coins(),
            replay=self.replay_kept if self.keeper is not None else None,
            parent=self,
        )
        self.dialog = dialog
        dialog.open()
        return dialog

    def replay_kept(self, result: HandResult) -> ReplayWindow | None:
        """Replay a hand of the match in play, as it was kept when it finished (a message if it was not)."""
        kept = self.records.hand_file(self.keeper.hand_id_of(result.index)) if self.keeper is not None else None
        if kept is None:
            self.dialog = tell(
                self,
                self.tr("Cannot replay"),
                self.tr("Hand {number} was not kept, so it cannot be replayed.").format(number=result.index + 1),
                QMessageBox.Icon.Warning,
            )
            return None
        return self.replay(kept)

    def show_guide(self, game: str | None = None) -> GuideDialog:
        from fengyu.ui.guide import GuideDialog  # noqa: PLC0415 - loaded after the first frame

        dialog = GuideDialog(game or (self.session.config.game if self.session else "sichuan"), parent=self)
        self.dialog = dialog
        dialog.open()
        return dialog

    def show_patterns(self) -> PatternTableDialog:
        from fengyu.ui.guide import PatternTableDialog  # noqa: PLC0415 - loaded after the first frame

        config = self.session.config if self.session is not None else None
        game, rules = (config.game, config.rules) if config is not None else ("sichuan", None)
        counts = {kind: self.records.pattern_counts(kind) for kind in games()}
        dialog = PatternTableDialog(game, rules, counts, parent=self)
        self.dialog = dialog
        dialog.open()
        return dialog

    def show_statistics(self, game: str | None = None) -> StatisticsWindow:
        """The player's record (of the game in play, or ``game``) and every kept hand, to replay."""
        from fengyu.ui.records.stats_window import StatisticsWindow  # noqa: PLC0415 - loaded after the first frame

        game = game or (self.session.config.game if self.session is not None else "sichuan")
        window = StatisticsWindow(self.records, self.replay, game=game, felt=self.preferences.table_colour, parent=self)
        window.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        self.record_window = window
        window.show()
        return window

    def open_hand(self, path: Path | None = None) -> ReplayWindow | None:
        """Replay a hand file (asks which, unless ``path`` is given); a bad file is explained."""
        from fengyu.table.replay_file import HandFileError, read_hand_file  # noqa: PLC0415 - after the first frame

        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Open Hand"), "", self.tr("Hand files (*.json)"))
            if not chosen:
                return None
            path = Path(chosen)
        try:
            hand = read_hand_file(path)
        except HandFileError as error:
            self._cannot_replay(str(path), error)
            return None
        return self.replay(hand, str(path))

    def replay(self, hand: HandFile, source: str = "") -> ReplayWindow | None:
        """Open ``hand`` in a replay window on the table's colour; a hand that does not replay is explained."""
        from fengyu.table.replay_file import HandFileError  # noqa: PLC0415 - loaded after the first frame
        from fengyu.ui.records.replay_window import ReplayWindow  # noqa: PLC0415 - loaded after the first frame

        try:
            window = ReplayWindow(hand, felt=self.preferences.table_colour, parent=self)
        except HandFileError as error:
            self._cannot_replay(source or self.tr("The hand"), error)
            return None
        window.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        self.record_window = window
        window.show()
        return window

    def _cannot_replay(self, what: str, error: HandFileError) -> None:
        self.dialog = tell(
            self,
            self.tr("Cannot replay"),
            self.tr("{path} cannot be replayed: {reason}.").format(path=what, reason=str(error)),
            QMessageBox.Icon.Warning,
        )

    def set_card_counter(self, on: bool) -> None:
        """Show or hide Guafeng's card counter (the menu item, or the key C at the card table), remembered."""
        from fengyu.ui.cards.table import CardTable  # noqa: PLC0415 - loaded after the first frame

        self.preferences.card_counter = on
        if isinstance(self.board, CardTable):
            self.board.counter.set_wanted(on)

    def show_preferences(self) -> PreferencesDialog:
        dialog = PreferencesDialog(self.preferences, parent=self)
        self.dialog = dialog
        dialog.accepted.connect(self._apply_preferences)
        dialog.open()
        return dialog

    def _apply_preferences(self) -> None:
        from fengyu.ui.session import LocalSession  # noqa: PLC0415 - loaded after the first frame

        self.sounds.enabled = self.preferences.sounds
        if isinstance(self.session, LocalSession):
            self.session.clocks = self.preferences.offline_clocks
        if self.preferences.language != self._translations.language:
            self._translations.use(self.preferences.language)
        if self.board is not None:
            self.board.set_speed(self.preferences.animation_factor)
            self.board.set_felt(self.preferences.table_colour)
        self.welcome.set_felt(self.preferences.table_colour)

    def show_keys(self) -> QMessageBox:
        """The keys of the game on the table, and what every badge on its plates means (F2)."""
        from fengyu.ui.cards.table import CardTable  # noqa: PLC0415 - loaded after the first frame
        from fengyu.ui.mahjong.board import Board  # noqa: PLC0415 - loaded after the first frame

        board = self.board
        if board is None:  # no game on the table: the badges of every table
            return self._tell_keys([], [*Board.legend(), *CardTable.legend()])
        return self._tell_keys([*board.key_rows(), ("Ctrl+P", self.tr("Pause"))], board.legend())

    def _tell_keys(self, rows: list[tuple[str, str]], legend: list[str]) -> QMessageBox:
        text = "\n".join(f"{key}\t{what}" for key, what in rows)
        if legend:
            text += ("\n\n" if text else "") + self.tr("Badges on the plates:") + "\n" + "\n".join(legend)
        box = tell(self, self.tr("Keys at the table"), text)
        self.dialog = box
        return box

    def show_combinations(self) -> CombinationsHelp:
        from fengyu.ui.cards.combinations import CombinationsHelp  # noqa: PLC0415 - loaded after the first frame

        dialog = CombinationsHelp(self)
        self.dialog = dialog
        dialog.open()
        return dialog

    def show_about(self) -> QMessageBox:
        """The version, and the credits and licences of what the app carries (its fonts, Qt)."""
        from fengyu.ui.art.glyphs import LETTERING_FAMILY, LETTERING_FILE  # noqa: PLC0415 - after the first frame

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
