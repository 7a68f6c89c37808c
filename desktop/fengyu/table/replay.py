"""The replay stepper: a kept hand, step by step, forward and back, from any seat or with every hand open.

A step is what one update of the table brought (the deal, then each applied
action): its events and every seat's view afterwards — exactly what the live
table's listeners saw. A whole hand (``HandFile.record``) is rebuilt by applying
its actions to a fresh engine once; a hand kept by a LAN seat holds only that
seat's steps as received, and only that seat can be viewed.

At each decision of the viewed seat the stepper says what the hint engine (the
game's hard bot, as the table's hint button uses) would have played.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from fengyu.ai.protocol import Bot
from fengyu.core.protocol import Action, Engine, Event, IllegalActionError
from fengyu.games.guafeng.engine import GuafengHand
from fengyu.games.guafeng.view import GuafengView
from fengyu.table.kinds import game_kind
from fengyu.table.replay_file import HandFile, HandFileError
from fengyu.table.views import view_from_json

HINT_LEVEL = "hard"


@dataclass(frozen=True, slots=True)
class Frame:
    """One step: its (uncensored, or as received) events, the action that caused it, and what each seat saw."""

    events: tuple[Event, ...]
    action: Action | None
    views: dict[int, Any]
    legal: dict[int, tuple[Action, ...]]
    """The legal actions of each seat the hand waited for after this step."""
    open_views: dict[int, Any]
    """Each seat's view with every concealed hand shown (a whole hand's; a LAN seat's hand has none)."""


@dataclass(frozen=True, slots=True)
class OpenGuafengView(GuafengView):
    """A Guafeng seat's view that also carries every seat's cards, for a replay with all hands open (its
    declarations show their pairs and its kitty the buried cards too, as their owners know them).

    Only the replay of a hand kept whole builds one (from the engine it replays); a live table never
    does, so the card table shows other hands face up only when it is given this view.
    """

    hands: tuple[tuple[int, ...], ...]
    """Every seat's cards at this step, by seat."""


class Replay:
    """A kept hand to step through; ``position`` 0 is the deal, ``len(self) - 1`` the hand's end."""

    def __init__(self, hand: HandFile) -> None:
        self.hand = hand
        try:
            self.kind = game_kind(hand.game)
        except ValueError as error:
            raise HandFileError(f"the hand file is of a game this Fengyu does not know ({error})") from None
        self.frames = self._whole_frames(hand) if hand.record is not None else self._seat_frames(hand)
        self.position = 0
        self._advisor: Bot | None = None

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats whose view can be shown: all of a whole hand, the keeper's alone of a LAN hand."""
        return tuple(self.frames[0].views)

    @property
    def can_open(self) -> bool:
        """Whether every hand can be shown open (any game, for a hand kept whole)."""
        return bool(self.frames[0].open_views)

    def __len__(self) -> int:
        return len(self.frames)

    # -- moving ----------------------------------------------------------------------------------

    def go(self, position: int) -> Frame:
        """Jump to any step (clamped to the hand)."""
        self.position = max(0, min(len(self.frames) - 1, position))
        return self.frames[self.position]

    def forward(self) -> Frame:
        return self.go(self.position + 1)

    def back(self) -> Frame:
        return self.go(self.position - 1)

    @property
    def frame(self) -> Frame:
        return self.frames[self.position]

    def decisions(self, seat: int) -> list[int]:
        """The steps after which ``seat`` had a decision to make."""
        return [i for i, frame in enumerate(self.frames) if frame.legal.get(seat)]

    # -- what a seat sees ------------------------------------------------------------------------

    def events(self, seat: int) -> tuple[Event, ...]:
        """The current step's events as ``seat`` saw them."""
        if not self.hand.whole:
            return self.frame.events
        return tuple(e.for_seat(seat) for e in self.frame.events)

    def view(self, seat: int, *, open_hands: bool = False) -> Any:
        """``seat``'s view at the current step, or with every hand open (where the game can show it)."""
        frame = self.frame
        if seat not in frame.views:
            raise ValueError(f"seat {seat} cannot be viewed in this hand (it was kept by seat {self.hand.seat})")
        return frame.open_views[seat] if open_hands and frame.open_views else frame.views[seat]

    def played(self) -> Action | None:
        """The action that led from the current step to the next (None at the end)."""
        return self.frames[self.position + 1].action if self.position + 1 < len(self.frames) else None

    def hint(self, seat: int) -> Action | None:
        """What the hint engine would play for ``seat`` at the current step (None when it had no decision)."""
        legal = self.frame.legal.get(seat)
        if not legal:
            return None
        if self._advisor is None:
            levels = self.kind.levels
            self._advisor = levels[HINT_LEVEL if HINT_LEVEL in levels else next(reversed(list(levels)))](seed=0)
        return self._advisor.choose(self.frame.views[seat], list(legal))

    # -- building the steps ----------------------------------------------------------------------

    def _whole_frames(self, hand: HandFile) -> list[Frame]:
        record = hand.record
        assert record is not None
        try:
            engine = self.kind.new_hand(record.rules, record.seed, record.inputs)
            frames = [self._frame(engine, tuple(engine.events), None)]
            for action in record.actions:
                frames.append(self._frame(engine, tuple(engine.apply(action)), action))
        except IllegalActionError as error:
            raise HandFileError(f"the hand file is damaged: its moves do not replay ({error})") from None
        except (KeyError, TypeError, ValueError) as error:
            raise HandFileError(f"the hand file is damaged: {error}") from None
        if not engine.over:
            raise HandFileError("the hand file is damaged: its moves stop before the hand ends")
        return frames

    def _frame(self, engine: Engine, events: tuple[Event, ...], action: Action | None) -> Frame:
        seats = range(self.kind.seat_count)
        views = {seat: engine.view(seat) for seat in seats}
        waiting = () if engine.over else engine.to_act()
        legal = {seat: tuple(engine.legal_actions(seat)) for seat in waiting}
        return Frame(events, action, views, legal, _open_views(engine, views))

    def _seat_frames(self, hand: HandFile) -> list[Frame]:
        assert hand.steps is not None
        if not hand.steps:
            raise HandFileError("the hand file is damaged: it holds no steps")
        frames = []
        try:
            for step in hand.steps:
                events = tuple(Event.from_json(e) for e in step.events)
                view = view_from_json(hand.game, step.view)
                legal = {hand.seat: tuple(Action.from_json(a) for a in step.legal)} if step.legal else {}
                frames.append(Frame(events, None, {hand.seat: view}, legal, {}))
        except (KeyError, TypeError, ValueError) as error:
            raise HandFileError(f"the hand file is damaged: {error}") from None
        return frames


def _open_views(engine: Engine, views: dict[int, Any]) -> dict[int, Any]:
    """Every seat's view with each concealed hand revealed: the mahjong views' ``revealed``, Guafeng's
    ``OpenGuafengView``."""
    if isinstance(engine, GuafengHand):
        return _open_guafeng_views(engine, views)
    seats = getattr(engine, "seats", None)
    if seats is None or not all(hasattr(v, "revealed") for v in views.values()):
        return {}
    hands = tuple(tuple(state.tiles()) for state in seats)
    return {seat: dataclasses.replace(view, revealed=hands) for seat, view in views.items()}


def _open_guafeng_views(engine: GuafengHand, views: dict[int, GuafengView]) -> dict[int, Any]:
    """Each seat's view with every seat's cards, each declaration's pairs as its owner sees them and the buried
    kitty as its burier knows it: nothing of the hand stays hidden."""
    cards = tuple(engine.hand(seat) for seat in range(len(views)))
    declarations = tuple(views[d.owner].declarations[i] for i, d in enumerate(views[0].declarations))
    burier = views[0].burier
    opened = {}
    for seat, view in views.items():
        fields = {f.name: getattr(view, f.name) for f in dataclasses.fields(view)}
        fields.update(declarations=declarations)
        if view.kitty is None and burier is not None:
            fields.update(kitty=views[burier].kitty)
        opened[seat] = OpenGuafengView(**fields, hands=cards)
    return opened
