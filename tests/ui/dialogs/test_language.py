"""Every dialog re-reads its texts when the language changes at runtime."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from fengyu.ui.dialogs.new_game import NewGameDialog
from fengyu.ui.dialogs.rules import RulesDialog
from fengyu.ui.dialogs.settlement import HistoryDialog, SettlementDialog
from fengyu.ui.preferences import Preferences, PreferencesDialog
from tests.ui.cells import cell, header
from tests.ui.dialogs.echo import EchoTranslator
from tests.ui.dialogs.hands import HUA_ZHU, play


def rules_texts(dialog: QDialog) -> list[str]:
    assert isinstance(dialog, RulesDialog)
    control = dialog.controls[next(iter(dialog.controls))]
    return [dialog.group_list.item(0).text(), control.help.text()]


def new_game_texts(dialog: QDialog) -> list[str]:
    assert isinstance(dialog, NewGameDialog)
    return [dialog.game.currentText(), dialog.levels[1].currentText(), dialog.hands.currentText()]


def settlement_texts(dialog: QDialog) -> list[str]:
    assert isinstance(dialog, SettlementDialog)
    return [dialog.headline.text(), cell(dialog.table, 1, 0).text(), dialog.payment_lines()[0]]


def history_texts(dialog: QDialog) -> list[str]:
    assert isinstance(dialog, HistoryDialog)
    return [header(dialog.table, 2).text(), cell(dialog.table, 0, 1).text()]


def preferences_texts(dialog: QDialog) -> list[str]:
    assert isinstance(dialog, PreferencesDialog)
    return [dialog.speed.currentText(), dialog.sounds.text()]


def make_dialogs(tmp_path: Path) -> dict[str, tuple[Callable[[], QDialog], Callable[[QDialog], list[str]]]]:
    history = play(*HUA_ZHU, hands=2).history
    settings = QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat)
    return {
        "rules sichuan": (lambda: RulesDialog("sichuan"), rules_texts),
        "rules paofeng": (lambda: RulesDialog("paofeng"), rules_texts),
        "rules guafeng": (lambda: RulesDialog("guafeng", read_only=True), rules_texts),
        "new game": (NewGameDialog, new_game_texts),
        "settlement": (lambda: SettlementDialog(history[0], 0, history), settlement_texts),
        "history": (lambda: HistoryDialog(history, 0), history_texts),
        "preferences": (lambda: PreferencesDialog(Preferences(settings)), preferences_texts),
    }


@pytest.mark.parametrize(
    "which", ["rules sichuan", "rules paofeng", "rules guafeng", "new game", "settlement", "history", "preferences"]
)
def test_a_language_switch_retranslates_the_dialog(qtbot: QtBot, tmp_path: Path, which: str) -> None:
    build, texts = make_dialogs(tmp_path)[which]
    dialog = build()
    qtbot.addWidget(dialog)
    english_title, english = dialog.windowTitle(), texts(dialog)
    assert not any("«" in text for text in [english_title, *english])
    app = QCoreApplication.instance()
    assert app is not None
    translator = EchoTranslator()
    app.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle().startswith("«"))
        assert all("«" in text for text in texts(dialog)), texts(dialog)
    finally:
        app.removeTranslator(translator)
    qtbot.waitUntil(lambda: dialog.windowTitle() == english_title)
    assert texts(dialog) == english
