"""Measuring how smoothly the window animates: the gaps between animation frames.

Qt's animation driver ticks about every 16 ms while the event loop is free. A
perpetual animation records the time between its ticks; a long gap is a moment
the window could not redraw (the UI thread busy, for instance with a bot
thinking on it). The play command reports the percentiles.
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QObject, QVariantAnimation


class FrameMeter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.gaps_ms: list[float] = []
        self._last: float | None = None
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(1000)
        self._animation.setLoopCount(-1)
        self._animation.valueChanged.connect(self._tick)

    def start(self) -> None:
        self._last = None
        self._animation.start()

    def stop(self) -> None:
        self._animation.stop()

    def _tick(self, _value: object) -> None:
        now = time.perf_counter()
        if self._last is not None:
            self.gaps_ms.append((now - self._last) * 1000)
        self._last = now

    def summary(self) -> dict[str, float]:
        gaps = sorted(self.gaps_ms)
        if not gaps:
            return {"frames": 0, "p50_ms": 0.0, "p99_ms": 0.0, "max_ms": 0.0}

        def percentile(q: float) -> float:
            return round(gaps[min(len(gaps) - 1, max(0, math.ceil(q / 100 * len(gaps)) - 1))], 2)

        return {"frames": len(gaps), "p50_ms": percentile(50), "p99_ms": percentile(99), "max_ms": round(gaps[-1], 2)}
