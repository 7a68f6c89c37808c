"""The replay log: a record of inputs and actions rebuilds a hand exactly.

The engines of the three games come with later issues; a tiny game written for
this test exercises the contract meanwhile (a seeded pile of tokens, two seats
taking one or two in turn, the draw hidden from the other seat).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fengyu.core.protocol import Action, Engine, Event, IllegalActionError, Json
from fengyu.core.replay import HandRecord, RecordError
from fengyu.core.rng import Rng


@dataclass
class TokenView:
    seat: int
    pile: int
    mine: list[int]

    def to_json(self) -> Json:
        return {"seat": self.seat, "pile": self.pile, "mine": self.mine}


class TokenGame:
    game: ClassVar[str] = "tokens"

    def __init__(self, rules: Json, seed: int, inputs: Json) -> None:
        rng = Rng(seed)
        self.rules, self.seed, self.inputs = rules, seed, inputs
        self.tokens = [rng.randint(1, 9) for _ in range(rules["size"])]
        self.turn = inputs["first"]
        self.taken: list[list[int]] = [[], []]
        self._actions: list[Action] = []
        self._events: list[Event] = []

    @property
    def over(self) -> bool:
        return not self.tokens

    @property
    def events(self) -> list[Event]:
        return self._events

    @property
    def phase(self) -> str:
        return "over" if self.over else "take"

    @property
    def actions(self) -> list[Action]:
        return self._actions

    def to_act(self) -> tuple[int, ...]:
        return () if self.over else (self.turn,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.turn or self.over:
            return []
        return [Action(seat, "take", (n,)) for n in (1, 2) if n <= len(self.tokens)]

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions(action.seat):
            raise IllegalActionError("T1", "take one or two tokens on your own turn")
        taken = [self.tokens.pop() for _ in range(action.pieces[0])]
        self.taken[action.seat] += taken
        self._actions.append(action)
        self.turn = 1 - self.turn
        events = [Event("take", action.seat, {"count": len(taken)}, {action.seat: {"tokens": taken}})]
        self._events += events
        return events

    def view(self, seat: int) -> TokenView:
        return TokenView(seat, len(self.tokens), list(self.taken[seat]))

    def covers(self, action: Action, legal: Sequence[Action]) -> bool:
        return action in legal

    def time_limit(self, seat: int) -> int:
        return 0

    def default_action(self, seat: int) -> Action | None:
        legal = self.legal_actions(seat)
        return legal[0] if legal else None

    def record(self) -> HandRecord:
        return HandRecord(self.game, self.rules, self.seed, self.inputs, tuple(self._actions))


def play(seed: int, choices: list[int]) -> TokenGame:
    game = TokenGame({"size": 12}, seed, {"first": 1})
    for pick in choices:
        if game.over:
            break
        legal = game.legal_actions(game.to_act()[0])
        game.apply(legal[pick % len(legal)])
    return game


def test_the_toy_engine_fits_the_protocol() -> None:
    assert isinstance(TokenGame({"size": 3}, 1, {"first": 0}), Engine)


@given(st.integers(0, 2**64 - 1), st.lists(st.integers(0, 1), max_size=15))
def test_record_replays_the_same_hand(seed: int, choices: list[int]) -> None:
    game = play(seed, choices)
    record = HandRecord("tokens", {"size": 12}, seed, {"first": 1}, tuple(game.actions))
    restored = HandRecord.from_json(record.to_json())
    assert restored == record
    again = restored.replay(TokenGame)
    assert isinstance(again, TokenGame)
    assert (again.tokens, again.taken, again.turn) == (game.tokens, game.taken, game.turn)


def test_with_action_appends() -> None:
    record = HandRecord("tokens", {"size": 1}, 1, {"first": 0})
    assert record.with_action(Action(0, "take", (1,))).actions == (Action(0, "take", (1,)),)


def test_replaying_an_illegal_action_fails_loudly() -> None:
    record = HandRecord("tokens", {"size": 3}, 5, {"first": 0}, (Action(1, "take", (1,)),))
    with pytest.raises(IllegalActionError) as caught:
        record.replay(TokenGame)
    assert caught.value.rule == "T1"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({}, "no format version"),
        ({"format": 99}, "newer version"),
        ({"format": 1, "game": "x"}, "corrupt hand record"),
        ({"format": 1, "game": "x", "rules": {}, "seed": "1", "inputs": {}, "actions": []}, "seed"),
        ({"format": 1, "game": "x", "rules": {}, "seed": 1, "inputs": {}, "actions": [{"seat": -1}]}, "corrupt"),
        ([], "JSON object"),
    ],
)
def test_unreadable_records_get_a_clear_error(data: Any, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        HandRecord.from_json(data)
