"""Rules metadata: defaults, validation, presets, JSON — on a small rules class."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

import pytest

from fengyu.core.rules import GameRules, RulesError, option


@dataclass(frozen=True)
class ToyRules(GameRules):
    GAME = "toy"
    PRESETS: ClassVar = {"strict": {"cap": 3, "swap": "same_suit"}}

    swap: str = option("off", choices=("off", "same_suit", "any"), group="setup", source="R6")
    cap: int | None = option(None, choices=(None, 3, 4), group="scoring", source="S7")
    base_points: int = option(6, minimum=1, maximum=1000, group="scoring", source="S7")
    void_first: bool = option(True, group="play", source="R10")

    def check(self) -> None:
        if self.cap == 3 and self.base_points > 100:
            raise RulesError("cap 3 needs base_points at most 100")


def test_defaults_and_metadata() -> None:
    rules = ToyRules()
    assert rules.to_json() == {"swap": "off", "cap": None, "base_points": 6, "void_first": True}
    info = {f.name: f for f in ToyRules.fields_info()}
    assert info["swap"].choices == ("off", "same_suit", "any")
    assert info["swap"].source == "R6" and info["swap"].group == "setup"
    assert info["base_points"].minimum == 1
    assert info["void_first"].type is bool
    assert info["cap"].label_key == "toy.cap" and info["cap"].help_key == "toy.cap.help"


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"swap": "sideways"}, "swap must be one of"),
        ({"cap": 5}, "cap must be one of"),
        ({"cap": True}, "cap must be one of"),  # True == 1 in Python, not here
        ({"base_points": 0}, "at least 1"),
        ({"base_points": "6"}, "must be an integer"),
        ({"base_points": False}, "must be an integer"),
        ({"void_first": 1}, "true or false"),
        ({"cap": 3, "base_points": 500}, "cap 3 needs"),
    ],
)
def test_bad_values_are_refused(changes: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError, match=message):
        ToyRules(**changes)  # type: ignore[arg-type]  # bad values on purpose


def test_presets_and_json() -> None:
    strict = ToyRules.preset("strict")
    assert (strict.cap, strict.swap) == (3, "same_suit")
    assert ToyRules.from_json({"preset": "strict", "base_points": 2}) == strict.replace(base_points=2)
    assert ToyRules.from_json(strict.to_json()) == strict
    with pytest.raises(RulesError, match="unknown preset"):
        ToyRules.from_json({"preset": "nope"})
    with pytest.raises(RulesError, match="unknown rules fields: \\['colour'\\]"):
        ToyRules.from_json({"colour": "red"})
    with pytest.raises(RulesError, match="JSON object"):
        ToyRules.from_json([])  # type: ignore[arg-type]  # not an object, on purpose


def test_a_default_outside_its_choices_is_a_programming_error() -> None:
    with pytest.raises(RulesError, match="not among the choices"):
        option("x", choices=("a",), group="g", source="s")


def test_random_changes_draw_valid_values_for_a_share_of_the_fields() -> None:
    drawn = [
        name for info in ToyRules.fields_info() if info.choices is not None or info.type is bool for name in [info.name]
    ]
    every = ToyRules.random_changes(random.Random(1))
    assert sorted(every) == sorted(drawn) == ["cap", "swap", "void_first"]  # all of them, each a legal value
    ToyRules(**every)
    sizes = {len(ToyRules.random_changes(random.Random(seed), share=0.5)) for seed in range(40)}
    assert min(sizes) < len(drawn) and max(sizes) > 0  # some skipped, some drawn
