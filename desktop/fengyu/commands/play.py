"""``fengyu play``: open the table straight away — to play, or (``--autoplay``) to watch four bots.

``--autoplay`` runs the real window with four bots for ``--hands`` hands and
exits, saving screenshots at key moments with ``--screenshots DIR`` and
reporting the animation's frame gaps (``--json``): the measurement behind the
"the window never stutters while bots think" target. It never touches the
player's own settings or saved game.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import TYPE_CHECKING

from fengyu.commands.arguments import bot_spec, json_object, refuse, seed, whole, window_size

if TYPE_CHECKING:
    from fengyu.table.config import MatchConfig


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("play", help="open a table at once; --autoplay watches four bots play")
    parser.add_argument("--game", default="sichuan", choices=["sichuan", "paofeng", "guafeng"])
    parser.add_argument("--autoplay", action="store_true", help="four bots play; the window closes at the end")
    parser.add_argument(
        "--hands", type=whole(0, 10_000), default=1, help="hands in the match (default 1; 0 = until closed)"
    )
    parser.add_argument("--level", default="normal", help="the bots' level: easy, normal, hard, expert or module:Class")
    parser.add_argument("--seed", type=seed, help="the match seed, 0 to 2**64 - 1 (default: random)")
    parser.add_argument("--rules", type=json_object, help='rules as JSON: field overrides and an optional "preset"')
    parser.add_argument("--speed", default="fast", choices=["instant", "fast", "normal", "slow"])
    parser.add_argument(
        "--size", type=window_size, default=(1180, 800), help="window size WxH, 320x240 to 7680x4320 (default 1180x800)"
    )
    parser.add_argument("--language", choices=["zh_CN", "en"], help="default: the system's")
    parser.add_argument("--screenshots", type=Path, help="autoplay: save screenshots in this folder")
    parser.add_argument("--json", action="store_true", help="autoplay: print a JSON summary (frame gaps, time)")
    parser.set_defaults(run=run)


def match_config(args: argparse.Namespace) -> MatchConfig:
    """The match the arguments ask for; ``ValueError`` (or ``RulesError``) saying what is wrong."""
    from fengyu.table.config import MatchConfig, SeatSpec  # noqa: PLC0415 - the engines only when playing
    from fengyu.table.kinds import game_kind  # noqa: PLC0415

    kind = game_kind(args.game)
    rules = kind.rules_class.from_json(args.rules or {})
    if args.autoplay and args.hands == 0:
        raise ValueError("--hands must be at least 1 with --autoplay (0 = until the window is closed)")
    level = bot_spec(args.level, kind.levels)
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(63)
    player = SeatSpec("bot", level=level)
    seats = (player, player, player, player) if args.autoplay else (SeatSpec("human"), player, player, player)
    return MatchConfig(args.game, rules.to_json(), seats, seed, args.hands)


def run(args: argparse.Namespace) -> int:
    from fengyu.core.rules import RulesError  # noqa: PLC0415 - Qt and the engines only when playing

    try:
        config = match_config(args)
    except (ValueError, RulesError) as error:
        return refuse("play", error)
    from fengyu.ui.app import run_play  # noqa: PLC0415

    result = run_play(
        config,
        autoplay=args.autoplay,
        speed=args.speed,
        size=args.size,
        language=args.language,
        screenshots=args.screenshots,
    )
    if isinstance(result, int):
        return result
    summary = {"game": args.game, "hands": args.hands, "level": args.level, "seed": config.seed, **result}
    if args.json:
        print(json.dumps(summary))
    else:
        frames = result["frames"]
        print(
            f"{args.hands} hand(s) in {result['seconds']} s; frame gaps p50 {frames['p50_ms']} ms, "
            f"p99 {frames['p99_ms']} ms, max {frames['max_ms']} ms; {len(result['screenshots'])} screenshots"
        )
    return 0
