"""``fengyu bench lan --idle N``: the table plays on while idle connections are held against its host."""

from __future__ import annotations

import json
import subprocess
import sys


def test_a_table_completes_while_idle_connections_are_held_against_its_host() -> None:
    command = ["bench", "lan", "--tables", "1", "--match-hands", "1", "--idle", "40", "--json"]
    result = subprocess.run(
        [sys.executable, "-m", "fengyu", *command], capture_output=True, text=True, check=True, timeout=600
    )
    report = json.loads(result.stdout)
    idle = report["idle"]
    assert idle["completed"] == 1
    assert idle["actions"] > 20
    assert idle["idle"]["held_against"] == 40
    assert idle["idle"]["most_open"] == 40  # the host held them all, and still let the four players in
    assert 0 < idle["p50_ms"] <= idle["p99_ms"] <= idle["max_ms"]
