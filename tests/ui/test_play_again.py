"""At the end of a match the window says how it ended and offers to play the same match again."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from fengyu.table.config import MatchConfig, SeatSpec
from tests.ui.conftest import WindowFactory


def test_match_over_offers_to_play_the_same_match_again(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    bots = tuple(SeatSpec("bot", level="easy") for _ in range(4))
    config = MatchConfig("sichuan", {}, bots, 11, 1)
    first = window.start_match(config)
    qtbot.waitUntil(
        lambda: first.match_over and window.session is not None and bool(window.session.history), timeout=60_000
    )
    box = window.match_over()  # what follows the last hand's result
    assert isinstance(box, QMessageBox)
    assert box.windowTitle() == "Match over" and "Final standings" in box.text()
    again = box.defaultButton()
    assert again is not None and again.text() == "&Play Again"
    again.click()
    table = window.table
    assert table is not None and table is not first
    assert table.config.rules == config.rules and table.config.seats == config.seats
    assert table.config.seed != config.seed  # new deals
