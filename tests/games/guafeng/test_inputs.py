"""Hand inputs (§6.4): their JSON form and their check against the rules."""

from __future__ import annotations

import pytest

from fengyu.games.guafeng.engine import GuafengHand
from fengyu.games.guafeng.inputs import HandInputs, InputsError
from fengyu.games.guafeng.rules import GuafengRules


def test_inputs_are_checked() -> None:
    rules = GuafengRules()
    with pytest.raises(InputsError, match="first hand"):
        GuafengHand(rules, 1, HandInputs(True, 2))
    with pytest.raises(InputsError, match="dealer seat"):
        GuafengHand(rules, 1, HandInputs(False, None, ("A", "A")))
    with pytest.raises(InputsError, match="level sequence"):
        GuafengHand(GuafengRules(skip_permanent_levels=True), 1, HandInputs(False, 0, ("3", "A")))
    assert HandInputs.from_json(HandInputs(False, 2, ("7", "4")).to_json()) == HandInputs(False, 2, ("7", "4"))
    with pytest.raises(InputsError, match="unknown"):
        HandInputs.from_json({"dealer": 1, "colour": "red"})


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "JSON object"),
        ({"first_hand": 1}, "true or false"),
        ({"first_hand": False, "dealer": "1"}, "seat number"),
        ({"levels": ["A"]}, "two level names"),
    ],
)
def test_malformed_inputs_json(data: object, message: str) -> None:
    with pytest.raises(InputsError, match=message):
        HandInputs.from_json(data)  # type: ignore[arg-type]  # malformed on purpose
