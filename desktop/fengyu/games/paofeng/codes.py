"""The Paofeng hand's phase and action-kind codes, as types: a misspelt code is a type error, not a silent miss.

The engine's ``phase``, the view's ``phase`` and the engine's dispatch on ``Action.kind`` use these;
the shared protocol keeps plain ``str`` (a literal is a ``str``). A view decoded from JSON (the LAN,
a hand file) is refused when its phase is not one of ``PaofengPhase``.
"""

from __future__ import annotations

from typing import Literal

PaofengPhase = Literal["turn", "claim", "over"]
"""The current seat's turn ⇄ the claim window on a discard → the end (a win or 流局)."""

PaofengActionKind = Literal[
    "discard",
    "bao_ting",
    "bu_hua",
    "concealed_kong",
    "added_kong",
    "win",
    "chow",
    "pong",
    "exposed_kong",
    "pass",
    "tuo_guan",
]
"""The kinds of ``Action`` a Paofeng hand lists and applies (the melds' kinds are ``MeldKind``'s)."""
