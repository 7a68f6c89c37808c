"""The hand ledger: every payment is a line saying who paid whom, how much and why (§5.1).

Kongs keep their own payment lists because later rules look them up: the
杠上炮 transfer hands over the gross income of the konger's last kong (R22),
and 退税 returns a non-ready player's kong income at 流局 (R35).
"""

from __future__ import annotations

from dataclasses import dataclass, field

REASONS = ("kong", "win", "gsp_transfer", "hua_zhu", "da_jiao", "refund", "escape")


@dataclass(frozen=True, slots=True)
class Payment:
    """One ledger line. ``ref`` is the kong or win it belongs to (index into the hand's lists)."""

    payer: int
    payee: int
    amount: int
    reason: str
    ref: int | None = None

    def to_json(self) -> dict[str, int | str | None]:
        return {"payer": self.payer, "payee": self.payee, "amount": self.amount, "reason": self.reason, "ref": self.ref}


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


@dataclass(slots=True)
class Ledger:
    """All payments of a hand, in order; totals per seat always sum to zero."""

    lines: list[Payment] = field(default_factory=list)

    def pay(self, payer: int, payee: int, amount: int, reason: str, ref: int | None = None) -> Payment:
        if payer == payee or amount <= 0:
            raise ValueError(f"a payment moves a positive amount between two seats, not {payer}->{payee} {amount}")
        line = Payment(payer, payee, amount, reason, ref)
        self.lines.append(line)
        return line

    def totals(self, seats: int = 4) -> list[int]:
        result = [0] * seats
        for line in self.lines:
            result[line.payer] -= line.amount
            result[line.payee] += line.amount
        return result
