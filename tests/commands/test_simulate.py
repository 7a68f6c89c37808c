"""``fengyu simulate``: the report other tools read, rules input, refusals."""

from __future__ import annotations

import json
import subprocess
import sys


def simulate(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fengyu", "simulate", "--game", "sichuan", *args],
        capture_output=True,
        text=True,
        check=False,
    )


def test_report_keys_and_no_violations() -> None:
    result = simulate("--hands", "60", "--jobs", "2", "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    for key in ("hands", "hands_per_second", "checks", "violations"):
        assert key in report
    assert report["hands"] == 60 and report["violations"] == 0
    assert "replay_identical" in report["checks"]


def test_rules_json_and_vary_rules() -> None:
    assert simulate("--hands", "20", "--jobs", "1", "--rules", '{"preset": "competition"}', "--json").returncode == 0
    assert simulate("--hands", "20", "--jobs", "1", "--vary-rules", "--json").returncode == 0


def test_bad_rules_are_refused() -> None:
    result = simulate("--hands", "5", "--rules", '{"mode": "bogus"}')
    assert result.returncode == 2
    assert "mode must be one of" in result.stderr


def test_guafeng_simulation_through_the_same_command() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "fengyu", "simulate", "--game", "guafeng", "--hands", "20", "--jobs", "1", "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["hands"] == 20 and report["violations"] == 0
    assert "cards_conserved" in report["checks"]
