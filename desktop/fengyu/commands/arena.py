"""``fengyu arena``: measure bots against each other, with confidence intervals.

``--game`` is any game of ``fengyu.ai.registry``. ``--seats`` names four bots:
a level (easy, normal, hard, expert) or an importable ``module:Class``. With
``--duplicate`` every deal is replayed with the bots rotated through the
seats. ``--hands`` counts deals.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from fengyu.games.registry import games


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("arena", help="measure bots against each other (points with 95%% intervals)")
    parser.add_argument("--game", required=True, choices=list(games()))
    parser.add_argument("--hands", type=int, default=200, help="deals to play (×4 rotations with --duplicate)")
    parser.add_argument("--seats", default="hard,normal,normal,normal", help="four bots: levels or module:Class")
    parser.add_argument("--duplicate", action="store_true", help="replay each deal with the bots rotated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", help="rules as JSON (default: standard with base_points 1)")
    parser.add_argument("--budget-ms", type=int, default=None, help="the expert's time budget per decision")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from fengyu.ai.arena import run_arena  # noqa: PLC0415 - keep `fengyu --help` fast
    from fengyu.ai.registry import arena_game  # noqa: PLC0415
    from fengyu.core.rules import RulesError  # noqa: PLC0415

    seats = [s.strip() for s in args.seats.split(",")]
    if len(seats) != 4 or args.hands < 1 or args.jobs < 1:
        print("--seats names four bots; --hands and --jobs are at least 1", file=sys.stderr)
        return 2
    try:
        game = arena_game(args.game)
        rules = game.rules_from_json(json.loads(args.rules)) if args.rules else game.default_rules()
        report = run_arena(
            args.game,
            seats,
            args.hands,
            args.seed,
            rules,
            duplicate=args.duplicate,
            jobs=min(args.jobs, args.hands),
            budget_ms=args.budget_ms,
        )
    except (json.JSONDecodeError, RulesError, ValueError) as error:
        print(f"fengyu arena: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report))
    else:
        for bot in report["bots"]:
            print(
                f"{bot['name']:>12}  {bot['mean_points']:+.3f} [{bot['ci_low']:+.3f}, {bot['ci_high']:+.3f}]  "
                f"win {bot['win_rate']:.3f}  deal-in {bot['deal_in_rate']:.3f}  p95 {bot['decision_ms_p95']} ms"
            )
        for pair in report["pairs"]:
            print(f"{pair['a']} - {pair['b']}: {pair['diff']:+.3f} [{pair['ci_low']:+.3f}, {pair['ci_high']:+.3f}]")
    return 0
