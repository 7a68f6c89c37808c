"""The shipped tables are exactly what the generator in tools/ produces."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

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
    empty = t.suit[bytes(9)] >> tables.ID_SHIFT
    assert t.vectors[empty] == tuple(3 * m + 2 * p for m in range(5) for p in range(2))
    # The empty block is the identity of the combination.
    assert all(t.comb[v][empty] == v for v in range(ids))


def test_packed_entries_carry_the_block_totals() -> None:
    entry = tables.load().suit[bytes([4, 3, 2, 1, 0, 0, 0, 0, 1])]
    assert (entry & 255, entry >> 8 & 127, entry >> 15 & 127) == (11, 2 + 1 + 1, 1 + 1 + 1)


def test_block_entries_are_kept_in_a_plain_dict_and_bad_counts_are_refused() -> None:
    t = tables.load()
    key = bytes([0, 2, 1, 1, 0, 0, 3, 0, 0])
    entry = t.suit[key]
    # The analyser's hot paths subscript the cache itself: an exact dict holding what the lookup computed.
    assert type(t.suit.cache) is dict and t.suit.cache[key] == entry
    index = sum(n * 5**k for k, n in enumerate(key))
    assert t.suit_index[key] == index and t.suit_index.cache[key] == index
    for bad in (bytes([5, 0, 0, 0, 0, 0, 0, 0, 0]), bytes(8)):
        with pytest.raises(tables.CountsError):
            t.suit_free[bad]
        assert bad not in t.suit_free.cache
