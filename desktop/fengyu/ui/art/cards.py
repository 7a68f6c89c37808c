"""Playing cards: ``draw_card`` paints one into a rect, ``CardItem`` puts one on a table scene.

A card is a white, round-cornered sheet with a hairline edge; its printing comes
from ``card_faces``. The card fills its rect; its shadow and any state glow spill
out by at most ``bleed(width, height)``. Conventions match the tiles, so the table
code treats both alike.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from fengyu.core.cards import ALL_CARDS, Card
from fengyu.ui.art.card_faces import paint_card_back, paint_card_face
from fengyu.ui.art.effects import paint_over, paint_under, rounded
from fengyu.ui.art.piece import PieceItem
from fengyu.ui.art.pixmaps import draw_cached
from fengyu.ui.art.states import look_of

CARD_SIZE = (60.0, 84.0)
"""The default size of a ``CardItem`` (5:7, a poker card); layouts set their own with ``set_size``."""

PAPER_LIGHT = QColor(255, 255, 255)
PAPER_SHADE = QColor(242, 239, 232)
EDGE = QColor(120, 114, 104)


def _checked(card: int | None) -> Card | None:
    if card is None:
        return None
    if not 0 <= card < len(ALL_CARDS):  # Card() would read -1 as the last card
        raise ValueError(f"no card has code {card!r}; codes are 0..{len(ALL_CARDS) - 1}")
    return Card(card)


def draw_card(
    painter: QPainter, rect: QRectF, card: int | None, *, face_up: bool = True, state: str = "normal"
) -> None:
    """Paint ``card`` (code 0..53, or ``None`` for an unknown card, shown as its back) into ``rect``.

    ``state`` is one of ``STATES``. The rendering is cached per look, size and device
    scale, so repainting a hand costs a blit per card.
    """
    look_of(state)
    shown = _checked(card) if face_up else None
    key = f"card|{'back' if shown is None else int(shown)}|{state}"
    draw_cached(painter, rect, key, lambda p, r: _paint_card(p, r, shown, state))


def _paint_card(painter: QPainter, rect: QRectF, card: Card | None, state: str) -> None:
    look = look_of(state)
    width = rect.width()
    radius = 0.075 * width
    paint_under(painter, rect, radius, look)
    body = rounded(rect, radius)
    paper = QLinearGradient(rect.topLeft(), rect.bottomRight())
    paper.setColorAt(0.0, PAPER_LIGHT)
    paper.setColorAt(1.0, PAPER_SHADE)
    painter.fillPath(body, QBrush(paper))
    if card is None:
        paint_card_back(painter, rect, radius)
    else:
        paint_card_face(painter, rect, card)
    painter.setPen(QPen(EDGE, max(0.6, 0.012 * width)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(body)
    paint_over(painter, rect, radius, look)


class CardItem(PieceItem):
    """One playing card on a table: ``card`` is its code (0..53) or ``None`` when unknown (drawn as a back)."""

    def __init__(
        self,
        card: int | None = None,
        *,
        face_up: bool = True,
        state: str = "normal",
        interactive: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(*CARD_SIZE, face_up=face_up, state=state, interactive=interactive, parent=parent)
        self._card = _checked(card)

    @property
    def card(self) -> Card | None:
        return self._card

    @card.setter
    def card(self, value: int | None) -> None:
        checked = _checked(value)
        if checked != self._card:
            self._card = checked
            self.update()

    def _draw(self, painter: QPainter, rect: QRectF) -> None:
        draw_card(painter, rect, self._card, face_up=self.face_up, state=self.state)
