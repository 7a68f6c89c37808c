"""``fengyu replay FILE``: a hand file described headlessly, and bad files refused with a reason."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from fengyu.cli import main
from fengyu.table.replay_file import write_hand_file
from tests.table.test_replay import lan_kept, live_hands


@pytest.mark.parametrize("game", ["sichuan", "guafeng"])
def test_replay_json_lists_the_seat_s_decisions_and_hints(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str
) -> None:
    (hand, watcher), *_ = live_hands(game, seed=4, hands=1)
    path = tmp_path / "hand.json"
    write_hand_file(path, hand)
    assert main(["replay", str(path), "--seat", "1", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["game"] == game
    assert summary["steps"] == len(watcher.steps)
    assert summary["seat"] == 1
    assert summary["totals"] == list(hand.result.totals)
    assert summary["decisions"]
    assert all(d["hint"]["seat"] == 1 for d in summary["decisions"])
    assert any(d["played"] is not None for d in summary["decisions"])


def test_replay_refuses_bad_files_with_a_reason(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hand.json"
    path.write_text('{"format": 7}')
    assert main(["replay", str(path), "--json"]) == 2
    assert "newer version of Fengyu" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "none.json"), "--json"]) == 2
    assert "cannot be read" in capsys.readouterr().err
    write_hand_file(path, lan_kept("guafeng"))  # a LAN seat keeps only what it saw: no other hand to open
    assert main(["replay", str(path), "--open", "--json"]) == 2
    assert "open" in capsys.readouterr().err


def test_replay_opens_the_hand_in_the_replay_window(tmp_path: Path) -> None:
    """The real command in a process of its own (its settings in a scratch home), saving what its window shows."""
    (hand, _), *_ = live_hands("paofeng", seed=4, hands=1)
    path = tmp_path / "hand.json"
    write_hand_file(path, hand)
    picture = tmp_path / "replay.png"
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-m", "fengyu", "replay", str(path), "--seat", "2", "--open", "--screenshot", str(picture)],
        capture_output=True,
        text=True,
        timeout=120,
        env={
            **os.environ,
            "PYTHONPATH": str(root / "desktop"),
            "QT_QPA_PLATFORM": "offscreen",
            "HOME": str(tmp_path),
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
        },
        check=False,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(picture))
    assert image.width() >= 800
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 100  # the table and its tiles, not a blank window
