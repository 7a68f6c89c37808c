"""``Coach``: the guided first hand's voice at the table — what to do next, why, and where to look.

The coach rides on a board (the mahjong ``Board`` or the ``CardTable``) of a
real engine hand. Whenever the board offers the player a decision, it asks the
game's hint engine (the same hard bot the Hint button asks) what to do,
finds the step of the game's list (``lessons``) that fits, says it in the
panel at the top of the table, and marks the advised tiles or cards and
button the way the board's own hint does. When the player moves, the move is
judged by the step's Action predicate: a match is praised, anything else (it
was legal: the engine took it) is named next to what the hint would have done,
and the guidance goes on from the new position. "Leave the guide" takes the
panel away at any moment; the hand plays on as a normal hand.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from fengyu.core.protocol import Action
from fengyu.table.kinds import game_kind
from fengyu.ui.cards import texts as card_texts
from fengyu.ui.cards.table import CardTable
from fengyu.ui.mahjong.board import Board
from fengyu.ui.names import cards_text, name, tile_name
from fengyu.ui.session import Step
from fengyu.ui.tutorial.lessons import CONTEXT, FOLLOW_HINT, LESSONS, Lesson

PANEL_STYLE = (
    "#coachPanel { background: rgba(12, 34, 52, 235); border: 2px solid #4ee0ff; border-radius: 10px; }"  # BORDER
    "QLabel { color: #f4f8ff; } #coachTitle { font-weight: bold; }"
    "QPushButton { color: #f4f8ff; background: rgba(0, 0, 0, 90); border: 1px solid rgba(255,255,255,120);"
    " border-radius: 6px; padding: 1px 8px; }"
)
GUIDE_EXPLAINS = ("feng", "yu", "lei")
"""The card table's first-lead notes the guide's own step replaces (the table would say them again, at length)."""
BORDER = 2
"""The panel's outline (pixels): the words have that much less room on each side."""
SLACK = 4
"""Pixels kept free around the words, so rounding never wraps or cuts a line."""
WIDE_ENOUGH = 400
"""The narrowest the panel is made (pixels): narrower, its words would stand too many lines tall."""
MARK_STYLE = "QPushButton { border: 3px solid #4ee0ff; }"
"""The outline of the button the guide points at (over the action bar's own look)."""


class CoachPanel(QFrame):
    """The guide's words at the top of the table, under a title row with the button that leaves the guide."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        self.pixels = 0
        """The letters' size in pixels (set by ``fit``)."""
        self.title = QLabel(self, wordWrap=True)  # a narrow table breaks the title
        self.title.setObjectName("coachTitle")
        self.words = QLabel(self, wordWrap=True)
        self.feedback = QLabel(self, wordWrap=True)
        self.leave_button = QPushButton(self)
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        column = self.column = QVBoxLayout(self)
        column.setContentsMargins(10, 6, 10, 6)
        column.setSpacing(3)
        row = QHBoxLayout()
        row.addWidget(self.title, 1)
        row.addWidget(self.leave_button)
        column.addLayout(row)
        column.addWidget(self.words)
        column.addWidget(self.feedback)

    def fit(self, x: int, width: int, top: int, pixels: int) -> None:
        """``width`` wide from ``x``, ``pixels``-high letters; as tall as the words need."""
        if pixels != self.pixels:  # the letters' size goes in the style sheet: it overrides a widget's own font
            self.pixels = pixels
            self.setStyleSheet(PANEL_STYLE + f"QLabel, QPushButton {{ font-size: {pixels}px; }}")
        for widget in (self.title, self.words, self.feedback, self.leave_button):
            widget.ensurePolished()
        column = self.column
        margins = column.contentsMargins()
        inner = width - margins.left() - margins.right() - 2 * BORDER - SLACK
        height = margins.top() + margins.bottom() + 2 * BORDER + SLACK
        button = self.leave_button.sizeHint()
        beside = QRect(0, 0, max(1, inner - button.width() - column.spacing()), 100_000)
        title = QFontMetrics(self.title.font()).boundingRect(beside, Qt.TextFlag.TextWordWrap, self.title.text())
        height += max(title.height(), button.height())
        for label in (self.words, self.feedback):
            if label.text() and not label.isHidden():
                room = QRect(0, 0, inner, 100_000)
                words = QFontMetrics(label.font()).boundingRect(room, Qt.TextFlag.TextWordWrap, label.text())
                height += words.height() + column.spacing()
        self.setFixedSize(width, height)
        self.move(x, top)


class Coach(QObject):
    """Guides the player of ``board`` through its hand (see the module docstring)."""

    def __init__(self, board: Board | CardTable, game: str) -> None:
        super().__init__(board)
        self.board = board
        self.game = game
        self.lessons = LESSONS[game]
        self.explained: set[str] = set()
        """Explanation-only lessons already shown."""
        self.done: set[str] = set()
        """Steps the player did as advised."""
        self.lesson: Lesson | None = None
        """The step on offer now (None between decisions)."""
        self.advised: Action | None = None
        """The hint engine's move for the decision on offer."""
        self.notes: list[Lesson] = []
        self.feedback = ""
        self.deviations = 0
        self._moves = self._my_moves()
        self.active = True
        self.panel = CoachPanel(board.viewport())
        self.panel.leave_button.clicked.connect(self.leave)
        board.director.idle.connect(self._on_idle)
        board.session.stepped.connect(self._on_step)
        board.viewport().installEventFilter(self)
        if isinstance(board, CardTable):
            board.counter.set_covered(True)  # the guide's words take the top band while it speaks
            board._explained.update(GUIDE_EXPLAINS)  # the guide says what 风, 雨 and 雷 are, in fewer words
        self.retranslate()
        self.panel.show()

    # -- following the hand ---------------------------------------------------------------------------

    def _my_moves(self) -> int:
        return sum(1 for a in self._actions() if a.seat == self.board.seat)

    def _actions(self) -> list[Action]:
        table = getattr(self.board.session, "table", None)
        hand = table.hand if table is not None else None
        return list(hand.actions) if hand is not None else []

    def _on_step(self, step: Step) -> None:
        """A move of the player's reached the table: judge it against the step on offer."""
        if not self.active:
            return
        moves = [a for a in self._actions() if a.seat == self.board.seat]
        if len(moves) <= self._moves:
            if not self.board._offered:  # the decision went away unanswered (another player's claim won)
                self.lesson = self.advised = None
            return
        self._moves = len(moves)
        action, lesson, advised = moves[-1], self.lesson, self.advised
        self.lesson = self.advised = None
        if advised is None:
            return
        if lesson is not None and lesson.expects is not None:
            as_advised = lesson.expects(action, advised)
        else:  # a decision no step names (换三张, 还牌 …): judged against the hint itself
            as_advised = action == advised
        if as_advised:
            if lesson is not None:
                self.done.add(lesson.key)
            self.feedback = QCoreApplication.translate("Tutorial", "Well done.")
        else:
            self.deviations += 1
            self.feedback = QCoreApplication.translate(
                "Tutorial", "You chose {move}; the hint was {hint}. The guide goes on from your move."
            ).format(move=self.describe(action), hint=self.describe(advised))
        if step.view.phase == "over":
            self.feedback += " " + QCoreApplication.translate("Tutorial", "The hand is over: its result follows.")
        self._refresh()

    def _on_idle(self) -> None:
        """The picture caught up: when the player has a decision, say what to do and point at it."""
        board = self.board
        step = board.latest
        if not self.active or step is None:
            return
        if step.view.phase == "over":
            self.lesson = None
            self._refresh()
            return
        if not board._offered or self.lesson is not None:
            return
        view = step.view
        legal = board._legal()
        if not legal:
            return
        self.advised = self._advisor().choose(view, legal)
        self.notes = [
            lesson
            for lesson in self.lessons
            if lesson.expects is None and lesson.key not in self.explained and lesson.when(view, self.advised)
        ]
        self.explained.update(lesson.key for lesson in self.notes)
        self.lesson = next(
            (lesson for lesson in self.lessons if lesson.expects is not None and lesson.when(view, self.advised)),
            None,
        )
        self._point_at(self.advised)
        self._refresh()

    def _advisor(self) -> Any:
        """The hint engine: the game's hard bot (as the mahjong board's Hint button)."""
        levels = game_kind(self.game).levels
        level = "hard" if "hard" in levels else next(reversed(list(levels)))
        return levels[level](seed=0)

    def _point_at(self, action: Action) -> None:
        """Mark the advised move the way the board's own hint does: the tiles or cards raised, the button outlined."""
        board = self.board
        if isinstance(board, CardTable):
            if action.kind in ("play", "bury", "give"):
                board.select_cards(action.pieces)
                key = "confirm"
            elif action.kind in ("liang", "chong", "xu", "zhan"):
                key = f"{action.kind}_{'_'.join(map(str, action.pieces))}"
            elif action.kind == "swap_done":
                key = "done"
            else:
                key = action.kind
        else:
            board.suggest()
            key = self._button_key(action)
        button = board.action_bar.buttons.get(key)
        if button is not None:
            button.setStyleSheet(MARK_STYLE)

    @staticmethod
    def _button_key(action: Action) -> str:
        if action.kind == "ding_que":
            return f"ding_que_{action.option}"
        if action.kind == "bu_hua":
            return f"bu_hua_{action.pieces[0]}"
        if action.kind.endswith("kong") or action.kind.endswith("gang"):
            return f"kong_{action.pieces[0]}"
        return action.kind

    def describe(self, action: Action) -> str:
        """A move in the player's words: its name and its tiles or cards."""
        if self.game == "guafeng":
            label = card_texts.action_label(action.kind)
            return f"{label} {cards_text(action.pieces)}" if action.pieces else label
        if action.kind == "ding_que":
            return QCoreApplication.translate("Tutorial", "giving up {suit}").format(suit=name("suit", action.option))
        label = name("action", action.kind)
        return f"{label} {tile_name(action.pieces[0])}" if action.pieces else label

    # -- the panel -------------------------------------------------------------------------------------

    def lines(self) -> list[str]:
        """What the panel says now (for tests and screenshots)."""
        words = [note.words() for note in self.notes] if self.advised is not None else []
        if self.lesson is not None:
            words.append(self.lesson.words())
        elif self.advised is not None:  # a decision no step names (换三张, 还牌 …): the hint still points
            words.append(QCoreApplication.translate(CONTEXT, FOLLOW_HINT))
        elif self.board.latest is not None and self.board.latest.view.phase != "over":
            words.append(
                QCoreApplication.translate(
                    "Tutorial", "Watch the others play; the guide speaks again at your next decision."
                )
            )
        return words

    def _refresh(self) -> None:
        self.panel.words.setText("\n".join(self.lines()))
        self.panel.feedback.setText(self.feedback)
        self.panel.feedback.setVisible(bool(self.feedback))
        self._place()

    def retranslate(self) -> None:
        self.panel.title.setText(
            QCoreApplication.translate("Tutorial", "Guided first hand: {game}").format(game=name("game", self.game))
        )
        self.panel.leave_button.setText(QCoreApplication.translate("Tutorial", "Leave the guide"))
        self._refresh()

    def _place(self) -> None:
        """Mahjong: over the top player's concealed tiles, between their plate and the hint panel. Cards: right of
        the information panel, before the partner's plate when there is room, else over it (never over the
        information or played cards)."""
        if not self.active:
            return
        viewport = self.board.viewport()
        pixels = max(11, min(17, round(viewport.height() / 50)))
        if isinstance(self.board, CardTable):
            cards = self.board.card_scene.layout
            info, partner = cards.info_rect(), cards.plate_rect(2)
            x = round(info.x + info.width + cards.margin)
            room = round(partner.x - cards.margin) - x
            width = room if room >= WIDE_ENOUGH else viewport.width() - x - round(cards.margin)
        else:
            tiles = self.board.table_scene.layout
            across, hint = tiles.plate_rect(2), tiles.hint_rect()
            left = round(across.x + across.width + tiles.margin * 0.5)
            room = round(hint.x - tiles.margin * 0.5) - left
            width = min(room, max(WIDE_ENOUGH, round(viewport.width() * 0.46)))
            x = left + (room - width) // 2
        self.panel.fit(x, width, 6, pixels)
        self.panel.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Resize and self.active:
            QTimer.singleShot(0, self, self._place)  # once the board has laid its table out at the new size
        elif event.type() == QEvent.Type.LanguageChange and self.active:
            self.retranslate()
        return False

    def leave(self) -> None:
        """Stop guiding: the panel and marks go; the hand plays on as a normal hand."""
        if not self.active:
            return
        self.active = False
        for button in self.board.action_bar.buttons.values():
            button.setStyleSheet("")
        self.board.director.idle.disconnect(self._on_idle)
        self.board.session.stepped.disconnect(self._on_step)
        if isinstance(self.board, CardTable):
            self.board.counter.set_covered(False)
        self.panel.hide()
        self.panel.deleteLater()
