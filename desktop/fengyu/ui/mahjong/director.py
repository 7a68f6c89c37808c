"""The director: turns each step of the game into animations, one step after another.

Rules never wait on graphics: the table moves on at once and its updates queue
here, each with the view it produced. The director plays them in order —
tiles first leave for the river or a meld, then new tiles come off the wall —
with a caption for what happened (碰, 刮风, 下雨, 胡 …). At ``instant`` speed
it applies each step without animation. ``idle`` tells the board when the
picture has caught up with the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor

from fengyu.ui.mahjong.model import side_of
from fengyu.ui.mahjong.scene import Move, TableScene
from fengyu.ui.session import Step
from fengyu.ui.table_common.captions import Caption
from fengyu.ui.table_common.moves import glide, travels
from fengyu.ui.table_common.plates import CaptionItem
from fengyu.ui.table_common.steps import StepDirector

MOVE_MS = 260
"""One tile's move at normal speed."""
CAPTION_MS = 900


class Director(StepDirector):
    def __init__(self, scene: TableScene, captions: Callable[[Step, Any | None], list[Caption]]) -> None:
        super().__init__()
        self.scene = scene
        self._captions = captions

    def flush(self) -> None:
        """Show every queued step at once (a new hand, a resize, a language switch)."""
        self._timer.stop()
        while self._queue:
            step = self._queue.popleft()
            self.scene.settle(self.scene.plan(step.view))
            self.shown.emit(step)
        self._finish_playing()

    def _play(self, step: Step) -> None:
        previous = self.scene.view_shown
        moves = self.scene.plan(step.view)
        self.shown.emit(step)
        if self.speed <= 0:
            self.scene.settle(moves)
            QTimer.singleShot(0, self, self._next)
            return
        duration = self._animate(step, moves, previous)
        self._timer.start(duration)

    def _animate(self, step: Step, moves: list[Move], previous: Any | None) -> int:
        """Start the step's animations; return how long the step takes."""
        move_ms = max(1, round(MOVE_MS * self.speed))
        replacement = any(e.kind == "draw" and e.public.get("replacement") for e in step.events)
        arriving = [m for m in moves if m.new]
        travelling = [m for m in moves if not m.new and not m.leaving and travels(m)]
        first_phase = move_ms if travelling and arriving else 0
        for move in moves:
            self.scene.begin(move)
        for move in travelling:
            glide(move, move_ms, 0)
        start = self.scene.wall.head_place(tail=replacement)
        for move in arriving:
            assert move.slot is not None  # a new tile always has its slot
            move.item.setPos(start)
            move.item.setRotation(move.slot.place.rotation)  # a turning tile would be painted anew every frame
            move.item.setOpacity(0.0)
            glide(move, move_ms, first_phase)
        for move in (m for m in moves if m.leaving):
            move.item.animate_to(opacity=0.0, duration=move_ms).finished.connect(lambda m=move: self.scene.finish(m))
        captions = self._captions(step, previous)
        for caption in captions:
            self._caption(caption)
        caption_wait = round(CAPTION_MS * self.speed * 0.6) if captions else 0
        return max(first_phase + move_ms, caption_wait)

    def call_out(self, seat: int, text: str) -> None:
        """A caption outside any step (an item announced)."""
        if self.speed > 0:
            self._caption(Caption(seat, text, QColor(255, 250, 235)))

    def _caption(self, caption: Caption) -> None:
        layout = self.scene.layout
        side = side_of(caption.seat, self.scene.seat)
        pixels = layout.mine * (0.55 if caption.score else 1.1)
        item = CaptionItem(caption.text, caption.colour, pixels)
        rise = pixels * 0.6
        bounds = item.boundingRect()
        place = layout.score_caption_center if caption.score else layout.caption_center
        item.setPos(*place(side, bounds.width(), bounds.height(), rise))
        self.scene.addItem(item)
        animation = item.animation(max(1, round(CAPTION_MS * self.speed * (1.6 if caption.score else 1.0))), rise)
        animation.finished.connect(item.deleteLater)
        animation.start()
