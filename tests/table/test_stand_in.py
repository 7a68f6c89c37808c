"""托管: a person hands their seat to a bot of a chosen level and takes it back — one mechanism for every game."""

from __future__ import annotations

from pathlib import Path

import pytest

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.table import Table
from tests.table.conftest import human_config, run_bots


def human_table(game: str, seed: int = 7, hands: int = 2, path: Path | None = None) -> Table:
    seats = (SeatSpec("human", "You"), *(SeatSpec("bot", level="normal") for _ in range(3)))
    return Table(MatchConfig(game, {}, seats, seed, hands), autosave=path)


@pytest.mark.parametrize("game", ["sichuan", "paofeng"])
def test_a_handed_over_seat_plays_itself_to_the_end_of_the_match(game: str) -> None:
    table = human_table(game)
    table.start_hand()
    run_bots(table)
    assert 0 in table.waiting()  # the person's turn
    table.hand_to_bot(0, "normal")
    assert table.stand_ins == {0: "normal"}
    with pytest.raises(IllegalActionError) as refused:
        table.submit(table.legal_actions(0)[0])
    assert refused.value.reason == "not_your_seat"
    turns = table.bot_turns()
    assert any(t.seat == 0 for t in turns)
    for turn in turns:
        table.answer(turn, table.think(turn))
    while not table.match_over:
        run_bots(table)
        if table.hand_over and not table.match_over:
            table.start_hand()  # the stand-in stays for the next hand
    assert table.stand_ins == {0: "normal"}


@pytest.mark.parametrize("game", ["sichuan", "paofeng"])
def test_taking_the_seat_back_drops_the_bots_pending_decision(game: str) -> None:
    table = human_table(game)
    table.start_hand()
    run_bots(table)
    table.hand_to_bot(0, "easy")
    turn = next(t for t in table.bot_turns() if t.seat == 0)
    table.take_back(0)
    assert table.stand_ins == {} and 0 not in table.bots
    assert table.answer(turn, table.think(turn)) is None  # too late: the person decides now
    assert 0 in table.waiting() and all(t.seat != 0 for t in table.bot_turns())
    assert table.hand is not None
    default = table.hand.default_action(0)
    assert default is not None
    table.submit(default)  # and may play


def test_paofeng_switches_its_rules_own_tuo_guan_state_with_the_stand_in() -> None:
    """R16: a seat in 托管 never claims and sets flowers aside at once; every player sees the state."""
    table = human_table("paofeng")
    table.start_hand()
    table.hand_to_bot(0, "normal")
    assert all(table.view(s).tuo_guan == (True, False, False, False) for s in range(4))
    assert table.hand is not None
    assert Action(0, "tuo_guan", option="on") in table.hand.actions
    run_bots(table, limit=12)
    table.take_back(0)
    assert table.view(1).tuo_guan[0] is False
    table.hand_to_bot(0, "normal")
    while not table.hand_over:
        run_bots(table)
    table.start_hand()
    assert table.view(0).tuo_guan[0] is True  # switched on again in the next hand
    assert all(a.kind != "tuo_guan" for t in table.bot_turns() for a in t.legal)


def test_bots_seats_cannot_be_handed_over_and_levels_are_the_games() -> None:
    table = Table(human_config())
    table.start_hand()
    with pytest.raises(IllegalActionError):
        table.hand_to_bot(1, "normal")
    with pytest.raises(ValueError, match="no sichuan bot of level 'grandmaster'"):
        table.hand_to_bot(0, "grandmaster")


@pytest.mark.parametrize("game", ["sichuan", "paofeng"])
def test_a_saved_stand_in_resumes(game: str, tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    table = human_table(game, path=path)
    table.start_hand()
    table.hand_to_bot(0, "hard")
    resumed = Table.resume(path)
    assert resumed.stand_ins == {0: "hard"} and 0 in resumed.bots
    resumed.take_back(0)
    assert Table.resume(path).stand_ins == {}
