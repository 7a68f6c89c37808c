"""Guafeng's words a newcomer cannot guess — 风, 雨, 雷 and 粘牌 — each explained with a drawn example.

The card table says what each means the first time it matters (the first lead, the first chance to stick);
``CombinationsHelp`` shows them all, with the cards of an example drawn by the app's own card art.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from fengyu.core.cards import parse_cards
from fengyu.ui.art.cards import draw_card
from fengyu.ui.dialogs.translated import TranslatedDialog
from fengyu.ui.translations import QT_TRANSLATE_NOOP

CONTEXT = "Combinations"


@dataclass(frozen=True, slots=True)
class Term:
    """One word of the game: its name, what it means, and an example's cards (Guafeng notation)."""

    code: str
    title: str
    meaning: str
    example: str
    example_note: str


TERMS = (
    Term(
        "feng",
        QT_TRANSLATE_NOOP("Combinations", "风 (wind): pairs in a run"),
        QT_TRANSLATE_NOOP(
            "Combinations",
            "A pair, or two or more pairs of one suit whose ranks follow each other. The longer run wins; "
            "trumps beat side suits.",
        ),
        "7H 7H 8H 8H 9H 9H",
        QT_TRANSLATE_NOOP("Combinations", "A 风 of three pairs in hearts"),
    ),
    Term(
        "yu",
        QT_TRANSLATE_NOOP("Combinations", "雨 (rain): a straight"),
        QT_TRANSLATE_NOOP(
            "Combinations",
            "Five or more cards of one suit with ranks in a row; some ranks may be pairs, but at least one is "
            "a single card.",
        ),
        "6S 7S 8S 8S 9S 10S",
        QT_TRANSLATE_NOOP("Combinations", "A 雨 of five ranks in spades, the 8 doubled"),
    ),
    Term(
        "lei",
        QT_TRANSLATE_NOOP("Combinations", "雷 (thunder): four of a special rank"),
        QT_TRANSLATE_NOOP(
            "Combinations",
            "Four cards of one rank, one of each suit, where the rank is 2, 3, 5 or the level played. Only a "
            "higher 雷 beats it.",
        ),
        "5S 5H 5D 5C",
        QT_TRANSLATE_NOOP("Combinations", "A 雷 of fives"),
    ),
    Term(
        "zhan",
        QT_TRANSLATE_NOOP("Combinations", "粘牌 (sticking): taking over the declaration"),
        QT_TRANSLATE_NOOP(
            "Combinations",
            "After the deal, a player who has not declared may stick by showing at least as many jokers and at "
            "least one pair more than the declaration: their suit becomes trump, they take the declared cards, "
            "and give back as many, a joker, 2, 3, 5 or level card for each trump taken.",
        ),
        "SJ 6S 6S 7S 7S 8S 8S",
        QT_TRANSLATE_NOOP("Combinations", "Sticking with a small joker and three pairs of spades"),
    ),
)


def term(code: str) -> Term:
    return next(t for t in TERMS if t.code == code)


def first_note(code: str) -> str:
    """The line the table adds the first time ``code`` matters: the term and what it means."""
    found = term(code)
    title = QCoreApplication.translate(CONTEXT, found.title)
    return f"{title} — {QCoreApplication.translate(CONTEXT, found.meaning)}"


def cards_pixmap(text: str, card_height: int) -> QPixmap:
    """An example's cards drawn in a fanned row, ``card_height`` pixels tall."""
    cards = parse_cards(text)
    width = round(card_height * 5 / 7)
    step = round(width * 0.55)
    pixmap = QPixmap((len(cards) - 1) * step + width + 8, card_height + 8)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for index, card in enumerate(cards):
        draw_card(painter, QRectF(4 + index * step, 4, width, card_height), int(card))
    painter.end()
    return pixmap


class CombinationsHelp(TranslatedDialog):
    """风, 雨, 雷 and 粘牌, each with a drawn example (Help → Guafeng's Combinations)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(560)
        grid = QGridLayout()
        self.titles: list[QLabel] = []
        self.meanings: list[QLabel] = []
        self.examples: list[QLabel] = []
        for row, found in enumerate(TERMS):
            title, meaning, example = QLabel(), QLabel(), QLabel()
            title.setStyleSheet("font-weight: bold;")
            meaning.setWordWrap(True)
            picture = QLabel()
            picture.setPixmap(cards_pixmap(found.example, 84))
            picture.setAccessibleName(found.example)
            words = QVBoxLayout()
            words.addWidget(title)
            words.addWidget(meaning)
            words.addWidget(example)
            grid.addLayout(words, row, 0)
            grid.addWidget(picture, row, 1, alignment=Qt.AlignmentFlag.AlignVCenter)
            self.titles.append(title)
            self.meanings.append(meaning)
            self.examples.append(example)
        grid.setColumnStretch(0, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(grid)
        column.addWidget(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(QCoreApplication.translate(CONTEXT, "Guafeng's Combinations"))
        for found, title, meaning, example in zip(TERMS, self.titles, self.meanings, self.examples, strict=True):
            title.setText(QCoreApplication.translate(CONTEXT, found.title))
            meaning.setText(QCoreApplication.translate(CONTEXT, found.meaning))
            example.setText(QCoreApplication.translate(CONTEXT, found.example_note))
