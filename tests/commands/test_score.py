"""``fengyu score sichuan``: the stable JSON interface, on the spec's worked examples."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

EXAMPLES = [
    ({"hand": "123m456m234p678p9p", "win_tile": "9p", "win": "discard", "void": "s"}, ["ping_hu"], 0, 1, 6),
    (
        {"hand": "222m333p77p99p", "melds": ["pong:5m"], "win_tile": "9p", "win": "self_draw", "void": "s"},
        ["dui_dui_hu"],
        0,
        2,
        12,
    ),
    ({"hand": "111222333m8999p", "win_tile": "7p", "win": "discard", "void": "s"}, ["dai_yao_jiu"], 0, 3, 24),
    (
        {"hand": "111s777s9s", "melds": ["kong:3s:concealed", "pong:5s"], "win_tile": "9s", "win": "discard"},
        ["qing_dui"],
        1,
        5,
        96,
    ),
    ({"hand": "11p2222p44p55m77m9m", "win_tile": "9m", "win": "discard", "void": "s"}, ["long_qi_dui"], 0, 5, 96),
    (
        {"hand": "11m2222m5555m77m9m", "win_tile": "9m", "win": "self_draw", "rules": {"fan_cap": 4}},
        ["qing_long_qi_dui"],
        1,
        4,
        48,
    ),
    (
        {
            "hand": "123m345p567p8p",
            "melds": ["kong:4m:exposed"],
            "win_tile": "8p",
            "win": "self_draw",
            "context": ["gang_shang_hua"],
        },
        ["ping_hu", "gang_shang_hua"],
        1,
        3,
        24,
    ),
    (
        {
            "hand": "9m",
            "melds": ["pong:1m", "pong:3m", "kong:5p:concealed", "pong:7p"],
            "win_tile": "9m",
            "win": "self_draw",
            "rules": {"preset": "competition"},
        },
        ["dui_dui_hu", "jin_gou_diao"],
        1,
        3,
        30,
    ),
    (
        {
            "hand": "13m456m234p678p99p",
            "win_tile": "2m",
            "win": "discard",
            "context": ["qiang_gang"],
            "rules": {"preset": "chengdu_roots"},
        },
        ["ping_hu", "men_qing", "zi_mo"],
        0,
        3,
        24,
    ),
]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fengyu", "score", "sichuan", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.parametrize(("query", "patterns", "gen", "fan", "points"), EXAMPLES)
def test_worked_examples(query: dict[str, Any], patterns: list[str], gen: int, fan: int, points: int) -> None:
    result = run("--json", json.dumps(query))
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert (answer["win"], answer["patterns"], answer["gen"], answer["fan"], answer["points"]) == (
        True,
        patterns,
        gen,
        fan,
        points,
    )


def test_json_lines_answer_every_line_in_order_bad_lines_included() -> None:
    lines = [json.dumps(q) for q, *_ in EXAMPLES] + ["not json", json.dumps({"hand": "1m"})]
    lines.append(json.dumps({"hand": "123m456m234p678s9p", "win_tile": "9p", "win": "discard"}))
    result = run("--json", "-", stdin="\n".join(lines) + "\n")
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == len(lines)
    assert [a["points"] for a in answers[: len(EXAMPLES)]] == [e[4] for e in EXAMPLES]
    assert "error" in answers[-3] and "error" in answers[-2]
    assert answers[-1] == {"win": False, "reason": "three_suits"}


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"hand": "1z23m", "win_tile": "1m", "win": "discard"}, "honour"),
        ({"hand": "123m", "win_tile": "1m", "win": "discard"}, "13 tiles"),
        ({"hand": "123m456m234p678p9p", "win_tile": "9p", "win": "ron"}, "discard"),
        ({"hand": "123m456m234p678p9p", "win_tile": "9p", "win": "discard", "melds": ["chow:1m"]}, "bad meld"),
        ({"hand": "123m456m234p678p9p", "win_tile": "9p", "win": "discard", "rules": {"x": 1}}, "unknown rules"),
        (
            {"hand": "123m456m234p678p9p", "win_tile": "9p", "win": "discard", "context": ["gang_shang_hua"]},
            "self_draw",
        ),
    ],
)
def test_bad_input_gets_a_clear_error_and_a_non_zero_exit(query: dict[str, Any], message: str) -> None:
    result = run("--json", json.dumps(query))
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr
