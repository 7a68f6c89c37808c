"""One registration per game: every layer finds every game the games layer registers.

A game is a package under ``fengyu.games`` exporting ``SPEC``; the table, the AI, the
network and the UI find their part of it by the game's code. A fourth game that forgot
one of its parts fails here, not at a player's table.
"""

from __future__ import annotations

import importlib

import pytest

from fengyu.ai.registry import arena_game
from fengyu.core.rules import GameRules
from fengyu.games.registry import game, games
from fengyu.net.seat_state import view_class
from fengyu.table.kinds import game_kind
from fengyu.ui.dialogs.settlement_sichuan import SettlementWriter
from fengyu.ui.tables import board_class

CODES = sorted(games())


def test_the_three_games_are_found_in_menu_order() -> None:
    assert list(games()) == ["sichuan", "paofeng", "guafeng"]
    assert [spec.order for spec in games().values()] == sorted(spec.order for spec in games().values())


@pytest.mark.parametrize("code", CODES)
def test_every_layer_knows_the_game(code: str) -> None:
    spec = game(code)
    kind = game_kind(code)
    assert (kind.code, kind.seat_count, kind.rules_class) == (code, spec.seats, spec.rules)
    arena = arena_game(code)
    assert arena.code == code
    assert set(arena.levels) == set(kind.levels)
    hand = kind.new_hand(spec.rules().to_json(), 7, kind.inputs(None, None, {}))
    assert type(hand.view(0)) is spec.view is view_class(code)  # the network decodes the views hands give
    assert callable(spec.simulation.simulate)
    assert callable(spec.simulation.random_rules)
    assert board_class(code) is not None
    assert issubclass(importlib.import_module(f"fengyu.ui.dialogs.settlement_{code}").WRITER, SettlementWriter)


@pytest.mark.parametrize("code", CODES)
def test_field_metadata_names_real_fields_and_values(code: str) -> None:
    infos = {info.name: info for info in game(code).rules.fields_info()}
    for info in infos.values():
        if info.requires is not None:
            assert info.requires.field in infos, info.name
            for value in info.requires.values:
                infos[info.requires.field].check(value)
        if info.unit is not None:
            assert info.type is int, info.name
        if info.items is not None:
            assert isinstance(info.default, tuple), info.name


def test_an_unknown_game_is_refused_by_name() -> None:
    for lookup in (game, game_kind, arena_game):
        with pytest.raises(ValueError, match="no game 'bridge'; games: \\['guafeng', 'paofeng', 'sichuan'\\]"):
            lookup("bridge")


def test_rules_classes_are_the_games_own() -> None:
    for code, spec in games().items():
        assert issubclass(spec.rules, GameRules)
        assert code == spec.rules.GAME
