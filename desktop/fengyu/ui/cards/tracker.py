"""The Guafeng card counter (记牌器): the trumps, jokers and point cards still out, from the seat's view only.

"Out" means in a place this seat cannot see: another player's hand, or the
kitty while it is face down. Every copy of the two decks is either played
(the tricks on the view), in the seat's own hand, in the kitty when the view
shows it, or out — so the counts are what a player who watched every trick
would know, never more. ``count_out`` is a pure function of the view (tested
against the played cards); ``CounterPanel`` draws it in the top band, between
the table's information panel and the partner's plate (over the partner's
face-down cards, never over a played one), its letters shrinking in a small
window so it fits every size in both languages; the key C (or the Settings
menu) shows or hides it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QWidget

from fengyu.games.guafeng.order import BIG_JOKER, NAT, SMALL_JOKER, SUIT_LETTERS, TRUMP, card_order, level_rank
from fengyu.games.guafeng.view import GuafengView
from fengyu.ui.cards.layout import CARD_ASPECT, CardLayout
from fengyu.ui.table_common.geometry import Rect

COPIES = 2
"""Guafeng is played with two decks: every card identity exists twice."""
CARD_CODES = range(54)
POINT_RANKS = (5, 10, 13)
POINT_VALUES = {5: 5, 10: 10, 13: 10}
COUNTER_KEY = "C"
PAD = 6
"""The panel's padding in pixels."""
SLACK = 4
"""Pixels of width beyond the longest line, so a line that fits is never wrapped by rounding."""
MIN_PIXELS = 9
"""The smallest letters the counter shrinks to in a small window."""


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
    """The panel's words: the trumps out, the jokers, then the point cards and their points."""
    trumps = "—" if counts.trumps is None else str(counts.trumps)
    return [
        QCoreApplication.translate("CardCounter", "Still out: trumps {trumps}").format(trumps=trumps),
        QCoreApplication.translate("CardCounter", "Big joker {big} · small joker {small}").format(
            big=counts.big_jokers, small=counts.small_jokers
        ),
        QCoreApplication.translate("CardCounter", "5s {five} · 10s {ten} · Ks {king} · {points} points").format(
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
            "QLabel { color: #f6f1e0; background: rgba(8, 26, 19, 238); border: 1px solid rgba(255, 214, 90, 110);"
            f" border-radius: 8px; padding: {PAD}px; }}"
        )
        self.wanted = False
        """Whether the player wants the counter shown (it shows once a hand is on the table)."""
        self.covered = False
        """Something else has the top band for now (the guided hand's words): the counter waits hidden."""
        self.counts: OutCounts | None = None
        self.lines: list[str] = []
        self.shortcut = QShortcut(
            QKeySequence(COUNTER_KEY), table, context=Qt.ShortcutContext.WidgetWithChildrenShortcut
        )
        self.shortcut.activated.connect(lambda: self.set_wanted(not self.wanted, announce=True))
        self.hide()

    def set_wanted(self, wanted: bool, *, announce: bool = False) -> None:
        self.wanted = wanted
        self._show()
        if announce:
            self.toggled.emit(wanted)

    def set_covered(self, covered: bool) -> None:
        self.covered = covered
        self._show()

    def _show(self) -> None:
        self.setVisible(self.wanted and not self.covered and self.counts is not None)

    def show_view(self, view: GuafengView) -> None:
        self.counts = count_out(view)
        self.retranslate()
        self._show()

    def retranslate(self) -> None:
        if self.counts is not None:
            self.lines = counter_lines(self.counts)
            self.setText("\n".join(self.lines))

    def place_on(self, layout: CardLayout) -> None:
        """In the top band: from the information panel to the partner's plate, above the partner's played cards."""
        info, partner = layout.info_rect(), layout.plate_rect(2)
        left = info.x + info.width + layout.margin
        bottom = layout.play_anchor(2)[1] - layout.played * CARD_ASPECT / 2 - layout.margin * 0.5
        self.place(
            Rect(left, layout.margin, partner.x - layout.margin - left, bottom - layout.margin), layout.mine * 0.17
        )

    def place(self, room: Rect, pixels: float) -> None:
        """Inside ``room``, against its right edge: letters of ``pixels`` (smaller, down to the least legible size,
        when the words would not fit otherwise), lines wrapped only when the room is too narrow."""
        if not self.lines:
            return
        chrome = 2 * (PAD + 1)
        most = max(1, round(room.width))
        for size in range(max(MIN_PIXELS, round(pixels)), MIN_PIXELS - 1, -1):
            font = self.font()
            font.setPixelSize(size)
            self.setFont(font)
            natural = max((QFontMetrics(font).horizontalAdvance(line) for line in self.lines), default=0)
            width = min(most, natural + chrome + SLACK)
            height = self.heightForWidth(width)
            if height <= room.height:
                break
        self.setFixedSize(width, height)
        self.move(round(room.x + room.width - self.width()), round(room.y))
