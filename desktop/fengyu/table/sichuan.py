"""Sichuan mahjong at the table: dealer continuation (R37), coins, and the hand's result for the settlement."""

from __future__ import annotations

from collections.abc import Mapping

from fengyu.ai.arena import LEVELS
from fengyu.core.protocol import Engine, Json
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.table.games import HandResult


class SichuanKind:
    code = "sichuan"
    seat_count = 4
    rules_class = SichuanRules
    levels: Mapping[str, type] = LEVELS

    def new_hand(self, rules: Json, seed: int, inputs: Json) -> SichuanHand:
        return SichuanHand.from_inputs(rules, seed, inputs)

    def inputs(self, previous: Engine | None, coins: list[int] | None) -> Json:
        """R37: the next dealer (None = dice); the seats' coins when the rules settle in coins."""
        dealer = previous.next_dealer if isinstance(previous, SichuanHand) else None
        return {"dealer": dealer, "qian_kun_da_nuo_yi": [], "coins": list(coins or [])}

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
        return HandResult(
            index=index,
            seed=hand.seed,
            inputs=dict(hand.inputs),
            end_reason=hand.end_reason or "",
            totals=tuple(hand.ledger.totals()),
            coins=hand.coin_deltas,
            details=details,
        )
