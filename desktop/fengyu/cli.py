"""The ``fengyu`` command: with no arguments it opens the desktop app.

Subcommands live in ``fengyu.commands``, one module each, and import what they
need only when they run, so that ``fengyu bench …`` never loads Qt and the app
never loads benchmark references.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from fengyu import __version__


class CommandLineParser(argparse.ArgumentParser):
    """Refuses bad arguments with one line (what is wrong, and where the help is) and exit status 2."""

    def error(self, message: str) -> NoReturn:
        from fengyu.commands.arguments import one_line  # noqa: PLC0415 - the app's start does not need commands

        self.exit(2, f"{self.prog}: {one_line(message)} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    from fengyu.commands import arena, bench, host, judge, play, replay, score, simulate  # noqa: PLC0415 - see main()

    parser = CommandLineParser(
        prog="fengyu",
        description="风雨牌桌 Fengyu — Sichuan mahjong, Paofeng mahjong and Guafeng. "
        "Without a command, opens the desktop app.",
    )
    parser.add_argument("--version", action="version", version=f"fengyu {__version__}")
    checks = parser.add_argument_group("checks of an installed app (used by the installers' CI)")
    checks.add_argument(
        "--self-test", action="store_true", help="play one hand of every game offscreen and print a JSON report"
    )
    checks.add_argument("--report", type=Path, metavar="FILE", help="with --self-test: also write the report to FILE")
    checks.add_argument(
        "--first-frame", action="store_true", help="open the app, print when its first frame is painted, and quit"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in (arena, bench, host, judge, play, replay, score, simulate):
        command.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    if not words or words == ["--first-frame"]:
        # The app's own launches skip building the parser: it imports every command module,
        # and nothing but the window should come before the first frame.
        args = argparse.Namespace(self_test=False, first_frame=bool(words), command=None)
    else:
        args = build_parser().parse_args(words)
    if args.self_test:
        from fengyu.ui.selftest import run_self_test  # noqa: PLC0415 - Qt only when the window is wanted

        return run_self_test(args.report)
    if args.first_frame:
        from fengyu.ui.first_frame import run_to_first_frame  # noqa: PLC0415

        return run_to_first_frame(sys.argv[:1])
    if args.command is None:
        from fengyu.ui.app import run_app  # noqa: PLC0415 - Qt only when the window is wanted

        return run_app(sys.argv[:1])
    try:
        return int(args.run(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (`fengyu … | head`): nothing more to say, and no traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
