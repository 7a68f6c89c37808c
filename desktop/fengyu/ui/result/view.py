"""``ResultView``: one hand's result — the hands drawn, each seat's net and running total, every payment
with its formula — and the same as plain text for copying.

Both the result screen over the table and the history's "show settlement"
dialog show a hand through this widget. The words come from the game's
settlement writer (``fengyu.ui.dialogs.settlement_writers``), the drawn hands
from ``fengyu.ui.result.hands``.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from fengyu.table.games import HandResult
from fengyu.ui.dialogs.settlement_writers import relative_names, writer
from fengyu.ui.result.hands import levels_line, named_patterns, shown_hands
from fengyu.ui.result.pieces import PieceRow

GAIN = QColor("#1b7f3b")
LOSS = QColor("#b00020")
CARD_SCALE = 1.35
PIECE_HEIGHT = 52.0
"""The drawn pieces' height at the default size; ``set_piece_height`` follows the screen."""


def signed(value: int) -> str:
    """A seat's points with their sign (plain ASCII, so the copied text reads anywhere)."""
    return f"{value:+d}" if value else "0"


def number_item(value: int, viewer_row: bool) -> QTableWidgetItem:
    item = QTableWidgetItem(signed(value))
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if value:
        item.setForeground(QBrush(GAIN if value > 0 else LOSS))
    if viewer_row:
        bold(item)
    return item


def scaled_font(factor: float) -> QFont:
    """The app's font, ``factor`` times its size (whether that size is set in points or pixels)."""
    font = QFont(QApplication.font())
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * factor)
    else:
        font.setPixelSize(round(font.pixelSize() * factor))
    return font


def bold(item: QTableWidgetItem) -> None:
    font = QFont(item.font())
    font.setBold(True)
    item.setFont(font)


def read_only_table(rows: int, columns: int) -> QTableWidget:
    table = QTableWidget(rows, columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    return table


GLOSS = re.compile(r"\([\u3400-\u9fff]+\)")
"""A term's Chinese name in brackets after its English one: "Flowers (补花)", "Wild (钻牌)"."""
WORD_JOINER = "\u2060"


def whole_glosses(markup: str) -> str:
    """Keep each bracketed Chinese gloss on one line: Qt may break between any two Chinese characters, which
    in an English line left "(补" at a line's end and "花)" on the next. A word joiner (U+2060, drawn as
    nothing) between each two of the gloss's characters forbids those breaks; ``<nobr>`` only keeps spaces."""
    return GLOSS.sub(lambda gloss: "(" + WORD_JOINER.join(gloss.group(0)[1:-1]) + ")", markup)


class ResultView(QWidget):
    """One hand's result as ``viewer`` sees it.

    ``history`` is the match's finished hands (this one included) for the
    running totals; ``start_coins`` each seat's stake at the start of the
    match when the rules play for coins; ``match_over`` adds the match's final
    words (standings, or the side that won). ``seat_names`` default to the
    seats as the viewer sees them.
    """

    def __init__(
        self,
        result: HandResult,
        viewer: int,
        history: Sequence[HandResult] = (),
        *,
        seat_names: Sequence[str] | None = None,
        start_coins: int | None = None,
        match_over: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.result = result
        self.viewer = viewer
        self.history = list(history) or [result]
        self.start_coins = start_coins
        self.match_over = match_over
        self._given_names = list(seat_names) if seat_names is not None else None
        self._coins = result.coins is not None

        self.headline = QLabel()
        self.headline.setWordWrap(True)
        self.final = QLabel()
        """The match's end in words (shown only at the last hand)."""
        self.final.setWordWrap(True)
        self.final.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.levels = QLabel()
        """Guafeng: both sides' levels after the hand (hidden for the other games)."""
        self.levels.setWordWrap(True)
        self._bold_titles(1.0)
        self.captions: list[QLabel] = []
        self.rows: list[PieceRow] = []
        for shown in shown_hands(result, self.seat_names):
            caption = QLabel()
            caption.setWordWrap(True)
            self.captions.append(caption)
            self.rows.append(PieceRow(shown.kind, shown.groups, PIECE_HEIGHT))
        self.table = read_only_table(len(result.totals), 5 if self._coins else 3)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.payments_title = QLabel()
        self.payments = QLabel()
        """Every payment with its formula, selectable (to copy a line)."""
        self.payments.setWordWrap(True)
        self.payments.setTextFormat(Qt.TextFormat.RichText)
        self.payments.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.payments.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.house_fee = QLabel()
        self.meanings = QLabel()
        """What each pattern named above means (for a player meeting 直叫 or Golden Hook for the first time)."""
        self.meanings.setWordWrap(True)
        self.meanings.setTextFormat(Qt.TextFormat.RichText)
        self.meanings.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 8, 0)
        column.addWidget(self.final)
        column.addWidget(self.levels)
        for caption, row in zip(self.captions, self.rows, strict=True):
            column.addWidget(caption)
            column.addWidget(row)
        column.addWidget(self.table)
        column.addWidget(self.payments_title)
        column.addWidget(self.payments)
        column.addWidget(self.house_fee)
        column.addWidget(self.meanings)
        column.addStretch(1)
        self.body = body
        self.pane = QScrollArea()
        """The content below the headline, scrolled when the table is too small for it."""
        self.pane.setWidget(body)
        self.pane.setWidgetResizable(True)
        self.pane.setFrameShape(QFrame.Shape.NoFrame)
        self.pane.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.pane.viewport().setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.headline)
        layout.addWidget(self.pane, 1)
        if not match_over:
            self.final.hide()
        if not levels_line(result, self.seat_names):
            self.levels.hide()
        self.retranslate_ui()

    @property
    def seat_names(self) -> list[str]:
        if self._given_names is not None:
            return self._given_names
        return relative_names(self.viewer, len(self.result.totals))

    def set_text_scale(self, factor: float) -> None:
        """Text ``factor`` times the app's size (a large screen reads its result from further away)."""
        self.setFont(scaled_font(factor))
        self._bold_titles(factor)
        self.retranslate_ui()  # the table's bold items take the new size too

    def _bold_titles(self, factor: float) -> None:
        for label, size in ((self.headline, 1.15), (self.final, 1.0), (self.levels, 1.0)):
            font = scaled_font(factor * size)
            font.setBold(True)
            label.setFont(font)

    def set_piece_height(self, height: float) -> None:
        """The tiles' height; cards, read by their small corner signs, are drawn a third taller."""
        for row in self.rows:
            row.piece_height = height * (CARD_SCALE if row.kind == "card" else 1.0)
            row.setMinimumHeight(round(row.piece_height * 0.5))
            row.updateGeometry()
            row.update()

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

    def plain_text(self) -> str:
        """The whole result as text: the headline, the hands' captions, each seat's numbers, every line."""
        words = writer(self.result, self.seat_names)
        parts = [self.headline.text()]
        if self.match_over:
            parts.append(self.final.text())
        if self.levels.text():
            parts.append(self.levels.text())
        parts += [caption.text() for caption in self.captions]
        for row in range(-1, self.table.rowCount()):  # the headers, then each seat
            cells = [self._cell(row, c) for c in range(self.table.columnCount())]
            parts.append("\t".join(cells))
        lines = words.lines() or [self.tr("Nobody paid anything in this hand.")]
        parts.append(words.title())
        parts += [f"{n}. {line}" for n, line in enumerate(lines, 1)]
        if self._coins and self._fee() > 0:
            parts.append(self.house_fee.text())
        named = named_patterns(self.result)
        if named:
            parts.append(self._meanings_title())
            parts += [self._meaning(pattern, what) for pattern, what in named]
        return "\n".join(parts)

    def _meanings_title(self) -> str:
        return self.tr("What the patterns mean:")

    def _meaning(self, pattern: str, what: str) -> str:
        return self.tr("{pattern}: {meaning}").format(pattern=pattern, meaning=what)

    def _cell(self, row: int, column: int) -> str:
        item = self.table.horizontalHeaderItem(column) if row < 0 else self.table.item(row, column)
        return item.text() if item is not None else ""

    def copy(self) -> str:
        """Put ``plain_text`` on the clipboard (and return it)."""
        text = self.plain_text()
        QGuiApplication.clipboard().setText(text)
        return text

    def _fee(self) -> int:
        return int(self.result.details.get("house_fee") or 0)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        words = writer(self.result, self.seat_names)
        self.headline.setText(words.headline())
        if self.match_over:
            self.final.setText(words.match_over(self.match_totals()).replace("\n\n", "\n"))
        self.levels.setText(levels_line(self.result, self.seat_names))
        for caption, row, shown in zip(
            self.captions, self.rows, shown_hands(self.result, self.seat_names), strict=True
        ):
            caption.setText(shown.caption)
            row.setAccessibleName(shown.caption)
        self._fill_table(words.columns())
        self.payments_title.setText(words.title())
        lines = words.lines()
        if lines:
            body = "".join(f"<li style='margin-bottom:4px'>{whole_glosses(html.escape(line))}</li>" for line in lines)
            self.payments.setText(f"<ol style='margin-left:0px'>{body}</ol>")
        else:
            self.payments.setText(html.escape(self.tr("Nobody paid anything in this hand.")))
        fee = self._fee()
        self.house_fee.setVisible(self._coins and fee > 0)
        self.house_fee.setText(self.tr("The house kept {n} coins.").format(n=fee))
        named = named_patterns(self.result)
        self.meanings.setVisible(bool(named))
        listed = "".join(
            f"<li>{whole_glosses(html.escape(self._meaning(pattern, what)))}</li>" for pattern, what in named
        )
        self.meanings.setText(f"{html.escape(self._meanings_title())}<ul style='margin-left:0px'>{listed}</ul>")
        tip = "\n".join(self._meaning(pattern, what) for pattern, what in named)
        for caption in self.captions:
            caption.setToolTip(tip)  # the hand's patterns, where its caption names them

    def _fill_table(self, columns: tuple[str, str]) -> None:
        headers = [self.tr("Player"), *columns]
        if self._coins:
            headers += [self.tr("Coins this hand"), self.tr("Coins")]
        self.table.setHorizontalHeaderLabels(headers)
        totals = self.match_totals()
        coins = self.coin_totals()
        for seat, name in enumerate(self.seat_names):
            mine = seat == self.viewer
            player = QTableWidgetItem(name)
            if mine:
                bold(player)
            self.table.setItem(seat, 0, player)
            self.table.setItem(seat, 1, number_item(self.result.totals[seat], mine))
            self.table.setItem(seat, 2, number_item(totals[seat], mine))
            if self._coins and self.result.coins is not None:
                self.table.setItem(seat, 3, number_item(self.result.coins[seat], mine))
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
