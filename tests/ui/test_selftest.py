"""``fengyu --self-test`` and ``--first-frame`` from the source tree (the bundled executable is tests/packaging's)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from fengyu.games.registry import games
from fengyu.table.kinds import game_kind
from fengyu.ui.selftest import match_for


def _private_env(tmp_path: Path) -> dict[str, str]:
    """Settings and saved games in ``tmp_path``: a test never reads or writes a player's own."""
    return {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)}


def test_self_test_plays_every_game_with_a_board_and_reports(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    done = subprocess.run(
        [sys.executable, "-m", "fengyu", "--self-test", "--report", str(report)],
        capture_output=True,
        text=True,
        env={**_private_env(tmp_path), "QT_QPA_PLATFORM": "xcb"},  # the self-test goes offscreen by itself
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    printed = json.loads(done.stdout.strip().splitlines()[-1])
    assert json.loads(report.read_text(encoding="utf-8")) == printed
    assert printed["ok"] is True
    assert printed["platform"] == "offscreen"
    assert printed["frozen"] is False
    assert set(printed["games"]) == set(games())
    assert printed["hands"] == len(games())
    assert printed["translations"] == ["fengyu_zh_CN", "qtbase_zh_CN"]
    assert all(len(game["totals"]) == game_kind(code).seat_count for code, game in printed["games"].items())


def test_the_self_test_match_runs_a_heavy_bot_so_the_worker_process_is_exercised() -> None:
    config = match_for("sichuan")
    assert config.hands == 1
    assert [seat.level for seat in config.seats] == ["expert", "normal", "normal", "normal"]


def test_first_frame_reports_the_wall_clock_time_of_the_first_paint(tmp_path: Path) -> None:
    launched = time.time()
    done = subprocess.run(
        [sys.executable, "-m", "fengyu", "--first-frame"],
        capture_output=True,
        text=True,
        env={**_private_env(tmp_path), "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
        check=True,
    )
    first_frame = json.loads(done.stdout.strip().splitlines()[-1])["first_frame_at"]
    assert launched < first_frame < time.time()
