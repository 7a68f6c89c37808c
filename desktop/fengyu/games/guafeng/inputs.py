"""The inputs of a hand: what the previous hand decided for it (spec §6.4).

A hand is a function of its rules, its seed and these few facts, so they travel
with every saved game and replay record (``HandRecord.inputs``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fengyu.core.protocol import Json
from fengyu.games.guafeng.rules import GuafengRules

SEATS = 4


class InputsError(ValueError):
    """Hand inputs that do not fit the rules (levels outside the sequence, a dealer in hand 1, …)."""


@dataclass(frozen=True, slots=True)
class HandInputs:
    """What the previous hand decides for this one (§6.4): first hand or not, the dealer seat, both levels."""

    first_hand: bool = True
    dealer: int | None = None
    levels: tuple[str, str] = ("A", "A")

    def to_json(self) -> Json:
        return {"first_hand": self.first_hand, "dealer": self.dealer, "levels": list(self.levels)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HandInputs:
        if not isinstance(data, Mapping):
            raise InputsError("hand inputs are a JSON object")
        unknown = sorted(set(data) - {"first_hand", "dealer", "levels"})
        if unknown:
            raise InputsError(f"unknown hand inputs: {unknown}")
        first, dealer, levels = data.get("first_hand", True), data.get("dealer"), data.get("levels", ["A", "A"])
        if not isinstance(first, bool):
            raise InputsError(f"first_hand must be true or false, not {first!r}")
        if dealer is not None and (isinstance(dealer, bool) or not isinstance(dealer, int)):
            raise InputsError(f"dealer must be a seat number, not {dealer!r}")
        if not isinstance(levels, list | tuple) or len(levels) != 2 or not all(isinstance(x, str) for x in levels):
            raise InputsError(f"levels must be two level names, not {levels!r}")
        return cls(first, dealer, (levels[0], levels[1]))


def check_inputs(rules: GuafengRules, inputs: HandInputs) -> None:
    """Refuse inputs the rules cannot play: hand 1 has no dealer and both teams at A; levels in the sequence."""
    if inputs.first_hand:
        if inputs.dealer is not None or inputs.levels != ("A", "A"):
            raise InputsError("the first hand has no dealer yet and both teams at level A")
        return
    if inputs.dealer not in range(SEATS):
        raise InputsError(f"a later hand needs the dealer seat 0..3, not {inputs.dealer!r}")
    for level in inputs.levels:
        if level not in rules.level_sequence:
            raise InputsError(f"level {level!r} is not in the level sequence {list(rules.level_sequence)}")
