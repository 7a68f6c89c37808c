"""Start-up: the first frame comes before the engines, bots, boards and the network stack."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from fengyu.ui.app import DEFERRED, load_deferred
from fengyu.ui.main_window import AfterPaint
from tests.ui.conftest import WindowFactory

GAME_LIST = ("fengyu.games", "fengyu.games.registry")
"""The registry lists the games (each package's spec) without loading an engine: the home screen shows them."""

NOT_BEFORE_FIRST_FRAME = (
    "fengyu.games",
    "fengyu.ai",
    "fengyu.mahjong",
    "fengyu.net",
    "fengyu.commands",
    "fengyu.table.table",
    "fengyu.ui.tables",
    "fengyu.ui.mahjong",
    "fengyu.ui.cards",
    "fengyu.ui.session",
    "asyncio",
    "numpy",
)

REPORT_MODULES_AT_EXIT = (
    "import atexit, json, sys\n"
    "atexit.register(lambda: print(json.dumps(sorted(sys.modules))))\n"
    "from fengyu.cli import main\n"
    "raise SystemExit(main(['--first-frame']))\n"
)


def test_first_frame_loads_no_engine_bot_board_or_network(tmp_path: Path) -> None:
    """``fengyu --first-frame`` quits at the first paint: what it loaded is what the first frame cost."""
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)}
    env["QT_QPA_PLATFORM"] = "offscreen"
    out = subprocess.run(
        [sys.executable, "-c", REPORT_MODULES_AT_EXIT], capture_output=True, text=True, env=env, check=True, timeout=120
    )
    lines = out.stdout.strip().splitlines()
    assert "first_frame_at" in json.loads(lines[0])
    loaded = json.loads(lines[-1])
    assert "fengyu.ui.main_window" in loaded
    specs = [m for m in loaded if m.startswith("fengyu.games.") and m.count(".") == 2]  # fengyu.games.<game>
    early = [
        m
        for m in loaded
        if any(m == p or m.startswith(p + ".") for p in NOT_BEFORE_FIRST_FRAME) and m not in (*GAME_LIST, *specs)
    ]
    assert early == []


def test_deferred_modules_load_after_the_first_paint(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    calls: list[int] = []
    AfterPaint([window], lambda: calls.append(1))
    window.update()
    qtbot.waitUntil(lambda: calls == [1])
    window.repaint()
    qtbot.wait(20)
    assert calls == [1]  # once, not at every paint
    load_deferred()
    assert all(module in sys.modules for module in DEFERRED)
