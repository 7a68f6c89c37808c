"""Guafeng at the table: hands strung into a game (levels, the deal), its end, bots' template answers, resuming."""

from __future__ import annotations

from pathlib import Path

import pytest

from fengyu.core.protocol import Action, Json, View
from fengyu.games.guafeng.engine import GuafengHand
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.games import HandResult
from fengyu.table.guafeng import GuafengKind, levels_climbed
from fengyu.table.table import Table
from tests.table.conftest import played_against_easy, run_bots


def guafeng_bots(seed: int = 4, hands: int = 0, level: str = "easy", rules: Json | None = None) -> MatchConfig:
    return MatchConfig("guafeng", rules or {}, tuple(SeatSpec("bot", level=level) for _ in range(4)), seed, hands)


def play_hand(table: Table) -> HandResult:
    table.start_hand()
    run_bots(table)
    assert table.hand_over
    return table.history[-1]


class OutsideBot:
    """A bot answering a card it does not hold: the table plays the time-out move for it."""

    name = "outside"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: View, legal: list[Action]) -> Action:
        return Action(view.seat, "play", (0, 0, 0, 0, 0))


def test_each_hand_starts_from_the_previous_hands_dealer_and_levels() -> None:
    table = Table(guafeng_bots())
    first = play_hand(table)
    assert first.inputs == {"first_hand": True, "dealer": None, "levels": ["A", "A"]}
    for _ in range(5):
        before = table.hand
        assert isinstance(before, GuafengHand) and before.result is not None
        result = play_hand(table)
        assert result.inputs == {
            "first_hand": False,
            "dealer": before.result.next_dealer,
            "levels": list(before.result.levels_after),
        }


def test_a_hands_totals_are_the_levels_each_seats_team_climbed() -> None:
    table = Table(guafeng_bots(seed=9))
    for _ in range(6):
        result = play_hand(table)
        details = result.details
        climbed = levels_climbed(GuafengRules(), tuple(details["levels_before"]), tuple(details["levels_after"]))
        assert result.totals == (climbed[0], climbed[1], climbed[0], climbed[1])
        assert all(step >= 0 for step in climbed)
        assert result.end_reason in ("played", "no_bid")
        assert details["trump"] in ("S", "H", "D", "C") or result.end_reason == "no_bid"


@pytest.mark.parametrize("seed", [1, 2])
def test_the_game_ends_when_a_team_keeps_the_deal_at_k_whatever_the_hands_agreed(seed: int) -> None:
    table = Table(guafeng_bots(seed=seed, hands=0))
    while not table.match_over:
        assert len(table.history) < 200
        play_hand(table)
    last = table.history[-1]
    winner = last.details["match_winner"]
    assert winner is not None
    assert last.details["levels_before"][winner] == "K"
    assert not any(h.details["match_winner"] is not None for h in table.history[:-1])
    assert GuafengKind().match_over(table.rules, table.history)
    assert not GuafengKind().match_over(table.rules, table.history[:-1])
    with pytest.raises(RuntimeError, match="over"):
        table.start_hand()


def test_an_agreed_number_of_hands_still_ends_the_match() -> None:
    table = Table(guafeng_bots(hands=2))
    play_hand(table)
    assert not table.match_over
    play_hand(table)
    assert table.match_over


def test_bots_answer_with_cards_that_complete_the_engines_templates() -> None:
    """Follows and burials are listed as templates: the concrete plays bots choose are accepted as they are."""
    table = Table(guafeng_bots(level="normal"))
    table.start_hand()
    concrete = 0
    while not table.hand_over:
        for turn in table.bot_turns():
            action = table.think(turn)
            assert action is not None
            if action not in turn.legal:
                concrete += 1
            update = table.answer(turn, action)
            assert update is not None and update.action == action  # not replaced by a time-out move
    assert concrete > 0


def test_an_answer_outside_the_legal_actions_plays_the_time_out_move() -> None:
    hand = played_against_easy("guafeng", "tests.table.test_guafeng:OutsideBot", 5)
    assert sum(len(a.pieces) for a in hand.actions if a.seat == 0 and a.kind == "play") == 26


def test_a_guafeng_match_resumes_where_it_stood(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    table = Table(guafeng_bots(seed=3, hands=3), autosave=path)
    play_hand(table)
    table.start_hand()
    run_bots(table, limit=60)
    resumed = Table.resume(path)
    assert resumed.history == table.history
    assert resumed.hand is not None and table.hand is not None
    assert resumed.hand.actions == table.hand.actions
    assert resumed.view(1) == table.view(1)
    run_bots(resumed)  # the bots are rebuilt, so they may choose differently from here: the hand still ends
    assert resumed.hand_over and len(resumed.history) == 2


def test_results_name_their_game_and_survive_json() -> None:
    table = Table(guafeng_bots())
    result = play_hand(table)
    assert result.details["game"] == "guafeng"
    assert HandResult.from_json(result.to_json()) == result


def test_the_kind_has_no_items_and_names_its_levels() -> None:
    kind = GuafengKind()
    assert kind.pre_order_items(GuafengRules()) == ()
    assert {"easy", "normal", "hard"} <= set(kind.levels)


def test_a_decision_clock_is_off_by_default_and_the_rules_can_set_one() -> None:
    """``turn_seconds`` (a table setting: the spec is silent on time) limits every decision of the seat to act."""
    assert GuafengRules().turn_seconds == 0
    seats = (SeatSpec("human", "You"), *(SeatSpec("bot", level="easy") for _ in range(3)))
    for seconds in (0, 7):
        table = Table(MatchConfig("guafeng", {"turn_seconds": seconds}, seats, 3, 1))
        table.start_hand()
        run_bots(table)
        assert tuple(table.waiting()) == (0,)
        assert table.time_limit(0) == seconds
        assert table.time_limit(1) == 0  # not awaited
        hand = table.hand
        assert isinstance(hand, GuafengHand)
        default = hand.default_action(0)
        update = table.time_out(0)  # the time-out move: the engine's default for the seat
        assert update is not None and update.action == default
