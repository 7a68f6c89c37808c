"""The result screen in the window: it waits for "Next hand", shows the table on request, and plays again."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.ui.result.screen import ResultScreen
from tests.ui.conftest import WindowFactory


def test_next_hand_deals_only_when_asked_and_play_again_starts_a_new_match(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("en")
    bots = tuple(SeatSpec("bot", level="easy") for _ in range(4))
    config = MatchConfig("sichuan", {}, bots, 5, 2)
    table = window.start_match(config)
    qtbot.waitUntil(lambda: isinstance(window.result_screen, ResultScreen), timeout=20_000)
    screen = window.result_screen
    assert screen is not None and screen is window.dialog and screen.isVisible()
    assert screen.parentWidget() is window.board  # over the table, inside the window
    qtbot.wait(400)
    assert table.hand_over and table.hand_index == 0  # nothing is dealt until the player asks
    screen.table_button.click()
    assert screen.isHidden() and screen.peek.isVisible()
    screen.peek.show_button.click()
    screen.next_button.click()
    qtbot.waitUntil(lambda: table.hand_index == 1, timeout=5_000)
    assert window.result_screen is None
    qtbot.waitUntil(lambda: window.result_screen not in (None, screen), timeout=20_000)
    last = window.result_screen
    assert last is not None and last.match_over and table.match_over
    assert last.next_button.text() == "&Play again" and last.view.final.isVisible()
    last.next_button.click()
    new = window.table
    assert new is not None and new is not table
    assert new.config.seed != config.seed and new.config.seats == config.seats and new.config.game == "sichuan"
    qtbot.waitUntil(lambda: new.hand is not None, timeout=5_000)
    assert window.result_screen is None and not new.history
