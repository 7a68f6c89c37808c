"""The records both mahjong views are made of: frozen, typed, and JSON through ``msgspec`` both ways.

A view travels as JSON (the LAN sends ``view.to_json()``, a hand file keeps it) and comes back as the same
typed record (``fengyu.table.views.view_from_json``), so every field here is a plain value, a tuple or
another record.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import msgspec

from fengyu.core.protocol import Json
from fengyu.mahjong.ledger import Payment
from fengyu.mahjong.melds import KONGS, Meld, MeldKind


def view_json(view: Any) -> Json:
    """A view record as plain JSON data: fresh lists and dicts, exactly what reading its JSON text gives.

    ``msgspec`` writes the record in one pass and reads the text back (tuples become lists): many times
    faster than ``dataclasses.asdict``, and the LAN host encodes four views after every action.
    """
    data: Json = msgspec.json.decode(msgspec.json.encode(view))
    return data


@dataclass(frozen=True, slots=True)
class MeldView:
    """A meld as a seat sees it: the kind, its face (``tile``), the tiles it holds, and which tile was claimed
    from which seat — so a table turns the claimed tile toward the seat it came from (a chow's too).

    Another seat's concealed kong is face down until the hand ends: its ``tile`` is None, its ``tiles``
    empty (its kind is public: four tiles lie face down).
    """

    kind: MeldKind
    tile: int | None
    tiles: tuple[int, ...]
    claimed: int | None = None
    source: int | None = None

    @classmethod
    def of(cls, meld: Meld, *, hidden: bool = False) -> MeldView:
        if hidden:
            return cls(meld.kind, None, ())
        return cls(meld.kind, meld.tile, meld.tiles, meld.claimed, meld.source)

    @property
    def is_kong(self) -> bool:
        return self.kind in KONGS


@dataclass(frozen=True, slots=True)
class PaymentLine:
    """One ledger line as the view shows it (``fengyu.mahjong.ledger.Payment``)."""

    payer: int
    payee: int
    amount: int
    reasons: tuple[str, ...]
    ref: int | None = None

    @classmethod
    def of(cls, line: Payment) -> PaymentLine:
        return cls(line.payer, line.payee, line.amount, line.reasons, line.ref)

    @property
    def reason(self) -> str:
        return self.reasons[0]


@dataclass(frozen=True, slots=True)
class LastDiscard:
    """The discard a claim window is open on: who discarded which tile."""

    seat: int
    tile: int
