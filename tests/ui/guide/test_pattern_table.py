"""The pattern table's "You made it" column, filled from the records database."""

from __future__ import annotations

from pathlib import Path

from fengyu.games.paofeng.rules import PaofengRules
from fengyu.table.records import RecordStore
from fengyu.ui.guide.pattern_table import pattern_markdown
from fengyu.ui.names import paofeng_name
from tests.table.test_records import tian_hu_hand


def made_column(markdown: str, code: str) -> str:
    """The last cell ("You made it") of the row of ``code``."""
    label = paofeng_name("item", code)
    row = next(line for line in markdown.splitlines() if line.startswith(f"| {label} |"))
    return row.strip("| ").split(" | ")[-1]


def test_a_recorded_tian_hu_counts_in_its_member_s_row(tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    store.record(tian_hu_hand())
    markdown = pattern_markdown("paofeng", PaofengRules(), store.pattern_counts("paofeng"))
    assert made_column(markdown, "ying_qi_dui") == "1"
    assert made_column(markdown, "qi_shou_hu") == "0"  # another member, not made
