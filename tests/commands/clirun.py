"""Running ``fengyu`` in this process, as a shell would: argv in, exit status and both streams out."""

from __future__ import annotations

import contextlib
import io
import sys
from dataclasses import dataclass

from fengyu.cli import main


@dataclass(frozen=True)
class Outcome:
    status: int
    stdout: str
    stderr: str


def fengyu(*argv: str, stdin: bytes = b"") -> Outcome:
    """``fengyu ARGV`` with ``stdin``; argparse's exits become the status, any other exception propagates."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = main(list(argv))
            except SystemExit as exit_:
                status = exit_.code if isinstance(exit_.code, int) else 2
    finally:
        sys.stdin = saved
    return Outcome(status, out.getvalue(), err.getvalue())


def assert_refused_in_one_line(outcome: Outcome) -> None:
    """A refusal: a non-zero status and exactly one line on stderr, with no traceback."""
    assert outcome.status != 0, outcome
    assert len(outcome.stderr.strip().splitlines()) == 1, outcome.stderr
    assert "Traceback" not in outcome.stderr
