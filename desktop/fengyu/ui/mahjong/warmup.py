"""The tile looks a mahjong table may show, for its ``PieceWarmer`` (``fengyu.ui.table_common.warmup``).

Paofeng shows 34 kinds (honours, flowers, the wild's mark) against Sichuan's
27, so its table stalled more often before its faces were painted ahead.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from fengyu.ui.art.tiles import draw_tile
from fengyu.ui.mahjong.layout import TILE_ASPECT, TableLayout
from fengyu.ui.mahjong.tile_rules import tile_rules
from fengyu.ui.table_common.warmup import Look

TileLook = tuple[int, bool, float]
"""A tile kind, whether it carries the wild's mark, and its width."""


def looks(view: Any, layout: TableLayout) -> list[TileLook]:
    """Every face-up look the table of ``view`` may show at this size, the ones seen soonest first: the
    discards' and the other seats' size, then melds, then the tiles beside the plates, then the own hand."""
    rules = tile_rules(view)
    kinds = range(rules.wall_tiles // 4)
    wilds = rules.wilds(view)
    widths = (layout.small, layout.my_melds, layout.small * 0.8, layout.mine)
    return [(kind, kind in wilds, width) for width in dict.fromkeys(widths) for kind in kinds]


def _paint(look: TileLook, painter: QPainter) -> None:
    kind, wild, width = look
    draw_tile(painter, QRectF(0, 0, width, width * TILE_ASPECT), kind, wild=wild)


def paintings(view: Any, layout: TableLayout) -> list[Look]:
    """``looks`` as the warmer paints them."""
    return [partial(_paint, look) for look in looks(view, layout)]
