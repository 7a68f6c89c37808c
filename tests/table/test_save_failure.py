"""A failed autosave never stops play: the problem is reported, retried after every action, and cleared."""

from __future__ import annotations

import shutil
from pathlib import Path

from fengyu.table.table import Table
from tests.table.conftest import bots_config, run_bots


def _break_folder(folder: Path) -> Path:
    """Replace ``folder`` with a plain file (as a removed folder or a full disk would fail); the old one is kept."""
    kept = folder.with_name(folder.name + ".kept")
    folder.rename(kept)
    folder.write_text("not a folder")
    return kept


def _restore_folder(folder: Path, kept: Path) -> None:
    folder.unlink()
    kept.rename(folder)


def test_a_save_failure_is_reported_and_play_goes_on_in_memory(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    path = folder / "autosave.json"
    table = Table(bots_config(seed=11, hands=2), autosave=path)
    table.start_hand()
    run_bots(table, limit=10)
    assert table.save_problem is None
    kept = _break_folder(folder)

    assert table.hand is not None
    before = len(table.hand.actions)
    run_bots(table, limit=10)
    assert len(table.hand.actions) == before + 10
    assert table.save_problem is not None
    assert "cannot be saved" in table.save_problem
    assert not table.retry_save()

    _restore_folder(folder, kept)
    run_bots(table, limit=1)
    assert table.save_problem is None
    resumed = Table.resume(path)
    assert resumed.hand is not None
    assert resumed.hand.actions == table.hand.actions
    assert resumed.view(0) == table.view(0)


def test_retry_save_clears_the_problem_without_an_action(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    path = folder / "autosave.json"
    table = Table(bots_config(seed=12, hands=2), autosave=path)
    table.start_hand()
    kept = _break_folder(folder)
    run_bots(table, limit=3)
    assert table.save_problem is not None
    _restore_folder(folder, kept)
    assert table.retry_save()
    assert table.save_problem is None
    assert table.hand is not None
    resumed = Table.resume(path).hand
    assert resumed is not None
    assert resumed.actions == table.hand.actions


def test_a_failed_save_between_hands_does_not_stop_the_next_deal(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    path = folder / "autosave.json"
    table = Table(bots_config(seed=13, hands=2), autosave=path)
    table.start_hand()
    run_bots(table)
    shutil.rmtree(folder)
    folder.write_text("not a folder")
    table.start_hand()
    run_bots(table)
    assert table.match_over
    assert table.save_problem is not None
