"""A mahjong view survives JSON: view → ``to_json`` → ``view_from_json`` gives an equal typed view.

The LAN sends views as JSON and a hand file keeps them so; the client and the replay rebuild the game's
typed view. Checked for every seat after every step of whole hands (every phase: the exchange, 定缺,
turns, claim and rob windows, the end), the hands played with random legal moves.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.games.paofeng.view import PaofengView
from fengyu.games.sichuan.view import SichuanView
from fengyu.table.kinds import game_kind
from fengyu.table.views import view_from_json


def _play_checking(game: str, seed: int) -> set[str]:
    kind = game_kind(game)
    rules = kind.rules_class().to_json()
    if game == "sichuan":
        rules["huan_san_zhang"] = "any"  # the exchange phase too
    hand = kind.new_hand(rules, seed, kind.inputs(None, None, {}))
    rng = random.Random(seed)
    phases: set[str] = set()
    while True:
        for seat in range(4):
            view = hand.view(seat)
            back = view_from_json(game, view.to_json())
            assert isinstance(back, (SichuanView, PaofengView))
            assert back == view
            phases.add(view.phase)
        if hand.over:
            return phases
        seat = min(hand.to_act())
        legal = [a for a in hand.legal_actions(seat) if a.kind not in ("escape", "tuo_guan")]
        claims = [a for a in legal if a.kind != "pass"]
        hand.apply(rng.choice(claims if claims and rng.random() < 0.7 else legal))


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_every_sichuan_view_comes_back_from_json(seed: int) -> None:
    assert {"turn", "over"} <= _play_checking("sichuan", seed)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_every_paofeng_view_comes_back_from_json(seed: int) -> None:
    assert {"turn", "over"} <= _play_checking("paofeng", seed)


def test_the_phases_with_windows_are_covered() -> None:
    """Over a few seeds the random hands open claim windows (and Sichuan's exchange and 定缺)."""
    sichuan = set().union(*(_play_checking("sichuan", s) for s in range(4)))
    paofeng = set().union(*(_play_checking("paofeng", s) for s in range(4)))
    assert {"exchange", "ding_que", "turn", "claim", "over"} <= sichuan
    assert {"turn", "claim", "over"} <= paofeng


@pytest.mark.parametrize("game", ["sichuan", "paofeng", "guafeng"])
def test_a_view_with_a_phase_outside_the_games_phases_is_refused(game: str) -> None:
    """The LAN decodes views from JSON: a phase the game does not have is refused, naming the field."""
    kind = game_kind(game)
    hand = kind.new_hand(kind.rules_class().to_json(), 7, kind.inputs(None, None, {}))
    data = hand.view(0).to_json()
    assert view_from_json(game, data) == hand.view(0)  # the view as it is decodes
    with pytest.raises(ValueError, match=r"phase"):
        view_from_json(game, {**data, "phase": "turnn"})
    with pytest.raises(ValueError, match=r"phase"):
        view_from_json(game, {**data, "phase": "turn" if game == "guafeng" else "deal"})  # another game's phase
