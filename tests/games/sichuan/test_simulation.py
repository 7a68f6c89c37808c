"""Random play across every preset and toggle: invariants hold (tiles, zero-sum, refusals, replay)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.games.sichuan.ledger import Payment
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.games.sichuan.simulation import _check_end, _play_one, random_rules, simulate


def test_random_rules_cover_every_preset_and_field() -> None:
    bot = random.Random(3)
    drawn = [random_rules(bot) for _ in range(400)]
    for info in SichuanRules.fields_info():
        if info.choices is not None or info.type is bool:
            values = {getattr(r, info.name) for r in drawn}
            expected = set(info.choices) if info.choices is not None else {False, True}
            assert values == expected, info.name


def test_short_random_run_all_presets_and_toggles() -> None:
    report = simulate(400, 20261129, random_rules, escape_rate=0.002, greedy=0.5)
    assert report["violations"] == 0, report["violation_examples"]
    assert report["hands"] == 400 and set(report["checks"]) >= {"tile_conservation", "zero_sum", "replay_identical"}
    assert report["wins"] > 100


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**64 - 1))
def test_any_seed_any_rules_one_hand_keeps_every_invariant(seed: int) -> None:
    bot = random.Random(seed)
    hand, problems = _play_one(random_rules(bot), seed, None, bot, escape_rate=0.001, greedy=0.5)
    assert problems == []
    assert hand.over


def test_the_checks_catch_a_broken_hand() -> None:
    bot = random.Random(1)
    hand, problems = _play_one(SichuanRules(), 7, None, bot, escape_rate=0.0)
    assert problems == []
    hand.seats[0].add(0)  # a tile from nowhere
    hand.coin_deltas, hand.house_fee = (5, 0, 0, 0), 0  # coins from nowhere
    hand.ledger.lines.append(Payment(0, 1, 5, ("win",)))  # a payment the actions never made
    found = _check_end(hand)
    for check in ("tile_conservation", "zero_sum", "replay_identical"):
        assert any(p.startswith(check) for p in found), check


@pytest.mark.slow
def test_long_run_20000_hands_across_presets_and_toggles() -> None:
    report = simulate(20_000, 7, random_rules, jobs=2, escape_rate=0.001, greedy=0.5)
    assert report["violations"] == 0, report["violation_examples"]
    assert report["wins"] > 5_000  # the greedy seats make the scoring paths run too
