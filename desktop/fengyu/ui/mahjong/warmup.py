"""Painting the table's tile faces ahead of need, one at a time while the window is idle.

Each look of a tile (kind, wild mark, size) is painted once and then blitted
(``fengyu.ui.art.pixmaps``), but that first paint — shadows, bevel, glyphs —
costs milliseconds, and it used to fall in the frame that first shows a kind at
a size: a new kind in a river, a meld, the hands laid open at the end (a dozen
new looks in one frame). Paofeng shows 34 kinds (honours, flowers, the wild's
mark) against Sichuan's 27, so its table stalled more often. After a deal or a
resize the warmer paints every look the table may need, one per turn of the
event loop, so no frame waits for one.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRectF, QTimer
from PySide6.QtGui import QPainter, QPixmap

from fengyu.ui.art.tiles import draw_tile
from fengyu.ui.mahjong.layout import TILE_ASPECT, TableLayout
from fengyu.ui.mahjong.tile_rules import tile_rules

Look = tuple[int, bool, float]
"""A tile kind, whether it carries the wild's mark, and its width."""


def looks(view: Any, layout: TableLayout) -> list[Look]:
    """Every face-up look the table of ``view`` may show at this size, the ones seen soonest first: the
    discards' and the other seats' size, then melds, then the tiles beside the plates, then the own hand."""
    rules = tile_rules(view)
    kinds = range(rules.wall_tiles // 4)
    wilds = rules.wilds(view)
    widths = (layout.small, layout.my_melds, layout.small * 0.8, layout.mine)
    return [(kind, kind in wilds, width) for width in dict.fromkeys(widths) for kind in kinds]


class TileWarmer(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: list[Look] = []
        self._scale = 1.0
        self._timer = QTimer(self, interval=0)
        self._timer.timeout.connect(self._paint_next)

    @property
    def pending(self) -> int:
        return len(self._queue)

    def warm(self, view: Any, layout: TableLayout, device_scale: float) -> None:
        """Paint the looks of ``view``'s table at ``device_scale`` (device pixels per unit), starting now."""
        self._queue = looks(view, layout)
        self._queue.reverse()  # popped from the end
        self._scale = device_scale
        self._timer.start()

    def _paint_next(self) -> None:
        if not self._queue:
            self._timer.stop()
            return
        kind, wild, width = self._queue.pop()
        target = QPixmap(1, 1)  # only the cache keeps the picture
        target.setDevicePixelRatio(self._scale)
        with QPainter(target) as painter:
            draw_tile(painter, QRectF(0, 0, width, width * TILE_ASPECT), kind, wild=wild)
