"""The replay window (牌谱): a kept hand on the game's own table, stepped forward and back.

The table is the board the hand was played on (the mahjong ``Board`` or the
Guafeng ``CardTable``), fed by a ``ReplaySession``. One step forward is animated
as it was in play; any other move (back, to the start or end, to the next
decision, or another seat or open hands) shows the table as it stood at that
step, drawn afresh. Under the table: the step, what the viewed seat played at
its decision, and what the hint engine would have played there.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from fengyu.core.protocol import Action
from fengyu.table.replay import Replay
from fengyu.table.replay_file import HandFile, write_hand_file
from fengyu.ui.cards.table import CardTable
from fengyu.ui.cards.texts import action_label
from fengyu.ui.mahjong.board import Board
from fengyu.ui.names import name, tile_name
from fengyu.ui.records.replay_session import ReplaySession
from fengyu.ui.table_common import texts
from fengyu.ui.table_common.view import SeatTableView
from fengyu.ui.tables import board_class


def action_text(game: str, action: Action) -> str:
    """An action in words: its name and the tiles or cards it names."""
    if game == "guafeng":
        return action_label(action.kind, action.pieces)
    label = name("action", action.kind)
    return f"{label}  {' '.join(tile_name(t) for t in action.pieces)}" if action.pieces else label


class ReplayWindow(QWidget):
    """One kept hand to step through; ``seat`` is the view it opens on (default: the keeper's)."""

    def __init__(
        self,
        hand: HandFile,
        *,
        seat: int | None = None,
        open_hands: bool = False,
        felt: QColor | None = None,
        parent: QWidget | None = None,
    ) -> None:
        replay = Replay(hand)  # first: a hand that does not replay (HandFileError) leaves no half-built window
        super().__init__(parent, Qt.WindowType.Window)
        self.replay = replay
        self.hand = hand
        self.felt = felt
        self.session: ReplaySession | None = None
        self.board: SeatTableView | None = None
        self.seat_box = QComboBox()
        for s in self.replay.seats:
            self.seat_box.addItem("", s)
        self.open_box = QCheckBox()
        self.open_box.setEnabled(self.replay.can_open)
        self.open_box.setChecked(open_hands and self.replay.can_open)
        icons = QStyle.StandardPixmap
        self.first_button, self.back_button, self.forward_button, self.last_button = (
            QPushButton(self.style().standardIcon(icon), "")
            for icon in (
                icons.SP_MediaSkipBackward,
                icons.SP_MediaSeekBackward,
                icons.SP_MediaSeekForward,
                icons.SP_MediaSkipForward,
            )
        )
        self.decision_button = QPushButton()
        self.export_button = QPushButton()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.replay) - 1)
        self.step_label = QLabel()
        self.info = QLabel(wordWrap=True)
        self.info.setMinimumHeight(self.info.fontMetrics().lineSpacing() * 2 + 4)
        self.info.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bar = QHBoxLayout()
        self.seat_caption = QLabel()
        for widget in (self.seat_caption, self.seat_box, self.open_box):
            bar.addWidget(widget)
        bar.addSpacing(12)
        for button in (self.first_button, self.back_button, self.forward_button, self.last_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            bar.addWidget(button)
        bar.addWidget(self.decision_button)
        bar.addStretch(1)
        bar.addWidget(self.export_button)
        track = QHBoxLayout()
        track.addWidget(self.slider, 1)
        track.addWidget(self.step_label)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(6, 6, 6, 6)
        self.column.addLayout(bar)
        self.column.addLayout(track)
        self.column.addStretch(1)
        self.column.addWidget(self.info)
        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(lambda: self.go(self.replay.position - 1))
        self.forward_button.clicked.connect(self.forward)
        self.last_button.clicked.connect(lambda: self.go(len(self.replay) - 1))
        self.decision_button.clicked.connect(self.next_decision)
        self.export_button.clicked.connect(lambda _checked=False: self.export())
        self.slider.valueChanged.connect(self._slid)
        self.seat_box.currentIndexChanged.connect(lambda _i: self._rebuild())
        self.open_box.toggled.connect(lambda _on: self._rebuild())
        start = self.replay.seats.index(seat) if seat in self.replay.seats else self.replay.seats.index(hand.seat)
        self.seat_box.setCurrentIndex(start)
        self.retranslate()
        self._rebuild()
        self.resize(1100, 780)

    @property
    def seat(self) -> int:
        return int(self.seat_box.currentData())

    # -- moving ----------------------------------------------------------------------------------

    def forward(self) -> None:
        """One step on, animated as it was played."""
        if self.session is not None and self.replay.position + 1 < len(self.replay):
            self.session.show_next()
            self._moved()

    def go(self, position: int) -> None:
        """Any step: the table is drawn as it stood there."""
        self.replay.go(position)
        self._rebuild()

    def next_decision(self) -> None:
        """The next step at which the viewed seat had a decision to make."""
        later = [p for p in self.replay.decisions(self.seat) if p > self.replay.position]
        if later:
            self.go(later[0])

    def _slid(self, value: int) -> None:
        if value != self.replay.position:
            self.go(value)

    def _rebuild(self) -> None:
        """A fresh board at the current step (another seat, open hands, or a jump)."""
        if self.board is not None:
            self.column.removeWidget(self.board)
            self.board.deleteLater()
        self.session = ReplaySession(self.replay, self.seat, open_hands=self.open_box.isChecked())
        board = board_class(self.hand.game)(self.session, None)
        board.set_speed(0.5)
        if self.felt is not None:
            board.set_felt(self.felt)
        board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        board.director.idle.connect(self.mark_hint)
        self.board = board
        self.column.insertWidget(2, board, 1)
        self.column.setStretch(3, 0)
        board.start()
        self._moved()

    def _moved(self) -> None:
        position = self.replay.position
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        last = len(self.replay) - 1
        self.back_button.setEnabled(position > 0)
        self.first_button.setEnabled(position > 0)
        self.forward_button.setEnabled(position < last)
        self.last_button.setEnabled(position < last)
        self.decision_button.setEnabled(any(p > position for p in self.replay.decisions(self.seat)))
        self.step_label.setText(self.tr("Step {step} of {steps}").format(step=position, steps=last))
        self.info.setText(self.describe())

    def mark_hint(self) -> list[int]:
        """Lift the tiles or cards of the hint engine's move in the viewed seat's hand (once the picture is still);
        returns what was marked."""
        hint = self.replay.hint(self.seat)
        board = self.board
        if hint is None or not hint.pieces:
            return []
        if isinstance(board, CardTable):
            board.select_cards(hint.pieces)
            return [item.slot.card for item in board.selected if item.slot.card is not None]
        marked = []
        if isinstance(board, Board):
            wanted = list(hint.pieces)
            for item in board.table_scene.items_in("hand", self.seat):
                if item.slot.tile in wanted:
                    wanted.remove(item.slot.tile)
                    item.state = "selected"
                    marked.append(item.slot.tile)
        return marked

    def describe(self) -> str:
        """What the viewed seat faced at this step: its move, and the hint engine's."""
        seat, game = self.seat, self.hand.game
        if self.replay.position == 0 and not self.replay.frame.legal.get(seat):
            return self.tr("The deal.")
        hint = self.replay.hint(seat)
        if hint is None:
            return self.tr("No decision for {seat} here.").format(seat=self._seat_name(seat))
        played = self.replay.played()
        lines = []
        if played is not None and played.seat == seat:
            lines.append(self.tr("Played: {action}").format(action=action_text(game, played)))
        else:
            lines.append(self.tr("Played: nothing yet (another seat's move came first)"))
        same = played is not None and played == hint
        lines.append(self.tr("Hint engine: {action}").format(action=action_text(game, hint)) + ("  ✓" if same else ""))
        return "\n".join(lines)

    def _seat_name(self, seat: int) -> str:
        return texts.seat_label(self.hand.config.seats[seat], seat, self.hand.seat)

    # -- export ----------------------------------------------------------------------------------

    def export(self, path: Path | None = None) -> Path | None:
        """Save the hand as one JSON file (asks where, unless ``path`` is given)."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self, self.tr("Export Hand"), f"fengyu-{self.hand.game}-hand.json", self.tr("Hand files (*.json)")
            )
            if not chosen:
                return None
            path = Path(chosen)
        write_hand_file(path, self.hand)
        return path

    # -- language and keys -----------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(
            self.tr("Replay: {game}, hand {number}").format(
                game=name("game", self.hand.game), number=self.hand.index + 1
            )
        )
        self.seat_caption.setText(self.tr("View from:"))
        for index, s in enumerate(self.replay.seats):
            self.seat_box.setItemText(index, self._seat_name(s))
        self.open_box.setText(self.tr("All hands open"))
        self.decision_button.setText(self.tr("Next decision"))
        self.export_button.setText(self.tr("Export…"))
        for button, tip in (
            (self.first_button, self.tr("To the deal (Home)")),
            (self.back_button, self.tr("One step back (←)")),
            (self.forward_button, self.tr("One step on (→)")),
            (self.last_button, self.tr("To the end (End)")),
        ):
            button.setToolTip(tip)
        if self.session is not None:
            self._moved()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        moves: dict[int, int] = {
            Qt.Key.Key_Left: self.replay.position - 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: len(self.replay) - 1,
        }
        if event.key() == Qt.Key.Key_Right:
            self.forward()
        elif event.key() in moves:
            self.go(moves[event.key()])
        elif event.key() == Qt.Key.Key_D:
            self.next_decision()
        else:
            super().keyPressEvent(event)
