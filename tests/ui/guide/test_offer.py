"""The guide from the main window: the Help menu opens it, and the first game of each kind offers it once."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from fengyu.games.sichuan.rules import SichuanRules
from fengyu.ui.guide import GuideDialog, PatternTableDialog
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.driver import human_match


def test_the_help_menu_opens_how_to_play_and_the_pattern_table(make_window: WindowFactory) -> None:
    window = make_window()
    assert window.guide_action in window.help_menu.actions()
    assert window.patterns_action in window.help_menu.actions()
    window.guide_action.trigger()
    assert isinstance(window.dialog, GuideDialog)
    assert window.dialog.page == "sichuan"
    window.dialog.close()
    window.patterns_action.trigger()
    assert isinstance(window.dialog, PatternTableDialog)


def test_the_pattern_table_follows_the_match_in_play(make_window: WindowFactory) -> None:
    window = make_window()
    window.start_match(human_match(seed=3, rules={"fan_cap": 4}, game="sichuan"))
    dialog = window.show_patterns()
    assert dialog.page == "sichuan"
    rules = dialog.rules["sichuan"]
    assert isinstance(rules, SichuanRules) and rules.fan_cap == 4
    window.close_table()


def test_the_first_game_of_a_kind_offers_the_guide_once(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    assert not window.preferences.guide_offered("paofeng")
    window._start(human_match(seed=4, game="paofeng"))
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert len(boxes) == 1
    boxes[0].button(QMessageBox.StandardButton.Yes).click()
    assert isinstance(window.dialog, GuideDialog)
    assert window.dialog.page == "paofeng"
    window.dialog.close()
    assert window.preferences.guide_offered("paofeng")
    assert not window.preferences.guide_offered("sichuan")
    window._start(human_match(seed=5, game="paofeng"))
    assert not [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    window.close_table()


def test_the_pattern_table_counts_from_the_players_record(make_window: WindowFactory) -> None:
    window = make_window()
    dialog = window.show_patterns()
    assert dialog.counts is not None
    assert set(dialog.counts) == {"sichuan", "paofeng", "guafeng"}
    assert all(dict(counts) == {} for counts in dialog.counts.values())  # a fresh record: nothing made yet
    assert "| 0 |" in dialog.markdown("sichuan", "en")
