"""``fengyu --self-test``: prove an installed or bundled app works, without a screen or a player.

It starts Qt offscreen, loads every translation the app ships (its own ``.qm``
files and Qt's ``qtbase`` for the same languages), draws the window icon, and
plays one autoplay hand of every registered game (``fengyu.games.registry``)
in the real window, in Chinese. One seat is a bot of a heavy level where the game
has one, so the spawned worker process — the part most easily broken by freezing —
runs too. It prints a one-line JSON report and exits 0, or 1 with the error.

The installers' CI runs it on every bundled executable; ``tests/packaging`` runs
it on the Linux bundle. A watchdog ends a run that hangs (a worker process that
never answers would otherwise stall CI until its own timeout).
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
import traceback
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLibraryInfo, QTranslator
from PySide6.QtWidgets import QApplication

from fengyu import __version__
from fengyu.games.registry import games as registered_games
from fengyu.table.bots import HEAVY_LEVELS
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.kinds import game_kind
from fengyu.ui.app import run_play
from fengyu.ui.art.app_icon import app_icon
from fengyu.ui.translations import LANGUAGES, QM_DIR

SEED = 20_260_101
"""Fixed, so a failure can be replayed with ``fengyu play --autoplay --seed``."""

TIMEOUT_S = 600.0


def load_translations() -> list[str]:
    """Names of the translation files that load and are not empty; raises when one the app needs does not."""
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    loaded = []
    for language in LANGUAGES:
        if language == "en":
            continue
        for name, directory in ((f"fengyu_{language}", str(QM_DIR)), (f"qtbase_{language}", qt_dir)):
            translator = QTranslator()
            if not translator.load(name, directory) or translator.isEmpty():
                raise FileNotFoundError(f"translation {name}.qm is missing or empty in {directory}")
            loaded.append(name)
    return loaded


def match_for(game: str) -> MatchConfig:
    """One hand of ``game`` under its default rules: four bots, one of a heavy level if the game has one."""
    kind = game_kind(game)
    levels = list(kind.levels)
    usual = "normal" if "normal" in levels else levels[0]
    heavy = next((level for level in levels if level in HEAVY_LEVELS), usual)
    seats = (SeatSpec("bot", level=heavy), *(SeatSpec("bot", level=usual) for _ in range(kind.seat_count - 1)))
    return MatchConfig(game, kind.rules_class.from_json({}).to_json(), seats, SEED, hands=1)


def play_every_game() -> dict[str, Any]:
    """Each game's hand: its seconds, point totals and the bots' levels."""
    games = {}
    for game in registered_games():
        config = match_for(game)
        result = run_play(config, autoplay=True, speed="instant", size=(1024, 700), language="zh_CN", screenshots=None)
        assert isinstance(result, dict)
        if result["totals"] is None:
            raise RuntimeError(f"{game}: the hand did not finish")
        games[game] = {
            "seconds": result["seconds"],
            "totals": result["totals"],
            "levels": [s.level for s in config.seats],
        }
    return games


def self_test() -> dict[str, Any]:
    started = time.perf_counter()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    translations = load_translations()
    if app_icon().isNull():
        raise RuntimeError("the window icon did not draw")
    games = play_every_game()
    return {
        "ok": True,
        "version": __version__,
        "frozen": bool(getattr(sys, "frozen", False)),
        "platform": app.platformName(),
        "translations": translations,
        "games": games,
        "hands": len(games),
        "seconds": round(time.perf_counter() - started, 2),
    }


def _watchdog(seconds: float, report: Path | None) -> None:
    def expire() -> None:
        _emit({"ok": False, "error": f"timed out after {seconds:.0f} s"}, report)
        os._exit(1)

    timer = threading.Timer(seconds, expire)
    timer.daemon = True
    timer.start()


def _emit(result: dict[str, Any], report: Path | None) -> None:
    """Print the report (a windowed Windows build has no stdout) and write it to ``report`` if given."""
    line = json.dumps(result, ensure_ascii=False)
    if sys.stdout is not None:
        print(line, flush=True)
    if report is not None:
        report.write_text(line + "\n", encoding="utf-8")


def run_self_test(report: Path | None = None, timeout_s: float = TIMEOUT_S) -> int:
    """Run the self-test; 0 when everything worked."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before the QApplication exists; a test never needs a screen
    _watchdog(timeout_s, report)
    try:
        result = self_test()
    except Exception as error:  # any failure is the report's content
        _emit({"ok": False, "error": f"{type(error).__name__}: {error}", "trace": traceback.format_exc()}, report)
        return 1
    _emit(result, report)
    return 0
