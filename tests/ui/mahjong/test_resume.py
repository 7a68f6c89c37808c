"""Nothing is lost: a window killed mid-hand resumes exactly there; bad saves are explained, kept, never fatal."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from fengyu.table.save import SAVE_FORMAT
from fengyu.ui.mahjong.board import Board
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.checks import assert_scene_shows
from tests.ui.mahjong.driver import play_suggested, wait_for_turn

PLAY_THEN_DIE = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    from fengyu.table.config import MatchConfig, SeatSpec
    from fengyu.ui.app import create_window

    folder = Path(sys.argv[1])
    app = QApplication([])
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = create_window(app, "en", settings=settings, data_dir=folder)
    window.preferences.animation_speed = "instant"
    window.show()
    seats = (SeatSpec("human", "Tester"), *(SeatSpec("bot", level="normal") for _ in range(3)))
    table = window.start_match(MatchConfig("sichuan", {}, seats, 77, 4))
    board = window.board
    decisions = 0
    while decisions < int(sys.argv[2]):
        app.processEvents()
        if board._offered and not board.director.busy:
            board.suggest()
            action = board.suggestion
            if action.kind == "discard":
                item = next(i for i in board.table_scene.items_in("hand", 0) if i.slot.tile == action.pieces[0])
                board.tile_clicked(item)
            else:
                board._play(action)
            decisions += 1
    print(len(table.hand.actions), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_killed_window_resumes_where_it_stopped(qtbot: QtBot, make_window: WindowFactory, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", PLAY_THEN_DIE, str(tmp_path), "6"],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
        check=False,
    )
    assert done.returncode == -signal.SIGKILL, done.stderr
    actions = int(done.stdout.split()[-1])

    window = make_window("en", "instant")
    assert window.welcome.cards["sichuan"].continue_button.isVisible()  # the home screen offers to continue
    window.offer_resume()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    table = window.table
    assert table is not None
    hand = table.hand
    assert hand is not None
    assert len(hand.actions) == actions
    board = window.board
    assert isinstance(board, Board)
    assert wait_for_turn(qtbot, board)
    assert_scene_shows(board.table_scene, table.view(board.seat))
    play_suggested(qtbot, board)
    qtbot.waitUntil(lambda: len(hand.actions) > actions, timeout=5_000)


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"\x00\x01 not json", "damaged"),
        (json.dumps({"format": SAVE_FORMAT + 1}).encode(), "newer version"),
        (json.dumps({"format": SAVE_FORMAT, "config": {"game": "chess"}}).encode(), "damaged"),
    ],
)
def test_a_bad_save_is_explained_and_kept(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, content: bytes, reason: str
) -> None:
    (tmp_path / "autosave.json").write_bytes(content)
    window = make_window("en")
    window.resume()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert reason in box.text()
    assert window.table is None
    kept = list(tmp_path.glob("autosave.json.unreadable*"))
    assert len(kept) == 1
    assert kept[0].read_bytes() == content
    assert not any(card.continue_button.isVisible() for card in window.welcome.cards.values())
