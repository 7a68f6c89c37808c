"""The ``fengyu`` command: with no arguments it opens the desktop app.

Subcommands live in ``fengyu.commands``, one module each, and import what they
need only when they run, so that ``fengyu bench …`` never loads Qt and the app
never loads benchmark references.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from fengyu import __version__
from fengyu.commands import arena, bench, host, judge, play, score, simulate

COMMANDS = (arena, bench, host, judge, play, score, simulate)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fengyu",
        description="风雨牌桌 Fengyu — Sichuan mahjong, Paofeng mahjong and Guafeng. "
        "Without a command, opens the desktop app.",
    )
    parser.add_argument("--version", action="version", version=f"fengyu {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in COMMANDS:
        command.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command is None:
        from fengyu.ui.app import run_app  # noqa: PLC0415 - Qt only when the window is wanted

        return run_app(sys.argv[:1])
    return int(args.run(args))
