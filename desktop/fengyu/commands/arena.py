"""``fengyu arena``: measure bots against each other, with confidence intervals.

``--game`` is any game of ``fengyu.ai.registry``. ``--seats`` names four bots:
a level (easy, normal, hard, expert), ``reference`` (the game's textbook bot,
the fixed yardstick kept outside the app in ``tests/ai/reference/``; it needs
a source checkout) or an importable ``module:Class`` — a class with a ``name``
and ``choose``, checked before any hand is dealt. Naming a class runs its
module: that is the user's choice on their own command line (to measure a bot
written elsewhere); saves and network messages, which come from outside, may
only name levels. With
``--duplicate`` every deal is replayed with the bots rotated through the
seats. ``--hands`` counts deals.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from fengyu.commands.arguments import MAX_JOBS, bot_spec, json_object, refuse, seed, whole
from fengyu.games.registry import games

MAX_HANDS = 10_000_000


REFERENCE = "reference"
"""The seat name of the game's reference bot: ``tests.ai.reference.<game>:ReferenceBot`` of the checkout."""


def reference_spec(game: str) -> str:
    """The importable spec of ``game``'s reference bot, with the checkout's root put on the import path.

    The reference bots are a yardstick outside the app (not shipped), so they
    are found next to the package in a source checkout, or not at all.
    """
    root = Path(__file__).resolve().parents[3]
    if not (root / "tests" / "ai" / "reference").is_dir():
        raise ValueError("the reference bots live in tests/ai/reference/ of a source checkout, not found here")
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    return f"tests.ai.reference.{game}:ReferenceBot"


def renamed(report: dict[str, Any], names: dict[str, str]) -> dict[str, Any]:
    """The report with bot specs shown by their seat names (``reference`` instead of its module path)."""
    for bot in report["bots"]:
        bot["name"] = names.get(bot["name"], bot["name"])
    for pair in report["pairs"]:
        pair["a"] = names.get(pair["a"], pair["a"])
        pair["b"] = names.get(pair["b"], pair["b"])
    report["seats"] = [names.get(seat, seat) for seat in report["seats"]]
    return report


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("arena", help="measure bots against each other (points with 95%% intervals)")
    parser.add_argument("--game", required=True, choices=list(games()))
    parser.add_argument(
        "--hands", type=whole(1, MAX_HANDS), default=200, help="deals to play (×4 rotations with --duplicate)"
    )
    parser.add_argument(
        "--seats", default="hard,normal,normal,normal", help="four bots: levels, reference or module:Class"
    )
    parser.add_argument("--duplicate", action="store_true", help="replay each deal with the bots rotated")
    parser.add_argument("--seed", type=seed, default=1, help="the seed of the deals (0 to 2**64 - 1)")
    parser.add_argument("--rules", type=json_object, help="rules as JSON (default: standard with base_points 1)")
    parser.add_argument(
        "--budget-ms",
        type=whole(1, 600_000),
        default=None,
        help="the expert seats' time budget per decision (ms); other levels keep theirs",
    )
    parser.add_argument("--jobs", type=whole(1, MAX_JOBS), default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from fengyu.ai.arena import run_arena  # noqa: PLC0415 - keep `fengyu --help` fast
    from fengyu.ai.registry import arena_game  # noqa: PLC0415
    from fengyu.core.rules import RulesError  # noqa: PLC0415

    seats = [s.strip() for s in args.seats.split(",")]
    if len(seats) != 4:
        return refuse("arena", "--seats names four bots, separated by commas")
    try:
        names = {reference_spec(args.game): REFERENCE} if REFERENCE in seats else {}
        seats = [reference_spec(args.game) if seat == REFERENCE else seat for seat in seats]
        game = arena_game(args.game)
        for spec in seats:
            bot_spec(spec, game.levels)
        rules = game.rules_from_json(args.rules) if args.rules is not None else game.default_rules()
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
    except (RulesError, ValueError) as error:
        return refuse("arena", error)
    report = renamed(report, names)
    if args.json:
        print(json.dumps(report))
    else:
        for bot in report["bots"]:
            print(
                f"{bot['name']:>12}  {bot['mean_points']:+.3f} [{bot['ci_low']:+.3f}, {bot['ci_high']:+.3f}]  "
                f"win {bot['win_rate']:.3f}  deal-in {bot['deal_in_rate']:.3f}  p95 {bot['decision_ms_p95']} ms"
            )
        for pair in report["pairs"]:
            print(
                f"{pair['a']} - {pair['b']}: {pair['diff']:+.3f} [{pair['ci_low']:+.3f}, {pair['ci_high']:+.3f}]  "
                f"deal-in {pair['deal_in_diff']:+.3f} [{pair['deal_in_ci_low']:+.3f}, {pair['deal_in_ci_high']:+.3f}]"
            )
    return 0
