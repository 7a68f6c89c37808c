"""The game artwork, drawn in code: mahjong tiles and playing cards, as painters and as table items.

``draw_tile``/``draw_card`` paint one piece into a rect (cached per look, size and
device scale); ``TileItem``/``CardItem`` are the pieces on a ``QGraphicsScene``.
"""

from fengyu.ui.art.cards import CARD_SIZE, CardItem, draw_card
from fengyu.ui.art.effects import bleed
from fengyu.ui.art.piece import PieceItem
from fengyu.ui.art.states import STATES
from fengyu.ui.art.tiles import TILE_SIZE, TileItem, draw_tile

__all__ = ["CARD_SIZE", "STATES", "TILE_SIZE", "CardItem", "PieceItem", "TileItem", "bleed", "draw_card", "draw_tile"]
