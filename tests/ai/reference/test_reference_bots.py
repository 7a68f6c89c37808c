"""The reference bots: only legal moves, in every game, over many random hands; the arena names them."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable, Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fengyu.ai.protocol import Bot
from fengyu.ai.registry import arena_game
from fengyu.core.protocol import Action, Engine
from tests.ai.reference import guafeng, paofeng, sichuan

ARENA = [sys.executable, "-m", "fengyu", "arena", "--hands", "1", "--duplicate", "--jobs", "1"]
BOTS: dict[str, Callable[..., Bot]] = {
    "sichuan": sichuan.ReferenceBot,
    "paofeng": paofeng.ReferenceBot,
    "guafeng": guafeng.ReferenceBot,
}


def is_listed(hand: Engine, action: Action, legal: list[Action]) -> bool:
    """Whether the action is one of the legal ones (Guafeng: itself or through a fill template)."""
    return hand.covers(action, legal)


def play(game: str, seed: int, seats: Sequence[Bot]) -> Engine:
    arena = arena_game(game)
    hand = arena.new_hand(arena.default_rules(), seed)
    while not hand.over:
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        action = seats[seat].choose(hand.view(seat), legal)
        assert is_listed(hand, action, legal), (game, seed, seat, action)
        hand.apply(action)
    return hand


@pytest.mark.parametrize("game", sorted(BOTS))
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40))
def test_reference_bots_play_only_legal_moves(game: str, seed: int) -> None:
    bots: list[Bot] = [BOTS[game](seed=seed + s) for s in range(4)]
    hand = play(game, seed, bots)
    assert hand.over


@pytest.mark.parametrize("game", sorted(BOTS))
def test_reference_bots_play_legal_moves_beside_the_levels(game: str) -> None:
    levels = arena_game(game).levels
    for seed in range(3):
        seats: list[Bot] = [
            BOTS[game](seed=seed),
            levels["normal"](seed=seed),
            BOTS[game](seed=seed + 1),
            levels["hard"](seed=seed),
        ]
        assert play(game, seed, seats).over


@pytest.mark.parametrize("game", sorted(BOTS))
def test_the_arena_names_the_reference_bot(game: str) -> None:
    result = subprocess.run(
        [*ARENA, "--game", game, "--seats", "normal,reference,normal,reference", "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert [b["name"] for b in report["bots"]] == ["normal", "reference"]
    assert report["seats"] == ["normal", "reference", "normal", "reference"]
    assert {(p["a"], p["b"]) for p in report["pairs"]} == {("normal", "reference"), ("reference", "normal")}
