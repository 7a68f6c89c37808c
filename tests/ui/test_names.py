"""Every stable code the engines emit has a translated name; the names go through Qt's translations."""

from __future__ import annotations

import typing
from collections import defaultdict

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from fengyu.ai.sichuan.levels import LEVELS
from fengyu.core.rules import GameRules
from fengyu.games.registry import games
from fengyu.games.sichuan.items import ITEMS
from fengyu.games.sichuan.ledger import REASONS
from fengyu.games.sichuan.scoring import ADDONS, FAN
from fengyu.mahjong.melds import MeldKind
from fengyu.table.kinds import game_kind
from fengyu.table.table import Table
from fengyu.ui import names
from tests.table.conftest import human_config, run_bots
from tests.ui.dialogs.echo import EchoTranslator
from tests.ui.dialogs.hands import GANG_SHANG_PAO, HUA_ZHU, REFUND_COINS, ROB_KONG, escape, result

ALIASES = {
    # One word, several codes, on purpose: the player sees the same name.
    ("Names", "Pong"): {"meld.pong", "action.pong"},
    ("Names", "Kong"): {"action.exposed_kong", "action.added_kong", "action.concealed_kong"},
    ("Names", "Self-draw"): {"how.self_draw", "action.zi_mo", "paofeng_action.win"},
    ("Names", "Chow"): {"meld.chow", "action.chow"},
    ("SichuanRules", "Standard"): {"sichuan.kong_scheme.standard", "sichuan.preset.standard"},
}


@pytest.mark.parametrize("game", sorted(games()))
def test_every_rules_field_choice_group_and_preset_has_words(game: str) -> None:
    rules_class: type[GameRules] = games()[game].rules
    missing = []
    for info in rules_class.fields_info():
        if not names.has_rule_texts(game, "field", info.name):
            missing.append(f"field {info.name}")
        if not names.has_rule_texts(game, "group", info.group):
            missing.append(f"group {info.group}")
        for choice in info.choices or ():
            if not names.has_choice_label(game, info.name, choice):
                missing.append(f"choice {info.name}={choice!r}")
    missing += [f"preset {p}" for p in rules_class.PRESETS if not names.has_rule_texts(game, "preset", p)]
    assert missing == []


def test_a_choice_of_none_and_numbered_choices_have_their_own_words() -> None:
    assert names.choice_label("sichuan", "fan_cap", None) == "No cap"
    assert names.choice_label("sichuan", "fan_cap", 3) == "3 fan"
    assert names.choice_label("paofeng", "num_hands", 16) == "16 hands"
    # True is not 1: a bool never borrows an integer's words, nor the reverse
    assert not names.has_choice_label("sichuan", "mode", True)


def test_help_texts_say_something() -> None:
    for game, spec in games().items():
        for info in spec.rules.fields_info():
            text = names.rule_help(game, info.name)
            assert len(text) > 30 and text.endswith((".", ")")), (game, info.name, text)


def test_sichuan_codes_have_names() -> None:
    expected = {
        "pattern": [*FAN, *ADDONS, "gen"],
        "reason": REASONS,
        "meld": typing.get_args(MeldKind),
        "action": typing.get_args(MeldKind),
        "item": ITEMS,
        "suit": "mps",
        "how": ("self_draw", "discard", "rob_kong"),
        "end": ("win", "liu_ju", "escape"),
        "game": games(),
        "level": {level for code in games() for level in game_kind(code).levels} | set(LEVELS),
        "weather": ("gua_feng", "xia_yu"),
    }
    missing = [f"{category}.{code}" for category, codes in expected.items() for code in codes]
    assert [entry for entry in missing if not names.has_name(*entry.split("."))] == []


def test_codes_in_real_hands_have_names() -> None:
    """Whatever the engine writes into a hand result is named (so a new code cannot slip through)."""
    missing = set()
    for hand in [*(result(case) for case in (GANG_SHANG_PAO, HUA_ZHU, REFUND_COINS, ROB_KONG)), escape()]:
        missing |= {f"end.{hand.end_reason}"} - {"end." + c for c in ("win", "liu_ju", "escape")}
        for win in hand.details["wins"]:
            codes = [("how", win["how"]), *(("pattern", p) for p in win["patterns"])]
            missing |= {f"{c}.{code}" for c, code in codes if not names.has_name(c, code)}
        for line in hand.details["payments"]:
            missing |= {f"reason.{line['reasons'][0]}"} if not names.has_name("reason", line["reasons"][0]) else set()
        for kong in hand.details["kongs"]:
            missing |= {f"meld.{kong['kind']}"} if not names.has_name("meld", kong["kind"]) else set()
    assert missing == set()


def test_every_action_a_player_is_offered_has_a_name() -> None:
    table = Table(human_config(seed=11, hands=1, rules={"items": True, "huan_san_zhang": "any"}))
    table.start_hand()
    offered: set[tuple[str, str]] = set()
    while not table.hand_over:
        for seat in table.waiting():
            for action in table.legal_actions(seat):
                offered.add(("action", action.kind))
                if action.kind == "item":
                    offered.add(("item", str(action.option)))
        if 0 in table.waiting():
            table.time_out(0)
        else:
            run_bots(table, limit=1)
    assert {("action", "exchange"), ("action", "ding_que"), ("action", "discard"), ("action", "item")} <= offered
    assert [code for code in sorted(offered) if not names.has_name(*code)] == []


def test_one_english_word_means_one_thing_per_context() -> None:
    """Lupdate keys translations by (context, English): two meanings of one word would share a translation."""
    uses: dict[tuple[str, str], set[str]] = defaultdict(set)
    for context, key, source in names.entries():
        uses[context, source].add(key)
    clashes = {word: keys for word, keys in uses.items() if len(keys) > 1 and ALIASES.get(word) != keys}
    assert clashes == {}


def test_tiles_and_seats_in_words() -> None:
    assert names.tile_name(13) == "Dots 5"
    assert names.tile_name(0) == "Characters 1"
    assert names.tile_name(26) == "Bamboo 9"
    assert [names.seat_name(s, 1) for s in range(4)] == ["Left", "You", "Right", "Across"]
    assert names.kong_weather("concealed_kong") == "Rain"
    assert names.kong_weather("added_kong") == names.kong_weather("exposed_kong") == "Wind"


def test_unknown_codes_fall_back_to_the_code() -> None:
    assert names.name("pattern", "no_such_pattern") == "no_such_pattern"
    assert names.rule_label("sichuan", "no_such_field") == "no_such_field"
    assert names.rule_help("nogame", "x") == ""


def test_names_are_looked_up_in_the_current_language(qtbot: QtBot) -> None:
    translator = EchoTranslator({"Names", "SichuanRules"})
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    try:
        assert names.name("pattern", "qing_yi_se") == "«Full Flush»"
        assert names.tile_name(13) == "««Dots» «5»»"
        assert names.rule_label("sichuan", "fan_cap") == "«Fan cap (封顶)»"
        assert names.choice_label("sichuan", "fan_cap", 4) == "«4 fan»"
    finally:
        app.removeTranslator(translator)
    assert names.name("pattern", "qing_yi_se") == "Full Flush"
