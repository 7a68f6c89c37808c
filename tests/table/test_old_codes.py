"""Saves and hand files written before the one meld vocabulary load and replay exactly as they did.

The fixtures in ``fixtures/rename`` were written by the code before the rename (commit 718f57a):
an autosave stopped mid-hand, a hand file kept whole and one kept as a LAN seat saw it, for a
Sichuan hand with all three kongs and two Paofeng hands with chows and all three kongs between
them. ``expected.json`` is what that code showed at every step; old codes in it are translated
by the alias table before comparing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fengyu.core.protocol import OLD_CODES, Action, with_todays_codes
from tests.table.rename_digest import FIXTURES, SAVES, replay_digest, save_digest


def _translated(data: Any, code: bool = False) -> Any:
    """``data`` with every old action, event and meld code replaced by today's: the strings of the digest's
    lists and the values named ``kind`` (scoring items keep their codes, under ``code``); ``EXPECTED`` has
    been through ``with_todays_codes``, as every old JSON read is."""
    if isinstance(data, str):
        return OLD_CODES.get(data, data) if code else data
    if isinstance(data, list):
        return [_translated(x, True) for x in data]
    if isinstance(data, dict):
        return {k: _translated(v, k == "kind") for k, v in data.items()}
    return data


EXPECTED = with_todays_codes(json.loads((FIXTURES / "expected.json").read_text()))


def test_the_fixtures_use_the_old_codes() -> None:
    """The fixtures really hold what the alias table has to translate."""
    text = "".join(p.read_text() for p in FIXTURES.glob("old_*"))
    for old in OLD_CODES:
        assert f'"{old}"' in text


def test_old_action_codes_are_read_as_todays() -> None:
    for old, new in OLD_CODES.items():
        assert Action.from_json({"seat": 1, "kind": old, "pieces": [3]}) == Action(1, new, (3,))


@pytest.mark.parametrize("name", SAVES)
def test_an_old_save_resumes_and_plays_on_identically(name: str, tmp_path: Path) -> None:
    assert save_digest(name, tmp_path) == _translated(EXPECTED[f"save_{name}"])


@pytest.mark.parametrize("keep", ["whole", "seat"])
@pytest.mark.parametrize("name", SAVES)
def test_an_old_hand_file_replays_identically(name: str, keep: str) -> None:
    assert replay_digest(FIXTURES / f"old_{name}_{keep}.hand.json") == _translated(EXPECTED[f"{keep}_{name}"])
