"""The card looks a Guafeng table may show, for its ``PieceWarmer`` (``fengyu.ui.table_common.warmup``).

A table shows 54 faces at four sizes (the player's hand, the trick, the
declarations, the buried kitty) and backs at five; a face's first paint
costs up to ten milliseconds (a court card at the hand's size), and during a
hand about two hundred of them used to fall into frames of play.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from fengyu.core.cards import ALL_CARDS
from fengyu.ui.art.cards import draw_card
from fengyu.ui.art.pixmaps import footprint_kb as footprint_kb_of
from fengyu.ui.cards.layout import CARD_ASPECT, CardLayout
from fengyu.ui.table_common.warmup import Look

CardLook = tuple[int | None, str, float]
"""A card's code (``None``: its back), its state and its width."""


def looks(layout: CardLayout) -> list[CardLook]:
    """Every look the table may show at this size, soonest first: the backs being dealt, the player's hand,
    the trick (its winning play glows), the declarations and the kitty; last the player's hover and pick."""
    faces = range(len(ALL_CARDS))
    backs = [(None, "normal", width) for width in (layout.small * 1.2, layout.small, layout.small * 0.8)]
    return [
        *backs,
        *((code, "normal", layout.mine) for code in faces),
        *((code, state, layout.played) for state in ("normal", "win") for code in faces),
        (None, "normal", layout.played * 0.82),
        *((code, "normal", layout.played * 0.82) for code in faces),
        (None, "normal", layout.small * 0.95),
        *((code, "normal", layout.small * 0.95) for code in faces),
        *((code, state, layout.mine) for state in ("hover", "selected") for code in faces),
    ]


def _paint(look: CardLook, painter: QPainter) -> None:
    code, state, width = look
    draw_card(painter, QRectF(0, 0, width, width * CARD_ASPECT), code, face_up=code is not None, state=state)


def footprint_kb(layout: CardLayout, scale: float) -> float:
    """The memory ``looks`` take in the pixmap cache at ``scale`` device pixels per unit, in KB."""
    return sum(footprint_kb_of(width, width * CARD_ASPECT, scale) for _code, _state, width in looks(layout))


def paintings(layout: CardLayout) -> list[Look]:
    """``looks`` as the warmer paints them."""
    return [partial(_paint, look) for look in looks(layout)]
