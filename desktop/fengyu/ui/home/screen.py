"""``HomeScreen``: the page the app opens on — the three games side by side, each ready to play.

Each game has a card: a drawn preview of its table, its name and one line on
what it is, the player's record in it, and what the player can do: play at once
with the last settings, continue the saved game (when one of this game waits),
choose a new game's settings, and learn how to play. Under the cards: host or
join a LAN table, open a hand file, the statistics.

The screen only says what the player asked for (its signals); the main window
does it. It follows the language (``retranslate``) and the felt colour
(``set_felt``), and its cards shrink and grow with the window.

The window's first frame shows the page without what would keep it waiting:
each card's record and the saved game come from the records database and the
save (``show_records``, ``show_saved``), the pieces on the previews' felt from
the tile and card painters (``show_tables``); the main window fills them in
right after, in places the first frame keeps for them. The page names no ``Qt``
enum (centred text is a style sheet's, the background a frame's): PySide builds
that namespace's hundreds of enums on first use, which would cost the first
frame more than the page itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from fengyu.games.registry import games
from fengyu.ui.home.previews import TablePreview
from fengyu.ui.names import name
from fengyu.ui.translations import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from fengyu.table.records import GameStats

GAMES: tuple[str, ...] = tuple(games())
CONTEXT = "HomeScreen"
DESCRIPTIONS = {
    "sichuan": QT_TRANSLATE_NOOP("HomeScreen", "Choose a suit to drop, then play on until three have won (血战到底)."),
    "paofeng": QT_TRANSLATE_NOOP("HomeScreen", "Anhui's mahjong of 136 tiles: a wild 钻牌, flowers, 跑风 and 包牌."),
    "guafeng": QT_TRANSLATE_NOOP("HomeScreen", "Shandong's partnership card game: declare trumps, bury, climb to K."),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def record_line(game: str, stats: GameStats | None) -> str:
    """The player's record in a game, in one line (None: no hand recorded)."""
    if stats is None or stats.hands == 0:
        return QCoreApplication.translate("HomeScreen", "No hands played yet")
    share = round(100 * stats.wins / stats.hands)
    if game == "guafeng":
        return QCoreApplication.translate(
            "HomeScreen", "{hands} hands · {share}% won · {levels} levels climbed"
        ).format(hands=stats.hands, share=share, levels=stats.levels_up)
    return QCoreApplication.translate("HomeScreen", "{hands} hands · {share}% won · {mean} per hand").format(
        hands=stats.hands, share=share, mean=f"{stats.mean:+.1f}"
    )


class GameCard(QFrame):
    """One game on the home screen."""

    def __init__(self, game: str, felt: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("gameCard")
        self.preview = TablePreview(game, felt)
        self.title = QLabel()
        self.title.setObjectName("cardTitle")
        self.description = QLabel(wordWrap=True)
        self.record = QLabel(wordWrap=True)
        for label in (self.description, self.record):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.play_button = QPushButton()
        self.play_button.setDefault(True)
        self.continue_button = QPushButton()
        self.continue_button.hide()  # until ``show_saved`` says this game's match waits
        self.new_button = QPushButton()
        self.learn_button = QPushButton()
        self.guided_button = QPushButton()
        self.record_button = QPushButton()
        self.buttons = (
            self.play_button,
            self.continue_button,
            self.new_button,
            self.learn_button,
            self.guided_button,
            self.record_button,
        )
        for button in self.buttons:
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 10, 10, 10)
        column.setSpacing(6)
        column.addStretch(0)  # a tall card's spare height is shared above and below its content
        column.addWidget(self.preview, 1)
        column.addWidget(self.title)
        column.addWidget(self.description)
        column.addWidget(self.record)
        column.addWidget(self.play_button)
        column.addWidget(self.continue_button)
        row = QHBoxLayout()
        row.addWidget(self.new_button)
        row.addWidget(self.learn_button)
        column.addLayout(row)
        column.addWidget(self.guided_button)
        column.addWidget(self.record_button)
        column.addStretch(0)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """The preview keeps a table's proportions; a tall card's spare height goes around its content."""
        self.preview.setMaximumHeight(max(self.preview.minimumHeight(), round(event.size().width() * 0.75)))
        super().resizeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(name("game", self.game))
        self.description.setText(_tr(DESCRIPTIONS[self.game]))
        self.play_button.setText(QCoreApplication.translate("HomeScreen", "Quick Play"))
        self.play_button.setToolTip(
            QCoreApplication.translate("HomeScreen", "A new match at once, with the settings you played last")
        )
        self.continue_button.setText(QCoreApplication.translate("HomeScreen", "Continue the Saved Game"))
        self.new_button.setText(QCoreApplication.translate("HomeScreen", "New Game…"))
        self.learn_button.setText(QCoreApplication.translate("HomeScreen", "How to Play"))
        self.guided_button.setText(QCoreApplication.translate("HomeScreen", "Guided First Hand"))
        self.record_button.setText(QCoreApplication.translate("HomeScreen", "Statistics and Hands"))


class HomeScreen(QFrame):
    quick_play = Signal(str)
    """Start a match of this game at once with the last settings."""
    continue_game = Signal()
    """Resume the saved match."""
    new_game = Signal(str)
    """Choose the settings of a new match of this game."""
    how_to_play = Signal(str)
    """Show how this game is played (the guide connects here)."""
    guided_hand = Signal(str)
    """Play this game's guided first hand."""
    show_statistics = Signal(str)
    host_table = Signal()
    join_table = Signal()
    open_hand = Signal()

    def __init__(self, felt: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("homeScreen")
        self.heading = QLabel()
        self.heading.setObjectName("heading")
        self.tagline = QLabel(wordWrap=True)
        self.tagline.setObjectName("tagline")
        self.cards = {game: GameCard(game, felt) for game in GAMES}
        row = QHBoxLayout()
        row.setSpacing(14)
        for game, card in self.cards.items():
            row.addWidget(card, 1)
            card.play_button.clicked.connect(lambda _c=False, g=game: self.quick_play.emit(g))
            card.continue_button.clicked.connect(self.continue_game)
            card.new_button.clicked.connect(lambda _c=False, g=game: self.new_game.emit(g))
            card.learn_button.clicked.connect(lambda _c=False, g=game: self.how_to_play.emit(g))
            card.guided_button.clicked.connect(lambda _c=False, g=game: self.guided_hand.emit(g))
            card.record_button.clicked.connect(lambda _c=False, g=game: self.show_statistics.emit(g))
        self.host_button, self.join_button, self.open_button = QPushButton(), QPushButton(), QPushButton()
        self.host_button.clicked.connect(self.host_table)
        self.join_button.clicked.connect(self.join_table)
        self.open_button.clicked.connect(self.open_hand)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        for button in (self.host_button, self.join_button, self.open_button):
            bottom.addWidget(button)
        bottom.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(16, 12, 16, 12)
        column.setSpacing(10)
        column.addWidget(self.heading)
        column.addWidget(self.tagline)
        column.addLayout(row, 1)
        column.addLayout(bottom)
        self.stats: dict[str, GameStats] | None = None
        """Each game's record (None until ``show_records``: the first frame shows none)."""
        self.felt = felt
        self.scale = 0.0
        """How much text and buttons grow with the window; styled at the first resize, which comes before the
        first paint (styling the page re-polishes every widget on it: once, at the size it opens at)."""
        self.retranslate()

    def set_felt(self, colour: QColor) -> None:
        """The page takes the table's colour: a darker felt behind cards of the felt itself."""
        self.felt = colour
        for card in self.cards.values():
            card.preview.set_felt(colour)
        self._restyle()

    def _restyle(self) -> None:
        """The style sheet of the felt's colours and the text size of the window's size."""
        colour, points = self.felt, QApplication.font().pointSizeF() * max(self.scale, 1.0)
        self.setStyleSheet(
            f"#homeScreen {{ background: {colour.darker(190).name()}; }}"
            f"#homeScreen QLabel {{ color: #f4f0e2; font-size: {points:.1f}pt; }}"
            f"#homeScreen QPushButton {{ font-size: {points:.1f}pt; }}"
            f"#gameCard {{ background: {colour.darker(140).name()}; border: 1px solid {colour.lighter(130).name()};"
            " border-radius: 12px; }"
            f"#homeScreen QLabel#cardTitle {{ font-size: {points * 1.35:.1f}pt; font-weight: bold; }}"
            f"#homeScreen QLabel#heading {{ font-size: {points * 1.8:.1f}pt; font-weight: bold; }}"
            "#heading, #tagline { qproperty-alignment: AlignCenter; }"
        )

    def show_saved(self, game: str | None) -> None:
        """Offer to continue on the card of the saved game's kind (None: no game waits)."""
        for code, card in self.cards.items():
            card.continue_button.setVisible(code == game)

    def show_records(self, stats: dict[str, GameStats]) -> None:
        """The player's record on each card."""
        self.stats = stats
        self._show_stats()

    def _show_stats(self) -> None:
        for game, card in self.cards.items():
            # Until the records are read, the line stays (blank), so that nothing moves when they come.
            card.record.setText(" " if self.stats is None else record_line(game, self.stats.get(game)))

    def show_tables(self) -> None:
        """Draw the pieces on each preview's felt (the first frame shows the felt alone)."""
        for card in self.cards.values():
            card.preview.show_table()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        size = event.size()
        self._scale_to(max(1.0, min(1.6, size.width() / 1100, size.height() / 760)))
        super().resizeEvent(event)

    def _scale_to(self, factor: float) -> None:
        """Text and buttons grow with a large window (never below the app's own size)."""
        factor = round(factor, 2)
        if factor == self.scale:
            return
        self.scale = factor
        self._restyle()
        for button in (self.host_button, self.join_button, self.open_button):
            button.setMinimumHeight(round(30 * factor))
        for card in self.cards.values():
            for button in card.buttons:
                button.setMinimumHeight(round(30 * factor))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.heading.setText(QCoreApplication.translate("HomeScreen", "风雨牌桌 Fengyu"))
        self.tagline.setText(
            QCoreApplication.translate(
                "HomeScreen", "Wind and rain at one table: Sichuan mahjong, Paofeng mahjong and Guafeng."
            )
        )
        for card in self.cards.values():
            card.retranslate()
        self._show_stats()
        self.host_button.setText(QCoreApplication.translate("HomeScreen", "Host a LAN Table…"))
        self.join_button.setText(QCoreApplication.translate("HomeScreen", "Join a LAN Table…"))
        self.open_button.setText(QCoreApplication.translate("HomeScreen", "Open a Hand File…"))
