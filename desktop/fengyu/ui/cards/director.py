"""The card table's director: each step of the game becomes animations, one step after another.

Rules never wait on graphics: the table moves on at once and its updates queue
here, each with the view it produced. The director plays them in order — the
deal card by card off the deck, plays gliding from the hand into the trick, a
closed trick held a moment and then collected by its winner, the kitty shown
in the middle before it is set aside — with a caption for what happened
(亮主, 冲主, 扣底 …). At speed 0 each step is applied without animation.
``idle`` tells the table when the picture has caught up with the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QTimer, Signal

from fengyu.games.guafeng.view import GuafengView
from fengyu.ui.cards.model import Slot, holds, side_of
from fengyu.ui.cards.scene import CardScene, Move
from fengyu.ui.session import Step
from fengyu.ui.table_common.captions import Caption as SeatCaption
from fengyu.ui.table_common.moves import glide, travels
from fengyu.ui.table_common.plates import CaptionItem
from fengyu.ui.table_common.steps import StepDirector

MOVE_MS = 280
"""One card's move at normal speed."""
DEAL_MS = 2600
"""The longest a deal takes at normal speed, however many cards it deals."""
DEAL_GAP_MS = 45
"""Between two dealt cards at normal speed (shorter when many are dealt at once)."""
HOLD_MS = 850
"""How long a full trick (or the revealed kitty) stays in the middle before it is collected."""
CAPTION_MS = 950
NUDGE = 0.15
"""A card that stays where it is (same zone, same turn) and shifts by less than this share of its width jumps
instead of gliding: a seat's fan of backs closes up by a tenth of a card after each play, and twenty glides of
three pixels cost the step's frame twenty animations and the fan's area repainted for every frame of the move,
for a motion the eye does not follow."""


@dataclass(frozen=True, slots=True)
class Caption(SeatCaption):
    """A word to call out over a seat (亮主, 扣底 …) or, ``score``, points a seat's side won."""

    central: bool = False
    """Called out over the middle of the table (the hand's end), not over the seat."""


class Director(StepDirector):
    held = Signal(object)
    """A two-stage step's first picture is complete (the full trick, the kitty face up in the middle)."""

    def __init__(
        self,
        scene: CardScene,
        wanted: Callable[[GuafengView, bool], list[Slot]],
        captions: Callable[[Step], list[Caption]],
    ) -> None:
        super().__init__()
        self.scene = scene
        self._wanted = wanted
        self._captions = captions
        self._hold = QTimer(self, singleShot=True)
        self._hold.timeout.connect(self._release)
        self._held: Step | None = None
        self.last_view: GuafengView | None = None
        """The view of the step shown last (what a resize redraws)."""

    def reset(self) -> None:
        """Forget queued steps without showing them (the table is dealt anew)."""
        super().reset()
        self._hold.stop()
        self._held = None

    def redraw_last(self) -> None:
        """Put every card where the last view wants it (after a resize)."""
        view = self.last_view
        if view is not None:
            self.scene.settle(self.scene.plan(self._wanted(view, False)))

    def _play(self, step: Step) -> None:
        self.last_view = step.view
        self.shown.emit(step)
        kinds = {e.kind for e in step.events}
        staged = holds(step.view, kinds)
        moves = self.scene.plan(self._wanted(step.view, staged))
        if self.speed <= 0:
            self.scene.settle(moves)
            if staged:
                self.held.emit(step)
                self.scene.settle(self.scene.plan(self._wanted(step.view, False)))
            QTimer.singleShot(0, self, self._next)
            return
        duration = self._animate(step, moves)
        for caption in self._captions(step):
            self._caption(caption)
        if staged:
            self._held = step
            QTimer.singleShot(duration, self, lambda: self.held.emit(step) if self._held is step else None)
            self._hold.start(duration + round(HOLD_MS * self.speed))
        else:
            self._timer.start(duration)

    def _release(self) -> None:
        """The second stage of a held step: the trick collected, the kitty set aside."""
        step, self._held = self._held, None
        if step is None:
            return
        moves = self.scene.plan(self._wanted(step.view, False))
        self._timer.start(self._animate(step, moves))

    def _animate(self, step: Step, moves: list[Move]) -> int:
        """Start the moves; return how long they take."""
        move_ms = max(1, round(MOVE_MS * self.speed))
        dealt = [
            m for m in moves if m.slot is not None and m.slot.zone == "hand" and (m.new or m.item.slot.zone == "deck")
        ]
        gap = 0
        if dealt:
            gap = max(1, min(round(DEAL_GAP_MS * self.speed), round(DEAL_MS * self.speed / len(dealt))))

        def deal_round(move: Move) -> tuple[int, int]:
            """Round the table, one card to each seat in turn, as cards are dealt."""
            assert move.slot is not None  # (a dealt card goes to a hand)
            return move.slot.index, (move.slot.seat - self.scene.seat) % 4

        rounds = sorted(dealt, key=deal_round)
        order = {id(m): i for i, m in enumerate(rounds)}
        longest = 0
        for move in moves:
            was_new = move.new
            was_zone = move.item.slot.zone
            self.scene.begin(move)
            if move.slot is None:
                animation = move.item.animate_to(opacity=0.0, duration=move_ms)
                animation.finished.connect(lambda m=move: self.scene.finish(m))
                longest = max(longest, move_ms)
                continue
            delay = order.get(id(move), 0) * gap
            if was_new:
                deck = self.scene.layout.deck_place()
                move.item.setPos(QPointF(deck.x, deck.y))
                move.item.setOpacity(0.0)
            if not travels(move):
                continue
            if not was_new and _nudged(move, was_zone):
                move.item.setPos(QPointF(round(move.slot.place.x), round(move.slot.place.y)))
            else:
                glide(move, move_ms, delay)
                longest = max(longest, delay + move_ms)
        return longest

    def _caption(self, caption: Caption) -> None:
        layout = self.scene.layout
        side = side_of(caption.seat, self.scene.seat)
        pixels = layout.mine * (0.6 if caption.central else 0.4 if caption.score else 0.5)
        item = CaptionItem(caption.text, caption.colour, pixels)
        if caption.central:
            x, y = layout.cx, layout.cy
        elif caption.score:
            bounds = item.boundingRect()
            x, y = layout.score_center(side, bounds.width(), bounds.height(), pixels)
        else:
            x, y = layout.play_anchor(side)
            y -= layout.played * 0.9
        item.setPos(x, y)
        self.scene.addItem(item)
        animation = item.animation(max(1, round(CAPTION_MS * self.speed * (1.5 if caption.score else 1.0))), pixels)
        animation.finished.connect(item.deleteLater)
        animation.start()


def _nudged(move: Move, was_zone: str) -> bool:
    """Whether the move only closes up the card's row (``NUDGE``): at rest, same zone and turn, a short shift."""
    assert move.slot is not None
    item, place = move.item, move.slot.place
    shift = item.pos() - QPointF(place.x, place.y)
    return (
        move.slot.zone == was_zone
        and not item.is_moving
        and item.rotation() == place.rotation
        and item.opacity() == 1.0
        and shift.manhattanLength() < NUDGE * place.width
    )
