"""Sichuan's kong records; the hand's payments are ``fengyu.mahjong.ledger`` lines (§5.1).

Reasons: ``kong``, ``win``, ``gsp_transfer``, ``hua_zhu``, ``da_jiao``, ``refund``, ``escape``.
Kongs keep their own payment lists because later rules look them up: the
杠上炮 transfer hands over the gross income of the konger's last kong (R22),
and 退税 returns a non-ready player's kong income at 流局 (R35).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fengyu.mahjong.ledger import Ledger, Payment

REASONS = ("kong", "win", "gsp_transfer", "hua_zhu", "da_jiao", "refund", "escape")


@dataclass(slots=True)
class KongRecord:
    """A completed kong and the money it collected (§4.1: ``(payer, konger, amount, kong_id)``)."""

    kong_id: int
    seat: int
    kind: str
    tile: int
    payments: list[Payment] = field(default_factory=list)
    transferred: bool = False

    @property
    def income(self) -> int:
        return sum(p.amount for p in self.payments)


__all__ = ["REASONS", "KongRecord", "Ledger", "Payment"]
