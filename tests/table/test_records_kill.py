"""A finished hand is counted once, never twice, never lost, whenever the app is killed (a real SIGKILL)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from fengyu.table.records import HandRecorder, RecordStore
from fengyu.table.replay_file import hand_id
from fengyu.table.table import Table
from tests.table.conftest import run_bots

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

ROOT = Path(__file__).resolve().parents[2]

KILLED_PLAYER = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from fengyu.table.records import HandRecorder, RecordStore, _transaction
    from fengyu.table.table import Table
    from tests.table.conftest import bots_config, run_bots

    folder, moment = Path(sys.argv[1]), sys.argv[2]
    table = Table(bots_config(seed=5, hands=2), autosave=folder / "autosave.json")
    store = RecordStore(folder / "records.sqlite3")

    def die(update):
        if table.hand_over:
            os.kill(os.getpid(), signal.SIGKILL)

    if moment == "saved_not_recorded":
        table.listeners.append(die)  # the table saved the finished hand; the recorder never hears of it
    HandRecorder(store, table, 0)
    if moment == "recorded":
        table.listeners.append(die)  # saved and recorded
    if moment == "mid_commit":
        real = store._db

        class Dying:
            def execute(self, sql, *args):
                result = real.execute(sql, *args)
                if sql.startswith("INSERT INTO hand_files"):
                    os.kill(os.getpid(), signal.SIGKILL)  # the hand's row is written, the commit is not
                return result

        store._db = Dying()
    table.start_hand()
    run_bots(table, limit=int(sys.argv[3]))
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


def killed(folder: Path, moment: str, limit: int = 10_000) -> None:
    done = subprocess.run(
        [sys.executable, "-c", KILLED_PLAYER, str(folder), moment, str(limit)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": f"{ROOT / 'desktop'}{os.pathsep}{ROOT}"},
        check=False,
    )
    assert done.returncode == -signal.SIGKILL, done.stderr


@pytest.mark.parametrize("moment", ["saved_not_recorded", "recorded", "mid_commit", "mid_hand"])
def test_a_hand_finished_around_a_kill_is_recorded_exactly_once(tmp_path: Path, moment: str) -> None:
    killed(tmp_path, moment, limit=30 if moment == "mid_hand" else 10_000)
    table = Table.resume(tmp_path / "autosave.json")
    store = RecordStore(tmp_path / "records.sqlite3")
    assert store.problem is None
    HandRecorder(store, table, 0)  # the app attaches its recorder to every table it resumes
    run_bots(table)  # finish the hand if the kill came before its end (it ends with the same moves)
    assert table.hand_over
    first = hand_id(table.match_id, 0)
    assert [row.hand_id for row in store.history()] == [first]
    assert store.stats("sichuan").points == (table.history[0].totals[0],)
    # Resuming once more, and playing on, never counts the first hand again.
    again = Table.resume(tmp_path / "autosave.json")
    HandRecorder(store, again, 0)
    again.start_hand()
    run_bots(again)
    assert [row.hand_id for row in store.history()] == [hand_id(table.match_id, 1), first]
    assert store.stats("sichuan").hands == 2
    assert store.hand_file(first) is not None
