"""One query answered as JSON, or a stream of them (JSON Lines): the shared loop of ``score`` and ``judge``.

``--json TEXT`` answers one query on stdout; a query that cannot be answered
is one line on stderr and exit status 2. ``--json -`` reads stdin and answers
every line with exactly one line, in order — a blank line, invalid UTF-8,
a number of 5,000 digits, nesting 100,000 deep, an over-long line are each
answered ``{"error": "..."}`` and the stream goes on — so the n-th answer is
always the n-th question's. A query that trips a bug in the app is answered
as an ``internal error`` (to be reported), never with a traceback. Output is
ASCII JSON, whatever the console's encoding.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any, BinaryIO, TextIO

from fengyu.commands.arguments import refuse
from fengyu.core import strict_json

MAX_LINE = 1 << 20
"""Longest query line read (1 MiB); a longer one is answered with an error and skipped to its end."""

Answer = Callable[[Any], Any]


class QueryError(ValueError):
    """A query that gets no answer, with the reason in words."""


def _answer(text: str | bytes, answer: Answer, refusals: tuple[type[Exception], ...]) -> Any:
    """The answer to one query; ``QueryError`` naming what is wrong with it."""
    if not text.strip():
        raise QueryError("an empty line is not a query")
    try:
        return answer(strict_json.loads(text))
    except strict_json.StrictJsonError as error:
        raise QueryError(f"not a usable query: {error}") from None
    except refusals as error:
        raise QueryError(str(error)) from None
    except Exception as error:  # a bug must not end the stream; the answer names it as one
        raise QueryError(f"internal error ({type(error).__name__}: {error}); please report this query") from None


def answer_one(command: str, text: str, answer: Answer, refusals: tuple[type[Exception], ...]) -> int:
    """``--json TEXT``: print the answer (0) or one line on stderr (2)."""
    try:
        reply = _answer(text, answer, refusals)
    except QueryError as refused:
        return refuse(command, refused)
    print(json.dumps(reply))
    return 0


def answer_stream(
    answer: Answer, refusals: tuple[type[Exception], ...], source: BinaryIO | None = None, out: TextIO | None = None
) -> int:
    """``--json -``: one answer line per input line, until the input ends."""
    source = source if source is not None else sys.stdin.buffer
    out = out if out is not None else sys.stdout
    while True:
        line = source.readline(MAX_LINE + 1)
        if not line:
            return 0
        if len(line) > MAX_LINE and not line.endswith(b"\n"):
            while (rest := source.readline(MAX_LINE)) and not rest.endswith(b"\n"):
                pass
            reply: Any = {"error": f"the line is longer than {MAX_LINE} bytes"}
        else:
            try:
                reply = _answer(line, answer, refusals)
            except QueryError as refused:
                reply = {"error": str(refused)}
        print(json.dumps(reply), file=out, flush=True)
