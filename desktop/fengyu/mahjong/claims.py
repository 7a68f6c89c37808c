"""The claim window of both mahjong games: a discard (or a declared kong) the other seats answer at once.

Every seat with a claim is asked; each answers once, and when all have answered the game resolves the
answers by its own priority (``answers_from``: in play order from the discarder).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from fengyu.core.protocol import Action


@dataclass(slots=True)
class ClaimWindow:
    """An open window on ``tile`` from ``seat``: each seat's offered actions and the answers given so far."""

    seat: int
    tile: int
    options: dict[int, list[Action]]
    answers: dict[int, Action] = field(default_factory=dict)

    def waiting(self) -> tuple[int, ...]:
        """The seats still to answer."""
        answers = self.answers
        return tuple([s for s in self.options if s not in answers])  # a list built first: no generator frame

    def answer(self, action: Action) -> bool:
        """Record ``action`` as its seat's answer; True when every seat asked has answered."""
        self.answers[action.seat] = action
        return self.answers.keys() >= self.options.keys()  # every seat asked has answered (a set test, in C)

    def answers_from(self, order: Sequence[int]) -> list[Action]:
        """The answers given, in ``order`` (the seats after the discarder, in play order)."""
        return [self.answers[s] for s in order if s in self.answers]
