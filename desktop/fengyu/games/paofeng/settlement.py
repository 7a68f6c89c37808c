"""Settling a win (§3.1): shares, the dealer's +3, 包, 底花 and the 打板子 cap.

Order of application: S → dealer +3 → 包 → 底花 → cap. Zero-sum holds by
construction: every amount is one ledger line from a loser to the winner, and
the cap only lowers what a loser pays — the winner receives exactly the sum of
the capped lines (D39), so no point is created or lost.
"""

from __future__ import annotations

from collections.abc import Sequence

from fengyu.games.paofeng.bao import Bao
from fengyu.games.paofeng.rules import PaofengRules

SEATS = 4
DEALER_BONUS = 3


def shares(total: int, winner: int, dealer: int) -> dict[int, int]:
    """share(L) for each loser: S, plus 3 when the winner or L is the dealer (seed §31)."""
    return {
        loser: total + (DEALER_BONUS if dealer in (winner, loser) else 0)
        for loser in ((winner + step) % SEATS for step in (1, 2, 3))
    }


def win_payments(
    total: int,
    winner: int,
    dealer: int,
    bao: Bao | None,
    rules: PaofengRules,
    *,
    remaining: Sequence[int] | None = None,
) -> list[tuple[int, int, tuple[str, ...]]]:
    """(payer, amount, reason codes) of each loser who pays; ``remaining`` is each board's rest in 打板子.

    Losers owing nothing (the two others under 包, or a board already used up)
    get no line.
    """
    owed = shares(total, winner, dealer)
    due: dict[int, tuple[int, tuple[str, ...]]] = {}
    if bao is None:
        for loser, share in owed.items():
            due[loser] = (rules.di_hua * share, ("win", "dealer") if dealer in (winner, loser) else ("win",))
    else:
        covered = sum(owed.values())
        amount = covered if rules.bao_no_multiplier else max(bao.multiplier * owed[bao.payer], covered)
        due[bao.payer] = (rules.di_hua * amount, ("win", bao.direction, bao.code))
    lines = []
    for loser, (owed_amount, codes) in due.items():
        amount, reasons = owed_amount, codes
        if remaining is not None and owed_amount > remaining[loser]:
            amount, reasons = max(remaining[loser], 0), (*codes, "board_cap")
        if amount > 0:
            lines.append((loser, amount, reasons))
    return lines
