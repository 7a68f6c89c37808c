"""Actions and events: JSON forms, refusal of malformed input, per-seat censoring."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fengyu.core.protocol import Action, Event, IllegalActionError


def test_action_json_round_trip() -> None:
    action = Action(2, "discard", (5,))
    assert action.to_json() == {"seat": 2, "kind": "discard", "pieces": [5]}
    assert Action.from_json(action.to_json()) == action
    assert Action.from_json({"seat": 0, "kind": "ding_que", "option": "m"}) == Action(0, "ding_que", (), "m")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1, 2], "JSON object"),
        ({"seat": 0, "kind": "x", "extra": 1}, "unknown action fields"),
        ({"seat": 9, "kind": "x"}, "bad seat"),
        ({"seat": True, "kind": "x"}, "bad seat"),
        ({"seat": 0, "kind": ""}, "bad action kind"),
        ({"seat": 0, "kind": "x", "pieces": [300]}, "bad pieces"),
        ({"seat": 0, "kind": "x", "pieces": "5m"}, "bad pieces"),
        ({"seat": 0, "kind": "x", "option": 3}, "bad option"),
    ],
)
def test_malformed_actions_are_refused(data: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Action.from_json(data)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-1000, 1000) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


@given(st.dictionaries(st.sampled_from(["seat", "kind", "pieces", "option", "x"]), json_values))
def test_any_json_gives_an_action_or_a_value_error(data: dict[str, Any]) -> None:
    try:
        action = Action.from_json(data)
    except ValueError:
        return
    assert Action.from_json(action.to_json()) == action


def test_event_censoring() -> None:
    draw = Event("draw", 1, {"wall": 54}, {1: {"tile": 7}})
    assert draw.for_seat(1).public == {"wall": 54, "tile": 7}
    assert draw.for_seat(0).public == {"wall": 54}
    assert draw.for_seat(None).public == {"wall": 54}
    assert draw.for_seat(1).private == {}
    assert Event.from_json(draw.to_json()) == draw


def test_illegal_action_names_its_rule() -> None:
    error = IllegalActionError("R10", "void tiles must be discarded first")
    assert error.rule == "R10"
    assert "[R10]" in str(error)
    assert isinstance(error, ValueError)
