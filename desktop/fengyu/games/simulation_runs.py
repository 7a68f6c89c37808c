"""How the three simulators share out their hands between processes and report their speed.

A simulation is embarrassingly parallel: the hands are split into parts, each
part plays with its own bot seed in a worker process, and the report adds up
the parts. The splitting, the pool and the speed figures are the same for every
game; what a part plays and counts is the game's own.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Any, TypeVar

T = TypeVar("T")

EXAMPLES = 10
"""Violations quoted in full in a report (all are counted)."""

YOUNG_OBJECTS = 10_000
"""Allocations between two collections of the youngest generation while a part plays (``_with_rare_collections``)."""


def part_sizes(hands: int, jobs: int) -> list[int]:
    """``hands`` split into ``jobs`` parts differing by at most one hand."""
    return [hands // jobs + (1 if part < hands % jobs else 0) for part in range(jobs)]


def run_parts(play_part: Callable[[T], dict[str, Any]], work: Sequence[T]) -> tuple[list[dict[str, Any]], float]:
    """Each part's result (in order) and the wall-clock seconds taken; one part runs in this process."""
    started = time.perf_counter()
    play = partial(_with_rare_collections, play_part)
    if len(work) == 1:
        parts = [play(work[0])]
    else:
        with ProcessPoolExecutor(len(work)) as pool:
            parts = list(pool.map(play, work))
    return parts, time.perf_counter() - started


def _with_rare_collections(play_part: Callable[[T], dict[str, Any]], part: T) -> dict[str, Any]:
    """``play_part(part)`` with the cycle collector waiting for ``YOUNG_OBJECTS`` new objects instead of 700.

    A hand allocates hundreds of events and payloads that live as long as the hand and are then freed by reference
    counting; with the default threshold the collector scans them several times per hand and promotes them to the
    old generation, whose full scans then add about a tenth to the run. Plays make almost no cycles to collect.
    The process's own setting is back afterwards (one part runs in the caller's process).
    """
    threshold = gc.get_threshold()
    gc.set_threshold(YOUNG_OBJECTS, *threshold[1:])
    try:
        return play_part(part)
    finally:
        gc.set_threshold(*threshold)


def speed_report(
    game: str,
    hands: int,
    parts: Sequence[dict[str, Any]],
    elapsed: float,
    *,
    checks: Sequence[str],
    violations: list[str],
) -> dict[str, Any]:
    """The report's common head: speed overall and per process, the checks made, the violations found."""
    jobs = len(parts)
    return {
        "game": game,
        "hands": hands,
        "jobs": jobs,
        "seconds": round(elapsed, 3),
        "hands_per_second": round(hands / elapsed, 1),
        "hands_per_second_per_process": round(sum(p["hands"] / p["seconds"] for p in parts if p["seconds"]) / jobs, 1),
        "checks": list(checks),
        "violations": len(violations),
        "violation_examples": violations[:EXAMPLES],
    }
