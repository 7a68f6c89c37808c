"""The statistics window and the window's record keeping: every hand played in the app is counted and replayable."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.records import RecordStore
from fengyu.table.replay_file import HandFile, read_hand_file, write_hand_file
from fengyu.ui.records.replay_window import ReplayWindow
from fengyu.ui.records.stats_window import StatisticsWindow
from tests.table.test_records import pool
from tests.ui.conftest import WindowFactory


def test_the_window_shows_the_record_of_each_game(qtbot: QtBot, tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    for game in ("sichuan", "guafeng"):
        for hand in pool(game):
            store.record(hand)
    opened: list[HandFile] = []
    window = StatisticsWindow(store, opened.append, game="sichuan")
    qtbot.addWidget(window)
    window.show()
    stats = store.stats("sichuan")
    assert window.figure_values["hands"].text() == str(stats.hands)
    assert window.points_chart.points == stats.points
    assert window.points_chart.running()[-1] == sum(stats.points)
    assert sum(s.count for s in window.outcome_chart.shares) == stats.hands
    assert window.table.rowCount() == stats.hands
    assert window.level_box.count() == 2  # all levels, and the one level played
    window.table.selectRow(1)
    window.replay_button.click()
    assert [h.hand_id for h in opened] == [store.history("sichuan")[1].hand_id]
    exported = window.export_selected(tmp_path / "sent.json")
    assert exported is not None
    assert read_hand_file(exported).hand_id == opened[0].hand_id
    window.game_box.setCurrentIndex(2)
    assert window.game == "guafeng"
    assert window.figure_values["hands"].text() == str(len(pool("guafeng")))
    assert window.figure_values["levels"].isVisibleTo(window)
    assert not window.figure_values["deal_ins"].isVisibleTo(window)
    window.game_box.setCurrentIndex(1)
    assert window.figure_values["hands"].text() == "0"
    assert window.table.rowCount() == 0
    assert window.points_chart.grab().width() > 0


def test_hands_played_in_the_app_are_counted_and_replay(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    bots = tuple(SeatSpec("bot", level="easy") for _ in range(4))
    table = window.start_match(MatchConfig("paofeng", {}, bots, 77, 2))
    qtbot.waitUntil(lambda: len(table.history) >= 1, timeout=30_000)
    assert window.records.stats("paofeng", "easy").hands == 1
    statistics = window.show_statistics()
    assert statistics.game == "paofeng"
    statistics.table.selectRow(0)
    statistics.replay_selected()
    replay = window.record_window
    assert isinstance(replay, ReplayWindow)
    assert replay.hand.hand_id == f"{table.match_id}:0"
    replay.close()
    statistics.close()


def test_the_match_history_replays_a_finished_hand(qtbot: QtBot, make_window: WindowFactory) -> None:
    """Game → Hand History… offers Replay beside the settlement: the hand as it was kept when it ended."""
    window = make_window("en")
    bots = tuple(SeatSpec("bot", level="easy") for _ in range(4))
    table = window.start_match(MatchConfig("sichuan", {}, bots, 31, 2))
    qtbot.waitUntil(lambda: len(table.history) >= 1, timeout=30_000)
    history = window.show_history()
    assert history is not None and history.replay_button.isVisible()
    assert history.replay_hand(len(table.history)) is None  # the totals row is no hand
    replay = history.replay_hand(0)
    assert isinstance(replay, ReplayWindow)
    assert replay.hand.hand_id == f"{table.match_id}:0"
    replay.close()
    assert window.keeper is not None
    window.keeper.detach()  # a hand that was never kept is explained, not replayed
    window.records.close()
    window.records = RecordStore(window.records.path.with_name("empty.sqlite3"))
    assert window.replay_kept(table.history[0]) is None
    assert isinstance(window.dialog, QMessageBox) and "was not kept" in window.dialog.text()


def test_a_hand_file_opens_and_a_bad_one_is_explained(qtbot: QtBot, make_window: WindowFactory, tmp_path: Path) -> None:
    window = make_window("en")
    path = tmp_path / "hand.json"
    write_hand_file(path, pool("guafeng")[0])
    replay = window.open_hand(path)
    assert isinstance(replay, ReplayWindow)
    replay.close()
    path.write_text("[1, 2")
    assert window.open_hand(path) is None
    assert isinstance(window.dialog, QMessageBox)
    assert "not valid JSON" in window.dialog.text()


def test_a_damaged_record_is_explained_at_start(qtbot: QtBot, make_window: WindowFactory, tmp_path: Path) -> None:
    (tmp_path / "records.sqlite3").write_bytes(b"garbage" * 200)
    window = make_window("en")
    window.offer_resume()
    assert isinstance(window.dialog, QMessageBox)
    assert "could not be read" in window.dialog.text()
    assert (tmp_path / "records.sqlite3.unreadable").exists()


def test_a_hand_that_does_not_replay_is_explained(qtbot: QtBot, make_window: WindowFactory, tmp_path: Path) -> None:
    window = make_window("en")
    hand = pool("sichuan")[0]
    assert hand.record is not None
    cut = HandFile.from_json({**hand.to_json(), "record": {**hand.record.to_json(), "actions": []}})
    path = tmp_path / "cut.json"
    write_hand_file(path, cut)
    assert window.open_hand(path) is None
    assert isinstance(window.dialog, QMessageBox)
    assert "stop before the hand ends" in window.dialog.text()
    window.records.record(cut)
    statistics = window.show_statistics("sichuan")
    statistics.table.selectRow(0)
    statistics.replay_selected()
    assert isinstance(window.dialog, QMessageBox)
    assert str(path) not in window.dialog.text()
    assert "The hand cannot be replayed" in window.dialog.text()
    statistics.close()
