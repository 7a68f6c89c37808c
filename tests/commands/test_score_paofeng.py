"""``fengyu score paofeng``: the stable JSON interface, on the spec's worked examples."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest


def example(
    query: dict[str, Any], total: int, items: dict[str, int] | None = None, tian: list[str] | None = None
) -> tuple[dict[str, Any], int, dict[str, int] | None, list[str]]:
    return query, total, items, tian or []


W = {"wild": "3s"}
EXAMPLES = [
    example(
        {"hand": "234p678p111s7s", "melds": ["chow:345m"], "win_tile": "7s", "flowers": 1, **W},
        7,
        {"ping_hu": 2, "ku_mo": 2, "dian_diao_hu": 2, "bu_hua": 1},
    ),
    example(
        {"hand": "123m456m789p777s3s", "win_tile": "2z", "flowers": 2, "context": ["bao_ting", "dealer:2"], **W},
        14,
        {"pao_feng": 5, "ming_pao": 3, "men_qing": 2, "bu_hua": 2, "lian_zhuang": 2},
    ),
    example(
        {"hand": "234m567p888s111z3s", "win_tile": "9p", "flowers": 1, "context": ["gang_kai:1"], **W},
        13,
        {"zhi_jiao": 10, "men_qing": 2, "bu_hua": 1},
    ),
    example(
        {"hand": "555p99s22z", "melds": ["pong:1z", "kong:8m:exposed"], "win_tile": "2z", **W},
        27,
        {"ping_hu": 2, "ku_mo": 2, "tian_hu": 20, "feng_peng": 1, "ming_gang": 2},
        ["ying_dui_dao_hu", "ying_dui_dui_hu"],
    ),
    example(
        {
            "hand": "555p99s22z",
            "melds": ["pong:1z", "kong:8m:exposed"],
            "win_tile": "2z",
            "rules": {"no_double_tianhu": True},
            **W,
        },
        22,
        None,
        ["ying_dui_dao_hu"],
    ),
    example({"hand": "11m44m77p22s99s11z3s", "win_tile": "6p", **W}, 12, {"pao_feng": 5, "men_qing": 2, "qi_dui": 5}),
    example({"hand": "147m258p369s1234z", "win_tile": "7z", "wild": "2s", "context": ["dealer"]}, 12),
    example(
        {"hand": "46p88s", "melds": ["pong:6m", "pong:2z", "kong:9p:exposed"], "win_tile": "5p", **W},
        9,
        {"ping_hu": 2, "ku_mo": 2, "ka_hu": 2, "feng_peng": 1, "ming_gang": 2},
    ),
    example({"hand": "123m456m789m22p56s", "win_tile": "7s", "flowers": 2, **W}, 8),
    example(
        {"hand": "11m55m99m22p66p88s4z", "win_tile": "4z", "context": ["gang_kai", "first_draw", "dealer"], **W},
        29,
        None,
        ["qi_shou_hu", "ying_qi_dui"],
    ),
    example(
        {
            "hand": "234m4m678s",
            "melds": ["kong:8p:concealed", "kong:1z:concealed"],
            "win_tile": "4m",
            "flowers": 1,
            "context": {"gang_kai": 3},
            **W,
        },
        20,
        {"ping_hu": 2, "ku_mo": 2, "men_qing": 2, "gang_kai": 6, "bu_hua": 1, "an_gang": 3, "feng_an_gang": 4},
    ),
    example(
        {"hand": "3s45s777p22m99m", "melds": ["pong:1z"], "win_tile": "2m", "rules": {"zuan_gui_wei": True}, **W},
        13,
        {"ping_hu": 2, "tian_hu": 10, "feng_peng": 1},
        ["ying_dui_dao_hu"],
    ),
    example({"hand": "3s45s777p22m99m", "melds": ["pong:1z"], "win_tile": "2m", **W}, 5),
    example({"hand": "147m258p1234z7z3s3s", "win_tile": "9s", **W}, 14, None, ["qi_xing_gui_wei"]),
    example({"hand": "147m258p1234z7z3s3s", "win_tile": "9s", "rules": {"tianhu_no_wild": True}, **W}, 9),
    example(
        {"hand": "123m456p789s1z3s3s3s", "win_tile": "3s", **W}, 17, {"pao_feng": 5, "men_qing": 2, "si_zuan_hu": 10}
    ),
    example({"hand": "123m456p789s1z3s3s3s", "win_tile": "5m", "context": ["gang_kai"], **W}, 12),
    example(
        {"hand": "3s", "melds": ["chi:234m", "chi:678p", "pong:9s", "pong:4z"], "win_tile": "5p", **W},
        11,
        {"pao_feng": 5, "da_diao_che": 5, "feng_peng": 1},
    ),
    example({"hand": "147m258p69s1234z7z", "win_tile": "7z", **W}, 11),
    example(
        {
            "hand": "4s",
            "melds": ["pong:9m", "pong:8p", "chi:456s", "kong:1p:concealed"],
            "win_tile": "3s",
            "context": ["gang_kai"],
            **W,
        },
        12,
        {"ping_hu": 2, "gang_kai": 2, "da_diao_che": 5, "an_gang": 3},
    ),
    example(
        {"hand": "78m123p789s22z", "melds": ["kong:5p:concealed"], "win_tile": "9m", "context": ["gang_kai"], **W}, 11
    ),
    example({"hand": "99m56p", "melds": ["chi:123m", "chi:456p", "chi:678s"], "win_tile": "7p", **W}, 4),
    example({"hand": "2s45s123m456p789s9m", "melds": [], "win_tile": "1z", **W}, -1),
]
"""E1–E19 (E15 is a match): query, S, items (when checked in full) and the 天胡 members; S −1: not a win."""


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fengyu", "score", "paofeng", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


def test_worked_examples_through_json_lines_in_order() -> None:
    result = run("--json", "-", stdin="\n".join(json.dumps(q) for q, *_ in EXAMPLES) + "\n")
    assert result.returncode == 0, result.stderr
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == len(EXAMPLES)
    for answer, (query, total, items, tian) in zip(answers, EXAMPLES, strict=True):
        if total < 0:
            assert answer == {"win": False, "reason": "no_winning_shape"}, query
            continue
        assert answer["win"] and answer["total"] == total, (query, answer)
        assert sum(item["points"] for item in answer["items"]) == total
        assert answer["tian_hu_items"] == tian, query
        if items is not None:
            assert answer["items"] == [{"code": c, "points": p} for c, p in items.items()], query


def test_one_query_and_the_not_a_win_reasons() -> None:
    e12 = {"hand": "147m258p1234z7z3s3s", "win_tile": "9s", "wild": "3s"}
    result = run("--json", json.dumps(e12))
    assert result.returncode == 0 and json.loads(result.stdout)["total"] == 14
    strict = run("--json", json.dumps({**e12, "rules": {"preset": "strict_paofeng"}}))
    assert json.loads(strict.stdout) == {"win": False, "reason": "must_pao_feng"}
    lan = run("--json", json.dumps({**e12, "rules": {"lan_no_wild": True}}))
    assert json.loads(lan.stdout) == {"win": False, "reason": "no_winning_shape"}


def test_bad_lines_get_an_error_and_the_rest_are_answered() -> None:
    lines = ["not json", json.dumps({"hand": "1m"}), json.dumps(EXAMPLES[0][0])]
    result = run("--json", "-", stdin="\n".join(lines) + "\n")
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert "error" in answers[0] and "error" in answers[1] and answers[2]["total"] == 7


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"hand": "123m", "win_tile": "1m", "wild": "3s"}, "13 tiles"),
        ({"hand": "123m456m789p77s11z", "win_tile": "5z", "wild": "3s"}, "flowers"),
        ({"hand": "123m456m789p77s1x", "win_tile": "1z", "wild": "3s"}, "cannot read"),
        ({"hand": "1111m456m789p777s", "win_tile": "1m", "wild": "3s"}, "more than four"),
        ({"hand": "123m456m789p1z", "melds": ["chow:1m"], "win_tile": "1z", "wild": "3s"}, "bad meld"),
        ({"hand": "123m456m789p1z", "melds": ["chi:135m"], "win_tile": "1z", "wild": "3s"}, "consecutive"),
        ({"hand": "123m456m789p1z", "melds": ["pong:3s"], "win_tile": "1z", "wild": "3s"}, "never melded"),
        ({"hand": "123m456m789p77s11z", "win_tile": "1z"}, "wild is required"),
        ({"hand": "123m456m789p77s11z", "win_tile": "1z", "wild": "3s", "context": ["tian_hu"]}, "unknown context"),
        ({"hand": "123m456m789p77s11z", "win_tile": "1z", "wild": "3s", "context": ["gang_kai:x"]}, "whole number"),
        ({"hand": "123m456m789p77s11z", "win_tile": "1z", "wild": "3s", "flowers": -1}, "flowers"),
        ({"hand": "123m456m789p77s11z", "win_tile": "1z", "wild": "3s", "rules": {"x": 1}}, "unknown rules"),
        ({"hand": "123m456m789p77s11z", "win_tile": "1z", "wild": "3s", "void": "m"}, "unknown keys"),
        ([1, 2], "JSON object"),
    ],
)
def test_bad_input_gets_a_clear_error_and_exit_2(query: object, message: str) -> None:
    result = run("--json", json.dumps(query))
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr
