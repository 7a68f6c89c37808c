"""The home screen: three games side by side to play, continue, learn and see one's record, at every size."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.records import RecordStore
from fengyu.table.table import Table
from fengyu.ui.dialogs.new_game import NewGameDialog
from fengyu.ui.guide import GuideDialog
from fengyu.ui.home.screen import HomeScreen
from fengyu.ui.records.stats_window import StatisticsWindow
from tests.table.test_records import pool
from tests.ui.conftest import WindowFactory


def me_and_bots(game: str, level: str = "hard") -> MatchConfig:
    seats = (SeatSpec("human", "Lin"), *(SeatSpec("bot", level=level) for _ in range(3)))
    return MatchConfig(game, {}, seats, 5, 4)


def test_the_window_opens_on_the_home_screen_with_each_game_s_record(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    for hand in pool("sichuan"):
        store.record(hand)
    store.close()
    window = make_window("en")
    home = window.welcome
    assert isinstance(home, HomeScreen)
    assert window.stack.currentWidget() is home
    assert list(home.cards) == ["sichuan", "paofeng", "guafeng"]
    hands = len(pool("sichuan"))
    assert home.cards["sichuan"].record.text().startswith(f"{hands} hands")
    assert home.cards["paofeng"].record.text() == "No hands played yet"
    assert not any(card.continue_button.isVisible() for card in home.cards.values())
    assert all(card.preview.grab().width() > 0 for card in home.cards.values())


def test_continue_is_offered_on_the_saved_game_s_card(qtbot: QtBot, make_window: WindowFactory, tmp_path: Path) -> None:
    Table(me_and_bots("guafeng"), autosave=tmp_path / "autosave.json").start_hand()
    window = make_window("en")
    home = window.welcome
    assert [g for g, card in home.cards.items() if card.continue_button.isVisible()] == ["guafeng"]
    home.cards["guafeng"].continue_button.click()
    assert window.table is not None
    assert window.table.config.game == "guafeng"


def test_quick_play_uses_the_last_settings_with_a_fresh_deal(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    last = me_and_bots("paofeng", level="easy")
    window.preferences.last_match = last
    window.welcome.cards["paofeng"].play_button.click()
    table = window.table
    assert table is not None
    assert (table.config.game, table.config.seats) == ("paofeng", last.seats)
    assert table.rules == table.kind.rules_class.from_json(last.rules)
    assert table.config.seed != last.seed
    window.close_table()
    assert window.stack.currentWidget() is window.welcome
    window.welcome.cards["sichuan"].play_button.click()  # another game: its defaults, the player's name
    assert window.table is not None
    assert window.table.config.game == "sichuan"
    assert window.table.config.seats[0].name == "Lin"


def test_every_other_button_does_what_it_says(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    home = window.welcome
    home.cards["guafeng"].new_button.click()
    assert isinstance(window.dialog, NewGameDialog)
    assert window.dialog.game_code == "guafeng"
    window.dialog.reject()
    asked: list[str] = []
    home.how_to_play.connect(asked.append)
    home.cards["paofeng"].learn_button.click()
    assert asked == ["paofeng"]
    assert isinstance(window.dialog, GuideDialog)
    assert window.dialog.page == "paofeng"
    window.dialog.reject()
    home.cards["guafeng"].record_button.click()
    assert isinstance(window.record_window, StatisticsWindow)
    assert window.record_window.game == "guafeng"
    window.record_window.close()


def test_the_home_screen_takes_the_felt_colour(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    window.preferences.set_table_colour("red")
    window._apply_preferences()
    assert window.welcome.cards["sichuan"].preview.felt == window.preferences.table_colour
    assert window.preferences.table_colour.darker(190).name() in window.welcome.styleSheet()
    window.welcome.set_felt(QColor("#24506e"))
    assert window.welcome.cards["guafeng"].preview.felt == QColor("#24506e")


@pytest.mark.parametrize("language", ["en", "zh_CN"])
@pytest.mark.parametrize("size", [(800, 560), (1180, 800), (1920, 1080)])
def test_everything_fits_at_every_size(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, language: str, size: tuple[int, int]
) -> None:
    Table(me_and_bots("sichuan"), autosave=tmp_path / "autosave.json").start_hand()
    window = make_window(language)
    try:
        check_fit(qtbot, window.welcome, window, size)
    finally:
        window.set_language("en")  # the app's translator outlives the window


def check_fit(qtbot: QtBot, home: HomeScreen, window: QWidget, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    qtbot.wait(100)  # the text grows with the window (a style sheet change) …
    layout = window.layout()
    assert layout is not None
    layout.activate()  # … and the layout takes it in now
    area = QRect(QPoint(0, 0), home.size())
    for widget in home.findChildren(QPushButton) + home.findChildren(QLabel):
        if not widget.isVisibleTo(home):
            continue
        place = QRect(widget.mapTo(home, QPoint(0, 0)), widget.size())
        assert area.contains(place), (widget.text(), place, area)
        if isinstance(widget, QPushButton):
            assert widget.fontMetrics().horizontalAdvance(widget.text()) <= widget.width(), widget.text()
            assert widget.height() >= widget.fontMetrics().height()
        elif not widget.wordWrap():
            assert widget.fontMetrics().horizontalAdvance(widget.text()) <= widget.width(), widget.text()
        else:
            assert widget.heightForWidth(widget.width()) <= widget.height() + 1, widget.text()
    for card in home.cards.values():
        assert card.preview.height() >= card.preview.minimumHeight()
