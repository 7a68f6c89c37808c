"""The simulators' shared parts: splitting hands between processes and the speed report."""

from __future__ import annotations

import gc
from typing import Any

from fengyu.games.simulation_runs import EXAMPLES, YOUNG_OBJECTS, part_sizes, run_parts, speed_report


def thresholds_while_playing(part: int) -> dict[str, Any]:
    """A part that reports the collector's setting it was played with (module level: workers unpickle it)."""
    return {"part": part, "threshold": gc.get_threshold()}


def test_parts_differ_by_at_most_one_hand_and_add_up() -> None:
    assert part_sizes(10, 3) == [4, 3, 3]
    assert part_sizes(2, 2) == [1, 1]
    for hands in range(1, 30):
        for jobs in range(1, 5):
            sizes = part_sizes(hands, jobs)
            assert sum(sizes) == hands and max(sizes) - min(sizes) <= 1


def test_speed_report_counts_every_violation_and_quotes_a_few() -> None:
    parts = [{"hands": 100, "seconds": 0.5}, {"hands": 50, "seconds": 0.0}]
    violations = [f"v{i}" for i in range(25)]
    report = speed_report("toy", 150, parts, 1.0, checks=("a", "b"), violations=violations)
    assert report["jobs"] == 2 and report["hands_per_second"] == 150.0
    assert report["hands_per_second_per_process"] == 100.0  # a part too quick to time counts as nothing
    assert report["violations"] == 25 and report["violation_examples"] == violations[:EXAMPLES]
    assert report["checks"] == ["a", "b"] and report["game"] == "toy"


def test_parts_play_with_rare_collections_and_the_process_gets_its_collector_back() -> None:
    before = gc.get_threshold()
    for work in ([0], [0, 1]):  # one part in this process, two in worker processes
        parts, _ = run_parts(thresholds_while_playing, work)
        assert [part["part"] for part in parts] == work
        assert all(part["threshold"][0] == YOUNG_OBJECTS for part in parts)
        assert gc.get_threshold() == before
