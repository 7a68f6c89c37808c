"""Windows for UI tests: private settings and data folder, so no test touches a player's own."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fengyu.ui.app import create_window
from fengyu.ui.main_window import MainWindow

WindowFactory = Callable[..., MainWindow]


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path) -> Iterator[WindowFactory]:
    """Build a main window; each call shares the test's data folder (a restart sees the same autosave).

    The windows' translators are taken out of the application afterwards: a window kept alive a little
    longer by a reference cycle would otherwise leave its language installed for the next test.
    """
    made: list[MainWindow] = []

    def make(language: str = "en", speed: str = "instant") -> MainWindow:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = create_window(QApplication.instance(), language, settings=settings, data_dir=tmp_path)  # type: ignore[arg-type]
        window.preferences.animation_speed = speed
        qtbot.addWidget(window)
        window.resize(1100, 760)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window._translations.use("en")
