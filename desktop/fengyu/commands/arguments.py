"""Argument checks shared by the commands: each refuses a bad value with one line that names the limit.

The ``argparse`` types (``seed``, ``whole``, ``fraction``, ``window_size``,
``json_object``) raise ``ArgumentTypeError``, which the command line prints as
one line and exit status 2 (``fengyu.cli``); ``bot_spec`` is checked once the game
is known. Limits are what the app can actually run, not what fits in a
number: a window wider than 8K or a million jobs is a typo, not a request.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Mapping
from typing import Any

from fengyu.core import strict_json

SEED_LIMIT = 1 << 64
"""Seeds are 0 .. 2**64 - 1 (``fengyu.core.rng``), written here so the parser imports no engine."""
WINDOW_LIMITS = ((320, 7680), (240, 4320))
"""The smallest and largest window a command opens: width, then height."""
MAX_JOBS = 256
"""Most worker processes a command starts."""


def one_line(text: str) -> str:
    """``text`` with every unprintable character (line breaks included) escaped: a message stays one line."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def refuse(command: str, message: object) -> int:
    """Say on stderr, in one line, why ``fengyu COMMAND`` cannot go on; the exit status to return (2)."""
    print(f"fengyu {command}: {one_line(str(message))}", file=sys.stderr)
    return 2


def seed(text: str) -> int:
    """A seed: an integer from 0 to 2**64 - 1."""
    value = _integer(text)
    if not 0 <= value < SEED_LIMIT:
        raise argparse.ArgumentTypeError(f"a seed is an integer from 0 to 2**64 - 1, not {text[:30]}")
    return value


def whole(low: int, high: int) -> Callable[[str], int]:
    """An integer from ``low`` to ``high``."""

    def check(text: str) -> int:
        value = _integer(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text[:30]} is not from {low} to {high}")
        return value

    check.__name__ = f"integer from {low} to {high}"
    return check


def fraction(text: str) -> float:
    """A number from 0 to 1."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:30]} is not a number") from None
    if not (math.isfinite(value) and 0 <= value <= 1):
        raise argparse.ArgumentTypeError(f"{text[:30]} is not a number from 0 to 1")
    return value


def window_size(text: str) -> tuple[int, int]:
    """``WxH`` within ``WINDOW_LIMITS``."""
    parts = text.lower().split("x")
    (low_w, high_w), (low_h, high_h) = WINDOW_LIMITS
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 9 for p in parts):
        raise argparse.ArgumentTypeError(f"a window size is WxH, such as 1180x800, not {text[:30]}")
    width, height = int(parts[0]), int(parts[1])
    if not (low_w <= width <= high_w and low_h <= height <= high_h):
        raise argparse.ArgumentTypeError(
            f"a window is {low_w} to {high_w} wide and {low_h} to {high_h} high, not {width}x{height}"
        )
    return width, height


def json_object(text: str) -> dict[str, Any]:
    """A JSON object, read strictly (``fengyu.core.strict_json``)."""
    try:
        value = strict_json.loads(text)
    except strict_json.StrictJsonError as error:
        raise argparse.ArgumentTypeError(f"not usable JSON: {error}") from None
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError('a JSON object is wanted, such as {"preset": "chengdu"}')
    return value


def bot_spec(spec: str, levels: Mapping[str, type]) -> str:
    """``spec`` if it names a bot of ``levels`` or a bot class (``module:Class``); else ``ValueError`` saying so.

    A command line may name a bot class by module because it is the user's own choice of code to run;
    the class is loaded once here so that a typo is refused before anything starts.
    """
    from fengyu.ai.protocol import load_bot  # noqa: PLC0415

    if spec not in levels and ":" not in spec:
        raise ValueError(f"unknown bot {spec[:40]!r}: a level ({', '.join(levels)}) or module:Class")
    load_bot(spec, 0, dict(levels))
    return spec


def _integer(text: str) -> int:
    stripped = text.strip()
    digits = stripped.removeprefix("-")
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 30:
        raise argparse.ArgumentTypeError(f"{text[:30]} is not an integer")
    return int(stripped)
