"""Sichuan mahjong in the arena: points from the ledger, and the counters a Sichuan player cares about."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fengyu.ai.sichuan.levels import LEVELS
from fengyu.core.protocol import Engine
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules


class SichuanArena:
    code = "sichuan"
    levels = LEVELS

    def default_rules(self) -> SichuanRules:
        return SichuanRules(base_points=1)

    def rules_from_json(self, data: Mapping[str, Any]) -> SichuanRules:
        return SichuanRules.from_json(data)

    def new_hand(self, rules: Any, seed: int) -> SichuanHand:
        return SichuanHand(rules, seed)

    def points(self, hand: Engine) -> list[float]:
        assert isinstance(hand, SichuanHand)
        return [total / hand.rules.base_points for total in hand.ledger.totals()]

    def seat_stats(self, hand: Engine, seat: int) -> dict[str, int]:
        """Wins, self-draws, deal-ins, 花猪 (R32) and 查叫 paid and received (R33)."""
        assert isinstance(hand, SichuanHand)
        wins = [w for w in hand.wins if w.seat == seat]
        liu_ju = next((e for e in hand.events if e.kind == "liu_ju"), None)
        lines = hand.ledger.lines
        return {
            "wins": int(bool(wins)),
            "self_draws": int(any(w.how == "self_draw" for w in wins)),
            "deal_ins": int(any(w.how != "self_draw" and w.source == seat for w in hand.wins)),
            "hua_zhu": int(liu_ju is not None and seat in liu_ju.public["hua_zhu"]),
            "cha_jiao_paid": int(any(p.reason == "da_jiao" and p.payer == seat for p in lines)),
            "cha_jiao_received": int(any(p.reason == "da_jiao" and p.payee == seat for p in lines)),
        }


ARENA = SichuanArena()
