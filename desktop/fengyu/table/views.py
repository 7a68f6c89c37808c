"""Seat views from their JSON form: how a view that travelled (the LAN) or was kept (a hand file) comes back.

Views are sent and stored as JSON (``view.to_json()``) and rebuilt into the
game's own view dataclass, so that bots and boards get exactly the type they get
in a local game. The class is found generically: a throwaway first hand of the
game is dealt and asked for a view — no per-game list to keep.
``msgspec.convert`` then checks every field's type while rebuilding.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import msgspec

from fengyu.table.kinds import game_kind


@cache
def view_class(game: str) -> type:
    """The view dataclass of ``game`` (from a hand dealt under its default rules)."""
    kind = game_kind(game)
    hand = kind.new_hand(kind.rules_class().to_json(), 0, kind.inputs(None, None, {}))
    return type(hand.view(0))


def view_from_json(game: str, data: dict[str, Any]) -> Any:
    """The seat's view object from its JSON form; ``ValueError`` if it does not fit the game's view."""
    try:
        return msgspec.convert(data, view_class(game), strict=False)
    except (msgspec.ValidationError, TypeError) as error:
        raise ValueError(str(error)) from None
