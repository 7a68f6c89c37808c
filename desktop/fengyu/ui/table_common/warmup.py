"""Painting a table's piece faces ahead of need, one at a time while the window is idle.

Each look of a piece (a tile kind or a card, its state, its size) is painted
once and then blitted (``fengyu.ui.art.pixmaps``), but that first paint —
shadows, bevel, glyphs, a court card's emblem — costs milliseconds, and it used
to fall in the frame that first shows a look: a new kind in a river, a card
first played to a trick, the hands laid open at the end (a dozen new looks in
one frame). After a deal or a resize a table hands its warmer every look it may
need, soonest first; the warmer paints one per turn of the event loop, so no
frame waits for more than one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QPainter, QPixmap

Look = Callable[[QPainter], None]
"""Paints one look through its cached drawing function (``draw_tile``, ``draw_card``): the cache keeps it."""


class PieceWarmer(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: list[Look] = []
        self._scale = 1.0
        self._timer = QTimer(self, interval=0)
        self._timer.timeout.connect(self._paint_next)

    @property
    def pending(self) -> int:
        return len(self._queue)

    def warm(self, looks: Sequence[Look], device_scale: float) -> None:
        """Paint ``looks`` (soonest first) at ``device_scale`` (device pixels per unit), starting now; looks
        still queued from before are dropped (they were for another deal or size)."""
        self._queue = list(reversed(looks))  # popped from the end
        self._scale = device_scale
        self._timer.start()

    def _paint_next(self) -> None:
        if not self._queue:
            self._timer.stop()
            return
        look = self._queue.pop()
        target = QPixmap(1, 1)  # only the cache keeps the picture
        target.setDevicePixelRatio(self._scale)
        with QPainter(target) as painter:
            look(painter)
