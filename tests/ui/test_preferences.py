"""Preferences: typed values with defaults, kept in a QSettings file (a temporary one here), and their dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.ui.preferences import ANIMATION_SPEEDS, CUSTOM, FELT_COLOURS, Preferences, PreferencesDialog
from fengyu.ui.translations import system_language
from tests.ui.conftest import WindowFactory


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "fengyu.ini"), QSettings.Format.IniFormat)


def reopen(settings: QSettings) -> Preferences:
    """The same file read by a fresh QSettings: what the next start of the app would see."""
    settings.sync()
    return Preferences(QSettings(settings.fileName(), QSettings.Format.IniFormat))


def test_defaults(settings: QSettings) -> None:
    prefs = Preferences(settings)
    assert prefs.language == system_language()
    assert prefs.animation_speed == "normal" and prefs.animation_factor == 1.0
    assert prefs.sounds is True
    assert prefs.table_colour_key == "green"
    assert prefs.table_colour == QColor(FELT_COLOURS["green"])
    assert prefs.last_match is None


def test_values_round_trip_through_the_file(settings: QSettings) -> None:
    prefs = Preferences(settings)
    prefs.language = "en"
    prefs.animation_speed = "instant"
    prefs.sounds = False
    prefs.set_table_colour("#123456")
    config = MatchConfig(
        "sichuan", {"fan_cap": 3}, (SeatSpec("human", "Mei"), *[SeatSpec("bot", level="hard")] * 3), 42
    )
    prefs.last_match = config

    again = reopen(settings)
    assert again.language == "en"
    assert again.animation_speed == "instant" and again.animation_factor == 0.0
    assert again.sounds is False
    assert again.table_colour_key == CUSTOM and again.table_colour == QColor("#123456")
    assert again.last_match == config

    again.set_table_colour("blue")
    assert reopen(settings).table_colour_key == "blue"


def test_speeds_slow_down_in_order() -> None:
    factors = [ANIMATION_SPEEDS[s] for s in ("instant", "fast", "normal", "slow")]
    assert factors == sorted(factors) and factors[0] == 0.0


def test_bad_stored_values_fall_back_to_defaults(settings: QSettings) -> None:
    settings.setValue("language", "klingon")
    settings.setValue("animation_speed", "warp")
    settings.setValue("table_colour", "not a colour")
    settings.setValue("last_match", "{broken json")
    prefs = reopen(settings)
    assert prefs.language == system_language()
    assert prefs.animation_speed == "normal"
    assert prefs.table_colour_key == "green"
    assert prefs.last_match is None


def test_setters_refuse_bad_values(settings: QSettings) -> None:
    prefs = Preferences(settings)
    with pytest.raises(ValueError, match="language"):
        prefs.language = "fr"
    with pytest.raises(ValueError, match="speed"):
        prefs.animation_speed = "warp"
    with pytest.raises(ValueError, match="colour"):
        prefs.set_table_colour("no-such-colour")


def test_dialog_writes_the_preferences_on_ok(qtbot: QtBot, settings: QSettings) -> None:
    prefs = Preferences(settings)
    prefs.language = "zh_CN"
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    assert dialog.language.currentData() == "zh_CN"
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    dialog.speed.setCurrentIndex(dialog.speed.findData("slow"))
    dialog.sounds.setChecked(False)
    dialog.colour.setCurrentIndex(dialog.colour.findData("red"))
    dialog.colour.activated.emit(dialog.colour.currentIndex())
    dialog.accept()
    again = reopen(settings)
    assert (again.language, again.animation_speed, again.sounds, again.table_colour_key) == ("en", "slow", False, "red")


def test_dialog_cancel_changes_nothing(qtbot: QtBot, settings: QSettings) -> None:
    prefs = Preferences(settings)
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    dialog.sounds.setChecked(False)
    dialog.reject()
    assert reopen(settings).sounds is True


def test_custom_colour_comes_from_the_colour_dialog(qtbot: QtBot, settings: QSettings) -> None:
    prefs = Preferences(settings)
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    custom = dialog.colour.findData(CUSTOM)
    dialog.colour.setCurrentIndex(custom)
    dialog.colour.activated.emit(custom)
    assert dialog.colour_dialog.isVisible()
    dialog.colour_dialog.colorSelected.emit(QColor("#abcdef"))
    assert dialog.chosen_colour() == QColor("#abcdef")
    assert "#abcdef" in dialog.swatch.styleSheet()
    dialog.accept()
    assert reopen(settings).table_colour == QColor("#abcdef")


def test_cancelling_the_colour_dialog_keeps_the_previous_colour(qtbot: QtBot, settings: QSettings) -> None:
    dialog = PreferencesDialog(Preferences(settings))
    qtbot.addWidget(dialog)
    custom = dialog.colour.findData(CUSTOM)
    dialog.colour.setCurrentIndex(custom)
    dialog.colour.activated.emit(custom)
    dialog.colour_dialog.reject()
    assert dialog.colour.currentData() == "green"
    assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()


def test_a_language_asked_for_at_start_is_the_one_preferences_show(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("zh_CN")  # as `fengyu play --language zh_CN` opens it
    dialog = window.show_preferences()
    assert dialog.language.currentData() == "zh_CN"
    dialog.accept()  # OK keeps the language: the window stays Chinese
    assert window.windowTitle() == "风雨牌桌"
