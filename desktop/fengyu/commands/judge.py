"""``fengyu judge guafeng --json TEXT``: rules questions answered as JSON (an oracle for tests and tools).

``--json TEXT`` answers one query and prints one JSON object; a malformed query
prints a message on stderr and exits with status 2. ``--json -`` reads JSON Lines
from stdin and answers each line with one line, in order; a bad line is
answered with ``{"error": "..."}`` and the rest go on. The query formats are
those of ``fengyu.games.guafeng.oracle``.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

GAMES = ("guafeng",)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("judge", help="answer rules questions as JSON (classify, beats, follow, result)")
    parser.add_argument("game", choices=GAMES, help="the game whose rules answer")
    parser.add_argument(
        "--json", required=True, metavar="TEXT", help="one query as a JSON object, or - for JSON Lines on stdin"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from fengyu.games.guafeng.oracle import answer  # noqa: PLC0415 - the rules engine loads only when judging

    if args.json == "-":
        for line in sys.stdin:
            try:
                if not line.strip():
                    raise ValueError("an empty line is not a query")
                reply: dict[str, Any] = answer(json.loads(line))
            except ValueError as error:  # json.JSONDecodeError and QueryError are both ValueErrors
                reply = {"error": _message(error)}
            print(json.dumps(reply, ensure_ascii=False), flush=True)
        return 0
    try:
        reply = answer(json.loads(args.json))
    except ValueError as error:
        print(f"fengyu judge: {_message(error)}", file=sys.stderr)
        return 2
    print(json.dumps(reply, ensure_ascii=False))
    return 0


def _message(error: ValueError) -> str:
    if isinstance(error, json.JSONDecodeError):
        return f"not valid JSON: {error}"
    return str(error)
