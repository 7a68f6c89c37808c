"""``GuafengRules``: every toggle of the §7 table, with its default, group and source, and its validation."""

from __future__ import annotations

import json

import pytest

from fengyu.core.rules import RulesError
from fengyu.games.guafeng.rules import GuafengRules

SPEC_TABLE = {  # §7: field → (default, choices or None)
    "permanent_trump_order": ("suit_major", ("suit_major", "rank_major")),
    "skip_permanent_levels": (False, None),
    "allow_throw": (False, None),
    "joker_feng": (False, None),
    "kitty_multiplier": ("fixed", ("fixed", "pair_power", "card_count")),
    "kitty_bonus_values": (True, None),
    "reveal_kitty": (True, None),
    "dealer_kitty_deduction": (False, None),
    "no_bid_later": ("redeal", ("redeal", "penalty")),
    "mandatory_levels": ((), None),
    "first_deal_seat": (0, None),
    "first_leader": ("burier", ("burier", "dealer")),
    "zhan_sets_first_dealer": (False, None),
    "kitty_bonus_multiplied": (False, None),
    "high_fill": ("all_shapes", ("all_shapes", "lei_only")),
    "yu_fallback": ("pairs", ("pairs", "singles")),
}
TABLE_SETTINGS = {"turn_seconds"}
"""Fields that are the table's settings, not rules of the game (the spec is silent on time)."""


def test_s7_every_toggle_is_a_field_with_its_default_group_and_source() -> None:
    infos = {info.name: info for info in GuafengRules.fields_info()}
    assert set(infos) == set(SPEC_TABLE) | TABLE_SETTINGS
    for name, (default, choices) in SPEC_TABLE.items():
        info = infos[name]
        assert info.default == default, name
        assert info.choices == choices, name
        assert info.group and info.source.startswith("§"), name
        assert info.label_key == f"guafeng.{name}"
    assert (infos["first_deal_seat"].minimum, infos["first_deal_seat"].maximum) == (0, 3)
    clock = infos["turn_seconds"]
    assert (clock.default, clock.minimum, clock.source) == (0, 0, "table setting"), "no clock unless asked for"


def test_s7_no_presets_are_defined() -> None:
    assert GuafengRules.PRESETS == {}
    with pytest.raises(RulesError, match="unknown preset"):
        GuafengRules.from_json({"preset": "shandong"})


def test_rules_round_trip_through_json() -> None:
    rules = GuafengRules(mandatory_levels=("K", "5"), allow_throw=True, kitty_multiplier="card_count")
    assert rules.mandatory_levels == ("5", "K")
    again = GuafengRules.from_json(json.loads(json.dumps(rules.to_json())))
    assert again == rules and hash(again) == hash(rules)
    assert GuafengRules.from_json({"mandatory_levels": ["10", "5", "10"]}).mandatory_levels == ("5", "10")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"mandatory_levels": ["1"]}, "not in the level sequence"),
        ({"mandatory_levels": "5"}, "list of level names"),
        ({"mandatory_levels": [5]}, "list of level names"),
        ({"mandatory_levels": ["5"], "skip_permanent_levels": True}, "not in the level sequence"),
        ({"first_deal_seat": 4}, "at most 3"),
        ({"high_fill": "sometimes"}, "must be one of"),
        ({"allow_throw": "yes"}, "true or false"),
    ],
)
def test_s7_bad_values_are_refused(changes: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError, match=message):
        GuafengRules.from_json(changes)
