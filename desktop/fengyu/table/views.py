"""Seat views from their JSON form: how a view that travelled (the LAN) or was kept (a hand file) comes back.

Views are sent and stored as JSON (``view.to_json()``) and rebuilt into the
game's own view dataclass, so that bots and boards get exactly the type they get
in a local game. The class is the one the game's spec names
(``fengyu.games.registry``); ``msgspec.convert`` checks every field's type while
rebuilding. Codes of earlier versions (a hand file kept by an older Fengyu) are
translated first.
"""

from __future__ import annotations

from typing import Any

import msgspec

from fengyu.core.protocol import with_todays_codes
from fengyu.games.registry import game as game_spec


def view_class(game: str) -> type:
    """The view dataclass of ``game``, as its spec names it."""
    return game_spec(game).view


def view_from_json(game: str, data: dict[str, Any]) -> Any:
    """The seat's view object from its JSON form; ``ValueError`` if it does not fit the game's view."""
    try:
        return msgspec.convert(with_todays_codes(data), view_class(game), strict=False)
    except (msgspec.ValidationError, TypeError) as error:
        raise ValueError(str(error)) from None
