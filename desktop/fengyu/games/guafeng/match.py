"""A match (一局到底): hands in sequence until a team keeps the deal at K (spec §6.4, §6.5).

A hand only knows its inputs; the match carries the levels and the dealer from
one hand to the next and notices the end. This is the bookkeeping the table
controller and the simulator share.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fengyu.games.guafeng.inputs import HandInputs
from fengyu.games.guafeng.scoring import HandResult


@dataclass(slots=True)
class Match:
    """Levels, the next dealer and the winner, updated by each hand's result."""

    levels: tuple[str, str] = ("A", "A")
    dealer: int | None = None
    hands: int = 0
    winner: int | None = None
    results: list[HandResult] = field(default_factory=list)

    @property
    def over(self) -> bool:
        return self.winner is not None

    def next_inputs(self) -> HandInputs:
        """The inputs of the next hand: hand 1 has no dealer yet and both teams at A (§4.6)."""
        if self.over:
            raise ValueError(f"the match is over: team {self.winner} won")
        return HandInputs(first_hand=self.hands == 0, dealer=self.dealer, levels=self.levels)

    def record(self, result: HandResult) -> None:
        """Take a finished hand's result: new levels, the next dealer (§6.4) and a possible winner (§6.5)."""
        if self.over:
            raise ValueError(f"the match is over: team {self.winner} won")
        self.results.append(result)
        self.hands += 1
        self.levels = result.levels_after
        self.dealer = result.next_dealer
        self.winner = result.match_winner
