"""Guafeng at the table: levels and the deal carried from hand to hand, the end of a game, the hand's result.

A Guafeng match (一局到底) is a sequence of hands in which each team climbs the
levels; the hand itself decides the next one's dealer and both levels (§6.4),
and a team keeping the deal at K wins the game (§6.5) — the match then ends
whatever number of hands was agreed. A hand scores no points per seat, so a
``HandResult``'s totals are the levels each seat's team climbed in it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from fengyu.ai.guafeng.levels import LEVELS
from fengyu.core.protocol import Engine, Json
from fengyu.core.rules import GameRules
from fengyu.games.guafeng.engine import GuafengHand
from fengyu.games.guafeng.inputs import HandInputs
from fengyu.games.guafeng.order import SUIT_LETTERS
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.table.games import HandResult

SEATS = 4


def levels_climbed(rules: GuafengRules, before: tuple[str, str], after: tuple[str, str]) -> tuple[int, int]:
    """How many levels each team rose in a hand (0 for a team that stayed)."""
    sequence = rules.level_sequence
    return (
        sequence.index(after[0]) - sequence.index(before[0]),
        sequence.index(after[1]) - sequence.index(before[1]),
    )


class GuafengKind:
    code = "guafeng"
    seat_count = SEATS
    rules_class = GuafengRules
    levels: Mapping[str, type] = LEVELS

    def new_hand(self, rules: Json, seed: int, inputs: Json) -> GuafengHand:
        return GuafengHand(GuafengRules.from_json(rules), seed, HandInputs.from_json(inputs))

    def pre_order_items(self, rules: GameRules) -> tuple[str, ...]:
        """Guafeng has no items."""
        return ()

    def inputs(self, previous: Engine | None, coins: list[int] | None, pre_orders: Mapping[int, set[str]]) -> Json:
        """§6.4: the first hand has no dealer and both teams at A; later hands take both from the previous result."""
        if not isinstance(previous, GuafengHand) or previous.result is None:
            return HandInputs().to_json()
        result = previous.result
        return HandInputs(first_hand=False, dealer=result.next_dealer, levels=result.levels_after).to_json()

    def match_over(self, rules: GameRules, history: Sequence[HandResult]) -> bool:
        """§6.5: a team kept the deal at K (the game is won), whatever number of hands was agreed."""
        return bool(history) and history[-1].details.get("match_winner") is not None

    def result(self, hand: Engine, index: int) -> HandResult:
        assert isinstance(hand, GuafengHand)
        outcome = hand.result
        assert outcome is not None
        climbed = levels_climbed(hand.rules, outcome.levels_before, outcome.levels_after)
        details: Json = {
            "game": self.code,
            **outcome.to_json(),
            "first_hand": hand.inputs.first_hand,
            "level": hand.level,
            "trump": SUIT_LETTERS[hand.trump] if hand.trump is not None else None,
            "declarer": hand.declarer,
            "burier": hand.burier,
            "sticker": hand.sticker,
            "stuck": list(hand.stuck),
        }
        return HandResult(
            index=index,
            seed=hand.seed,
            inputs=hand.inputs.to_json(),
            end_reason=outcome.outcome,
            totals=tuple(climbed[seat % 2] for seat in range(SEATS)),
            details=details,
        )


KIND = GuafengKind()
"""How the table drives guafeng (found by ``fengyu.table.kinds``)."""
