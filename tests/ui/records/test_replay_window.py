"""The replay window: the game's own table stepping through a kept hand, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from fengyu.games.guafeng.engine import GuafengHand
from fengyu.table.replay_file import read_hand_file
from fengyu.ui.cards.table import CardTable
from fengyu.ui.mahjong.board import Board
from fengyu.ui.records.replay_window import ReplayWindow
from tests.table.test_replay import lan_kept, live_hands


@pytest.mark.parametrize("game", ["sichuan", "paofeng", "guafeng"])
def test_the_window_steps_forward_and_back_on_the_game_s_table(qtbot: QtBot, game: str) -> None:
    (hand, watcher), *_ = live_hands(game, seed=21, hands=1)
    window = ReplayWindow(hand)
    qtbot.addWidget(window)
    window.show()
    assert isinstance(window.board, CardTable if game == "guafeng" else Board)
    assert window.session is not None
    assert window.session.view() == watcher.steps[0][0][1]
    for position in range(1, 6):
        window.forward()
        assert window.replay.position == position
        assert window.session.view() == watcher.steps[position][0][1]
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.replay.position == 4
    assert window.session.view() == watcher.steps[4][0][1]
    window.next_decision()
    assert window.replay.frame.legal.get(0)
    assert "Hint engine:" in window.info.text()
    hint = window.replay.hint(0)
    assert hint is not None
    board = window.board
    assert board is not None
    qtbot.waitUntil(lambda: board.latest is not None and not board.director.busy)
    if hint.pieces and hint.kind not in ("chow", "pong", "exposed_kong", "win"):  # pieces from the seat's own hand
        assert sorted(window.mark_hint()) == sorted(hint.pieces)
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.session.hand_over
    assert not window.forward_button.isEnabled()
    window.seat_box.setCurrentIndex(2)
    assert window.session.seat == 2
    assert window.session.view() == watcher.steps[-1][2][1]
    assert window.open_box.isEnabled()  # a hand kept whole opens, whatever the game


def test_open_hands_and_export(qtbot: QtBot, tmp_path: Path) -> None:
    (hand, _), *_ = live_hands("sichuan", seed=3, hands=1)
    window = ReplayWindow(hand, open_hands=True)
    qtbot.addWidget(window)
    assert window.session is not None
    window.go(5)
    assert all(tiles is not None for tiles in window.session.view().revealed)
    window.open_box.setChecked(False)
    assert window.session.view().revealed[1] is None
    path = window.export(tmp_path / "hand.json")
    assert path is not None
    assert read_hand_file(path).dumps() == hand.dumps()


def settled(qtbot: QtBot, window: ReplayWindow) -> CardTable:
    board = window.board
    assert isinstance(board, CardTable)
    qtbot.waitUntil(lambda: board.latest is not None and not board.director.busy)
    return board


def test_guafeng_with_all_hands_open_shows_each_seat_s_true_cards(qtbot: QtBot) -> None:
    (hand, _), *_ = live_hands("guafeng", seed=5, hands=1)
    record = hand.record
    assert record is not None
    window = ReplayWindow(hand, seat=2, open_hands=True)
    qtbot.addWidget(window)
    window.resize(800, 560)
    window.show()
    assert window.open_box.isEnabled() and window.open_box.isChecked()
    play = next(i for i, f in enumerate(window.replay.frames) if f.views[0].phase == "play")
    for position in (0, play - 1, play + 1, play + 17, len(window.replay) - 2):
        window.go(position)
        board = settled(qtbot, window)
        engine = window.replay.kind.new_hand(record.rules, record.seed, record.inputs)
        assert isinstance(engine, GuafengHand)
        for action in record.actions[:position]:
            engine.apply(action)
        for seat in range(4):
            items = board.card_scene.items_in("hand", seat)
            assert sorted(c for item in items if (c := item.slot.card) is not None) == sorted(engine.hand(seat))
            assert all(item.face_up for item in items)
            for item in items:  # every card inside the table
                assert board.card_scene.sceneRect().contains(item.sceneBoundingRect())
    window.go(play - 2)
    engine = window.replay.kind.new_hand(record.rules, record.seed, record.inputs)
    assert isinstance(engine, GuafengHand)
    for action in record.actions[: play - 2]:
        engine.apply(action)
    for position in range(play - 1, play + 6):  # stepped on, animated as played: the open hands follow
        window.forward()
        engine.apply(record.actions[position - 1])
        board = settled(qtbot, window)
        for seat in range(4):
            items = board.card_scene.items_in("hand", seat)
            assert sorted(c for item in items if (c := item.slot.card) is not None) == sorted(engine.hand(seat))
            assert all(item.face_up for item in items)
    window.go(play + 1)
    window.open_box.setChecked(False)
    board = settled(qtbot, window)
    for seat in (0, 1, 3):
        items = board.card_scene.items_in("hand", seat)
        assert items and all(item.slot.card is None and not item.face_up for item in items)


def test_a_lan_kept_guafeng_hand_keeps_the_open_box_off(qtbot: QtBot) -> None:
    window = ReplayWindow(lan_kept("guafeng"), open_hands=True)
    qtbot.addWidget(window)
    assert not window.open_box.isEnabled()
    assert not window.open_box.isChecked()
    window.go(len(window.replay) // 2)
    board = settled(qtbot, window)
    for seat in (0, 2, 3):
        assert all(item.slot.card is None for item in board.card_scene.items_in("hand", seat))
