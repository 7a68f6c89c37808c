"""Refusal code tables: the English message is built from the reason's template, values are typed by name."""

from __future__ import annotations

import pytest

from fengyu.core.cards import parse_cards
from fengyu.core.protocol import IllegalActionError
from fengyu.core.refusals import COMMON, RefusalTable
from fengyu.core.tiles import Tile

TABLE = COMMON.extended(
    {"not_void_suit": "discard your void suit ({suit}) first", "kong_not_held": "no kong of {tile}", "gone": "{cards}"}
)


def test_the_message_is_the_reasons_template_with_the_values_in_log_notation() -> None:
    refusal = TABLE.error("R10", "not_void_suit", suit="m")
    assert (refusal.rule, refusal.reason, refusal.params) == ("R10", "not_void_suit", {"suit": "m"})
    assert refusal.message == "discard your void suit (m) first" and str(refusal) == f"{refusal.message} [R10]"
    assert TABLE.error("R16", "kong_not_held", tile=Tile.parse("5p")).message == "no kong of 5p"
    assert TABLE.error("§5", "gone", cards=tuple(parse_cards("10H BJ"))).message == "10H BJ"
    assert str(TABLE.error("", "hand_over")) == "the hand is over"  # no rule of the game: none to name


def test_parameters_have_known_names_and_their_types() -> None:
    with pytest.raises(TypeError):
        IllegalActionError("R10", "not_void_suit", {"colour": "m"})
    with pytest.raises(TypeError):
        IllegalActionError("R16", "kong_not_held", {"tile": "5p"})
    with pytest.raises(TypeError):
        IllegalActionError("R16", "kong_not_held", {"tile": True})


def test_an_unknown_reason_or_a_reason_listed_twice_is_a_programming_error() -> None:
    with pytest.raises(KeyError):
        TABLE.error("R1", "no_such_reason")
    with pytest.raises(ValueError, match="hand_over"):
        COMMON.extended({"hand_over": "again"})
    assert isinstance(RefusalTable({}).extended({"a": "b"}), RefusalTable)
