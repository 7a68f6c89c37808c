"""Refusal reasons as codes: each game's table of reason codes, and the English sentence built from one.

An engine refuses a move with ``IllegalActionError(rule, reason, params)``: the reason is a stable code and the
params the values it names, so the UI can say it in the player's language (``fengyu.ui.table_common.refusals``) and
the network can carry it. The English template of each code lives here, in one table per game — the module
``fengyu.games.<code>.refusals`` exports ``REFUSALS`` — and is only for logs and the command line. A reason code
means the same thing in every table that lists it (``not_your_turn``): the UI has one translation per code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from fengyu.core.cards import Card
from fengyu.core.protocol import IllegalActionError, RefusalParam
from fengyu.core.tiles import KIND_COUNT, Tile


def english(name: str, value: RefusalParam) -> str:
    """A parameter in the English message: a tile or cards in the notation of the logs (``5m``, ``10H``)."""
    if name == "tile" and isinstance(value, int) and 0 <= value < KIND_COUNT:
        return Tile(value).notation
    if name == "cards" and isinstance(value, tuple):
        return " ".join(str(Card(code)) if 0 <= code < 54 else str(code) for code in value)
    return str(value)


@dataclass(frozen=True, slots=True)
class RefusalTable:
    """Reason codes and their English templates (``{tile}`` names a parameter); ``error`` builds a refusal."""

    templates: Mapping[str, str]

    def extended(self, templates: Mapping[str, str]) -> RefusalTable:
        """This table with more reasons (none of them already here)."""
        both = set(self.templates) & set(templates)
        if both:
            raise ValueError(f"reasons listed twice: {sorted(both)}")
        return RefusalTable({**self.templates, **templates})

    def error(self, rule: str, reason: str, **params: RefusalParam) -> IllegalActionError:
        """The refusal for ``reason`` (a code of this table; anything else is a programming error: ``KeyError``)."""
        message = self.templates[reason].format(**{name: english(name, value) for name, value in params.items()})
        return IllegalActionError(rule, reason, params, message)


COMMON = RefusalTable(
    {
        "no_such_seat": "there is no seat {seat}",
        "hand_over": "the hand is over",
        "not_your_turn": "it is not this seat's turn",
        "not_your_seat": "seat {seat} is not played by this player",
        "not_legal": "{kind} is not among the moves open to this seat now",
    }
)
"""Reasons every game and the table share."""
