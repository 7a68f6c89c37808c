"""``fengyu replay FILE``: open a hand file (牌谱) in the replay window, or (``--json``) describe it headlessly.

A hand file is what the app keeps of every finished hand and exports to send
(``fengyu.table.replay_file``). ``--json`` steps through it without a window and
prints its steps, the keeper's decisions and what the hint engine would have
played at each — the same stepper the window uses.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("replay", help="replay a hand file (牌谱) step by step in the replay window")
    parser.add_argument("file", type=Path, help="a hand file exported by Fengyu (.json)")
    parser.add_argument("--seat", type=int, help="the seat to view from (default: the seat that kept the hand)")
    parser.add_argument("--open", action="store_true", help="show every hand open (hands played on this machine)")
    parser.add_argument("--language", choices=["zh_CN", "en"], help="default: the app's language")
    parser.add_argument(
        "--screenshot", type=Path, metavar="PNG", help="save the window at the seat's first decision there, and quit"
    )
    parser.add_argument(
        "--json", action="store_true", help="no window: print the steps, decisions and hints of the viewed seat"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from fengyu.table.replay import Replay  # noqa: PLC0415 - the engines only when replaying
    from fengyu.table.replay_file import HandFileError, read_hand_file  # noqa: PLC0415

    try:
        hand = read_hand_file(args.file)
        replay = Replay(hand)
    except HandFileError as error:
        print(f"cannot replay {args.file}: {error}", file=sys.stderr)
        return 2
    seat = hand.seat if args.seat is None else args.seat
    if seat not in replay.seats:
        print(
            f"cannot replay {args.file} from seat {seat}: it can be viewed from seats {list(replay.seats)}",
            file=sys.stderr,
        )
        return 2
    if args.open and not replay.can_open:
        print(f"cannot show every hand open in {args.file}: only hands played on this machine", file=sys.stderr)
        return 2
    if args.json:
        decisions = []
        for position in replay.decisions(seat):
            replay.go(position)
            played = replay.played()
            hint = replay.hint(seat)
            decisions.append(
                {
                    "step": position,
                    "played": played.to_json() if played is not None and played.seat == seat else None,
                    "hint": hint.to_json() if hint is not None else None,
                }
            )
        summary = {
            "game": hand.game,
            "hand_id": hand.hand_id,
            "seat": seat,
            "steps": len(replay),
            "whole": hand.whole,
            "totals": list(hand.result.totals),
            "decisions": decisions,
        }
        print(json.dumps(summary, ensure_ascii=False))
        return 0
    from fengyu.ui.records.app import run_replay  # noqa: PLC0415 - Qt only when the window is wanted

    return run_replay(hand, seat=seat, open_hands=args.open, language=args.language, screenshot=args.screenshot)
