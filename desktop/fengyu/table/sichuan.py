"""Sichuan mahjong at the table: dealer continuation (R37), coins, and the hand's result for the settlement."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from fengyu.ai.sichuan.levels import LEVELS
from fengyu.core.protocol import Engine, Json
from fengyu.core.rules import GameRules
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.table.games import HandResult, ledger_result


class SichuanKind:
    code = "sichuan"
    seat_count = 4
    rules_class = SichuanRules
    levels: Mapping[str, type] = LEVELS

    def new_hand(self, rules: Json, seed: int, inputs: Json) -> SichuanHand:
        return SichuanHand.from_inputs(rules, seed, inputs)

    def pre_order_items(self, rules: GameRules) -> tuple[str, ...]:
        """§6.3: 乾坤大挪移 is ordered before the shuffle (R4a), when items are on."""
        return ("qian_kun_da_nuo_yi",) if isinstance(rules, SichuanRules) and rules.items else ()

    def inputs(self, previous: Engine | None, coins: list[int] | None, pre_orders: Mapping[int, set[str]]) -> Json:
        """R37: the next dealer (None = dice); the seats' coins in coin mode; the 乾坤大挪移 users (R4a);
        the seats 金手指 marks (D26: it stays on at the table)."""
        dealer = previous.next_dealer if isinstance(previous, SichuanHand) else None
        users = sorted(seat for seat, items in pre_orders.items() if "qian_kun_da_nuo_yi" in items)
        inputs: Json = {"dealer": dealer, "qian_kun_da_nuo_yi": users, "coins": list(coins or [])}
        if isinstance(previous, SichuanHand) and previous.golden:
            inputs["golden"] = sorted(previous.golden)
        return inputs

    def match_over(self, rules: GameRules, history: Sequence[HandResult]) -> bool:
        """A Sichuan match lasts its configured number of hands."""
        return False

    def result(self, hand: Engine, index: int) -> HandResult:
        assert isinstance(hand, SichuanHand)
        end = next(e for e in reversed(hand.events) if e.kind == "hand_end")
        liu_ju = next((e for e in hand.events if e.kind == "liu_ju"), None)
        details = {
            "dealer": hand.dealer,
            "wins": [w.to_json() for w in hand.wins],
            "payments": [p.to_json() for p in hand.ledger.lines],
            "kongs": [{"seat": k.seat, "kind": k.kind, "tile": k.tile} for k in hand.kongs],
            "hands": end.public["hands"],
            "melds": end.public["melds"],
            "hua_zhu": liu_ju.public["hua_zhu"] if liu_ju else [],
            "ready": liu_ju.public["ready"] if liu_ju else {},
            "house_fee": hand.house_fee,
        }
        return ledger_result(hand, index, details, hand.coin_deltas)


KIND = SichuanKind()
"""How the table drives sichuan (found by ``fengyu.table.kinds``)."""
