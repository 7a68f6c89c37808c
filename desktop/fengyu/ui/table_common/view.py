"""``SeatTableView``: the widget both tables are — one seat's scene following its session.

The mahjong board and the card table differ in what they draw and how the
player decides, not in how they follow the game: the session's steps queue in
a director, and when the picture has caught up (``_on_idle``) a finished hand
is reported once and the player's decision is offered before the session
moves on. That shared part lives here; subclasses make the scene and the
director and say how a decision is offered and hinted.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QLabel, QWidget

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.ui.session import SeatSession, Step
from fengyu.ui.sounds import Sounds
from fengyu.ui.table_common import refusals
from fengyu.ui.table_common.felt import FeltScene
from fengyu.ui.table_common.steps import StepDirector


class PauseCover(QLabel):
    """Laid over a paused table: the table dims and says it waits, and how to go on; clicks do not reach it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._covered = parent
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setStyleSheet("background: rgba(10, 20, 16, 150); color: white;")
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self.setFont(font)
        parent.installEventFilter(self)
        self.hide()

    def retranslate(self) -> None:
        self.setText(
            QCoreApplication.translate(
                "SeatTableView", "Paused\n\nNo bot moves and no clock runs.\nPress {key} to go on."
            ).format(key=QCoreApplication.translate("SeatTableView", "Ctrl+P"))
        )

    def cover(self) -> None:
        self.retranslate()
        self.setGeometry(self._covered.rect())
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._covered and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._covered.rect())
        return False


class SeatTableView(QGraphicsView):
    """What every board is to the main window and the autoplay (``fengyu.ui.tables``); the abstract methods below
    are each board's own."""

    hand_finished = Signal(object)
    """A hand's end has been shown (its ``HandResult``): time for the settlement."""

    bot_pause = 0.5
    """The bots' pause before a move at normal speed, in seconds."""
    director: StepDirector
    """Made by the subclass, once its scene is built."""

    def __init__(self, scene: FeltScene, session: SeatSession, sounds: Sounds | None, parent: QWidget | None) -> None:
        super().__init__(scene, parent)
        self._felt_scene = scene
        self.session = session
        self.sounds = sounds
        self.seat = session.seat
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.latest: Step | None = None
        """The session's last step (what the table is, or will be once the director catches up)."""
        self._offered = False
        self._reported_hand = -1
        self._warning = ""
        self.pause_cover = PauseCover(self)
        session.refused.connect(self._host_refused)
        session.save_problem.connect(self._say_save_problem)

    def start(self) -> None:
        """Show the table as it stands (a new or resumed match) and carry on."""
        raise NotImplementedError

    def retranslate(self) -> None:
        """Re-read every text of the table in the language now in use."""
        raise NotImplementedError

    def key_rows(self) -> list[tuple[str, str]]:
        """The keys of this table, for the Help menu: (key, what it does)."""
        raise NotImplementedError

    @staticmethod
    def legend() -> list[str]:
        """What each badge on the plates means."""
        raise NotImplementedError

    def set_felt(self, colour: QColor) -> None:
        self._felt_scene.set_felt(colour)

    def set_speed(self, factor: float) -> None:
        """Scale the animations and the bots' pause (0: instant)."""
        self.director.speed = factor
        self.session.bot_delay = self.bot_pause * factor

    @property
    def paused(self) -> bool:
        return self.session.paused

    def set_paused(self, paused: bool) -> None:
        """Pause (or resume) the table: the session stops its bots and clock, the cover says so and keeps the
        player's clicks and keys off the table until it goes on."""
        if not self.session.can_pause or paused == self.session.paused:
            return
        self.session.set_paused(paused)
        self.viewport().setEnabled(not paused)
        if paused:
            self.pause_cover.cover()
        else:
            self.pause_cover.hide()
            self.setFocus()
            self._on_idle()

    def next_hand(self) -> None:
        """Deal the next hand of the match (after the settlement)."""
        self.session.start_hand()

    def _on_idle(self) -> None:
        """The picture has caught up: report a finished hand once, or offer the player's decision; then let the
        session move on (the bots' turns wait for the picture)."""
        step = self.latest
        if step is None:
            return
        view = step.view
        session = self.session
        if view.phase == "over":
            if session.hand_over and self._reported_hand != session.hand_index and session.history:
                self._reported_hand = session.hand_index
                self.hand_finished.emit(session.history[-1])
            self._show_hints(view)
            return
        if self._awaits_me(view) and not self._offered and session.plays:
            self._offer(view)
            session.start_clock()
        self._show_hints(view)
        session.pump()

    def _warn(self, text: str) -> None:
        """Say in the hint panel why nothing happened (no dialog in the way of play)."""
        self._warning = text
        if self.latest is not None:
            self._show_hints(self.latest.view)

    def _play(self, action: Action) -> None:
        """Send the player's move; one refused at once is explained where the player looks."""
        if self.session.paused:
            return
        try:
            self.session.submit(action)
        except IllegalActionError as refused:
            self._say_refused(refused)

    def _host_refused(self, error: IllegalActionError) -> None:
        """A move the host judged and refused: said as a move refused here is."""
        self._say_refused(error)

    def _say_save_problem(self, problem: str) -> None:
        """Tell the player the match is not being saved (play goes on), or that it is saved again."""
        if problem:
            text = QCoreApplication.translate(
                "SeatTableView", "The game could not be saved ({reason}); play goes on, saving is retried."
            ).format(reason=problem)
        else:
            text = QCoreApplication.translate("SeatTableView", "The game is saved again.")
        self._warn(text)

    def _say_refused(self, error: IllegalActionError) -> None:
        """Say why a move was refused (the context is named: ``tr`` would look the words up per subclass)."""
        self._warn(refusals.explained(error, self.seat))

    def _awaits_me(self, view: Any) -> bool:
        """Whether ``view`` waits on this seat's decision."""
        raise NotImplementedError

    def _offer(self, view: Any) -> None:
        """Offer the player the decision ``view`` waits on."""
        raise NotImplementedError

    def _show_hints(self, view: Any) -> None:
        """Say what the player may do now (or why nothing happened)."""
        raise NotImplementedError
