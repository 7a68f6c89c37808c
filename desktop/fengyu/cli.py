"""The ``fengyu`` command: with no arguments it opens the desktop app.

Subcommands live in ``fengyu.commands``, one module each, and import what they
need only when they run, so that ``fengyu bench …`` never loads Qt and the app
never loads benchmark references. The app's own launches (no arguments, or
``--first-frame``) do not even build the parser: argparse and the command
modules are not what the first frame needs.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn

from fengyu import __version__

if TYPE_CHECKING:
    import argparse


def build_parser() -> argparse.ArgumentParser:
    import argparse  # noqa: PLC0415 - see main()
    from pathlib import Path  # noqa: PLC0415 - see main()

    from fengyu.commands import arena, bench, host, judge, play, replay, score, simulate  # noqa: PLC0415 - see main()

    class CommandLineParser(argparse.ArgumentParser):
        """Refuses bad arguments with one line (what is wrong, and where the help is) and exit status 2."""

        def error(self, message: str) -> NoReturn:
            from fengyu.commands.arguments import one_line  # noqa: PLC0415 - loaded with the commands

            self.exit(2, f"{self.prog}: {one_line(message)} (see {self.prog} --help)\n")

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
    # The app's own launches (no arguments, or --first-frame alone) skip the parser: see the module's docstring.
    args = None if words in ([], ["--first-frame"]) else build_parser().parse_args(words)
    if args is not None and args.self_test:
        from fengyu.ui.selftest import run_self_test  # noqa: PLC0415 - Qt only when the window is wanted

        return run_self_test(args.report)
    if words == ["--first-frame"] or (args is not None and args.first_frame):
        from fengyu.ui.first_frame import run_to_first_frame  # noqa: PLC0415

        return run_to_first_frame(sys.argv[:1])
    if args is None or args.command is None:
        from fengyu.ui.app import run_app  # noqa: PLC0415 - Qt only when the window is wanted

        return run_app(sys.argv[:1])
    try:
        return int(args.run(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (`fengyu … | head`): nothing more to say, and no traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
