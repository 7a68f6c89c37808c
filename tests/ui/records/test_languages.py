"""The statistics and replay windows in both languages: every chart drawn, no text without its glyphs or cut off."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QImage, QTextLayout
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from fengyu.table.records import RecordStore
from fengyu.ui.records.replay_window import ReplayWindow
from fengyu.ui.records.stats_window import StatisticsWindow
from fengyu.ui.translations import Translations
from fengyu.ui.ui_font import install_ui_font
from tests.table.test_records import pool
from tests.table.test_replay import live_hands


@pytest.fixture(params=["en", "zh_CN"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    install_ui_font(app)
    translations = Translations(app)
    translations.use(request.param)
    yield request.param
    translations.use("en")


def missing_glyphs(text: str, font: QFont) -> bool:
    """Whether any character of ``text`` is drawn as the empty box (glyph 0), fallback fonts included (the app
    carries its UI face, installed as every font's fallback: see the ``language`` fixture)."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return any(0 in run.glyphIndexes() for run in layout.glyphRuns())


def check_texts(window: QWidget, language: str) -> None:
    for widget in window.findChildren(QLabel) + window.findChildren(QAbstractButton):
        text = widget.text()
        if not widget.isVisibleTo(window) or not text:
            continue
        assert not missing_glyphs(text, widget.font()), text
        wraps = isinstance(widget, QLabel) and widget.wordWrap()
        if not wraps and "\n" not in text:
            room = widget.contentsRect().width() if isinstance(widget, QLabel) else widget.width()
            assert widget.fontMetrics().horizontalAdvance(text) <= room + 1, text
        if language == "zh_CN" and any(c.isascii() and c.isalpha() for c in text):
            assert not text.isascii() or text in {"OK"}, f"untranslated: {text}"


def drawn(widget: QWidget) -> bool:
    """Whether the widget painted a picture (many colours), not a flat box."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    colours = {image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)}
    return len(colours) > 40


def test_the_statistics_window(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    for game in ("sichuan", "paofeng", "guafeng"):
        for hand in pool(game):
            store.record(hand)
    window = StatisticsWindow(store, lambda _hand: None, game="sichuan")
    qtbot.addWidget(window)
    for width, height in ((800, 560), (1920, 1080)):
        window.resize(width, height)
        window.show()
        qtbot.wait(50)
        for index in range(3):
            window.game_box.setCurrentIndex(index)
            layout = window.layout()
            assert layout is not None
            layout.activate()  # the figures' column takes its new width now
            check_texts(window, language)
            assert drawn(window.points_chart)
            assert drawn(window.outcome_chart)
    if language == "zh_CN":
        assert window.windowTitle() == "战绩"


@pytest.mark.parametrize("game", ["sichuan", "guafeng"])
def test_the_replay_window(qtbot: QtBot, language: str, game: str) -> None:
    (hand, _), *_ = live_hands(game, seed=17, hands=1)
    window = ReplayWindow(hand, open_hands=True)
    qtbot.addWidget(window)
    assert window.open_box.isChecked()  # every hand open: the busiest table, and the open box's own text
    window.show()
    window.next_decision()
    for width, height in ((800, 560), (1100, 760), (1920, 1080)):
        window.resize(width, height)
        qtbot.wait(50)
        check_texts(window, language)
        assert window.board is not None
        assert drawn(window.board)
    if language == "zh_CN":
        assert window.decision_button.text() == "下一个决定"
        assert "牌谱回放" in window.windowTitle()
