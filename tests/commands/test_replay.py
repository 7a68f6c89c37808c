"""``fengyu replay FILE``: a hand file described headlessly, and bad files refused with a reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fengyu.cli import main
from fengyu.table.replay_file import write_hand_file
from fengyu.ui.records.replay_window import ReplayWindow
from tests.table.test_replay import live_hands


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
    (hand, _), *_ = live_hands("guafeng", seed=4, hands=1)
    write_hand_file(path, hand)
    assert main(["replay", str(path), "--open", "--json"]) == 2
    assert "open" in capsys.readouterr().err


def test_replay_opens_the_hand_in_the_replay_window(qtbot: QtBot, tmp_path: Path) -> None:
    (hand, _), *_ = live_hands("paofeng", seed=4, hands=1)
    path = tmp_path / "hand.json"
    write_hand_file(path, hand)
    shown: list[ReplayWindow] = []

    def look_and_quit() -> None:
        shown.extend(w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayWindow) and w.isVisible())
        for window in shown:
            window.close()
        QApplication.quit()

    QTimer.singleShot(500, look_and_quit)
    assert main(["replay", str(path), "--seat", "2", "--open", "--language", "en"]) == 0
    assert len(shown) == 1
    assert shown[0].seat == 2
    assert shown[0].open_box.isChecked()
    assert shown[0].hand.hand_id == hand.hand_id
