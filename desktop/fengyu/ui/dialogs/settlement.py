"""A finished hand's settlement in a dialog, and the history of a match's hands.

``SettlementDialog`` shows one ``HandResult`` through the result screen's own
``ResultView`` (the hands drawn, each seat's net and running total, every
payment with its formula); the history opens it for any finished hand.
``HistoryDialog`` lists the finished hands.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fengyu.table.games import HandResult
from fengyu.ui import names
from fengyu.ui.dialogs.settlement_writers import relative_names, writer
from fengyu.ui.dialogs.translated import TranslatedDialog
from fengyu.ui.result.view import ResultView, bold, number_item, read_only_table

__all__ = ["HistoryDialog", "SettlementDialog", "relative_names", "writer"]


class SettlementDialog(TranslatedDialog):
    """One hand's settlement, seen by ``viewer`` (the arguments are ``ResultView``'s)."""

    def __init__(
        self,
        result: HandResult,
        viewer: int,
        history: Sequence[HandResult] = (),
        *,
        seat_names: Sequence[str] | None = None,
        start_coins: int | None = None,
        show_history: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.view = ResultView(result, viewer, history, seat_names=seat_names, start_coins=start_coins)
        self.hand_result = result
        """The hand shown (``QDialog.result`` is the dialog's own answer code)."""
        self.viewer = viewer
        self.history = self.view.history
        self.start_coins = start_coins
        self._given_names = list(seat_names) if seat_names is not None else None
        self.history_dialog: HistoryDialog | None = None
        self.headline, self.table, self.house_fee = self.view.headline, self.view.table, self.view.house_fee
        self.payments = self.view.payments
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.copy_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.view.copy)
        self.history_button: QPushButton | None = None
        if show_history:
            self.history_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
            self.history_button.clicked.connect(self.open_history)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.buttons)
        self.resize(760, 600)
        self.retranslate_ui()

    @property
    def seat_names(self) -> list[str]:
        return self.view.seat_names

    def match_totals(self) -> list[int]:
        return self.view.match_totals()

    def coin_totals(self) -> list[int] | None:
        return self.view.coin_totals()

    def payment_lines(self) -> list[str]:
        return self.view.payment_lines()

    def open_history(self) -> HistoryDialog:
        dialog = HistoryDialog(
            self.history, self.viewer, seat_names=self._given_names, start_coins=self.start_coins, parent=self
        )
        self.history_dialog = dialog
        dialog.open()
        return dialog

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Settlement"))
        self.copy_button.setText(self.tr("&Copy as text"))
        if self.history_button is not None:
            self.history_button.setText(self.tr("&History…"))


class HistoryDialog(TranslatedDialog):
    """Every finished hand of the match with each seat's net; a hand's row opens its settlement."""

    def __init__(
        self,
        history: Sequence[HandResult],
        viewer: int,
        *,
        seat_names: Sequence[str] | None = None,
        start_coins: int | None = None,
        replay: Callable[[HandResult], object] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``replay``: opens a hand in the replay window (None: the hands are not kept, no Replay button)."""
        super().__init__(parent)
        self.history = list(history)
        self.viewer = viewer
        self._replay = replay
        self.start_coins = start_coins
        self._given_names = list(seat_names) if seat_names is not None else None
        self.settlement: SettlementDialog | None = None
        seats = len(self.history[0].totals) if self.history else 4
        self.table = read_only_table(len(self.history) + 1, 2 + seats)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for column in (0, 1):
            self.table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.cellDoubleClicked.connect(lambda row, _column: self.open_hand(row))
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.show_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.show_button.clicked.connect(lambda: self.open_hand(self.table.currentRow()))
        self.replay_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.clicked.connect(lambda: self.replay_hand(self.table.currentRow()))
        self.replay_button.setVisible(replay is not None)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.buttons)
        self.resize(720, 420)
        self.retranslate_ui()
        if self.history:
            self.table.selectRow(len(self.history) - 1)
        self._selection_changed()

    @property
    def seat_names(self) -> list[str]:
        if self._given_names is not None:
            return self._given_names
        return relative_names(self.viewer, len(self.history[0].totals) if self.history else 4)

    def _selection_changed(self) -> None:
        chosen = 0 <= self.table.currentRow() < len(self.history)
        self.show_button.setEnabled(chosen)
        self.replay_button.setEnabled(chosen)

    def replay_hand(self, row: int) -> object:
        """Step through the hand in ``row`` in the replay window (None for the totals row, or with no replay)."""
        if self._replay is None or not 0 <= row < len(self.history):
            return None
        return self._replay(self.history[row])

    def open_hand(self, row: int) -> SettlementDialog | None:
        """Open the settlement of the hand in ``row`` (None for the totals row)."""
        if not 0 <= row < len(self.history):
            return None
        dialog = SettlementDialog(
            self.history[row],
            self.viewer,
            self.history,
            seat_names=self._given_names,
            start_coins=self.start_coins,
            show_history=False,
            parent=self,
        )
        self.settlement = dialog
        dialog.open()
        return dialog

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Hands of this match"))
        self.show_button.setText(self.tr("&Show settlement"))
        self.replay_button.setText(self.tr("&Replay"))
        names_ = self.seat_names
        self.table.setHorizontalHeaderLabels([self.tr("Hand"), self.tr("Result"), *names_])
        totals = [0] * len(names_)
        for row, hand in enumerate(self.history):
            self.table.setItem(row, 0, QTableWidgetItem(str(hand.index + 1)))
            self.table.setItem(row, 1, QTableWidgetItem(self._result_text(hand, names_)))
            for seat, points in enumerate(hand.totals):
                self.table.setItem(row, 2 + seat, number_item(points, seat == self.viewer))
                totals[seat] += points
        last = len(self.history)
        total_label = QTableWidgetItem(self.tr("Total"))
        bold(total_label)
        self.table.setItem(last, 0, total_label)
        self.table.setItem(last, 1, QTableWidgetItem(""))
        for seat, points in enumerate(totals):
            item = number_item(points, True)
            self.table.setItem(last, 2 + seat, item)

    def _result_text(self, hand: HandResult, seat_names: Sequence[str]) -> str:
        end = names.name("end", hand.end_reason)
        winners = writer(hand, seat_names).winners()
        if not winners:
            return end
        who = self.tr(", ").join(seat_names[s] for s in winners)
        if hand.end_reason == "win":  # the end is the win itself: say it once ("Won by Left", not "Won · won: Left")
            return self.tr("Won by {winners}").format(winners=who)
        return self.tr("{end} · won: {winners}").format(end=end, winners=who)
