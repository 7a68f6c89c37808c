"""``PaofengRules``: every toggle of §4 with its default, its choices and its source; the two presets."""

from __future__ import annotations

import pytest

from fengyu.core.protocol import Json
from fengyu.core.rules import RulesError
from fengyu.games.paofeng.rules import PaofengRules

TABLE = {
    "game_mode": ("rounds", ("rounds", "board")),
    "num_hands": (8, (4, 8, 16)),
    "board_limit": (100, (25, 50, 100, 200)),
    "di_hua": (1, (1, 2, 3, 5, 10)),
    "wild_is_indicator": (False, None),
    "tianhu_no_wild": (False, None),
    "tu_pai": ("free", ("free", "first_two_free", "limited")),
    "ba_zhuang_no_bonus": (False, None),
    "bao_no_multiplier": (False, None),
    "no_double_tianhu": (False, None),
    "zuan_gui_wei": (False, None),
    "lan_no_wild": (False, None),
    "wild_may_win_plain": (True, None),
}
"""§4: field → (default, choices); None for a boolean."""


def test_every_toggle_of_section_4_with_its_default_and_choices() -> None:
    infos = {info.name: info for info in PaofengRules.fields_info()}
    assert set(infos) == set(TABLE)
    for name, (default, choices) in TABLE.items():
        info = infos[name]
        assert info.default == default, name
        assert info.choices == choices, name
        assert info.group and info.source, name
        assert info.label_key == f"paofeng.{name}"


def test_presets_standard_is_every_default_and_strict_checks_you_zuan_bi_xu_pao_feng() -> None:
    assert PaofengRules.preset("standard") == PaofengRules()
    assert PaofengRules.preset("strict_paofeng") == PaofengRules(wild_may_win_plain=False)
    assert PaofengRules.from_json({"preset": "strict_paofeng", "di_hua": 2}).di_hua == 2


@pytest.mark.parametrize(
    "data", [{"tu_pai": "both"}, {"di_hua": 4}, {"board_limit": 30}, {"lan_no_wild": 1}, {"bogus": True}]
)
def test_bad_values_are_refused(data: Json) -> None:
    with pytest.raises(RulesError):
        PaofengRules.from_json(data)


def test_json_round_trip() -> None:
    rules = PaofengRules(tu_pai="limited", game_mode="board", board_limit=25, zuan_gui_wei=True)
    assert PaofengRules.from_json(rules.to_json()) == rules
