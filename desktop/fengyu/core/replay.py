"""The replay log: a hand's inputs plus its actions reproduce it exactly.

Saves, bug reports, the network's resynchronisation and the simulator's replay
check all rest on one record: which game, the rules, the seed, the facts the
previous hand decided (``inputs``, e.g. the dealer) and every applied action.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from fengyu.core.protocol import Action, Engine, Json

RECORD_FORMAT = 1
"""Version of the JSON form; a reader refuses newer formats instead of guessing."""


class RecordError(ValueError):
    """A hand record that cannot be read (corrupt, or written by a newer version)."""


@dataclass(frozen=True, slots=True)
class HandRecord:
    game: str
    rules: Json
    seed: int
    inputs: Json
    actions: tuple[Action, ...] = ()

    def with_action(self, action: Action) -> HandRecord:
        return HandRecord(self.game, self.rules, self.seed, self.inputs, (*self.actions, action))

    def to_json(self) -> Json:
        return {
            "format": RECORD_FORMAT,
            "game": self.game,
            "rules": self.rules,
            "seed": self.seed,
            "inputs": self.inputs,
            "actions": [a.to_json() for a in self.actions],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HandRecord:
        if not isinstance(data, Mapping):
            raise RecordError("a hand record is a JSON object")
        version = data.get("format")
        if not isinstance(version, int):
            raise RecordError("not a hand record (no format version)")
        if version > RECORD_FORMAT:
            raise RecordError(
                f"written by a newer version of Fengyu (format {version}; this one reads {RECORD_FORMAT})"
            )
        try:
            game, rules, seed, inputs = data["game"], data["rules"], data["seed"], data["inputs"]
            actions = tuple(Action.from_json(a) for a in data["actions"])
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"corrupt hand record: {exc}") from None
        if not isinstance(game, str) or not isinstance(rules, dict) or not isinstance(inputs, dict):
            raise RecordError("corrupt hand record: game, rules or inputs malformed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError("corrupt hand record: the seed is not an integer")
        return cls(game, rules, seed, inputs, actions)

    def replay(self, new_hand: Callable[[Json, int, Json], Engine]) -> Engine:
        """Rebuild the hand: ``new_hand(rules, seed, inputs)``, then apply every action."""
        engine = new_hand(self.rules, self.seed, self.inputs)
        for action in self.actions:
            engine.apply(action)
        return engine
