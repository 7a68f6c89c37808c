"""``fengyu play --autoplay``: the real window plays a match by itself and reports what it saw."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any


def play(*args: str, timeout: float = 300, check: bool = True) -> subprocess.CompletedProcess[str]:
    """``fengyu play --autoplay`` with ``args`` in a subprocess, offscreen."""
    return subprocess.run(
        [sys.executable, "-m", "fengyu", "play", "--autoplay", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=timeout,
        check=check,
    )


def autoplay(shots: Path, *args: str) -> tuple[dict[str, Any], list[str]]:
    """A match played with screenshots into ``shots``: the printed JSON summary and the screenshots' names."""
    done = play(*args, "--speed", "instant", "--screenshots", str(shots), "--json")
    return json.loads(done.stdout.strip().splitlines()[-1]), sorted(p.name for p in shots.iterdir())


def test_autoplay_plays_the_match_and_saves_screenshots(tmp_path: Path) -> None:
    args = ("--hands", "2", "--seed", "3", "--language", "zh_CN", "--size", "900x640")
    summary, names = autoplay(tmp_path / "shots", *args)
    assert summary["hands"] == 2
    assert sum(summary["totals"]) == 0
    assert [Path(p).name for p in summary["screenshots"]] == names
    assert any(name.startswith("hand01-") and name.endswith("-settlement.png") for name in names)
    assert any(name.startswith("hand02-") for name in names)
    assert names[-1].endswith("match_over.png")
    assert summary["frames"]["frames"] > 0


def test_autoplay_plays_paofeng_on_the_same_board(tmp_path: Path) -> None:
    args = ("--game", "paofeng", "--hands", "1", "--seed", "40", "--language", "en")
    summary, names = autoplay(tmp_path / "shots", *args)
    assert summary["game"] == "paofeng"
    assert sum(summary["totals"]) == 0
    assert any(name.endswith("-bu_hua.png") for name in names)
    assert any(name.endswith("-settlement.png") for name in names)


def test_play_refuses_bad_arguments() -> None:
    done = play("--hands", "0", timeout=60, check=False)
    assert done.returncode == 2
    assert "--hands" in done.stderr
