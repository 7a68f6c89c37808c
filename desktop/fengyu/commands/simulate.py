"""``fengyu simulate``: many hands with simple legal-move bots, every invariant checked.

``--reference`` also measures RLCard's mahjong environment with random agents in
the same run (the best-known open Python mahjong environment; a test-only
dependency), so the speed is reported as a ratio that machine noise does not
distort.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

from fengyu.games.registry import game, games


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("simulate", help="play many hands with random legal bots and check every invariant")
    parser.add_argument("--game", required=True, choices=list(games()))
    parser.add_argument("--hands", type=int, default=1000, help="hands to play (default 1000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the bots and of every hand's seed")
    parser.add_argument("--rules", help='rules as JSON: field overrides and an optional "preset"')
    parser.add_argument(
        "--vary-rules", action="store_true", help="draw a preset and random toggles for every hand instead"
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: one per CPU)")
    parser.add_argument(
        "--greedy",
        type=float,
        default=0.0,
        help="sichuan: share of seats that discard to keep shanten low (coverage runs)",
    )
    parser.add_argument("--reference", action="store_true", help="also measure RLCard's mahjong environment")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from fengyu.core.rules import RulesError  # noqa: PLC0415 - keep `fengyu --help` fast

    spec = game(args.game)
    rules_type, simulation = spec.rules, spec.simulation
    if args.hands < 1 or args.jobs < 1 or not 0 <= args.greedy <= 1:
        print("--hands and --jobs must be at least 1, --greedy between 0 and 1", file=sys.stderr)
        return 2
    if args.greedy and args.game != "sichuan":
        print("--greedy is for sichuan", file=sys.stderr)
        return 2
    try:
        rules: Any = rules_type.from_json(json.loads(args.rules)) if args.rules else rules_type()
    except (json.JSONDecodeError, RulesError) as error:
        print(f"bad --rules: {error}", file=sys.stderr)
        return 2
    if args.vary_rules:
        rules = simulation.random_rules
    options = {"greedy": args.greedy} if args.game == "sichuan" else {}
    report = simulation.simulate(args.hands, args.seed, rules, jobs=min(args.jobs, args.hands), **options)
    if args.reference:
        reference = _rlcard_games_per_second()
        report["reference"] = reference
        if "games_per_second" in reference:
            report["ratio"] = round(report["hands_per_second"] / reference["games_per_second"], 1)
            report["ratio_per_process"] = round(
                report["hands_per_second_per_process"] / reference["games_per_second"], 1
            )
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    return 0 if report["violations"] == 0 else 1


def _rlcard_games_per_second(seconds: float = 5.0) -> dict[str, Any]:
    """RLCard's mahjong environment, four random agents, games per second in one process."""
    try:
        import rlcard  # noqa: PLC0415 - optional reference, test extra only
        from rlcard.agents import RandomAgent  # noqa: PLC0415
    except ImportError:
        return {"name": "rlcard mahjong", "error": "rlcard is not installed (pip install -e '.[test]')"}
    env = rlcard.make("mahjong", config={"seed": 1})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        env.run(is_training=False)
        games += 1
    return {
        "name": f"rlcard {rlcard.__version__} mahjong, random agents",
        "games_per_second": round(games / (time.perf_counter() - started), 1),
    }
