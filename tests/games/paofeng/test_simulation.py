"""Random play across presets and toggles: the invariants hold (tiles, zero-sum, refusals, 托管, replay)."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.ledger import Payment
from fengyu.games.paofeng.match import Match
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.paofeng.simulation import CHECKS, census, check_end, choose, play_one, random_rules, simulate


def test_random_rules_cover_every_preset_and_field() -> None:
    bot = random.Random(3)
    drawn = [random_rules(bot) for _ in range(300)]
    for info in PaofengRules.fields_info():
        values = {getattr(r, info.name) for r in drawn}
        expected = set(info.choices) if info.choices is not None else {False, True}
        assert values == expected, info.name


def test_short_random_run_all_presets_and_toggles() -> None:
    report = simulate(300, 20261129, random_rules, greedy=0.5)
    assert report["violations"] == 0, report["violation_examples"]
    assert report["hands"] == 300 and report["checks"] == list(CHECKS)
    assert report["wins"] > 100 and report["end_reasons"].get("liu_ju", 0) > 10
    assert {"pao_feng", "ming_pao", "bu_hua", "tian_hu"} <= set(report["items"])


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**64 - 1))
def test_any_seed_any_rules_one_hand_keeps_every_invariant(seed: int) -> None:
    bot = random.Random(seed)
    match = Match(random_rules(bot))
    hand, problems = play_one(match, seed, bot, greedy=bot.random())
    assert problems == []
    assert hand.over and census(hand) == [4] * 34 and sum(hand.ledger.totals()) == 0


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 150))
def test_every_legal_action_applies_and_an_illegal_one_changes_nothing(seed: int, steps: int) -> None:
    bot = random.Random(seed)
    hand = PaofengHand(random_rules(bot), seed)
    for _ in range(steps):
        if hand.over:
            return
        hand.apply(choose(hand, bot.choice(hand.to_act()), bot))
    for seat in range(4):
        legal = hand.legal_actions(seat)
        assert hand.default_action(seat) in (*legal, None)
        for action in legal:
            copy.deepcopy(hand).apply(action)  # each one is applicable
        before = _state(hand)
        for illegal in (Action(seat, "discard", (99,)), Action(seat, "hu"), Action(seat, "tuo_guan", option="maybe")):
            with pytest.raises(IllegalActionError):
                hand.apply(illegal)
        assert _state(hand) == before


def _state(hand: PaofengHand) -> tuple[object, ...]:
    return (
        [list(st.concealed) for st in hand.seats],
        [list(st.melds) for st in hand.seats],
        hand.phase,
        hand.current,
        len(hand.events),
        len(hand.actions),
    )


def test_the_checks_catch_a_broken_hand() -> None:
    bot = random.Random(1)
    hand, problems = play_one(Match(PaofengRules()), 7, bot)
    assert problems == []
    hand.seats[0].add(0)  # a tile from nowhere
    hand.ledger.lines.append(Payment(1, 0, 500, ("win",)))  # a payment the actions never made
    hand.rules = hand.rules.replace(game_mode="board", board_limit=25)  # … beyond B's board
    found = check_end(hand)
    for check in ("tile_conservation", "zero_sum", "replay_identical"):
        assert any(p.startswith(check) for p in found), check


def test_tile_conservation_catches_a_tile_changed_into_another_kind() -> None:
    """136 tiles still, but five of one kind: the sorted check sees it and the census names the counts."""
    hand, problems = play_one(Match(PaofengRules()), 8, random.Random(2))
    assert problems == [] and census(hand) == [4] * 34
    held = next(k for k in range(34) if hand.seats[1].concealed[k])
    hand.seats[1].take(held)
    hand.seats[1].add((held + 1) % 34)
    conservation = [p for p in check_end(hand) if p.startswith("tile_conservation")]
    assert conservation == [f"tile_conservation: census {census(hand)}"] and sorted(census(hand))[-1] == 5


def test_the_simulate_command_runs_paofeng() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "fengyu", "simulate", "--game", "paofeng", "--hands", "40", "--jobs", "2", "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["hands"] == 40 and report["violations"] == 0 and report["checks"] == list(CHECKS)
    assert report["hands_per_second"] > 0


@pytest.mark.slow
def test_long_run_across_presets_and_random_toggles() -> None:
    report = simulate(6_000, 7, random_rules, jobs=2, greedy=0.5)
    assert report["violations"] == 0, report["violation_examples"]
    assert report["wins"] > 2_000
