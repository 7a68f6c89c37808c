"""Who tells a hand's settlement in words, per game, and the seat names a viewer uses by default.

Each game's writer is ``WRITER`` of ``fengyu.ui.dialogs.settlement_<code>``, found by the game's code like every
other layer's part of a game (``fengyu.games.registry``).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence

from fengyu.games.registry import game
from fengyu.table.games import HandResult
from fengyu.ui import names
from fengyu.ui.dialogs.settlement_sichuan import SettlementWriter


def writer(result: HandResult, seat_names: Sequence[str]) -> SettlementWriter:
    """The writer of the result's game (``details["game"]``; Sichuan's results predate it)."""
    code = game(str(result.details.get("game", "sichuan"))).code
    kind: type[SettlementWriter] = importlib.import_module(f"fengyu.ui.dialogs.settlement_{code}").WRITER
    return kind(result, seat_names)


def relative_names(viewer: int, seats: int = 4) -> list[str]:
    """Seat names as ``viewer`` sees them: You, Right, Across, Left."""
    return [names.seat_name(seat, viewer, seats) for seat in range(seats)]
