"""``fengyu arena``: the JSON report other tools read, and refusals."""

from __future__ import annotations

import json
import subprocess
import sys


def arena(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fengyu", "arena", "--game", "sichuan", *args],
        capture_output=True,
        text=True,
        check=False,
    )


def test_duplicate_report() -> None:
    result = arena(
        "--hands",
        "2",
        "--seats",
        "hard,normal,normal,tests.ai.recorder:RecorderBot",
        "--duplicate",
        "--jobs",
        "1",
        "--json",
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert [b["name"] for b in report["bots"]] == ["hard", "normal", "tests.ai.recorder:RecorderBot"]
    for bot in report["bots"]:
        for key in ("name", "mean_points", "ci_low", "ci_high", "win_rate", "deal_in_rate", "decision_ms_p95", "pairs"):
            assert key in bot
    assert {(p["a"], p["b"]) for p in report["pairs"]} >= {("hard", "normal")}
    assert report["duplicate"] is True and report["hands"] == 8


def test_bad_seats_are_refused() -> None:
    assert arena("--hands", "1", "--seats", "hard,normal").returncode == 2
    result = arena("--hands", "1", "--seats", "hard,normal,normal,nobody")
    assert result.returncode == 2 and "unknown bot" in result.stderr
