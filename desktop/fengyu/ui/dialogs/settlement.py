"""The settlement of a hand (Sichuan or Paofeng), line by line, and the history of a match's hands.

``SettlementDialog`` shows one ``HandResult``: the net of each seat in this
hand (and in coins), the running match totals, and every payment explained in
words (``settlement_text``, ``settlement_paofeng``). ``HistoryDialog`` lists the finished hands and
opens any hand's settlement.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from fengyu.table.games import HandResult
from fengyu.ui import names
from fengyu.ui.dialogs.guafeng_settlement import GuafengSettlementWriter
from fengyu.ui.dialogs.settlement_paofeng import PaofengSettlementWriter
from fengyu.ui.dialogs.settlement_text import SettlementWriter
from fengyu.ui.dialogs.translated import TranslatedDialog

WRITERS: dict[str, type[SettlementWriter]] = {
    "sichuan": SettlementWriter,
    "paofeng": PaofengSettlementWriter,
    "guafeng": GuafengSettlementWriter,
}
"""Game code (``details["game"]``; Sichuan's results predate it) → who tells its hands in words."""


def writer(result: HandResult, seat_names: Sequence[str]) -> SettlementWriter:
    return WRITERS[str(result.details.get("game", "sichuan"))](result, seat_names)


_GAIN = QColor("#1b7f3b")
_LOSS = QColor("#b00020")


def relative_names(viewer: int, seats: int = 4) -> list[str]:
    """Seat names as ``viewer`` sees them: You, Right, Across, Left."""
    return [names.seat_name(seat, viewer, seats) for seat in range(seats)]


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def _number(value: int, viewer_row: bool) -> QTableWidgetItem:
    item = QTableWidgetItem(signed(value))
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if value:
        item.setForeground(QBrush(_GAIN if value > 0 else _LOSS))
    if viewer_row:
        _bold(item)
    return item


def _bold(item: QTableWidgetItem) -> None:
    font = QFont(item.font())
    font.setBold(True)
    item.setFont(font)


def _read_only_table(rows: int, columns: int) -> QTableWidget:
    table = QTableWidget(rows, columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    return table


class SettlementDialog(TranslatedDialog):
    """One hand's settlement, seen by ``viewer``.

    ``history`` is the match's finished hands (this one included) for the
    running totals; ``start_coins`` each seat's stake at the start of the
    match when the rules play for coins. ``seat_names`` default to the seats
    as the viewer sees them.
    """

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
        self.result = result
        self.viewer = viewer
        self.history = list(history) or [result]
        self.start_coins = start_coins
        self._given_names = list(seat_names) if seat_names is not None else None
        self.history_dialog: HistoryDialog | None = None
        self._coins = result.coins is not None

        self.headline = QLabel()
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.headline.setFont(font)
        self.table = _read_only_table(len(result.totals), 5 if self._coins else 3)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.payments_title = QLabel()
        self.payments = QTextBrowser()
        self.payments.setOpenLinks(False)
        self.house_fee = QLabel()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        self.history_button: QPushButton | None = None
        if show_history:
            self.history_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
            self.history_button.clicked.connect(self.open_history)

        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.table)
        layout.addWidget(self.payments_title)
        layout.addWidget(self.payments, 1)
        layout.addWidget(self.house_fee)
        layout.addWidget(self.buttons)
        self.resize(720, 560)
        self.retranslate_ui()

    @property
    def seat_names(self) -> list[str]:
        if self._given_names is not None:
            return self._given_names
        return relative_names(self.viewer, len(self.result.totals))

    def match_totals(self) -> list[int]:
        """Points per seat over the match up to and including this hand."""
        totals = [0] * len(self.result.totals)
        for hand in self.history:
            if hand.index <= self.result.index:
                totals = [t + p for t, p in zip(totals, hand.totals, strict=True)]
        return totals

    def coin_totals(self) -> list[int] | None:
        """Each seat's coins after this hand (None unless coins are played and the stake is known)."""
        if self.start_coins is None or not self._coins:
            return None
        coins = [self.start_coins] * len(self.result.totals)
        for hand in self.history:
            if hand.index <= self.result.index and hand.coins is not None:
                coins = [max(0, c + d) for c, d in zip(coins, hand.coins, strict=True)]
        return coins

    def payment_lines(self) -> list[str]:
        return writer(self.result, self.seat_names).lines()

    def open_history(self) -> HistoryDialog:
        dialog = HistoryDialog(
            self.history, self.viewer, seat_names=self._given_names, start_coins=self.start_coins, parent=self
        )
        self.history_dialog = dialog
        dialog.open()
        return dialog

    def retranslate_ui(self) -> None:
        words = writer(self.result, self.seat_names)
        self.setWindowTitle(self.tr("Settlement"))
        self.headline.setText(words.headline())
        self._fill_table()
        self.payments_title.setText(words.title())
        lines = words.lines()
        if lines:
            body = "".join(f"<li style='margin-bottom:6px'>{html.escape(line)}</li>" for line in lines)
            self.payments.setHtml(f"<ol>{body}</ol>")
        else:
            self.payments.setPlainText(self.tr("Nobody paid anything in this hand."))
        fee = int(self.result.details.get("house_fee") or 0)
        self.house_fee.setVisible(self._coins and fee > 0)
        self.house_fee.setText(self.tr("The house kept {n} coins.").format(n=fee))
        if self.history_button is not None:
            self.history_button.setText(self.tr("&History…"))

    def _fill_table(self) -> None:
        headers = [self.tr("Player"), *writer(self.result, self.seat_names).columns()]
        if self._coins:
            headers += [self.tr("Coins this hand"), self.tr("Coins")]
        self.table.setHorizontalHeaderLabels(headers)
        totals = self.match_totals()
        coins = self.coin_totals()
        for seat, name in enumerate(self.seat_names):
            mine = seat == self.viewer
            player = QTableWidgetItem(name)
            if mine:
                _bold(player)
            self.table.setItem(seat, 0, player)
            self.table.setItem(seat, 1, _number(self.result.totals[seat], mine))
            self.table.setItem(seat, 2, _number(totals[seat], mine))
            if self._coins and self.result.coins is not None:
                self.table.setItem(seat, 3, _number(self.result.coins[seat], mine))
                total = QTableWidgetItem(str(coins[seat]) if coins is not None else "")
                total.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(seat, 4, total)
        self._fit_table()

    def _fit_table(self) -> None:
        """The seats table exactly as tall as its rows (known only once the fonts are resolved)."""
        self.table.resizeRowsToContents()
        header = self.table.horizontalHeader().sizeHint().height()
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(header + rows + 2 * self.table.frameWidth())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        self._fit_table()
        super().showEvent(event)


class HistoryDialog(TranslatedDialog):
    """Every finished hand of the match with each seat's net; a hand's row opens its settlement."""

    def __init__(
        self,
        history: Sequence[HandResult],
        viewer: int,
        *,
        seat_names: Sequence[str] | None = None,
        start_coins: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.history = list(history)
        self.viewer = viewer
        self.start_coins = start_coins
        self._given_names = list(seat_names) if seat_names is not None else None
        self.settlement: SettlementDialog | None = None
        seats = len(self.history[0].totals) if self.history else 4
        self.table = _read_only_table(len(self.history) + 1, 2 + seats)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for column in (0, 1):
            self.table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.cellDoubleClicked.connect(lambda row, _column: self.open_hand(row))
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.show_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.show_button.clicked.connect(lambda: self.open_hand(self.table.currentRow()))
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
        self.show_button.setEnabled(0 <= self.table.currentRow() < len(self.history))

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
        names_ = self.seat_names
        self.table.setHorizontalHeaderLabels([self.tr("Hand"), self.tr("Result"), *names_])
        totals = [0] * len(names_)
        for row, hand in enumerate(self.history):
            self.table.setItem(row, 0, QTableWidgetItem(str(hand.index + 1)))
            self.table.setItem(row, 1, QTableWidgetItem(self._result_text(hand, names_)))
            for seat, points in enumerate(hand.totals):
                self.table.setItem(row, 2 + seat, _number(points, seat == self.viewer))
                totals[seat] += points
        last = len(self.history)
        total_label = QTableWidgetItem(self.tr("Total"))
        _bold(total_label)
        self.table.setItem(last, 0, total_label)
        self.table.setItem(last, 1, QTableWidgetItem(""))
        for seat, points in enumerate(totals):
            item = _number(points, True)
            self.table.setItem(last, 2 + seat, item)

    def _result_text(self, hand: HandResult, seat_names: Sequence[str]) -> str:
        end = names.name("end", hand.end_reason)
        winners = writer(hand, seat_names).winners()
        if not winners:
            return end
        return self.tr("{end} · won: {winners}").format(
            end=end, winners=self.tr(", ").join(seat_names[s] for s in winners)
        )
