"""The game artwork, drawn in code: mahjong tiles and playing cards, as painters and as table items.

``draw_tile``/``draw_card`` paint one piece into a rect (cached per look, size and
device scale); ``TileItem``/``CardItem`` are the pieces on a ``QGraphicsScene``.

The names below load with their module on first use (PEP 562), so that the app's
icon (``fengyu.ui.art.app_icon``, painted before the first frame) does not bring
the tile and card painters with it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from fengyu.ui.art.cards import CARD_SIZE, CardItem, draw_card
    from fengyu.ui.art.effects import bleed
    from fengyu.ui.art.piece import PieceItem
    from fengyu.ui.art.states import STATES
    from fengyu.ui.art.tiles import TILE_SIZE, TileItem, draw_tile

_HOMES = {
    "CARD_SIZE": "cards",
    "CardItem": "cards",
    "draw_card": "cards",
    "bleed": "effects",
    "PieceItem": "piece",
    "STATES": "states",
    "TILE_SIZE": "tiles",
    "TileItem": "tiles",
    "draw_tile": "tiles",
}

__all__ = ["CARD_SIZE", "STATES", "TILE_SIZE", "CardItem", "PieceItem", "TileItem", "bleed", "draw_card", "draw_tile"]


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)
    globals()[name] = value
    return value
