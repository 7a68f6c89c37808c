"""The hand ledger: every payment is a line saying who paid whom, how much and why.

Paofeng pays only at a win (kong, 补花 and 连庄 points are inside S, §3.1), so a
hand has at most three lines. ``reasons`` are codes: ``win``, then the 包 that
applied (``shun_bao`` / ``fan_bao`` and its 口 kind, e.g. ``dui_san_kou``),
``dealer`` when the share carries the dealer's +3, and ``board_cap`` when the
打板子 limit cut the amount (R26).
"""

from __future__ import annotations

from dataclasses import dataclass, field

SEATS = 4


@dataclass(frozen=True, slots=True)
class Payment:
    payer: int
    payee: int
    amount: int
    reasons: tuple[str, ...]

    def to_json(self) -> dict[str, object]:
        return {"payer": self.payer, "payee": self.payee, "amount": self.amount, "reasons": list(self.reasons)}


@dataclass(slots=True)
class Ledger:
    """All payments of a hand, in order; the totals per seat always sum to zero."""

    lines: list[Payment] = field(default_factory=list)

    def pay(self, payer: int, payee: int, amount: int, reasons: tuple[str, ...]) -> Payment:
        if payer == payee or amount <= 0:
            raise ValueError(f"a payment moves a positive amount between two seats, not {payer}->{payee} {amount}")
        line = Payment(payer, payee, amount, reasons)
        self.lines.append(line)
        return line

    def totals(self) -> list[int]:
        result = [0] * SEATS
        for line in self.lines:
            result[line.payer] -= line.amount
            result[line.payee] += line.amount
        return result
