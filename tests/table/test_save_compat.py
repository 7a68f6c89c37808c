"""Saves written by the last release (format 1: one JSON document, rewritten after every action) still resume.

The fixtures in ``fixtures/`` were written by that code (commit 13d6003), with
``format1_played_on.json`` recording how that code played each one on to the
end of the match after a resume (people's seats timing out). A resume today
must reach the same state and play on the same way. (No bot in them thinks
within a time budget — Guafeng's hard, the experts — whose moves depend on the
machine's speed.)
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from fengyu.table.table import Table
from tests.table.conftest import play_on

FIXTURES = Path(__file__).parent / "fixtures"
SAVES = ("mid_hand", "between_hands", "paofeng", "guafeng")


def _as_json(data: object) -> object:
    """``data`` as it reads back from JSON (tuples become lists)."""
    return json.loads(json.dumps(data))


def _resumed(name: str, tmp_path: Path) -> tuple[Table, dict, Path]:
    path = tmp_path / "autosave.json"
    shutil.copyfile(FIXTURES / f"format1_{name}.json", path)
    return Table.resume(path), json.loads(path.read_text()), path


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
def test_a_format_1_save_plays_on_as_the_last_release_played_it(name: str, tmp_path: Path) -> None:
    expected = json.loads((FIXTURES / "format1_played_on.json").read_text())[name]
    table, _, path = _resumed(name, tmp_path)
    play_on(table)
    assert _as_json([h.to_json() for h in table.history]) == expected["history"]
    assert table.coins == expected["coins"]
    again = Table.resume(path)  # saved on the way in today's format
    assert _as_json([h.to_json() for h in again.history]) == expected["history"]
    assert again.match_over
