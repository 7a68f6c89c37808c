"""``fengyu bench analysis --json``: the keys other tools read, and zero disagreements."""

from __future__ import annotations

import json
import subprocess
import sys


def test_bench_analysis_json() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "fengyu", "bench", "analysis", "--json", "--hands", "300"],
        capture_output=True,
        text=True,
        check=True,
    )
    report = json.loads(result.stdout)
    for key in ("shanten_us", "win_wild_us", "waits_us", "mahjong_shanten_us", "speedup_vs_mahjong"):
        assert report[key] > 0
    assert report["hands"] == 600
    assert report["disagreements"] == 0
    assert set(report["distributions"]) == {"sichuan_108", "full_136"}
    assert report["first_call_ms"] > 0


def test_bench_refuses_too_few_hands() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "fengyu", "bench", "analysis", "--hands", "5"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert "at least 100" in result.stderr


def test_bench_lan_json() -> None:
    """Two tables in one host process, each played by four network bots, all complete; round trips are measured."""
    result = subprocess.run(
        [sys.executable, "-m", "fengyu", "bench", "lan", "--tables", "2", "--match-hands", "1", "--json"],
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    report = json.loads(result.stdout)
    assert report["capacity"]["completed"] == 2
    assert report["capacity"]["clients"] == 8
    assert report["round_trip"]["clients"] == 4
    assert 0 < report["round_trip"]["p50_ms"] <= report["round_trip"]["p99_ms"] <= report["round_trip"]["max_ms"]
    assert report["round_trip"]["actions"] > 20
    assert report["target_p99_ms"] == 20.0


def test_bench_lan_plays_the_game_asked_for() -> None:
    """``--game`` hosts tables of another game than the default."""
    command = ["bench", "lan", "--game", "guafeng", "--tables", "1", "--match-hands", "1", "--json"]
    result = subprocess.run([sys.executable, "-m", "fengyu", *command], capture_output=True, text=True, check=True)
    report = json.loads(result.stdout)
    assert report["round_trip"]["game"] == report["capacity"]["game"] == "guafeng"
    assert report["capacity"]["completed"] == 1
    assert report["round_trip"]["actions"] > 20
