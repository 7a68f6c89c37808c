"""The hand ledger of both mahjong games: every payment is a line saying who paid whom, how much and why.

``reasons`` are codes the game defines and the UI names: the first says what the line is for (Sichuan:
``kong``, ``win``, ``gsp_transfer``, ``hua_zhu``, ``da_jiao``, ``refund``, ``escape``; Paofeng: ``win``),
any further ones qualify it (Paofeng's 包 and its 口, ``dealer``, ``board_cap``). ``ref`` points into the
game's own list the line belongs to (Sichuan's kongs and wins). The totals of a hand always sum to zero.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fengyu.core.protocol import Json


@dataclass(frozen=True, slots=True)
class Payment:
    """One ledger line."""

    payer: int
    payee: int
    amount: int
    reasons: tuple[str, ...]
    ref: int | None = None

    @property
    def reason(self) -> str:
        """What the line is for (its first reason)."""
        return self.reasons[0]

    def to_json(self) -> Json:
        data: Json = {"payer": self.payer, "payee": self.payee, "amount": self.amount, "reasons": list(self.reasons)}
        if self.ref is not None:
            data["ref"] = self.ref
        return data


@dataclass(slots=True)
class Ledger:
    """All payments of a hand, in order; the totals per seat always sum to zero."""

    seats: int = 4
    lines: list[Payment] = field(default_factory=list)

    def pay(self, payer: int, payee: int, amount: int, reasons: tuple[str, ...], ref: int | None = None) -> Payment:
        if payer == payee or amount <= 0:
            raise ValueError(f"a payment moves a positive amount between two seats, not {payer}->{payee} {amount}")
        line = Payment(payer, payee, amount, reasons, ref)
        self.lines.append(line)
        return line

    def totals(self) -> list[int]:
        result = [0] * self.seats
        for line in self.lines:
            result[line.payer] -= line.amount
            result[line.payee] += line.amount
        return result
