"""The table's sounds: made in code, valid WAV files, played only when the player wants them."""

from __future__ import annotations

import wave
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from fengyu.ui.mahjong.board import Board
from fengyu.ui.sounds import RATE, SOUNDS, Sounds, samples
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.driver import human_match, play_suggested, wait_for_turn


@pytest.mark.parametrize("name", SOUNDS)
def test_each_sound_is_a_short_clean_wave(name: str, tmp_path: Path) -> None:
    values = samples(name)
    assert 0.03 * RATE < len(values) < 1.2 * RATE
    assert max(abs(v) for v in values) <= 1.0
    assert max(abs(v) for v in values) > 0.1  # audible
    assert abs(values[-1]) < 0.05  # fades out instead of clicking off
    path = Sounds(tmp_path).path(name)
    with wave.open(str(path)) as stored:
        assert stored.getframerate() == RATE
        assert stored.getnframes() == len(values)


def test_unknown_sounds_are_refused() -> None:
    with pytest.raises(ValueError, match="no sound"):
        samples("gong")


def test_sounds_play_only_when_enabled(tmp_path: Path) -> None:
    sounds = Sounds(tmp_path, enabled=False)
    sounds.play("win")
    assert sounds.played == []
    sounds.enabled = True
    sounds.play("win")
    assert sounds.played == ["win"]
    assert (tmp_path / "win.wav").exists() == sounds.available  # written when a player can play it


def test_the_table_sounds_its_moves_and_preferences_silence_it(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en", "fast")
    window.preferences.sounds = True
    window.sounds.enabled = True
    window.start_match(human_match(seed=5, rules={"ding_que": False}))
    board = window.board
    assert isinstance(board, Board)
    for _ in range(3):
        assert wait_for_turn(qtbot, board)
        play_suggested(qtbot, board)
    qtbot.waitUntil(lambda: "tile" in window.sounds.played, timeout=10_000)
    dialog = window.show_preferences()
    dialog.sounds.setChecked(False)
    dialog.accept()
    assert not window.sounds.enabled
    heard = len(window.sounds.played)
    assert wait_for_turn(qtbot, board)
    play_suggested(qtbot, board)
    qtbot.wait(300)
    assert len(window.sounds.played) == heard
