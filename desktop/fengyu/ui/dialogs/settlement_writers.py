"""Who tells a hand's settlement in words, per game, and the seat names a viewer uses by default."""

from __future__ import annotations

from collections.abc import Sequence

from fengyu.table.games import HandResult
from fengyu.ui import names
from fengyu.ui.dialogs.guafeng_settlement import GuafengSettlementWriter
from fengyu.ui.dialogs.settlement_paofeng import PaofengSettlementWriter
from fengyu.ui.dialogs.settlement_text import SettlementWriter

WRITERS: dict[str, type[SettlementWriter]] = {
    "sichuan": SettlementWriter,
    "paofeng": PaofengSettlementWriter,
    "guafeng": GuafengSettlementWriter,
}
"""Game code (``details["game"]``; Sichuan's results predate it) → who tells its hands in words."""


def writer(result: HandResult, seat_names: Sequence[str]) -> SettlementWriter:
    return WRITERS[str(result.details.get("game", "sichuan"))](result, seat_names)


def relative_names(viewer: int, seats: int = 4) -> list[str]:
    """Seat names as ``viewer`` sees them: You, Right, Across, Left."""
    return [names.seat_name(seat, viewer, seats) for seat in range(seats)]
