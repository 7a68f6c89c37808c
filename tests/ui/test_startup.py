"""Start-up: the first frame is the home screen, in the player's language and the app's face, and it comes before
the engines, bots, boards, records, message schemas and the network stack; the home screen completes just after."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.ui.app import DEFERRED, create_window
from fengyu.ui.main_window import AfterPaint, MainWindow
from tests.ui.conftest import WindowFactory

GAME_LIST = ("fengyu.games", "fengyu.games.registry")
"""The registry lists the games (each package's spec) without loading an engine: the home screen shows them."""

NOT_BEFORE_FIRST_FRAME = (
    "fengyu.games",
    "fengyu.ai",
    "fengyu.mahjong",
    "fengyu.net",
    "fengyu.commands",
    "fengyu.table",
    "fengyu.ui.art",
    "fengyu.ui.tables",
    "fengyu.ui.mahjong",
    "fengyu.ui.cards",
    "fengyu.ui.session",
    "fengyu.ui.sounds",
    "msgspec",
    "sqlite3",
    "multiprocessing",
    "asyncio",
    "numpy",
)

DEJAVU_DIRS = ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF")

WATCH_THE_START = """
import json, sys
from PySide6 import QtCore
from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QAbstractButton, QLabel

import fengyu.ui.first_frame as first_frame

def empty_boxes(text, font):
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return sum(index == 0 for run in layout.glyphRuns() for index in run.glyphIndexes())

def at_first_frame(window):
    home = window.welcome
    words = [(w.text(), w.font()) for w in home.findChildren(QLabel) + home.findChildren(QAbstractButton)
             if w.isVisibleTo(window) and w.text()]
    words += [(menu.title(), window.menuBar().font()) for menu in (window.game_menu, window.help_menu)]
    print(json.dumps({
        "modules": sorted(sys.modules),
        "qt_namespace_built": "Qt" in vars(QtCore),
        "title": window.windowTitle(),
        "heading": home.heading.text(),
        "cards": [card.title.text() for card in home.cards.values()],
        "records": [card.record.text() for card in home.cards.values()],
        "continue_offered": [card.continue_button.isVisibleTo(window) for card in home.cards.values()],
        "tables_drawn": [card.preview.shows_table for card in home.cards.values()],
        "empty_boxes": {text: count for text, font in words if (count := empty_boxes(text, font))},
    }), flush=True)

def at_completion(window):
    print(json.dumps({
        "records": [card.record.text() for card in window.welcome.cards.values()],
        "tables_drawn": [card.preview.shows_table for card in window.welcome.cards.values()],
    }), flush=True)

make_window = first_frame.create_window

def watched_window(app):
    window = make_window(app)
    window.first_frame.connect(lambda: at_first_frame(window))
    window.completed.connect(lambda: at_completion(window))
    return window

first_frame.create_window = watched_window
from fengyu.cli import main
raise SystemExit(main(["--first-frame"]))
"""


def only_dejavu(folder: Path) -> dict[str, str]:
    """The environment of a machine whose only fonts are DejaVu (no Chinese face): the app's own must draw it."""
    found = next((d for d in DEJAVU_DIRS if Path(d, "DejaVuSans.ttf").exists()), None)
    if found is None:
        pytest.skip("DejaVu Sans is not installed where fontconfig could be pointed at it alone")
    config = folder / "fonts.conf"
    config.write_text(
        f'<?xml version="1.0"?>\n<fontconfig><dir>{found}</dir><cachedir>{folder / "fc"}</cachedir></fontconfig>\n',
        encoding="utf-8",
    )
    return {"FONTCONFIG_FILE": str(config)}


def start_watched(folder: Path, language: str) -> tuple[dict[str, Any], dict[str, Any], dict[str, float]]:
    """Run ``fengyu --first-frame`` as a first start in ``language``: what it showed and had loaded at the first
    frame, what it showed when complete, and the times it printed."""
    env = {**os.environ, "HOME": str(folder), "XDG_CONFIG_HOME": str(folder), "XDG_DATA_HOME": str(folder)}
    env["QT_QPA_PLATFORM"] = "offscreen"
    if sys.platform.startswith("linux"):
        env.update(only_dejavu(folder))
    settings = folder / "Fengyu" / "Fengyu.conf"
    settings.parent.mkdir(parents=True)
    settings.write_text(f"[General]\nlanguage={language}\n", encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-c", WATCH_THE_START], capture_output=True, text=True, env=env, check=True, timeout=120
    )
    first, complete, times = (json.loads(line) for line in out.stdout.strip().splitlines())
    return first, complete, times


SHOWN = {
    "zh_CN": ("风雨牌桌", "风雨牌桌", ["四川麻将", "跑风麻将", "刮风"], "还没有打过牌"),
    "en": ("Fengyu", "风雨牌桌 Fengyu", ["Sichuan Mahjong", "Paofeng Mahjong", "Guafeng"], "No hands played yet"),
}
"""Per language: the window's title, the heading, the cards' titles and the record line of a first start."""


@pytest.mark.parametrize("language", ["zh_CN", "en"])
def test_the_first_frame_is_the_home_screen_in_the_player_s_language_and_loads_nothing_else(
    tmp_path: Path, language: str
) -> None:
    first, complete, times = start_watched(tmp_path, language)
    title, heading, cards, no_record = SHOWN[language]
    assert (first["title"], first["heading"], first["cards"]) == (title, heading, cards)
    assert first["empty_boxes"] == {}  # every character has a glyph, with no Chinese face on the machine
    loaded = first["modules"]
    assert "fengyu.ui.main_window" in loaded
    specs = [m for m in loaded if m.startswith("fengyu.games.") and m.count(".") == 2]  # fengyu.games.<game>
    early = [
        m
        for m in loaded
        if any(m == p or m.startswith(p + ".") for p in NOT_BEFORE_FIRST_FRAME) and m not in (*GAME_LIST, *specs)
    ]
    assert early == []
    assert not first["qt_namespace_built"]  # PySide builds its hundreds of enums on first use: not before the frame
    # Just after it, the previews draw their tables and each card shows the player's record.
    assert first["tables_drawn"] == [False] * 3
    assert first["records"] == [" "] * 3  # a blank line, kept for the record
    assert first["continue_offered"] == [False] * 3  # no game waits, and the first frame offers none
    assert complete["tables_drawn"] == [True] * 3
    assert complete["records"] == [no_record] * 3
    assert times["first_frame_at"] < times["complete_at"] < times["first_frame_at"] + 5  # not after the engines


def test_the_home_screen_is_complete_just_after_its_first_frame(qtbot: QtBot, tmp_path: Path) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = create_window(app, "en", data_dir=tmp_path, settings=settings)
    qtbot.addWidget(window)
    home = window.welcome
    felt_only = [card.preview.grab().toImage() for card in home.cards.values()]
    assert not window.home_complete
    with qtbot.waitSignals([window.first_frame, window.completed], order="strict", timeout=10_000):
        window.show()
    assert window.home_complete
    assert [card.record.text() for card in home.cards.values()] == ["No hands played yet"] * 3
    for card, felt_alone in zip(home.cards.values(), felt_only, strict=True):
        assert card.preview.shows_table
        assert card.preview.grab().toImage() != felt_alone  # the pieces are on the felt now
    assert not QApplication.windowIcon().isNull()


def test_a_window_opened_on_a_table_completes_and_fills_the_home_screen_when_it_shows(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """``fengyu play`` opens a table before the first frame: the home screen, unseen, still completes."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = create_window(app, "en", data_dir=tmp_path, settings=settings)
    qtbot.addWidget(window)
    seats = (SeatSpec("human", "Lin"), *(SeatSpec("bot", level="easy") for _ in range(3)))
    window.start_match(MatchConfig("sichuan", {}, seats, 5, 1))
    with qtbot.waitSignal(window.completed, timeout=10_000):
        window.show()
    window.close_table()
    assert window.stack.currentWidget() is window.welcome
    assert [card.record.text() for card in window.welcome.cards.values()] == ["No hands played yet"] * 3


def test_a_window_completes_once_whatever_asks(qtbot: QtBot, make_window: WindowFactory) -> None:
    window: MainWindow = make_window()
    done: list[int] = []
    window.completed.connect(lambda: done.append(1))
    window.complete()
    window.welcome.repaint()
    qtbot.wait(50)
    assert done == []  # it was complete already: nothing is redone


def test_after_paint_waits_for_every_widget_and_calls_once(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    previews = [card.preview for card in window.welcome.cards.values()]
    calls: list[int] = []
    AfterPaint(previews, lambda: calls.append(1))
    previews[0].repaint()
    qtbot.wait(20)
    assert calls == []  # two have not painted yet
    for preview in previews[1:]:
        preview.update()
    qtbot.waitUntil(lambda: calls == [1])
    window.repaint()
    qtbot.wait(20)
    assert calls == [1]  # once, not at every paint


LOAD_THE_DEFERRED = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from fengyu.ui.app import DEFERRED, load_deferred

app = QApplication(sys.argv[:1])
turns = []

def count():
    turns.append(sum(module in sys.modules for module in DEFERRED))
    if turns[-1] == len(DEFERRED) or len(turns) > 1000:
        app.quit()
    else:
        QTimer.singleShot(0, count)

load_deferred()
count()
app.exec()
print(json.dumps({"after_the_first_call": turns[0], "at_the_end": turns[-1], "turns": len(turns)}))
"""


def test_the_deferred_modules_load_one_per_turn_of_the_event_loop() -> None:
    """In a fresh process: the first call imports one module (with what it needs), the event loop the rest."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", LOAD_THE_DEFERRED], capture_output=True, text=True, env=env, check=True, timeout=120
    )
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert 1 <= report["after_the_first_call"] < len(DEFERRED)
    assert report["at_the_end"] == len(DEFERRED)
