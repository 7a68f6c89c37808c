"""Any action, however malformed its tiles or cards, is applied or refused with ``IllegalActionError`` (naming a
rule and a reason of the game's code table) in every game, and a refusal changes nothing: the refusal explainers
never raise anything else."""

from __future__ import annotations

import importlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.games.sichuan.engine import SichuanHand
from tests.games.refusal_probes import KINDS, hand_at, refusals_of
from tests.games.sichuan.scenario import T, act, rigged

RULELESS = {"hand_over"}
"""Reasons no rule of a game states: every other refusal names the rule to look up."""


@settings(max_examples=60, deadline=None)
@given(
    game=st.sampled_from(sorted(KINDS)),
    seed=st.integers(0, 2**32),
    moves=st.integers(0, 120),
    data=st.data(),
)
def test_any_action_is_applied_or_refused_with_a_rule_and_a_known_reason(
    game: str, seed: int, moves: int, data: st.DataObject
) -> None:
    hand = hand_at(game, seed, moves)
    reasons = importlib.import_module(f"fengyu.games.{game}.refusals").REFUSALS.templates
    for _, refusal in refusals_of(data, hand, game, 8):
        assert refusal.reason in reasons, refusal
        assert refusal.rule or refusal.reason in RULELESS, refusal
        assert refusal.message and "{" not in refusal.message


@pytest.mark.parametrize("kind", ["pong", "exposed_kong", "win"])
def test_a_sichuan_claim_naming_an_honour_is_refused_by_r1(kind: str) -> None:
    """Issue 17: a pong of tile ≥ 27 raised IndexError in the void check."""
    hand: SichuanHand = rigged(hands=["1m2m3m4m5m6m7m8m9m1p2p3p4p5p", "5p5p1m2m3m4m5m6m7m8m9m1s2s", None, None])
    act(hand, 0, "discard", "5p")
    assert hand.phase == "claim"
    for tile in (27, 33, 255):
        with pytest.raises(IllegalActionError) as refusal:
            hand.apply(Action(1, kind, (tile,)))
        assert refusal.value.rule in ("R1", "R11")
    assert hand.window is not None and T("5p") == hand.window.tile
