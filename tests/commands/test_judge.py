"""``fengyu judge guafeng``: one query, JSON Lines, and errors without tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys


def judge(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fengyu", "judge", "guafeng", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


def test_one_query() -> None:
    query = {"level": "7", "trump": "H", "query": "classify", "cards": ["8S", "8S", "9S", "9S"]}
    result = judge("--json", json.dumps(query))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"type": "feng", "pairs": 2, "cards": 4, "class": "S"}


def test_e9_ruff_through_the_command() -> None:
    query = {"level": "7", "trump": "H", "query": "beats", "lead": "AD AD", "play": "5S 5S"}
    assert json.loads(judge("--json", json.dumps(query)).stdout) == {"play_wins": True}


def test_bad_query_exits_nonzero_with_a_message() -> None:
    result = judge("--json", '{"level": "7", "trump": "H", "query": "classify", "cards": "1S"}')
    assert result.returncode == 2
    assert result.stdout == ""
    assert "is not a card" in result.stderr and "Traceback" not in result.stderr


def test_malformed_json_exits_nonzero_with_a_message() -> None:
    result = judge("--json", "{not json")
    assert result.returncode == 2
    assert "not valid JSON" in result.stderr and "Traceback" not in result.stderr


def test_json_lines_answer_every_line_in_order() -> None:
    lines = [
        json.dumps({"level": "7", "trump": "H", "query": "result", "defender_points": 175}),
        "not json",
        "",
        json.dumps(
            {"level": "7", "trump": "H", "query": "follow", "lead": "KS KS", "hand": "AS 10S 9S", "play": "AS 10S"}
        ),
        json.dumps({"query": "classify"}),
        json.dumps({"level": "A", "trump": "D", "query": "classify", "cards": "10C JC QC KC AC"}),
    ]
    result = judge("--json", "-", stdin="\n".join(lines) + "\n")
    assert result.returncode == 0, result.stderr
    replies = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(replies) == len(lines)
    assert replies[0] == {"dealer_levels": 0, "defender_levels": 2, "defenders_take_over": True}
    assert "not valid JSON" in replies[1]["error"]
    assert "empty line" in replies[2]["error"]
    assert replies[3] == {"legal": True, "reason": None}  # a single lead: any card of the suit
    assert "needs" in replies[4]["error"] or "level" in replies[4]["error"]
    assert replies[5]["type"] == "none"


def test_unknown_game_is_a_usage_error() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "fengyu", "judge", "paofeng", "--json", "{}"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2 and "invalid choice" in result.stderr


def test_judge_is_listed_in_the_help() -> None:
    result = subprocess.run([sys.executable, "-m", "fengyu", "--help"], capture_output=True, text=True, check=True)
    assert "judge" in result.stdout
