"""``fengyu judge guafeng --json TEXT``: rules questions answered as JSON (an oracle for tests and tools).

``--json TEXT`` answers one query and prints one JSON object; a malformed query
prints one line on stderr and exits with status 2. ``--json -`` reads JSON Lines
from stdin and answers each line with one line, in order; a bad line (blank,
not UTF-8, not usable JSON, not a query) is answered with ``{"error": "..."}``
and the rest go on (``fengyu.commands.json_lines``). The query formats are
those of ``fengyu.games.guafeng.oracle``.
"""

from __future__ import annotations

import argparse

from fengyu.commands.json_lines import answer_one, answer_stream

GAMES = ("guafeng",)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("judge", help="answer rules questions as JSON (classify, beats, follow, result)")
    parser.add_argument("game", choices=GAMES, help="the game whose rules answer")
    parser.add_argument(
        "--json", required=True, metavar="TEXT", help="one query as a JSON object, or - for JSON Lines on stdin"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from fengyu.games.guafeng.oracle import QueryError, answer  # noqa: PLC0415 - the rules engine loads only when judging

    if args.json == "-":
        return answer_stream(answer, (QueryError,))
    return answer_one("judge", args.json, answer, (QueryError,))
