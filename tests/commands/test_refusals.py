"""Every command refuses bad input with one line on stderr and a non-zero status, never a traceback (issue 17)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.commands.clirun import assert_refused_in_one_line, fengyu

SICHUAN = {"hand": "123m456m234p678p9p", "win_tile": "9p", "win": "discard", "void": "s"}
GUAFENG = {"level": "7", "trump": "H", "query": "classify", "cards": ["8S", "8S", "9S", "9S"]}
DEEP = b"[" * 100_000 + b"]" * 100_000
HUGE = b"1" * 5000


@pytest.mark.parametrize(
    "argv",
    [
        ("play", "--level", "bogus"),
        ("play", "--level", "os:system"),
        ("play", "--seed", "-1"),
        ("play", "--seed", str(2**64)),
        ("play", "--size", "100000x100000"),
        ("play", "--size", "0x0"),
        ("play", "--size", "big"),
        ("play", "--hands", "-3"),
        ("play", "--rules", "[1]"),
        ("play", "--rules", '{"mode": "sideways"}'),
        ("play", "--autoplay", "--hands", "0"),
        ("arena", "--game", "sichuan", "--seats", "os:system,normal,normal,normal"),
        ("arena", "--game", "sichuan", "--seats", "this:x,normal,normal,normal"),
        ("arena", "--game", "sichuan", "--seats", ":,normal,normal,normal"),
        ("arena", "--game", "sichuan", "--seats", "godlike,normal,normal,normal"),
        ("arena", "--game", "sichuan", "--seats", "normal,normal"),
        ("arena", "--game", "sichuan", "--seed", "-1"),
        ("arena", "--game", "sichuan", "--budget-ms", "-1"),
        ("arena", "--game", "sichuan", "--jobs", "0"),
        ("arena", "--game", "sichuan", "--hands", "1" + "0" * 5000),
        ("arena", "--game", "sichuan", "--rules", "1e400"),
        ("simulate", "--game", "sichuan", "--seed", "-1"),
        ("simulate", "--game", "sichuan", "--greedy", "nan"),
        ("simulate", "--game", "paofeng", "--greedy", "0.5"),
        ("simulate", "--game", "sichuan", "--rules", "[" * 10_000),
        ("bench", "analysis", "--seed", "-1"),
        ("bench", "analysis", "--hands", "5"),
        ("score", "sichuan", "--json", "[" * 100_000),
        ("score", "sichuan", "--json", "1" * 5000),
        ("score", "sichuan", "--json", ""),
        ("score", "paofeng", "--json", '{"hand": 1e400}'),
        ("judge", "guafeng", "--json", "[" * 100_000),
        ("judge", "guafeng", "--json", "1" * 5000),
        ("nonsense",),
    ],
)
def test_bad_arguments_are_refused_in_one_line(argv: tuple[str, ...]) -> None:
    assert_refused_in_one_line(fengyu(*argv))


@pytest.mark.parametrize(
    ("command", "good"),
    [(("score", "sichuan"), SICHUAN), (("judge", "guafeng"), GUAFENG), (("score", "paofeng"), None)],
)
def test_json_lines_answer_every_line_bad_ones_included(command: tuple[str, ...], good: dict[str, Any] | None) -> None:
    valid = json.dumps(good).encode() if good is not None else b'{"hand": "1m"}'
    lines = [
        valid,
        b"",
        b"   ",
        b"\xff\xfe not utf-8",
        DEEP,
        HUGE,
        b'{"hand": 1e400}',
        b"[1, NaN]",
        b"{",
        valid + b"\r",
    ]
    done = fengyu(*command, "--json", "-", stdin=b"\n".join(lines) + b"\n")
    assert done.status == 0
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(answers) == len(lines)
    assert answers[0] == answers[-1]
    assert all(set(a) == {"error"} for a in answers[1:-1])
    assert "empty line" in answers[1]["error"] and "empty line" in answers[2]["error"]
    assert "UTF-8" in answers[3]["error"]
    assert "nests" in answers[4]["error"]
    assert "digit" in answers[5]["error"]
    assert not any("internal error" in a.get("error", "") for a in answers)


def test_an_over_long_line_is_answered_and_skipped() -> None:
    good = json.dumps(SICHUAN).encode()
    done = fengyu("score", "sichuan", "--json", "-", stdin=b" " * (1 << 21) + b"\n" + good + b"\n")
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(answers) == 2
    assert "longer than" in answers[0]["error"]
    assert answers[1]["win"] is True


def test_a_last_line_without_a_newline_is_answered() -> None:
    done = fengyu("judge", "guafeng", "--json", "-", stdin=json.dumps(GUAFENG).encode())
    assert [json.loads(line)["type"] for line in done.stdout.splitlines()] == ["feng"]
