"""The shipped tables are exactly what the generator in tools/ produces."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from fengyu.mahjong import tables

ROOT = Path(__file__).resolve().parents[2]


def test_tables_bin_matches_the_generator() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_mahjong_tables.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_loaded_tables_are_consistent() -> None:
    t = tables.load()
    ids = len(t.vectors)
    assert len(t.comb) == ids and all(len(row) == ids for row in t.comb)
    empty = t.suit[bytes(9)]
    assert t.vectors[empty] == tuple(3 * m + 2 * p for m in range(5) for p in range(2))
    # The empty block is the identity of the combination.
    assert all(t.comb[v][empty] == v for v in range(ids))
