"""``StepDirector``: the queue of game steps a table plays one after another.

Rules never wait on graphics: the table moves on at once and its updates
queue here, each with the view it produced. The queue starts the next step
when the last one's animations are done and says ``idle`` when the picture
has caught up with the game; how one step is shown is the subclass's
``_play``.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject, QTimer, Signal

from fengyu.ui.session import Step


class StepDirector(QObject):
    idle = Signal()
    """The picture has caught up with the game."""
    shown = Signal(object)
    """A step starts to show (its ``Step``): plates and panels update with it."""

    def __init__(self) -> None:
        super().__init__()
        self.speed = 1.0
        """Duration factor: 0 is instant, 0.5 fast, 1 normal, 1.6 slow."""
        self._queue: deque[Step] = deque()
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self._next)
        self._playing = False

    @property
    def busy(self) -> bool:
        return self._playing or bool(self._queue)

    def push(self, step: Step) -> None:
        self._queue.append(step)
        if not self._playing:
            self._next()

    def reset(self) -> None:
        """Forget queued steps without showing them (the table is dealt anew)."""
        self._timer.stop()
        self._queue.clear()
        self._playing = False

    def _next(self) -> None:
        if not self._queue:
            self._finish_playing()
            return
        self._playing = True
        self._play(self._queue.popleft())

    def _play(self, step: Step) -> None:
        """Show one step; start ``_timer`` for when it is done (or call ``_next`` on the next turn of the loop)."""
        raise NotImplementedError

    def _finish_playing(self) -> None:
        was = self._playing
        self._playing = False
        if was or not self._queue:
            self.idle.emit()
