"""The Paofeng settings dialog: generated from ``PaofengRules``, both presets, words in both languages."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot

from fengyu.games.paofeng.rules import PaofengRules
from fengyu.ui import names
from fengyu.ui.dialogs.rules import RulesDialog

QM = Path(__file__).parents[3] / "desktop" / "fengyu" / "ui" / "i18n" / "fengyu_zh_CN.qm"


def test_both_presets_are_offered_and_set_the_controls(qtbot: QtBot) -> None:
    dialog = RulesDialog("paofeng")
    qtbot.addWidget(dialog)
    presets = [dialog.preset.itemData(i) for i in range(dialog.preset.count())]
    assert presets == ["standard", "strict_paofeng"]
    assert dialog.controls["wild_may_win_plain"].value() is True
    index = dialog.preset.findData("strict_paofeng")
    dialog.preset.setCurrentIndex(index)
    dialog.preset.activated.emit(index)
    assert dialog.controls["wild_may_win_plain"].value() is False
    assert dialog.rules_json()["wild_may_win_plain"] is False
    assert PaofengRules.from_json(dialog.rules_json()) == PaofengRules.preset("strict_paofeng")


def test_every_option_reads_in_chinese(qtbot: QtBot) -> None:
    app = QCoreApplication.instance()
    assert app is not None
    translator = QTranslator()
    assert translator.load(str(QM))
    app.installTranslator(translator)
    try:
        dialog = RulesDialog("paofeng")
        qtbot.addWidget(dialog)
        for info in PaofengRules.fields_info():
            label = names.rule_label("paofeng", info.name)
            assert label and any("\u4e00" <= ch <= "\u9fff" for ch in label), info.name
            for choice in info.choices or ():
                text = names.choice_label("paofeng", info.name, choice)
                assert text and not text.startswith(("Fixed", "Boards", "Always", "Never")), (info.name, choice)
        for preset in PaofengRules.PRESETS:
            assert any("\u4e00" <= ch <= "\u9fff" for ch in names.preset_label("paofeng", preset))
        for code in names._NAMES["paofeng_item"]:
            assert any("\u4e00" <= ch <= "\u9fff" for ch in names.paofeng_name("item", code)), code
    finally:
        app.removeTranslator(translator)
