"""``ResultScreen``: the hand's result over the table, with what comes next.

When a hand ends the screen covers the middle of the table: the hands drawn,
the seats' numbers, every payment with its formula (``ResultView``). Its
buttons say what happens next, and nothing happens by accident: "Next hand"
deals only when pressed (Enter does not), "Look at the table" hides the screen
so the final table can be studied — a small bar at the top brings it back —
and at the match's end "Play again" starts a new match. "Copy" puts the
result on the clipboard as text.

The screen is a child of the table's widget and follows its size; the window
connects ``next_hand_requested`` and ``play_again_requested``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from fengyu.table.games import HandResult
from fengyu.ui.dialogs.settlement import HistoryDialog
from fengyu.ui.result.view import ResultView, scaled_font

MARGIN = 0.035
"""The table left visible around the screen, as a share of the table's size."""
MAX_WIDTH = 1040
PIECE_SHARE = 0.085
"""The drawn pieces' height as a share of the screen's height, within ``PIECE_RANGE``."""
PIECE_RANGE = (30.0, 72.0)
TEXT_SCALE_HEIGHT = 620
"""Screens taller than this enlarge their text in proportion, up to ``TEXT_SCALE_MAX`` times."""
TEXT_SCALE_MAX = 1.45
SCROLL_BAR_ROOM = 20
"""Width kept for the content's scroll bar when measuring how tall the content is."""
SLACK = 10
"""Pixels added to the measured height, so rounding never hides the last line behind a scroll bar."""
"""Width kept for the content's scroll bar when measuring how tall the content is."""
PAPER = QColor(251, 248, 240, 246)
EDGE = QColor("#8c7a4f")
INK = QColor("#1f1b14")


def paint_sheet(widget: QWidget, radius: float) -> None:
    """A light, round-cornered sheet with a thin edge behind ``widget``'s children (painted, not a style sheet:
    a style sheet would stop the screen's font size from reaching its words)."""
    with QPainter(widget) as painter:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(EDGE, 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(QRectF(widget.rect()).adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)


def _button(slot: object) -> QPushButton:
    button = QPushButton()
    button.setAutoDefault(False)
    button.setDefault(False)
    button.clicked.connect(slot)
    return button


class ResultPeek(QFrame):
    """The bar left at the top of the table while the player looks at it: bring the result back, or go on."""

    def __init__(self, screen: ResultScreen, parent: QWidget) -> None:
        super().__init__(parent)
        self.show_button = _button(screen.bring_back)
        self.go_button = _button(screen.go_on)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.addWidget(self.show_button)
        row.addWidget(self.go_button)
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        paint_sheet(self, 8)


class ResultScreen(QFrame):
    """One finished hand over the table ``parent`` (the arguments after it are ``ResultView``'s).

    ``can_play_again``: the match's end offers "Play again" (a table of this
    machine; a LAN seat cannot start its host's next match).
    """

    next_hand_requested = Signal()
    play_again_requested = Signal()

    def __init__(
        self,
        result: HandResult,
        viewer: int,
        history: Sequence[HandResult],
        *,
        seat_names: Sequence[str] | None = None,
        start_coins: int | None = None,
        match_over: bool = False,
        can_play_again: bool = True,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        palette = self.palette()
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
            palette.setColor(role, INK)  # dark words on the light sheet, whatever the desktop's theme
        palette.setColor(QPalette.ColorRole.Window, QColor(PAPER.red(), PAPER.green(), PAPER.blue()))
        palette.setColor(QPalette.ColorRole.Base, QColor("white"))
        self.setPalette(palette)
        self.match_over = match_over
        self._text_scale = 1.0
        self.history_dialog: HistoryDialog | None = None
        self._names = list(seat_names) if seat_names is not None else None
        self._start_coins = start_coins
        self.view = ResultView(
            result, viewer, history, seat_names=seat_names, start_coins=start_coins, match_over=match_over
        )
        self.history_button = _button(self.open_history)
        self.copy_button = _button(self.view.copy)
        self.table_button = _button(self.look_at_table)
        self.next_button = _button(self.go_on)
        buttons = QHBoxLayout()
        buttons.addWidget(self.history_button)
        buttons.addWidget(self.copy_button)
        buttons.addStretch(1)
        buttons.addWidget(self.table_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self.peek = ResultPeek(self, parent)
        if match_over and not can_play_again:  # nothing comes next here: the table only stays to be looked at
            self.next_button.hide()
            self.peek.go_button.hide()
        self._layout = layout
        parent.installEventFilter(self)
        self.retranslate_ui()
        self.hide()

    @property
    def result(self) -> HandResult:
        return self.view.result

    def open(self) -> None:
        """Show the screen over the table (the keyboard stays off "Next hand": Enter does not deal)."""
        self._place()
        self.peek.hide()
        self.show()
        self.raise_()
        self.view.pane.setFocus()

    def look_at_table(self) -> None:
        """Hide the screen so the final table is in view; the bar at the top brings it back."""
        self.hide()
        self._place()
        self.peek.show()
        self.peek.raise_()

    def bring_back(self) -> None:
        self.open()

    def go_on(self) -> None:
        """The player's explicit choice: the next hand, or at the match's end a new match."""
        if self.match_over:
            self.play_again_requested.emit()
        else:
            self.next_hand_requested.emit()

    def dismiss(self) -> None:
        """Take the screen and its bar off the table for good (the next hand is dealt, or the table closes)."""
        self._table().removeEventFilter(self)
        self.peek.hide()
        self.hide()
        self.peek.deleteLater()
        self.deleteLater()

    def _table(self) -> QWidget:
        """The table the screen lies over (its parent), asked of Qt rather than kept: no reference cycle."""
        table = self.parentWidget()
        assert table is not None
        return table

    def open_history(self) -> HistoryDialog:
        dialog = HistoryDialog(
            self.view.history, self.view.viewer, seat_names=self._names, start_coins=self._start_coins, parent=self
        )
        self.history_dialog = dialog
        dialog.open()
        return dialog

    def plain_text(self) -> str:
        return self.view.plain_text()

    def _place(self) -> None:
        """Centre the screen on the table: as wide as it may be, as tall as its content (at most the table less
        a margin); the pieces and the words grow with the table."""
        table = self._table().rect()
        margin_x, margin_y = round(table.width() * MARGIN), round(table.height() * MARGIN)
        width = min(table.width() - 2 * margin_x, MAX_WIDTH)
        room = table.height() - 2 * margin_y
        low, high = PIECE_RANGE
        self.view.set_piece_height(max(low, min(high, room * PIECE_SHARE)))
        scale = max(1.0, min(TEXT_SCALE_MAX, room / TEXT_SCALE_HEIGHT))
        if abs(scale - self._text_scale) > 0.01:
            self._text_scale = scale
            self.setFont(scaled_font(scale))
            self.view.set_text_scale(scale)
        margins = self._layout.contentsMargins()
        inner = width - margins.left() - margins.right() - SCROLL_BAR_ROOM
        body = self.view.body
        content = body.heightForWidth(inner) if body.hasHeightForWidth() else body.sizeHint().height()
        chrome = (
            self.view.headline.heightForWidth(inner)
            + self.next_button.sizeHint().height()
            + margins.top()
            + margins.bottom()
            + 3 * self._layout.spacing()
            + SLACK
        )
        height = min(room, content + chrome)
        self.setGeometry((table.width() - width) // 2, (table.height() - height) // 2, width, height)
        hint = self.peek.sizeHint()
        self.peek.setGeometry((table.width() - hint.width()) // 2, 8, hint.width(), hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        paint_sheet(self, 10)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # the event's type first: closing a table whose Python half the collector is tearing down sends
        # Hide and deactivation events here after this screen's attributes are gone
        if event.type() == QEvent.Type.Resize and watched is self.parentWidget():
            self._place()
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape:
            self.look_at_table()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.history_button.setText(self.tr("&History…"))
        self.copy_button.setText(self.tr("&Copy as text"))
        self.table_button.setText(self.tr("&Look at the table"))
        go = self.tr("&Play again") if self.match_over else self.tr("&Next hand")
        self.next_button.setText(go)
        self.peek.show_button.setText(self.tr("Show the &result"))
        self.peek.go_button.setText(go)
        self.peek.adjustSize()
        self._place()  # the words' new length may change the screen's height
