"""Autosave and resume: every action is saved; a killed process loses nothing; bad files are refused clearly."""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from fengyu.table import save
from fengyu.table.save import SAVE_FORMAT, SaveError, read_save, set_aside, write_save
from fengyu.table.table import BotTurn, Table
from tests.table.conftest import bots_config, run_bots


def test_every_action_is_saved_and_resumes_exactly(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    table = Table(bots_config(hands=2), autosave=path)
    table.start_hand()
    for _ in range(40):
        run_bots(table, limit=1)
        assert table.hand is not None
        resumed = Table.resume(path)
        assert resumed.hand is not None
        assert resumed.hand.actions == table.hand.actions
        assert resumed.hand.events == table.hand.events
        assert resumed.view(2) == table.view(2)


def test_a_resumed_match_carries_on_identically(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    straight = Table(bots_config(seed=21, hands=2))
    straight.start_hand()
    run_bots(straight)
    straight.start_hand()
    run_bots(straight)

    table = Table(bots_config(seed=21, hands=2), autosave=path)
    table.start_hand()
    run_bots(table)
    table.start_hand()
    run_bots(table, limit=25)
    resumed = Table.resume(path)
    assert resumed.hand_index == 1
    assert [h.to_json() for h in resumed.history] == [h.to_json() for h in table.history]
    assert resumed.hand is not None
    assert straight.hand is not None
    # Bots choose from their views alone, so the rest of the hand repeats the uninterrupted match.
    for action in straight.hand.actions[len(resumed.hand.actions) :]:
        resumed.hand.apply(action)
    assert resumed.hand.events == straight.hand.events


def test_a_finished_hand_resumes_between_hands(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    table = Table(bots_config(hands=3), autosave=path)
    table.start_hand()
    run_bots(table)
    resumed = Table.resume(path)
    assert resumed.hand_over
    assert not resumed.match_over
    assert len(resumed.history) == 1
    resumed.start_hand()
    assert resumed.hand_index == 1


KILLED_PLAYER = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    from fengyu.table.table import Table
    from tests.table.conftest import bots_config, run_bots

    table = Table(bots_config(seed=5, hands=2), autosave=Path(sys.argv[1]))
    table.start_hand()
    run_bots(table, limit=int(sys.argv[2]))
    print(len(table.hand.actions), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_killed_process_loses_nothing(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", KILLED_PLAYER, str(path), "37"],
        capture_output=True,
        text=True,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        check=False,
    )
    assert done.returncode == -signal.SIGKILL
    played = int(done.stdout.split()[0])
    assert played >= 37
    resumed = Table.resume(path)
    assert resumed.hand is not None
    assert len(resumed.hand.actions) == played
    assert not list(tmp_path.glob("*.tmp"))


def test_unreadable_saves_get_clear_errors(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    with pytest.raises(SaveError, match="cannot be read"):
        read_save(path)
    path.write_bytes(b"\x00\xff garbage")
    with pytest.raises(SaveError, match="damaged"):
        Table.resume(path)
    path.write_text('{"format": 1, "config": {"game"')
    with pytest.raises(SaveError, match="damaged"):
        Table.resume(path)
    path.write_text("[1, 2, 3]")
    with pytest.raises(SaveError, match="not a Fengyu saved game"):
        Table.resume(path)
    path.write_text(json.dumps({"format": SAVE_FORMAT + 1}))
    with pytest.raises(SaveError, match="newer version"):
        Table.resume(path)


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("history"),
        lambda d: d["config"].update(game="chess"),
        lambda d: d["config"]["rules"].update(mode="sideways"),
        lambda d: d["hand"]["actions"].append({"seat": 0, "kind": "discard", "pieces": [99]}),
        lambda d: d["hand"]["actions"].insert(0, {"seat": 9, "kind": "?"}),
        lambda d: d["hand"].update(format=99),
        lambda d: d["hand"].update(game="guafeng"),
        lambda d: d["history"][0].update(coins="lots"),
        lambda d: d["history"].append({"index": 0}),
    ],
)
def test_damaged_saves_are_refused_not_half_loaded(tmp_path: Path, damage: Callable[[dict[str, Any]], object]) -> None:
    """A save of the last release (one document), damaged."""
    path = tmp_path / "autosave.json"
    data = json.loads((Path(__file__).parent / "fixtures" / "format1_mid_hand.json").read_text())
    damage(data)
    write_save(path, {k: v for k, v in data.items() if k != "format"})
    with pytest.raises(SaveError):
        Table.resume(path)


def test_unusable_saves_are_set_aside_not_deleted(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_text("broken")
    first = set_aside(path)
    path.write_text("broken again")
    second = set_aside(path)
    assert first != second
    assert first.read_text() == "broken"
    assert second.read_text() == "broken again"
    assert not path.exists()


def test_each_action_appends_one_line_to_the_same_file(tmp_path: Path) -> None:
    """Saving costs the same at every move: one line appended, the file never rewritten while saves succeed."""
    path = tmp_path / "autosave.json"
    table = Table(bots_config(seed=8, hands=2), autosave=path)
    table.start_hand()
    inode = path.stat().st_ino
    lines = path.read_bytes().count(b"\n")
    waiting: list[BotTurn] = []
    for _ in range(30):
        waiting = waiting or table.bot_turns()
        turn = waiting.pop(0)
        assert table.answer(turn, table.think(turn)) is not None
        now = path.read_bytes().count(b"\n")
        assert now == lines + (2 if table.hand_over else 1)  # the move, and the result with the last one
        lines = now
    assert path.stat().st_ino == inode
    assert table.hand is not None
    assert json.loads(path.read_text().splitlines()[-1]) == {"act": table.hand.actions[-1].to_json()}


def test_a_long_log_is_written_short_again_and_resumes_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Once the finished hands' moves outweigh the rest the log is rewritten with their results alone."""
    monkeypatch.setattr(save, "COMPACT_AFTER", 20_000)
    path = tmp_path / "autosave.json"
    table = Table(bots_config(seed=9, hands=8, level="easy"), autosave=path)
    sizes = []
    while not table.match_over:
        table.start_hand()
        run_bots(table)
        sizes.append(path.stat().st_size)
    assert any(later < earlier for earlier, later in itertools.pairwise(sizes))  # rewritten shorter at least once
    entries = [json.loads(line) for line in path.read_text().splitlines()[1:]]
    assert sum("deal" in e for e in entries) < len(table.history)  # finished hands kept by their results
    resumed = Table.resume(path)
    assert [h.to_json() for h in resumed.history] == [h.to_json() for h in table.history]
    assert resumed.hand is not None and table.hand is not None
    assert resumed.hand.actions == table.hand.actions
