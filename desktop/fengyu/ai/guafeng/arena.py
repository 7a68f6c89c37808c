"""Guafeng in the arena: each seat scores its side's level change, in levels.

A hand's result is measured as the level table measures it (§6.2): the side
that gains levels scores them, the other side loses as many. So a dealer side
keeping the deal at DP 0 scores +3 and its opponents −3, and defenders taking
over at DP 160 score +2. A take-over at DP 80–115 gains no level and scores 0
for both (the deal changes hands; that is not counted). Every arena hand is a
match's first hand (level A, dealer decided by the declarations), so the
levels before the hand never cap the change.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fengyu.ai.guafeng.levels import LEVELS
from fengyu.core.protocol import Engine
from fengyu.games.guafeng.engine import GuafengHand
from fengyu.games.guafeng.rules import GuafengRules

SEATS = 4


def side_levels(hand: GuafengHand) -> list[float]:
    """Each seat's side's level change: gained, or minus what the other side gained (module docstring)."""
    result = hand.result
    assert result is not None, "the hand is not over"
    gaining = 1 - result.dealer % 2 if result.defenders_take_over else result.dealer % 2
    return [float(result.steps if seat % 2 == gaining else -result.steps) for seat in range(SEATS)]


class GuafengArena:
    code = "guafeng"
    levels = LEVELS

    def default_rules(self) -> GuafengRules:
        return GuafengRules()

    def rules_from_json(self, data: Mapping[str, Any]) -> GuafengRules:
        return GuafengRules.from_json(data)

    def new_hand(self, rules: Any, seed: int) -> GuafengHand:
        return GuafengHand(rules, seed)

    def points(self, hand: Engine) -> list[float]:
        assert isinstance(hand, GuafengHand)
        return side_levels(hand)

    def seat_stats(self, hand: Engine, seat: int) -> dict[str, int]:
        """Declaring the trumps, dealing, the side's card points and kitty captures (§5.5)."""
        assert isinstance(hand, GuafengHand)
        result = hand.result
        assert result is not None
        side = seat % 2
        defending = side != result.dealer % 2
        return {
            "declared": int(hand.declarer == seat),
            "dealer_side": int(not defending),
            "kept_deal": int(not defending and not result.defenders_take_over),
            "card_points": result.trick_points[side],
            "kitty_captures": int(defending and result.capture > 0),
        }


ARENA = GuafengArena()
