"""The Guafeng card counter (记牌器): the trumps, jokers and point cards still out, from the seat's view only.

"Out" means in a place this seat cannot see: another player's hand, or the
kitty while it is face down. Every copy of the two decks is either played
(the tricks on the view), in the seat's own hand, in the kitty when the view
shows it, or out — so the counts are what a player who watched every trick
would know, never more. ``count_out`` is a pure function of the view (tested
against the played cards); ``CounterPanel`` draws it in the table's top right
corner, sized from the table's layout so it fits every window in both
languages, and the key C (or the Settings menu) shows or hides it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRect, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QWidget

from fengyu.games.guafeng.order import BIG_JOKER, NAT, SMALL_JOKER, SUIT_LETTERS, TRUMP, card_order, level_rank
from fengyu.games.guafeng.view import GuafengView

COPIES = 2
"""Guafeng is played with two decks: every card identity exists twice."""
CARD_CODES = range(54)
POINT_RANKS = (5, 10, 13)
POINT_VALUES = {5: 5, 10: 10, 13: 10}
COUNTER_KEY = "C"
PAD = 8
"""The panel's padding in pixels."""


@dataclass(frozen=True, slots=True)
class OutCounts:
    """Cards still out as one seat knows them: trumps (None before the trump suit is known), each joker,
    the point cards by rank, and the points they carry."""

    trumps: int | None
    big_jokers: int
    small_jokers: int
    by_rank: dict[int, int]
    points: int


def seen_cards(view: GuafengView) -> Counter[int]:
    """Every card this seat can account for: played in a trick, in its hand, in the kitty when shown to it."""
    seen: Counter[int] = Counter(view.hand)
    tricks = [*view.tricks, *([view.trick] if view.trick is not None else [])]
    for trick in tricks:
        for _seat, cards in trick.plays:
            seen.update(cards)
    if view.kitty is not None:
        seen.update(view.kitty)
    return seen


def count_out(view: GuafengView) -> OutCounts:
    """The counts the panel shows (see the module docstring)."""
    seen = seen_cards(view)
    out = {code: COPIES - seen[code] for code in CARD_CODES}
    trumps: int | None = None
    if view.trump is not None and view.trump in SUIT_LETTERS:
        order = card_order(level_rank(view.level), SUIT_LETTERS.index(view.trump), view.rules)
        trumps = sum(out[code] for code in order.class_codes[TRUMP])
    by_rank = {
        rank: sum(n for code, n in out.items() if code < SMALL_JOKER and NAT[code] == rank) for rank in POINT_RANKS
    }
    points = sum(POINT_VALUES[rank] * n for rank, n in by_rank.items())
    return OutCounts(trumps, out[BIG_JOKER], out[SMALL_JOKER], by_rank, points)


def counter_lines(counts: OutCounts) -> list[str]:
    """The panel's words: a title, then trumps and jokers, then the point cards."""
    tr = QCoreApplication.translate
    trumps = "—" if counts.trumps is None else str(counts.trumps)
    return [
        tr("CardCounter", "Still out (记牌器)"),
        tr("CardCounter", "Trumps {trumps} · Big joker {big} · Small joker {small}").format(
            trumps=trumps, big=counts.big_jokers, small=counts.small_jokers
        ),
        tr("CardCounter", "5s {five} · 10s {ten} · Ks {king} · {points} points").format(
            five=counts.by_rank[5], ten=counts.by_rank[10], king=counts.by_rank[13], points=counts.points
        ),
    ]


class CounterPanel(QLabel):
    """The counter in the table's top right corner; ``toggled(bool)`` when its key shows or hides it."""

    toggled = Signal(bool)

    def __init__(self, table: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "QLabel { color: #f6f1e0; background: rgba(8, 26, 19, 190); border: 1px solid rgba(255, 214, 90, 110);"
            f" border-radius: 8px; padding: {PAD}px; }}"
        )
        self.wanted = False
        """Whether the player wants the counter shown (it shows once a hand is on the table)."""
        self.counts: OutCounts | None = None
        self.lines: list[str] = []
        self.shortcut = QShortcut(
            QKeySequence(COUNTER_KEY), table, context=Qt.ShortcutContext.WidgetWithChildrenShortcut
        )
        self.shortcut.activated.connect(lambda: self.set_wanted(not self.wanted, announce=True))
        self.hide()

    def set_wanted(self, wanted: bool, *, announce: bool = False) -> None:
        self.wanted = wanted
        self.setVisible(wanted and self.counts is not None)
        if announce:
            self.toggled.emit(wanted)

    def show_view(self, view: GuafengView) -> None:
        self.counts = count_out(view)
        self.retranslate()
        self.setVisible(self.wanted)

    def retranslate(self) -> None:
        if self.counts is not None:
            self.lines = counter_lines(self.counts)
            self.setText("\n".join(self.lines))

    def place(self, right: float, top: float, width: float, pixels: float) -> None:
        """At most ``width`` wide with its right edge at ``right``, as tall as its words need."""
        font = self.font()
        font.setPixelSize(max(10, round(pixels)))
        self.setFont(font)
        metrics = QFontMetrics(font)
        inner = round(width) - 2 * (PAD + 1)
        natural = max((metrics.horizontalAdvance(line) for line in self.lines), default=0)
        inner = min(inner, natural + 2)
        words = metrics.boundingRect(QRect(0, 0, inner, 100_000), Qt.TextFlag.TextWordWrap, self.text())
        self.setFixedSize(inner + 2 * (PAD + 1), words.height() + 2 * (PAD + 1))
        self.move(round(right - self.width()), round(top))
