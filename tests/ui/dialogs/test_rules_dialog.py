"""The rules dialog, generated from the Rules metadata of each game: controls, presets, dependencies, validation."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from fengyu.core.protocol import Json
from fengyu.games.guafeng.rules import LEVEL_NAMES
from fengyu.games.registry import games
from fengyu.ui import names
from fengyu.ui.dialogs.controls import BoolControl, ChoiceControl, IntControl, ListControl, SeatControl, Value
from fengyu.ui.dialogs.rules import RulesDialog


def click(qtbot: QtBot, box: QWidget) -> None:
    """Click a check box on its indicator (a wide box does not react to clicks right of its text)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def make(qtbot: QtBot, game: str, rules: Json | None = None, *, read_only: bool = False) -> RulesDialog:
    dialog = RulesDialog(game, rules, read_only=read_only)
    qtbot.addWidget(dialog)
    return dialog


def ok_button(dialog: RulesDialog) -> QPushButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


@pytest.mark.parametrize("game", sorted(games()))
def test_every_field_has_a_fitting_control_on_its_group_page(qtbot: QtBot, game: str) -> None:
    dialog = make(qtbot, game)
    infos = games()[game].rules.fields_info()
    assert set(dialog.controls) == {info.name for info in infos}
    assert dialog.groups == list(dict.fromkeys(info.group for info in infos))
    for info in infos:
        control = dialog.controls[info.name]
        page = dialog.pages.widget(dialog.groups.index(info.group))
        assert page is not None and page.isAncestorOf(control.widget), info.name
        assert control.help.text() == names.rule_help(game, info.name) != ""
        if isinstance(control, BoolControl):
            assert info.type is bool and control.box.text() == names.rule_label(game, info.name)
        elif isinstance(control, SeatControl):
            assert control.combo.count() == 4
        elif isinstance(control, ChoiceControl):
            assert control.choices == info.choices
            texts = [control.combo.itemText(i) for i in range(control.combo.count())]
            assert texts == [names.choice_label(game, info.name, c) for c in info.choices or ()]
        elif isinstance(control, IntControl):
            assert (control.spin.minimum(), control.spin.maximum()) == (info.minimum, info.maximum)
        else:
            assert isinstance(control, ListControl)
        assert control.value() == info.default
    assert dialog.rules_json() == {
        k: list(v) if isinstance(v, tuple) else v for k, v in games()[game].rules().to_json().items()
    }


def test_the_group_list_switches_pages(qtbot: QtBot) -> None:
    dialog = make(qtbot, "sichuan")
    dialog.group_list.setCurrentRow(dialog.groups.index("coins"))
    page = dialog.pages.currentWidget()
    assert page is not None and page.isAncestorOf(dialog.controls["coin_mode"].widget)
    assert dialog.group_list.currentItem().text() == "Coins"


@pytest.mark.parametrize(
    ("game", "switch", "off", "on", "dependent"),
    [
        ("sichuan", "ding_que", False, True, "void_discard_first"),
        ("sichuan", "huan_san_zhang", "off", "any", "huan_san_zhang_direction"),
        ("sichuan", "coin_mode", False, True, "room_coefficient"),
        ("sichuan", "coin_mode", False, True, "house_fee_pct"),
        ("paofeng", "game_mode", "rounds", "board", "board_limit"),
        ("paofeng", "game_mode", "board", "rounds", "num_hands"),
        ("paofeng", "wild_may_win_plain", False, True, "lan_no_wild"),
        ("guafeng", "kitty_bonus_values", False, True, "kitty_bonus_multiplied"),
    ],
)
def test_controls_without_effect_are_disabled(
    qtbot: QtBot, game: str, switch: str, off: Value, on: Value, dependent: str
) -> None:
    dialog = make(qtbot, game)
    dialog.controls[switch].set_value(off)
    assert not dialog.controls[dependent].widget.isEnabled()
    assert not dialog.controls[dependent].help.isEnabled()
    dialog.controls[switch].set_value(on)
    assert dialog.controls[dependent].widget.isEnabled()


def test_unticking_ding_que_by_mouse_disables_void_discard_first(qtbot: QtBot) -> None:
    dialog = make(qtbot, "sichuan")
    dialog.show()
    dialog.group_list.setCurrentRow(dialog.groups.index("setup"))
    box = dialog.controls["ding_que"].widget
    assert isinstance(box, QCheckBox)
    click(qtbot, box)
    assert not box.isChecked()
    assert not dialog.controls["void_discard_first"].widget.isEnabled()
    assert dialog.rules_json()["ding_que"] is False  # still valid rules: the field merely has no effect


def test_choosing_a_preset_sets_the_controls(qtbot: QtBot) -> None:
    dialog = make(qtbot, "sichuan")
    assert dialog.preset.currentData() == "standard"
    index = dialog.preset.findData("competition")
    dialog.preset.setCurrentIndex(index)
    dialog.preset.activated.emit(index)
    assert dialog.controls["fan_cap"].value() == 3
    assert dialog.controls["kong_scheme"].value() == "common"
    assert dialog.controls["zi_mo_bonus"].value() == "jia_di"
    assert dialog.controls["hai_di"].value() is True
    assert dialog.preset_name() == "competition"
    assert dialog.preset.findData(None) == -1  # no "Custom" while a preset matches


def test_changing_a_value_makes_the_rules_custom_and_defaults_restore(qtbot: QtBot) -> None:
    dialog = make(qtbot, "sichuan", {"preset": "chengdu_roots"})
    assert dialog.preset.currentData() == "chengdu_roots"
    dialog.controls["base_points"].set_value(10)
    assert dialog.preset.currentText() == "Custom" and dialog.preset.currentData() is None
    assert dialog.preset_name() is None
    assert dialog.rules_json()["base_points"] == 10
    assert dialog.defaults_button is not None
    qtbot.mouseClick(dialog.defaults_button, Qt.MouseButton.LeftButton)
    assert dialog.preset.currentData() == "standard"
    assert dialog.rules_json() == games()["sichuan"].rules().to_json()


def test_a_choice_of_none_round_trips(qtbot: QtBot) -> None:
    dialog = make(qtbot, "sichuan", {"fan_cap": 4})
    control = dialog.controls["fan_cap"]
    assert isinstance(control, ChoiceControl)
    assert control.combo.currentText() == "4 fan"
    control.combo.setCurrentIndex(0)
    assert control.combo.currentText() == "No cap"
    assert dialog.rules_json()["fan_cap"] is None


def test_guafeng_mandatory_levels_is_a_checkable_list(qtbot: QtBot) -> None:
    dialog = make(qtbot, "guafeng", {"mandatory_levels": ["K", "5"]})
    control = dialog.controls["mandatory_levels"]
    assert isinstance(control, ListControl)
    assert list(control.boxes) == list(LEVEL_NAMES)
    assert control.value() == ("5", "K")
    control.boxes["10"].setChecked(True)
    assert dialog.rules_json()["mandatory_levels"] == ["5", "10", "K"]


def test_an_inconsistent_combination_disables_ok_and_says_why(qtbot: QtBot) -> None:
    dialog = make(qtbot, "guafeng")
    levels = dialog.controls["mandatory_levels"]
    assert isinstance(levels, ListControl)
    levels.boxes["5"].setChecked(True)
    assert ok_button(dialog).isEnabled() and dialog.error.isHidden()
    dialog.controls["skip_permanent_levels"].set_value(True)
    assert not ok_button(dialog).isEnabled()
    assert not dialog.error.isHidden()
    assert dialog.error.text() == (
        "With the other settings as they are, “Mandatory levels (必打)” cannot include 5."
    )  # K still fits: only the refused level is named
    levels.boxes["K"].setChecked(True)
    levels.boxes["2"].setChecked(True)
    assert dialog.error.text().endswith("cannot include 2, 5.")
    levels.boxes["2"].setChecked(False)
    assert dialog.rules() is None
    levels.boxes["5"].setChecked(False)
    assert ok_button(dialog).isEnabled() and dialog.error.isHidden()
    assert dialog.rules_json()["skip_permanent_levels"] is True


def test_guafeng_has_no_presets_and_a_seat_control(qtbot: QtBot) -> None:
    dialog = make(qtbot, "guafeng")
    assert dialog.preset.isHidden()
    seat = dialog.controls["first_deal_seat"]
    assert isinstance(seat, SeatControl)
    assert [seat.combo.itemText(i) for i in range(4)] == ["You", "Right", "Across", "Left"]
    seat.combo.setCurrentIndex(2)
    assert dialog.rules_json()["first_deal_seat"] == 2


def test_read_only_shows_the_rules_and_changes_nothing(qtbot: QtBot) -> None:
    dialog = make(qtbot, "sichuan", {"preset": "competition", "coin_mode": True}, read_only=True)
    dialog.show()
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Close) is not None
    assert ok_button(dialog) is None and dialog.defaults_button is None
    assert "in play" in dialog.windowTitle()
    box = dialog.controls["coin_mode"].widget
    dialog.group_list.setCurrentRow(dialog.groups.index("coins"))
    click(qtbot, box)
    assert dialog.controls["coin_mode"].value() is True
    spin = dialog.controls["room_coefficient"]
    assert isinstance(spin, IntControl) and spin.spin.isReadOnly()
    assert dialog.rules_json()["fan_cap"] == 3


def test_bad_initial_rules_keep_what_can_be_kept(qtbot: QtBot) -> None:
    dialog = make(qtbot, "guafeng", {"skip_permanent_levels": True, "mandatory_levels": ["3"], "nonsense": 1})
    assert dialog.controls["skip_permanent_levels"].value() is True
    assert not ok_button(dialog).isEnabled()
