"""The statistics window (战绩): the player's record per game and opponent level, its charts, and every hand kept.

The figures and charts come from the ``RecordStore`` (``fengyu.table.records``);
the list below them holds the hands of the chosen game, most recent first, each
to replay (double-click or Replay) or export as a hand file.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fengyu.table.records import GameStats, HandRow, RecordStore
from fengyu.table.replay_file import HandFile, HandFileError, write_hand_file
from fengyu.ui.messages import tell
from fengyu.ui.names import name, paofeng_name
from fengyu.ui.records.charts import GOLD, LOSS, OutcomeChart, PointsChart, Share
from fengyu.ui.table_common.texts import signed
from fengyu.ui.translations import QT_TRANSLATE_NOOP

GAMES = ("sichuan", "paofeng", "guafeng")
CONTEXT = "Statistics"
_GUAFENG_PATTERNS = {
    "take_over": QT_TRANSLATE_NOOP("Statistics", "Took over the deal"),
    "kitty_capture": QT_TRANSLATE_NOOP("Statistics", "Captured the kitty"),
    "stick": QT_TRANSLATE_NOOP("Statistics", "Stuck cards (粘牌)"),
}


FIGURES = {
    "hands": QT_TRANSLATE_NOOP("Statistics", "Hands"),
    "wins": QT_TRANSLATE_NOOP("Statistics", "Wins"),
    "self_draws": QT_TRANSLATE_NOOP("Statistics", "Self-drawn wins"),
    "deal_ins": QT_TRANSLATE_NOOP("Statistics", "Dealt in"),
    "mean": QT_TRANSLATE_NOOP("Statistics", "Points per hand (95%)"),
    "best": QT_TRANSLATE_NOOP("Statistics", "Best hand"),
    "biggest_payment": QT_TRANSLATE_NOOP("Statistics", "Biggest payment"),
    "longest_win_streak": QT_TRANSLATE_NOOP("Statistics", "Longest winning streak"),
    "longest_losing_streak": QT_TRANSLATE_NOOP("Statistics", "Longest run without a win"),
    "streak": QT_TRANSLATE_NOOP("Statistics", "Current run"),
    "levels": QT_TRANSLATE_NOOP("Statistics", "Levels climbed"),
    "level_changes": QT_TRANSLATE_NOOP("Statistics", "Level changes (hands)"),
}
"""Figure key → its label, in the order shown."""
GUAFENG_FIGURES = {
    "wins": QT_TRANSLATE_NOOP("Statistics", "Hands won"),
    "mean": QT_TRANSLATE_NOOP("Statistics", "Levels per hand (95%)"),
    "longest_losing_streak": QT_TRANSLATE_NOOP("Statistics", "Longest run of hands lost"),
}
"""The figures Guafeng words its own way."""


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _fit(label: QLabel, text: str) -> None:
    """Set a figure's text and keep the label at least as wide as it: a longer text is never cut off."""
    label.setText(text)
    label.setMinimumWidth(label.sizeHint().width())


def pattern_text(game: str, code: str) -> str:
    """A pattern code of the statistics in words (Sichuan patterns, Paofeng items, Guafeng feats)."""
    if game == "paofeng":
        return paofeng_name("item", code)
    if game == "guafeng":
        return _tr(_GUAFENG_PATTERNS[code]) if code in _GUAFENG_PATTERNS else code
    return name("pattern", code)


def level_text(level: str) -> str:
    """An opponent level in words: one level, several, or people."""
    if level == "people":
        return QCoreApplication.translate("Statistics", "People")
    return " + ".join(name("level", part) for part in level.split("+"))


def outcome_text(row: HandRow) -> str:
    if row.self_draw:
        return QCoreApplication.translate("Statistics", "Self-drawn win")
    if row.won:
        return QCoreApplication.translate("Statistics", "Won")
    if row.dealt_in:
        return QCoreApplication.translate("Statistics", "Dealt in")
    return "—"


class StatisticsWindow(QWidget):
    """The record of one game (chosen at the top) against one opponent level, or all."""

    def __init__(
        self,
        store: RecordStore,
        open_hand: Callable[[HandFile], object],
        *,
        game: str = "sichuan",
        felt: QColor | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.store = store
        self.open_hand = open_hand
        self.game_box = QComboBox()
        for code in GAMES:
            self.game_box.addItem("", code)
        self.game_box.setCurrentIndex(GAMES.index(game) if game in GAMES else 0)
        self.level_box = QComboBox()
        self.game_caption, self.level_caption = QLabel(), QLabel()
        top = QHBoxLayout()
        for widget in (self.game_caption, self.game_box, self.level_caption, self.level_box):
            top.addWidget(widget)
        top.addStretch(1)

        self.figures = QFormLayout()
        self.figure_names: dict[str, QLabel] = {}
        self.figure_values: dict[str, QLabel] = {}
        for key in FIGURES:
            label, value = QLabel(), QLabel()
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.figure_names[key], self.figure_values[key] = label, value
            self.figures.addRow(label, value)
        self.points_chart = PointsChart()
        self.outcome_chart = OutcomeChart()
        for chart in (self.points_chart, self.outcome_chart):
            if felt is not None:
                chart.set_felt(felt)
        figures = QWidget()
        figures.setLayout(self.figures)
        self.charts = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.charts.addWidget(self.points_chart, 3)
        self.charts.addWidget(self.outcome_chart, 2)
        grid = QHBoxLayout()
        grid.addWidget(figures)
        grid.addLayout(self.charts, 1)

        self.table = QTableWidget(0, 5)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.cellDoubleClicked.connect(lambda _row, _column: self.replay_selected())
        self.replay_button = QPushButton()
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(lambda _checked=False: self.export_selected())
        buttons = QHBoxLayout()
        self.hands_caption = QLabel()
        buttons.addWidget(self.hands_caption)
        buttons.addStretch(1)
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.export_button)

        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addLayout(grid, 3)
        column.addLayout(buttons)
        column.addWidget(self.table, 2)
        self.rows: list[HandRow] = []
        self.game_box.currentIndexChanged.connect(lambda _i: self.refresh())
        self.level_box.currentIndexChanged.connect(lambda _i: self._show_stats())
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.retranslate()
        self.resize(1000, 720)

    @property
    def game(self) -> str:
        return str(self.game_box.currentData())

    @property
    def level(self) -> str | None:
        data = self.level_box.currentData()
        return None if data is None else str(data)

    def refresh(self) -> None:
        """Read the record again (levels, figures, charts, hands) for the chosen game."""
        self.level_box.blockSignals(True)
        chosen = self.level
        self.level_box.clear()
        self.level_box.addItem(QCoreApplication.translate("Statistics", "All levels"), None)
        for level in self.store.levels(self.game):
            self.level_box.addItem(level_text(level), level)
        index = self.level_box.findData(chosen)
        self.level_box.setCurrentIndex(max(0, index))
        self.level_box.blockSignals(False)
        self._show_stats()
        self._show_hands()

    def _show_stats(self) -> None:
        stats = self.store.stats(self.game, self.level)
        guafeng = self.game == "guafeng"
        for key, text in self.figure_texts(stats).items():
            _fit(self.figure_values[key], text)
        for key in ("self_draws", "deal_ins", "best", "biggest_payment"):
            self.figure_names[key].setVisible(not guafeng)
            self.figure_values[key].setVisible(not guafeng)
        for key in ("levels", "level_changes"):
            self.figure_names[key].setVisible(guafeng)
            self.figure_values[key].setVisible(guafeng)
        for key, label in FIGURES.items():  # Guafeng's hands are won by a side, not by a 胡
            _fit(self.figure_names[key], _tr(GUAFENG_FIGURES.get(key, label) if guafeng else label))
        self.points_chart.title = (
            QCoreApplication.translate("Statistics", "Levels climbed over time")
            if guafeng
            else QCoreApplication.translate("Statistics", "Points over time")
        )
        self.points_chart.empty_text = QCoreApplication.translate("Statistics", "No hands played yet")
        self.points_chart.set_points(stats.points)
        self.outcome_chart.title = QCoreApplication.translate("Statistics", "Outcomes")
        self.outcome_chart.empty_text = QCoreApplication.translate("Statistics", "No hands played yet")
        shares = [
            Share(QCoreApplication.translate("Statistics", "Self-drawn wins"), stats.self_draws, GOLD),
            Share(
                QCoreApplication.translate("Statistics", "Other wins"), stats.wins - stats.self_draws, GOLD.darker(140)
            ),
            Share(QCoreApplication.translate("Statistics", "Dealt in"), stats.deal_ins, LOSS),
            Share(QCoreApplication.translate("Statistics", "Other hands"), stats.others, QColor(150, 160, 170)),
        ]
        if guafeng:
            shares = [
                Share(QCoreApplication.translate("Statistics", "Hands won"), stats.wins, GOLD),
                Share(QCoreApplication.translate("Statistics", "Hands lost"), stats.others, LOSS),
            ]
        self.outcome_chart.set_shares(shares)

    def figure_texts(self, stats: GameStats) -> dict[str, str]:
        """Each figure in words (the keys of ``FIGURES``)."""
        rate = f" ({100 * stats.wins / stats.hands:.0f}%)" if stats.hands else ""
        best = (
            QCoreApplication.translate("Statistics", "{points} ({pattern})").format(
                points=stats.best, pattern=pattern_text(self.game, stats.best_pattern)
            )
            if stats.best_pattern
            else str(stats.best)
        )
        streak = (
            QCoreApplication.translate("Statistics", "{n} won").format(n=stats.streak)
            if stats.streak > 0
            else QCoreApplication.translate("Statistics", "{n} without a win").format(n=-stats.streak)
            if stats.streak < 0
            else "—"
        )
        changes = ", ".join(
            QCoreApplication.translate("Statistics", "{change}: {hands}").format(change=signed(change), hands=hands)
            for change, hands in stats.level_changes.items()
        )
        return {
            "hands": str(stats.hands),
            "wins": f"{stats.wins}{rate}",
            "self_draws": str(stats.self_draws),
            "deal_ins": str(stats.deal_ins),
            "mean": QCoreApplication.translate("Statistics", "{mean} ± {interval}").format(
                mean=f"{stats.mean:+.2f}", interval=f"{stats.interval:.2f}"
            )
            if stats.hands
            else "—",
            "best": best,
            "biggest_payment": str(stats.biggest_payment),
            "longest_win_streak": str(stats.longest_win_streak),
            "longest_losing_streak": str(stats.longest_losing_streak),
            "streak": streak,
            "levels": QCoreApplication.translate("Statistics", "{up} up, {against} for the other side").format(
                up=stats.levels_up, against=stats.levels_against
            ),
            "level_changes": changes or "—",
        }

    def _show_hands(self) -> None:
        self.rows = self.store.history(self.game)
        self.table.setRowCount(len(self.rows))
        for index, row in enumerate(self.rows):
            when = datetime.datetime.fromtimestamp(row.played_at).strftime("%Y-%m-%d %H:%M")
            cells = (
                when,
                level_text(row.level),
                signed(row.points),
                outcome_text(row),
                pattern_text(row.game, row.best_pattern) if row.best_pattern else "",
            )
            for column, text in enumerate(cells):
                self.table.setItem(index, column, QTableWidgetItem(text))
        self.hands_caption.setText(QCoreApplication.translate("Statistics", "Hands kept: {n}").format(n=len(self.rows)))
        self._selection_changed()

    def _selection_changed(self) -> None:
        row = self.selected_row()
        self.replay_button.setEnabled(row is not None and row.has_file)
        self.export_button.setEnabled(row is not None and row.has_file)

    def selected_row(self) -> HandRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self.rows[rows[0].row()] if rows else None

    def replay_selected(self) -> None:
        row = self.selected_row()
        if row is None or not row.has_file:
            return
        try:
            hand = self.store.hand_file(row.hand_id)
        except HandFileError as error:
            tell(
                self,
                QCoreApplication.translate("Statistics", "Cannot replay"),
                QCoreApplication.translate("Statistics", "The kept hand cannot be replayed: {reason}.").format(
                    reason=str(error)
                ),
                QMessageBox.Icon.Warning,
            )
            return
        if hand is not None:
            self.open_hand(hand)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """The charts side by side on a wide window, one above the other on a narrow one."""
        wide = event.size().width() >= 1200
        self.charts.setDirection(QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom)
        super().resizeEvent(event)

    def export_selected(self, path: Path | None = None) -> Path | None:
        """Save the selected hand as a hand file to send (asks where, unless ``path`` is given)."""
        row = self.selected_row()
        try:
            hand = self.store.hand_file(row.hand_id) if row is not None and row.has_file else None
        except HandFileError:  # a damaged kept hand is not sent on (replaying it says why)
            return None
        if hand is None:
            return None
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                QCoreApplication.translate("Statistics", "Export Hand"),
                f"fengyu-{hand.game}-hand-{hand.index + 1}.json",
                QCoreApplication.translate("Statistics", "Hand files (*.json)"),
            )
            if not chosen:
                return None
            path = Path(chosen)
        write_hand_file(path, hand)
        return path

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Statistics", "Statistics"))
        self.game_caption.setText(QCoreApplication.translate("Statistics", "Game:"))
        self.level_caption.setText(QCoreApplication.translate("Statistics", "Opponents:"))
        for index, code in enumerate(GAMES):
            self.game_box.setItemText(index, name("game", code))
        for key, label in FIGURES.items():
            self.figure_names[key].setText(_tr(label))
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("Statistics", "Played"),
                QCoreApplication.translate("Statistics", "Opponents"),
                QCoreApplication.translate("Statistics", "Points"),
                QCoreApplication.translate("Statistics", "Outcome"),
                QCoreApplication.translate("Statistics", "Best pattern"),
            ]
        )
        self.replay_button.setText(QCoreApplication.translate("Statistics", "Replay"))
        self.export_button.setText(QCoreApplication.translate("Statistics", "Export…"))
        self.refresh()
