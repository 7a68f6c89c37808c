"""Application start-up: the QApplication, settings, the language, the main window.

What runs before the window's first frame is what that frame shows: the
language, the app's own face (so no character is an empty box), the
preferences, and the home screen without its data and pictures. The rest comes
after it, in this order: the home screen is completed (``MainWindow.complete``),
then the app's icon is drawn, an unfinished game is offered, and the modules the
first click needs are imported (``DEFERRED``).
"""

from __future__ import annotations

import gc
import importlib
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication

from fengyu.ui.main_window import MainWindow
from fengyu.ui.preferences import ANIMATION_SPEEDS, Preferences
from fengyu.ui.translations import Translations
from fengyu.ui.ui_font import install_ui_font

if TYPE_CHECKING:
    from fengyu.table.config import MatchConfig

ORGANIZATION = "Fengyu"
APPLICATION = "Fengyu"

DEFERRED = (
    "fengyu.ui.tables",
    "fengyu.table.table",
    "fengyu.table.save",
    "fengyu.ui.dialogs.new_game",
    "fengyu.ui.dialogs.rules",
    "fengyu.ui.dialogs.settlement",
    "fengyu.ui.net.dialogs",
    "fengyu.ui.result.screen",
    "fengyu.ui.guide",
)
"""What the main window imports only when a match, a board or a dialog opens: the engines, bots,
boards, dialogs and the network stack. The first frame (the home screen) needs none of them, so the app shows it
first and loads these once the home screen is complete, most likely before the player's first click
(``load_deferred``)."""


def load_deferred() -> None:
    """Import the next module of ``DEFERRED`` not loaded yet, and come back for the one after it.

    One module per turn of the event loop: a click, a repaint or a resize between two imports is answered at
    once instead of after all of them (together they take longer than a frame; a click that needs a module
    not loaded yet imports it itself).
    """
    waiting = [module for module in DEFERRED if module not in sys.modules]
    if waiting:
        importlib.import_module(waiting[0])
        QTimer.singleShot(0, load_deferred)


def set_app_icon(app: QApplication) -> None:
    """Draw the app's icon (its painters are not needed before the first frame, so it comes just after)."""
    from fengyu.ui.art.app_icon import app_icon  # noqa: PLC0415 - after the first frame

    app.setWindowIcon(app_icon())


def tune_interpreter() -> None:
    """Keep the window's frames regular while bots think on worker threads.

    A worker holds the interpreter lock for up to ``switchinterval`` before the
    window's thread may run (5 ms by default; 1 ms here), and the long-lived
    objects of the start-up (analyser tables, Qt wrappers) are frozen out of the
    cyclic garbage collector, whose full passes would otherwise stall frames.
    """
    sys.setswitchinterval(0.001)
    gc.freeze()


def create_window(
    app: QApplication,
    language: str | None = None,
    *,
    settings: QSettings | None = None,
    data_dir: Path | None = None,
) -> MainWindow:
    """Set up translations and preferences and build the main window (shared by ``run_app``, ``play`` and tests).

    ``settings`` and ``data_dir`` default to the user's own; tests and the autoplay pass their own so
    that they never touch a player's preferences or saved game.
    """
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANIZATION)
    install_ui_font(app)
    tune_interpreter()
    preferences = Preferences(settings)
    translations = Translations(app)
    if language is not None:  # a language asked for (``fengyu play --language``) is the one Preferences shows
        preferences.language = language
    translations.use(preferences.language)
    if data_dir is None:
        data_dir = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    window = MainWindow(translations, preferences, data_dir)
    window.completed.connect(lambda: set_app_icon(app))
    return window


def run_app(argv: Sequence[str]) -> int:
    app = QApplication(list(argv))
    window = create_window(app)
    window.completed.connect(window.offer_resume)
    window.completed.connect(lambda: QTimer.singleShot(0, load_deferred))  # once the offer is on screen
    window.show()
    return app.exec()


def run_play(
    config: MatchConfig,
    *,
    autoplay: bool,
    speed: str,
    size: tuple[int, int],
    language: str | None,
    screenshots: Path | None,
) -> dict[str, Any] | int:
    """``fengyu play``: a window with ``config``'s match at once.

    With ``autoplay`` (four bots) the window closes when the match ends and the
    run's summary is returned; it works in a temporary folder, so the player's
    settings and saved game are never touched. Otherwise the app's exit code.
    """
    import tempfile  # noqa: PLC0415 - `fengyu play` only

    from fengyu.ui.autoplay import Autoplay  # noqa: PLC0415 - the driver of `fengyu play` only

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory(prefix="fengyu-play-") as scratch:
        settings = QSettings(str(Path(scratch) / "settings.ini"), QSettings.Format.IniFormat) if autoplay else None
        window = create_window(app, language, settings=settings, data_dir=Path(scratch) if autoplay else None)
        window.preferences.animation_speed = speed
        window.resize(*size)
        window.show()
        if not autoplay:
            window.start_match(config)
            return app.exec()
        driver = Autoplay(window, config, screenshots, pause_ms=0 if ANIMATION_SPEEDS[speed] == 0 else 250)
        driver.finished.connect(app.quit)
        driver.start()
        app.exec()
        window.close()
        return {
            "seconds": round(driver.seconds, 2),
            "frames": driver.meter.summary(),
            "screenshots": [str(p) for p in driver.saved],
            "totals": driver.totals,
        }
