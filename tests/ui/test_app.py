"""The desktop window (offscreen): it opens, switches language at runtime, shows its dialogs."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from fengyu import __version__
from tests.ui.conftest import WindowFactory


def test_window_switches_language_at_runtime(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    assert window.windowTitle() == "Fengyu"
    assert window.language_actions["en"].isChecked()

    window.language_actions["zh_CN"].trigger()
    qtbot.waitUntil(lambda: window.windowTitle() == "风雨牌桌")
    assert window.game_menu.title() == "游戏(&G)"
    assert "四川麻将" in window.welcome.tagline.text()
    assert window.welcome.cards["sichuan"].title.text() == "四川麻将"
    assert window.preferences.language == "zh_CN"
    assert window.language_actions["zh_CN"].isChecked()

    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.windowTitle() == "Fengyu")
    assert window.game_menu.title() == "&Game"


def test_about_dialog_names_the_version(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("zh_CN")
    box = window.show_about()
    qtbot.waitExposed(box)
    assert isinstance(box, QMessageBox)
    assert __version__ in box.text() and "风雨牌桌" in box.text()
    box.accept()
