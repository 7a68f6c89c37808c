"""A match: hands chained by their results until a team keeps the deal at K (§6.4, §6.5, D28)."""

from __future__ import annotations

import random

import pytest

from fengyu.games.guafeng.engine import GuafengHand
from fengyu.games.guafeng.inputs import HandInputs
from fengyu.games.guafeng.match import Match
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.guafeng.scoring import HandResult
from tests.games.guafeng.support import drive, random_policy


def result(dealer: int, points: int, before: tuple[str, str], after: tuple[str, str], winner: int | None) -> HandResult:
    take_over = points >= 80
    return HandResult(
        "played", dealer, points, (0, 0), (), 0, 0, 0, 0, None, take_over, 0, before, after,
        (dealer + 1) % 4 if take_over else (dealer + 2) % 4, winner,
    )  # fmt: skip


def test_s6_4_match_carries_levels_and_dealer() -> None:
    match = Match()
    assert match.next_inputs() == HandInputs(True, None, ("A", "A"))
    match.record(result(1, 40, ("A", "A"), ("A", "2"), None))
    assert match.next_inputs() == HandInputs(False, 3, ("A", "2"))
    match.record(result(3, 120, ("A", "2"), ("2", "2"), None))
    assert match.next_inputs() == HandInputs(False, 0, ("2", "2"))


def test_s6_5_match_ends_with_a_winner() -> None:
    match = Match(levels=("K", "Q"), dealer=0, hands=5)
    match.record(result(0, 75, ("K", "Q"), ("K", "Q"), 0))
    assert match.over and match.winner == 0
    with pytest.raises(ValueError, match="over"):
        match.next_inputs()
    with pytest.raises(ValueError, match="over"):
        match.record(result(0, 75, ("K", "Q"), ("K", "Q"), 0))


def test_matches_played_out_with_random_seats_end() -> None:
    rules = GuafengRules()
    rng = random.Random(4)
    match = Match()
    while not match.over:
        hand = GuafengHand(rules, rng.getrandbits(64), match.next_inputs())
        drive(hand, random_policy(rng))
        assert hand.result is not None
        if not match.hands:
            assert hand.level == "A"
        else:
            assert match.dealer is not None  # set by the first hand
            assert hand.level == match.levels[match.dealer % 2]
        match.record(hand.result)
        assert match.hands < 400
    assert match.winner is not None
    assert match.levels[match.winner] == "K"
