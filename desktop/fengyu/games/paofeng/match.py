"""A room's hands in sequence (R24–R26): the dealer, the 连庄 count and the running scores.

A hand knows only its inputs; the match carries what one hand decides for the
next — who deals, the dealer's N, every player's running score (the 打板子
boards) — and notices the end of the room. The table controller and the
simulator share this bookkeeping.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fengyu.core.protocol import Json
from fengyu.games.paofeng.engine import SEATS, PaofengHand
from fengyu.games.paofeng.rules import PaofengRules


@dataclass(slots=True)
class Match:
    """The room state between hands; ``dealer`` None means the first dealer is still to be drawn (R24)."""

    rules: PaofengRules
    scores: list[int] = field(default_factory=lambda: [0] * SEATS)
    dealer: int | None = None
    lian_zhuang: int = 1
    hands: int = 0

    @property
    def over(self) -> bool:
        """R26: 打局数 ends after ``num_hands`` hands (流局 included); 打板子 when a board is used up."""
        if self.rules.game_mode == "rounds":
            return self.hands >= self.rules.num_hands
        return any(score <= -self.rules.board_limit for score in self.scores)

    def next_inputs(self) -> Json:
        """The inputs of the next hand (``PaofengHand.from_inputs``)."""
        if self.over:
            raise ValueError("the room is over")
        return {"dealer": self.dealer, "lian_zhuang": self.lian_zhuang, "scores": list(self.scores)}

    def record(self, hand: PaofengHand) -> None:
        """Take a finished hand: its payments, the next dealer and N (R24, R25)."""
        if not hand.over:
            raise ValueError("only a finished hand can be recorded")
        if self.over:
            raise ValueError("the room is over")
        for seat, delta in enumerate(hand.ledger.totals()):
            self.scores[seat] += delta
        assert hand.next_lian_zhuang is not None
        self.dealer = hand.next_dealer
        self.lian_zhuang = hand.next_lian_zhuang
        self.hands += 1
