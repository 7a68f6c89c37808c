"""Saves written by the last release (format 1: one JSON document, rewritten after every action) still resume.

The fixtures in ``fixtures/`` were written by that code (commit 13d6003). A
resume today reaches exactly the state saved. How the match goes on differs
from that release by design: its bots started their random state afresh at a
resume (issue 17's point 7); today every decision's seed follows from the
log, so a resumed match — from either format — plays on exactly as it would
have uninterrupted. (No bot in the fixtures thinks within a time budget —
Guafeng's hard, the experts — whose moves depend on the machine's speed.)
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from fengyu.core.protocol import with_todays_codes
from fengyu.table.table import Table
from tests.table.conftest import play_on, run_bots

FIXTURES = Path(__file__).parent / "fixtures"
SAVES = ("mid_hand", "between_hands", "paofeng", "guafeng")


def _as_json(data: object) -> object:
    """``data`` as it reads back from JSON (tuples become lists)."""
    return json.loads(json.dumps(data))


def _resumed(name: str, tmp_path: Path) -> tuple[Table, dict[str, Any], Path]:
    tmp_path.mkdir(exist_ok=True)
    path = tmp_path / "autosave.json"
    shutil.copyfile(FIXTURES / f"format1_{name}.json", path)
    # Codes and payment lines as today's code reads them (``with_todays_codes``): the kong rename.
    return Table.resume(path), with_todays_codes(json.loads(path.read_text())), path


@pytest.mark.parametrize("name", SAVES)
def test_a_format_1_save_resumes_where_it_stood(name: str, tmp_path: Path) -> None:
    table, saved, _ = _resumed(name, tmp_path)
    assert table.config.to_json() == saved["config"]
    assert _as_json([h.to_json() for h in table.history]) == saved["history"]
    assert table.coins == saved["coins"]
    assert table.hand_index == saved["hand_index"]
    assert {str(s): sorted(i) for s, i in table.pre_orders.items()} == saved["pre_orders"]
    assert {str(s): level for s, level in table.stand_ins.items()} == saved["stand_ins"]
    if saved["hand"] is None:
        assert table.hand is None
    else:
        assert table.hand is not None
        assert _as_json(table.hand.record().to_json()) == saved["hand"]


@pytest.mark.parametrize("name", SAVES)
def test_a_format_1_save_plays_on_the_same_through_a_second_resume(name: str, tmp_path: Path) -> None:
    """Resumed, saved in today's format mid-way, resumed again: the match ends as one played on in one go."""
    straight, _, _ = _resumed(name, tmp_path / "straight")
    play_on(straight)
    table, _, path = _resumed(name, tmp_path / "interrupted")
    if table.hand_over:
        table.start_hand()
    run_bots(table, limit=7)
    again = Table.resume(path)
    assert path.read_bytes().count(b"\n") > 1  # a log now, no longer one document
    play_on(again)
    assert again.match_over
    assert _as_json([h.to_json() for h in again.history]) == _as_json([h.to_json() for h in straight.history])
    assert again.coins == straight.coins
