"""Paofeng at the table: dealer rotation and 连庄, running scores, both match modes and the hand's details."""

from __future__ import annotations

import itertools
from pathlib import Path

from fengyu.core.protocol import Json
from fengyu.games.paofeng.engine import PaofengHand
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.games import HandResult
from fengyu.table.kinds import game_kind
from fengyu.table.table import Table
from tests.table.conftest import run_bots

BOT = "tests.table.paofeng_bot:DefaultBot"


def paofeng_table(rules: Json, hands: int = 0, seed: int = 11, level: str = BOT) -> Table:
    seats = tuple(SeatSpec("bot", level=level) for _ in range(4))
    return Table(MatchConfig("paofeng", rules, seats, seed, hands))


def play_match(table: Table, limit: int = 60) -> None:
    run_bots(table)  # the hand in play, if any
    while not table.match_over and len(table.history) < limit:
        table.start_hand()
        run_bots(table)


def test_paofeng_is_a_game_of_the_table() -> None:
    kind = game_kind("paofeng")
    assert kind.seat_count == 4
    assert kind.levels
    assert kind.inputs(None, None, {}) == {"dealer": None, "lian_zhuang": 1, "scores": [0, 0, 0, 0]}


def test_rounds_mode_ends_after_its_number_of_hands_and_the_dealer_rotates() -> None:
    table = paofeng_table({"game_mode": "rounds", "num_hands": 4})
    play_match(table)
    assert len(table.history) == 4
    assert table.match_over
    for before, after in itertools.pairwise(table.history):
        details = before.details
        # R24/R25: the winner (or after 流局 the dealer) deals next; N grows only when the dealer stays.
        assert after.inputs["dealer"] == details["next_dealer"]
        assert after.inputs["lian_zhuang"] == details["next_lian_zhuang"]
        if before.end_reason == "win":
            assert details["next_dealer"] == details["win"]["seat"]
        else:
            assert details["next_dealer"] == details["dealer"]
        stays = details["next_dealer"] == details["dealer"]
        assert after.inputs["lian_zhuang"] == (before.inputs["lian_zhuang"] + 1 if stays else 1)


def test_board_mode_carries_the_scores_and_ends_when_a_board_is_used_up() -> None:
    table = paofeng_table({"game_mode": "board", "board_limit": 25})
    play_match(table)
    assert table.match_over
    totals = table.totals()
    assert min(totals) <= -25
    running = [0, 0, 0, 0]
    for result in table.history:
        assert result.inputs["scores"] == running  # R26: every hand knows the boards before it
        running = [r + t for r, t in zip(running, result.totals, strict=True)]


def test_the_configured_hands_still_stop_a_match() -> None:
    table = paofeng_table({"game_mode": "rounds", "num_hands": 8}, hands=2)
    play_match(table)
    assert len(table.history) == 2


def test_a_win_result_holds_what_the_settlement_explains() -> None:
    table = paofeng_table({"game_mode": "board", "board_limit": 25})
    play_match(table)
    wins = [h for h in table.history if h.end_reason == "win"]
    assert wins, "a board was used up without a win"
    result = wins[0]
    again = HandResult.from_json(result.to_json())
    assert again == result
    details = result.details
    win = details["win"]
    assert win["total"] == sum(item["points"] for item in win["items"])
    assert sum(result.totals) == 0
    assert result.totals[win["seat"]] == sum(p["amount"] for p in details["payments"])
    assert set(details) >= {"indicator", "wild", "flower_kinds", "flowers", "bao_ting", "hands", "melds", "dealer"}


def test_a_hand_replays_from_its_inputs() -> None:
    table = paofeng_table({}, hands=1)
    play_match(table)
    hand = table.hand
    assert isinstance(hand, PaofengHand)
    again = hand.record().replay(game_kind("paofeng").new_hand)
    assert isinstance(again, PaofengHand)
    assert again.ledger.totals() == hand.ledger.totals()


def test_a_saved_paofeng_room_resumes_and_carries_on_identically(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    rules = {"game_mode": "board", "board_limit": 25}
    straight = paofeng_table(rules, seed=11, level="normal")  # a save names registered levels only
    saved = Table(straight.config, autosave=path)
    for table in (straight, saved):
        table.start_hand()
        run_bots(table)
        table.start_hand()
        run_bots(table, limit=30)
    resumed = Table.resume(path)
    assert resumed.view(1) == saved.view(1)
    assert resumed.history == saved.history
    for table in (straight, resumed):
        play_match(table)
    assert resumed.history == straight.history
    assert resumed.match_over and straight.match_over
