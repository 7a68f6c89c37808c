"""The pieces on each game's table on the home screen, painted with the app's own tiles and cards.

A small still of a hand in play: the player's tiles (or cards) along the
bottom, the other seats' backs on three sides, a few discards (or a trick) in
the middle. Paofeng shows its wild 钻牌 starred; Guafeng its jokers.
Everything scales with the table.

It is a module of its own because it brings the tile and card painters: the
home screen's previews (``fengyu.ui.home.previews``, which paint the felt) load
it just after the first frame.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from fengyu.games.registry import game
from fengyu.ui.art.cards import draw_card
from fengyu.ui.art.tiles import draw_tile

# Tile kinds: 0-8 characters, 9-17 dots, 18-26 bamboo, 27-33 honours. Cards: 0-51 by suit, 52/53 the jokers.
_HANDS: dict[str, tuple[int, ...]] = {
    "sichuan": (0, 1, 2, 4, 4, 4, 9, 10, 11, 15, 16, 17, 13),
    "paofeng": (2, 3, 4, 11, 11, 20, 21, 22, 27, 27, 31, 32, 33),
    "guafeng": (52, 53, 12, 11, 10, 25, 24, 23, 38, 37, 36, 51, 50),
}
_MIDDLE: dict[str, tuple[int, ...]] = {
    "sichuan": (8, 26, 6, 19, 3),
    "paofeng": (5, 14, 29, 23),
    "guafeng": (0, 13, 26, 39),
}
_WILD = {"paofeng": 11}
"""The tile kind shown as the hand's wild (Paofeng's 钻牌)."""


def paint_pieces(painter: QPainter, table: QRectF, code: str) -> None:
    """Paint the pieces of the game ``code`` on the felt ``table``."""
    if game(code).pieces == "cards":
        _cards(painter, table, code)
    else:
        _tiles(painter, table, code)


def _tiles(painter: QPainter, rect: QRectF, code: str) -> None:
    hand = _HANDS[code]
    wild = _WILD.get(code)
    width = min(rect.width() * 0.86 / len(hand), rect.height() * 0.2)
    height = width * 4 / 3
    left = rect.center().x() - width * len(hand) / 2
    bottom = rect.bottom() - height - rect.height() * 0.06
    for index, tile in enumerate(hand):
        draw_tile(painter, QRectF(left + index * width, bottom, width, height), tile, wild=tile == wild)
    small = width * 0.62
    tall = small * 4 / 3
    top_count = 9
    top_left = rect.center().x() - small * top_count / 2
    for index in range(top_count):
        draw_tile(painter, QRectF(top_left + index * small, rect.top() + tall * 0.3, small, tall), None, face_up=False)
    side_count = 6
    side_top = rect.center().y() - small * side_count * 0.9 / 2 - height * 0.3
    for index in range(side_count):
        y = side_top + index * small * 0.9
        draw_tile(painter, QRectF(rect.left() + small * 0.5, y, tall * 0.75, small * 0.9), None, face_up=False)
        draw_tile(
            painter,
            QRectF(rect.right() - small * 0.5 - tall * 0.75, y, tall * 0.75, small * 0.9),
            None,
            face_up=False,
        )
    middle = _MIDDLE[code]
    river_left = rect.center().x() - small * len(middle) / 2
    river_top = rect.center().y() - tall * 0.75
    for index, tile in enumerate(middle):
        draw_tile(painter, QRectF(river_left + index * small, river_top, small, tall), tile, wild=tile == wild)


def _cards(painter: QPainter, rect: QRectF, code: str) -> None:
    hand = _HANDS[code]
    height = min(rect.height() * 0.34, rect.width() * 0.86 / (len(hand) * 0.42 + 0.3) * 1.4)
    width = height / 1.4
    step = width * 0.42
    left = rect.center().x() - (step * (len(hand) - 1) + width) / 2
    bottom = rect.bottom() - height - rect.height() * 0.05
    for index, card in enumerate(hand):
        draw_card(painter, QRectF(left + index * step, bottom, width, height), card)
    small_w, small_h = width * 0.55, height * 0.55
    for index in range(8):
        x = rect.center().x() - small_w * 2.2 + index * small_w * 0.3
        draw_card(painter, QRectF(x, rect.top() + small_h * 0.2, small_w, small_h), None, face_up=False)
    for index in range(6):
        y = rect.center().y() - small_h * 0.9 + index * small_h * 0.16 - height * 0.2
        draw_card(painter, QRectF(rect.left() + small_w * 0.35, y, small_w, small_h), None, face_up=False)
        draw_card(painter, QRectF(rect.right() - small_w * 1.35, y, small_w, small_h), None, face_up=False)
    trick = _MIDDLE[code]
    middle_w, middle_h = width * 0.75, height * 0.75
    centre_x = rect.center().x() - (middle_w * 0.6 * (len(trick) - 1) + middle_w) / 2
    centre_y = rect.center().y() - middle_h * 0.75
    for index, card in enumerate(trick):
        painter.save()
        painter.translate(centre_x + index * middle_w * 0.6 + middle_w / 2, centre_y + middle_h / 2)
        painter.rotate((index - 1.5) * 6)
        draw_card(painter, QRectF(-middle_w / 2, -middle_h / 2, middle_w, middle_h), card)
        painter.restore()
