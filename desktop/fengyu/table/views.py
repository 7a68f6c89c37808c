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
from fengyu.mahjong.melds import MELD_KINDS, natural_tiles


def view_class(game: str) -> type:
    """The view dataclass of ``game``, as its spec names it."""
    return game_spec(game).view


def _todays_meld(meld: Any) -> Any:
    """A meld of a view written before ``MeldView`` (``from``, Paofeng's ``face``) as today's."""
    if not isinstance(meld, dict) or "from" not in meld:
        return meld
    tile = meld.get("face", meld.get("tile"))
    kind, source = meld.get("kind"), meld.get("from")
    tiles = meld.get("tiles")
    if tiles is None:
        tiles = [] if tile is None or kind not in MELD_KINDS else list(natural_tiles(kind, tile))
    claimed = tile if source is not None and kind != "chow" else None
    return {"kind": kind, "tile": tile, "tiles": tiles, "claimed": claimed, "source": source}


def _todays_view(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` as today's view writes it: old codes and payment lines (``with_todays_codes``), old melds."""
    data = with_todays_codes(data)
    melds = data.get("melds")
    if isinstance(melds, list):
        data["melds"] = [[_todays_meld(m) for m in seat] if isinstance(seat, list) else seat for seat in melds]
    return data


def view_from_json(game: str, data: dict[str, Any]) -> Any:
    """The seat's view object from its JSON form; ``ValueError`` if it does not fit the game's view."""
    try:
        return msgspec.convert(_todays_view(data), view_class(game), strict=False)
    except (msgspec.ValidationError, TypeError) as error:
        raise ValueError(str(error)) from None
