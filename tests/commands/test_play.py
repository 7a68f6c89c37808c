"""``fengyu play --autoplay``: the real window plays a match by itself and reports what it saw."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def test_autoplay_plays_the_match_and_saves_screenshots(tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    done = subprocess.run(
        [
            *(sys.executable, "-m", "fengyu", "play", "--autoplay", "--hands", "2", "--speed", "instant"),
            *("--seed", "3", "--language", "zh_CN", "--size", "900x640", "--screenshots", str(shots), "--json"),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=300,
        check=True,
    )
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["hands"] == 2
    assert sum(summary["totals"]) == 0
    names = sorted(p.name for p in shots.iterdir())
    assert [Path(p).name for p in summary["screenshots"]] == names
    assert any(name.startswith("hand01-") and name.endswith("-settlement.png") for name in names)
    assert any(name.startswith("hand02-") for name in names)
    assert names[-1].endswith("match_over.png")
    assert summary["frames"]["frames"] > 0


def test_autoplay_plays_paofeng_on_the_same_board(tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    done = subprocess.run(
        [
            *(sys.executable, "-m", "fengyu", "play", "--game", "paofeng", "--autoplay", "--hands", "1"),
            *("--speed", "instant", "--seed", "40", "--language", "en", "--screenshots", str(shots), "--json"),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=300,
        check=True,
    )
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["game"] == "paofeng"
    assert sum(summary["totals"]) == 0
    names = sorted(p.name for p in shots.iterdir())
    assert any(name.endswith("-bu_hua.png") for name in names)
    assert any(name.endswith("-settlement.png") for name in names)


def test_play_refuses_bad_arguments() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "fengyu", "play", "--autoplay", "--hands", "0"],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert "--hands" in done.stderr
