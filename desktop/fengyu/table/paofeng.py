"""Paofeng mahjong at the table: dealer rotation and 连庄 (R24, R25), the room's end (R26), the hand's result.

The table keeps only the finished hands; everything the next Paofeng hand needs
follows from them. The previous hand names the next dealer and N; the running
scores of a 打板子 room are the match totals; the room ends when the game's own
``Match`` says so (a number of hands, or a board used up) — the same
bookkeeping the simulator uses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from fengyu.ai.paofeng.levels import LEVELS
from fengyu.core.protocol import Engine, Json
from fengyu.core.rules import GameRules
from fengyu.games.paofeng.engine import SEATS, PaofengHand
from fengyu.games.paofeng.match import Match
from fengyu.games.paofeng.melds import meld_json
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.table.games import HandResult, ledger_result, match_totals


class PaofengKind:
    code = "paofeng"
    seat_count = SEATS
    rules_class = PaofengRules
    levels: Mapping[str, type] = LEVELS

    def new_hand(self, rules: Json, seed: int, inputs: Json) -> PaofengHand:
        return PaofengHand.from_inputs(rules, seed, inputs)

    def pre_order_items(self, rules: GameRules) -> tuple[str, ...]:
        """Paofeng has no items."""
        return ()

    def inputs(self, previous: Engine | None, coins: list[int] | None, pre_orders: Mapping[int, set[str]]) -> Json:
        """R24/R25: the previous hand's next dealer and N (None, 1 for a room's first hand: the dealer is drawn);
        R26: each player's running score, the scores before the previous hand plus its payments."""
        if not isinstance(previous, PaofengHand):
            return {"dealer": None, "lian_zhuang": 1, "scores": [0] * SEATS}
        scores = [s + d for s, d in zip(previous.scores, previous.ledger.totals(), strict=True)]
        return {"dealer": previous.next_dealer, "lian_zhuang": previous.next_lian_zhuang, "scores": scores}

    def match_over(self, rules: GameRules, history: Sequence[HandResult]) -> bool:
        """R26: 打局数 ends after its number of hands, 打板子 when a player's board is used up."""
        assert isinstance(rules, PaofengRules)
        return Match(rules, scores=match_totals(list(history), SEATS), hands=len(history)).over

    def result(self, hand: Engine, index: int) -> HandResult:
        """The hand for the settlement: the win with its items, 包 and payments, and the table as it ended."""
        assert isinstance(hand, PaofengHand)
        details = {
            "game": "paofeng",
            "dealer": hand.dealer,
            "lian_zhuang": hand.lian_zhuang,
            "indicator": hand.indicator,
            "wild": hand.roles.wild,
            "flower_kinds": sorted(hand.roles.flowers),
            "win": hand.win.to_json() if hand.win is not None else None,
            "payments": [p.to_json() for p in hand.ledger.lines],
            "hands": [st.tiles() for st in hand.seats],
            "melds": [[meld_json(m) for m in st.melds] for st in hand.seats],
            "flowers": [list(st.flowers) for st in hand.seats],
            "bao_ting": [st.bao_ting for st in hand.seats],
            "scores_before": list(hand.scores),
            "di_hua": hand.rules.di_hua,
            "next_dealer": hand.next_dealer,
            "next_lian_zhuang": hand.next_lian_zhuang,
        }
        return ledger_result(hand, index, details)


KIND = PaofengKind()
"""How the table drives paofeng (found by ``fengyu.table.kinds``)."""
