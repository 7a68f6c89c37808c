"""The bot protocol, and loading a bot by level name or ``module:Class``.

A bot is any object with ``choose(view, legal) -> Action``:

* ``view`` is the seat's view (for Sichuan a ``fengyu.games.sichuan.view.SichuanView``):
  everything that seat may know and nothing more;
* ``legal`` is ``engine.legal_actions(seat)``: the answer must be one of them.

A bot class is built as ``Class(seed=...)``; it draws randomness only from its
own generator seeded with that value, never from the hand's. It keeps no
reference to the engine. Bots never use items (§6.3) unless told to.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from fengyu.core.protocol import Action


@runtime_checkable
class Bot(Protocol):
    name: str

    def choose(self, view: Any, legal: Sequence[Action]) -> Action: ...


def load_bot(spec: str, seed: int, levels: dict[str, type]) -> Bot:
    """A bot from a level name (``normal``) or an importable ``module:Class``.

    ``module:Class`` is code the caller chose to run (a command line, a test); data read from outside —
    a save, a network message — may only name levels. A spec that names no bot class is a ``ValueError``.
    """
    if spec in levels:
        bot: Bot = levels[spec](seed=seed)
        return bot
    module_name, _, class_name = spec.partition(":")
    if not class_name or not module_name:
        raise ValueError(f"unknown bot {spec!r}: use one of {sorted(levels)} or module:Class")
    try:
        cls = getattr(importlib.import_module(module_name), class_name)
    except Exception as error:  # importing runs the module: any failure means "cannot load"
        raise ValueError(f"cannot load bot {spec!r}: {error}") from None
    if not isinstance(cls, type) or not callable(getattr(cls, "choose", None)) or not hasattr(cls, "name"):
        raise ValueError(f"{spec!r} is not a bot: it needs a class with a name and choose(view, legal)")
    try:
        bot = cls(seed=seed)
    except Exception as error:  # a class written elsewhere may fail in any way
        raise ValueError(f"cannot build bot {spec!r}: {error}") from None
    if not isinstance(bot, Bot):
        raise ValueError(f"{spec!r} is not a bot: it needs a name and choose(view, legal)")
    return bot
