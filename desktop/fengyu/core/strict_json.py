"""JSON from outside the app (a save, a query on the command line), read so that no input can crash or stall it.

``json.loads`` alone lets through what the app cannot use and fails in ways
callers do not expect: ``1e400`` becomes infinity (``int()`` of it raises
``OverflowError``), ``NaN`` is accepted, a 5,000-digit integer raises a
``ValueError`` that is not a ``JSONDecodeError``, deep nesting raises
``RecursionError``, invalid UTF-8 raises ``UnicodeDecodeError``. ``loads``
refuses all of these with one ``StrictJsonError`` saying why.
"""

from __future__ import annotations

import json
from typing import Any

MAX_DEPTH = 40
"""Deepest nesting of arrays and objects accepted (the app's own documents nest under ten)."""
MAX_DIGITS = 40
"""Longest integer accepted (seeds are below 2**64: 20 digits)."""


class StrictJsonError(ValueError):
    """Text that is not JSON the app can use; the message says why in a few words."""


def _refuse_constant(name: str) -> Any:
    raise StrictJsonError(f"it holds {name}, which is not a JSON number")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise StrictJsonError(f"it holds a {len(text.lstrip('-'))}-digit number (at most {MAX_DIGITS} digits)")
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise StrictJsonError(f"the number {text[:24]} is out of range")
    return value


def depth(value: Any) -> int:
    """How deeply ``value`` nests lists and dicts, counted without recursion (stops once past ``MAX_DEPTH``)."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, level)
            if level > MAX_DEPTH:
                return level
            stack.extend((child, level + 1) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def loads(text: str | bytes) -> Any:
    """Parse ``text`` strictly: UTF-8, no NaN or infinities, integers of at most ``MAX_DIGITS`` digits, nesting
    of at most ``MAX_DEPTH``; anything else is a ``StrictJsonError``."""
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        value = json.loads(text, parse_constant=_refuse_constant, parse_int=_bounded_int, parse_float=_finite_float)
    except StrictJsonError:
        raise
    except UnicodeDecodeError:
        raise StrictJsonError("it is not UTF-8 text") from None
    except RecursionError:
        raise StrictJsonError(f"it nests more than {MAX_DEPTH} deep") from None
    except json.JSONDecodeError as error:
        raise StrictJsonError(f"it is not valid JSON ({error})") from None
    except ValueError as error:
        raise StrictJsonError(f"it is not valid JSON ({error})") from None
    if depth(value) > MAX_DEPTH:
        raise StrictJsonError(f"it nests more than {MAX_DEPTH} deep")
    return value
