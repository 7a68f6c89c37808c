"""The Sichuan hand's phase and action-kind codes, as types: a misspelt code is a type error, not a silent miss.

The engine's ``phase``, the view's ``phase`` and the engine's dispatch on ``Action.kind`` use these;
the shared protocol keeps plain ``str`` (a literal is a ``str``). A view decoded from JSON (the LAN,
a hand file) is refused when its phase is not one of ``SichuanPhase``.
"""

from __future__ import annotations

from typing import Literal

SichuanPhase = Literal["exchange", "ding_que", "turn", "claim", "rob", "over"]
"""换三张 → 定缺 → turns ⇄ a claim window on a discard / a rob window on an added kong → the end."""

SichuanActionKind = Literal[
    "exchange",
    "ding_que",
    "discard",
    "win",
    "pong",
    "exposed_kong",
    "concealed_kong",
    "added_kong",
    "pass",
    "escape",
    "item",
]
"""The kinds of ``Action`` a Sichuan hand lists and applies (the melds' kinds are ``MeldKind``'s)."""
