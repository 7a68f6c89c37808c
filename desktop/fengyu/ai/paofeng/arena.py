"""Paofeng mahjong in the arena: points from the ledger, and the counters a Paofeng player cares about."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fengyu.ai.paofeng.levels import LEVELS
from fengyu.core.protocol import Engine
from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.rules import PaofengRules


class PaofengArena:
    code = "paofeng"
    levels = LEVELS

    def default_rules(self) -> PaofengRules:
        """The standard preset; its 底花 multiplier is 1, so points are already in base units."""
        return PaofengRules()

    def rules_from_json(self, data: Mapping[str, Any]) -> PaofengRules:
        return PaofengRules.from_json(data)

    def new_hand(self, rules: Any, seed: int) -> PaofengHand:
        return PaofengHand(rules, seed)

    def points(self, hand: Engine) -> list[float]:
        assert isinstance(hand, PaofengHand)
        return [total / hand.rules.di_hua for total in hand.ledger.totals()]

    def seat_stats(self, hand: Engine, seat: int) -> dict[str, int]:
        """Wins (all self-drawn, R17), 跑风 wins, 报听, claims made, and 包 paid (R23)."""
        assert isinstance(hand, PaofengHand)
        win = hand.win
        won = win is not None and win.seat == seat
        return {
            "wins": int(won),
            "self_draws": int(won),
            "pao_feng_wins": int(won and win is not None and win.score.pao_feng),
            "bao_ting": int(hand.seats[seat].bao_ting),
            "claims": sum(1 for m in hand.seats[seat].melds if m.source is not None),
            "bao_paid": int(win is not None and win.bao is not None and win.bao.payer == seat),
        }


ARENA = PaofengArena()
