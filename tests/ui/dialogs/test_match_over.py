"""The "Match over" message, worded by each game: points standings, or (Guafeng) the winning side and its levels."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from fengyu.table.games import HandResult
from fengyu.ui.dialogs.settlement import writer

NAMES = ["You", "East", "North", "West"]


def last_hand(details: dict[str, Any]) -> HandResult:
    return HandResult(index=5, seed=1, inputs={}, end_reason="played_out", totals=(0, 0, 0, 0), details=details)


def test_a_guafeng_game_names_the_side_that_won_and_both_sides_levels(qtbot: QtBot) -> None:
    result = last_hand({"game": "guafeng", "match_winner": 1, "levels_after": ["9", "K"]})
    text = writer(result, NAMES).match_over([3, 6, 3, 6])
    assert text == "East and West win the game!\n\nFinal levels:\nEast and West: level K\nYou and North: level 9"
    assert "standings" not in text


def test_a_guafeng_match_cut_short_by_its_hands_says_nobody_has_won(qtbot: QtBot) -> None:
    result = last_hand({"game": "guafeng", "match_winner": None, "levels_after": ["5", "4"]})
    text = writer(result, NAMES).match_over([2, 1, 2, 1])
    assert text.startswith("The agreed hands are played; neither side has won the game.")
    assert text.endswith("Final levels:\nYou and North: level 5\nEast and West: level 4")


def test_sichuan_and_paofeng_keep_their_points_standings(qtbot: QtBot) -> None:
    for game in ("sichuan", "paofeng"):
        text = writer(last_hand({"game": game}), NAMES).match_over([-6, 60, -36, -18])
        assert text == "The match is over. Final standings:\n\nEast: +60\nYou: −6\nWest: −18\nNorth: −36"
