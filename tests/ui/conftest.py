"""Windows for UI tests: private settings and data folder, so no test touches a player's own."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fengyu.ui.app import create_window
from fengyu.ui.main_window import MainWindow
from tests.ui.net.hosts import stop_every_host

WindowFactory = Callable[..., MainWindow]


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path) -> Iterator[WindowFactory]:
    """Build a main window; each call shares the test's data folder (a restart sees the same autosave).

    The translators a window installed are taken off the application afterwards, so the next test starts in
    English whatever language this one ended in.
    """

    def make(language: str = "en", speed: str = "instant") -> MainWindow:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        window = create_window(app, language, settings=settings, data_dir=tmp_path)
        window.preferences.animation_speed = speed
        qtbot.addWidget(window)
        window.resize(1100, 760)
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.home_complete)  # its records and previews come just after the first frame
        return window

    yield make
    app = QApplication.instance()
    assert app is not None
    for translator in app.findChildren(QTranslator):
        app.removeTranslator(translator)


@pytest.fixture(autouse=True)
def no_host_left_running() -> Iterator[None]:
    """Every LAN host a test started is stopped when it ends (``tests/ui/net/hosts.py`` says why)."""
    yield
    stop_every_host()
