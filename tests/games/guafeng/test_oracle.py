"""The rules oracle behind ``fengyu judge guafeng``: the spec's examples as queries, and clear errors."""

from __future__ import annotations

from typing import Any

import pytest

from fengyu.games.guafeng.oracle import QueryError, answer

BASE = {"level": "7", "trump": "H"}


def ask(query: str, **fields: Any) -> dict[str, Any]:
    return answer({**BASE, "query": query, **fields})


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        ("AS", {"type": "single", "pairs": 0, "cards": 1, "class": "S"}),
        ("7S 7S", {"type": "feng", "pairs": 1, "cards": 2, "class": "TRUMP"}),
        ("8S 8S 9S 9S", {"type": "feng", "pairs": 2, "cards": 4, "class": "S"}),
        ("3H 4H 5H 6H 6H 7H 8H 8H 9H", {"type": "yu", "pairs": 2, "cards": 9, "class": "TRUMP"}),
        ("5S 5H 5D 5C", {"type": "lei", "pairs": 0, "cards": 4, "class": "TRUMP"}),
        ("3S 3S 4S 4S", {"type": "none", "pairs": 0, "cards": 4, "class": None}),
        ("SJ SJ BJ BJ", {"type": "none", "pairs": 0, "cards": 4, "class": "TRUMP"}),
        (["9C", "10C", "JC", "QC", "KC", "AC"], {"type": "yu", "pairs": 0, "cards": 6, "class": "C"}),
    ],
)
def test_classify(cards: Any, expected: dict[str, Any]) -> None:
    assert ask("classify", cards=cards) == expected


def test_classify_with_rules() -> None:
    assert ask("classify", cards="SJ SJ BJ BJ", rules={"joker_feng": True})["type"] == "feng"
    assert ask("classify", cards="AS QS QS", rules={"allow_throw": True}) == {
        "type": "throw",
        "pairs": 1,
        "cards": 3,
        "class": "S",
    }
    assert answer({"level": 3, "trump": "s", "query": "classify", "cards": "3H"})["class"] == "TRUMP"


@pytest.mark.parametrize(
    ("lead", "play", "wins"),
    [
        ("AD AD", "4H 4H", True),
        ("AD AD", "6H 8H", False),
        ("4H 4H", "5S 5S", True),
        ("7D", "7C", False),
        ("5S", "3H", True),
        ("3H", "5S", False),
        ("5S 5H 5D 5C", "7S 7H 7D 7C", True),
        ("8S 9S 9S 10S JS QS", "9H 10H JH QH KH AH", False),
        ("QH QH KH KH", "BJ BJ SJ SJ", False),
    ],
)
def test_beats(lead: str, play: str, wins: bool) -> None:
    assert ask("beats", lead=lead, play=play) == {"play_wins": wins}


def test_beats_rank_major() -> None:
    rank_major = {"permanent_trump_order": "rank_major"}
    assert ask("beats", lead="3H", play="5S", rules=rank_major) == {"play_wins": True}
    assert ask("beats", lead="5S", play="3H", rules=rank_major) == {"play_wins": False}


@pytest.mark.parametrize(
    ("lead", "hand", "play", "reason"),
    [
        ("KS KS", "AS QS QS 9S 4S", "QS QS", None),
        ("KS KS", "AS QS QS 9S 4S", "AS 9S", "F2_pairs"),
        ("KS KS", "AS 10S 9S", "10S 9S", "F2_highest"),
        ("9C 9C 10C 10C JC JC", "QC QC KC KC 4C 4C 6C 6C AC", "QC QC 4C 4C 6C 6C", "F2_run"),
        ("5S 5H 5D 5C", "2S 2H 2D 2C BJ SJ", "BJ SJ 2S 2H", "F2_type"),
        ("KS", "AS 4D", "4D", "F1"),
        ("KS", "AS 4D", "AS 4D", "size"),
        ("KS", "AS 4D", "QS", "not_in_hand"),
    ],
)
def test_follow(lead: str, hand: str, play: str, reason: str | None) -> None:
    assert ask("follow", lead=lead, hand=hand, play=play) == {"legal": reason is None, "reason": reason}


def test_follow_lei_only_toggle() -> None:
    query = {"lead": "4H 4H", "hand": "BJ SJ 7C 5S 5D AH", "play": "5S 5D"}
    assert ask("follow", **query)["legal"] is False
    assert ask("follow", rules={"high_fill": "lei_only"}, **query)["legal"] is True


@pytest.mark.parametrize(
    ("points", "expected"),
    [
        (0, (3, 0, False)),
        (35, (2, 0, False)),
        (75, (1, 0, False)),
        (80, (0, 0, True)),
        (175, (0, 2, True)),
        (415, (0, 3, True)),
    ],
)
def test_result(points: int, expected: tuple[int, int, bool]) -> None:
    dealer, defender, take_over = expected
    assert answer({"query": "result", "defender_points": points}) == {
        "dealer_levels": dealer,
        "defender_levels": defender,
        "defenders_take_over": take_over,
    }
    assert ask("result", defender_points=points)["dealer_levels"] == dealer


def test_result_below_zero_needs_the_deduction_toggle() -> None:
    assert ask("result", defender_points=-65, rules={"dealer_kitty_deduction": True})["dealer_levels"] == 4
    with pytest.raises(QueryError, match="dealer_kitty_deduction"):
        ask("result", defender_points=-65)


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ([], "JSON object"),
        ({"query": "guess"}, "query must be one of"),
        ({**BASE, "query": "classify"}, "needs \\['cards'\\]"),
        ({**BASE, "query": "classify", "cards": "AS", "extra": 1}, "unknown fields"),
        ({"trump": "H", "query": "classify", "cards": "AS"}, "level must be one of"),
        ({**BASE, "level": "1", "query": "classify", "cards": "AS"}, "level must be one of"),
        ({**BASE, "trump": "X", "query": "classify", "cards": "AS"}, "not a suit"),
        ({**BASE, "trump": 1, "query": "classify", "cards": "AS"}, "suit letter"),
        ({**BASE, "query": "classify", "cards": "1S"}, "is not a card"),
        ({**BASE, "query": "classify", "cards": [1]}, "list of card strings"),
        ({**BASE, "query": "classify", "cards": ""}, "no cards"),
        ({**BASE, "query": "classify", "cards": "AS AS AS"}, "two copies of AS"),
        ({**BASE, "query": "beats", "lead": "AS", "play": "KS QS"}, "same size|lead's size"),
        ({**BASE, "query": "beats", "lead": "AS AS", "play": "AS AS"}, "two copies"),
        ({**BASE, "query": "beats", "lead": "AS QS", "play": "KS JS"}, "not a combination"),
        ({**BASE, "query": "follow", "lead": "AS", "hand": "AS AS", "play": "AS"}, "two copies"),
        ({**BASE, "query": "classify", "cards": "AS", "rules": {"colour": 1}}, "rules: unknown rules fields"),
        ({**BASE, "query": "classify", "cards": "AS", "rules": {"preset": "x"}}, "unknown preset"),
        ({**BASE, "level": "3", "query": "classify", "cards": "AS", "rules": {"skip_permanent_levels": True}}, "level"),
        ({"query": "result", "defender_points": "80"}, "integer"),
        ({"query": "result", "defender_points": True}, "integer"),
        ({"query": "result", "defender_points": 37}, "multiple of 5"),
    ],
)
def test_bad_queries_get_clear_errors(query: Any, message: str) -> None:
    with pytest.raises(QueryError, match=message):
        answer(query)
