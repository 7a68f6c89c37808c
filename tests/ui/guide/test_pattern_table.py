"""The pattern table's "You made it" column, filled from the records database."""

from __future__ import annotations

from pathlib import Path

import pytest

from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.registry import game as game_spec
from fengyu.table.records import RecordStore
from fengyu.ui import names
from fengyu.ui.guide import patterns
from fengyu.ui.guide.pattern_table import pattern_markdown
from fengyu.ui.meanings import meaning
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


@pytest.mark.parametrize("game", ["sichuan", "paofeng", "guafeng"])
def test_every_row_says_what_its_pattern_is(game: str) -> None:
    """The second column of each pattern's (Guafeng: combination's) row is its meaning, never empty."""
    markdown = pattern_markdown(game, game_spec(game).rules())
    rows = [line for line in markdown.splitlines() if line.startswith("| ") and "![" in line]
    if game == "guafeng":
        rows = rows[: len(patterns.guafeng_combinations(GuafengRules()))]  # the combinations' table
    assert rows
    cells = [row.strip("| ").split(" | ")[1] for row in rows]
    assert all(cells), rows
    everything = {meaning(game, code) for code in (*names._NAMES["pattern"], *names._NAMES["paofeng_item"])}
    everything |= {meaning("guafeng", kind) for kind in ("single", "pair", "feng", "yu", "lei")}
    assert set(cells) <= everything


def test_guafengs_table_says_what_sticking_is() -> None:
    assert meaning("guafeng", "zhan") in pattern_markdown("guafeng", GuafengRules())
