"""``LoggedHand``: the engine-contract plumbing the two mahjong hands share.

Both hands keep the actions applied (the replay log), the events made, and
each seat's legal actions cached until the next ``apply``; both refuse an
action outside those lists with the rule that forbids it before anything
changes. What a game does with an allowed action, and how it explains a
refusal, is its own (``_perform``, ``_why_illegal``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Generic, TypeVar

from fengyu.core.protocol import Action, Event, IllegalActionError, Json
from fengyu.core.replay import HandRecord
from fengyu.core.rules import GameRules

RulesT = TypeVar("RulesT", bound=GameRules)


class RulesReader(Generic[RulesT]):
    """``from_json`` of one rules class, remembering the last rules read.

    The hands of a match, and the replay check of every simulated hand, read the same rules again and again;
    JSON equal to the last one read, value types included (JSON true is not 1), gives the same rules.
    """

    __slots__ = ("_last", "_rules_class")

    def __init__(self, rules_class: type[RulesT]) -> None:
        self._rules_class = rules_class
        self._last: tuple[Json, tuple[type, ...], RulesT] | None = None

    def __call__(self, data: Json) -> RulesT:
        types = tuple(map(type, data.values())) if isinstance(data, dict) else ()
        last = self._last
        if last is not None and types == last[1] and data == last[0]:
            return last[2]
        rules = self._rules_class.from_json(data)
        self._last = (dict(data), types, rules)
        return rules


class LoggedHand(Generic[RulesT]):
    game: ClassVar[str]
    rules: RulesT
    seed: int
    inputs: Json
    phase: str
    _actions: list[Action]
    _events: list[Event]
    _legal: dict[int, list[Action]]

    @property
    def over(self) -> bool:
        return self.phase == "over"

    @property
    def actions(self) -> list[Action]:
        return self._actions

    @property
    def events(self) -> list[Event]:
        return self._events

    def legal_actions(self, seat: int) -> list[Action]:
        cached = self._legal.get(seat)
        if cached is None:
            cached = self._legal[seat] = self._compute_legal(seat)
        return cached

    def apply(self, action: Action) -> list[Event]:
        if not self._allowed(action):
            raise self._why_illegal(action)
        self._log(action)
        events: list[Event] = []
        self._perform(action, events)
        self._events.extend(events)
        return events

    def _log(self, action: Action) -> None:
        """Record an allowed action before it is performed: the log, and nothing cached about the position
        before it (also the engines' own fast paths for their commonest actions, which check ``_allowed``'s
        conditions themselves)."""
        self._actions.append(action)
        self._legal.clear()
        self._forget()

    def covers(self, action: Action, legal: Sequence[Action]) -> bool:
        """The mahjong hands list every action concretely: no templates."""
        return action in legal

    def record(self) -> HandRecord:
        return HandRecord(self.game, self.rules.to_json(), self.seed, dict(self.inputs), tuple(self._actions))

    # -- what each game supplies ---------------------------------------------------------------

    def _compute_legal(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def _allowed(self, action: Action) -> bool:
        raise NotImplementedError

    def _why_illegal(self, action: Action) -> IllegalActionError:
        """The refusal of ``action``: the rule that forbids it and the reason code (the game's refusals module)."""
        raise NotImplementedError

    def _forget(self) -> None:
        """Drop what the game cached about the position before the action changes it."""

    def _perform(self, action: Action, events: list[Event]) -> None:
        """Carry out an allowed action, appending what happened to ``events``."""
        raise NotImplementedError
