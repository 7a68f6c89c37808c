"""What the table needs to know about each game: how to start a hand and read its result.

The engines share the ``Engine`` contract for play; what differs between games
is how a match strings hands together (who deals next, what carries over) and
what a finished hand's result holds. Each game supplies one ``GameKind``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from fengyu.ai.arena import LEVELS as SICHUAN_LEVELS
from fengyu.core.protocol import Engine, Json
from fengyu.core.rules import GameRules
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules


@dataclass(frozen=True, slots=True)
class HandResult:
    """A finished hand as the match remembers it: points per seat, coins, and the game's own details.

    ``details`` is game-specific JSON (for Sichuan: the wins, every payment
    line, the kongs and the revealed hands) from which the settlement dialog
    explains the hand in words, now or from the history later.
    """

    index: int
    seed: int
    inputs: Json
    end_reason: str
    totals: tuple[int, ...]
    coins: tuple[int, ...] | None = None
    details: Json = field(default_factory=dict)

    def to_json(self) -> Json:
        return {
            "index": self.index,
            "seed": self.seed,
            "inputs": self.inputs,
            "end_reason": self.end_reason,
            "totals": list(self.totals),
            "coins": list(self.coins) if self.coins is not None else None,
            "details": self.details,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> HandResult:
        coins = data["coins"]
        return cls(
            index=int(data["index"]),
            seed=int(data["seed"]),
            inputs=dict(data["inputs"]),
            end_reason=str(data["end_reason"]),
            totals=tuple(int(x) for x in data["totals"]),
            coins=tuple(int(x) for x in coins) if coins is not None else None,
            details=dict(data["details"]),
        )


class GameKind(Protocol):
    """One game as the table drives it."""

    code: str
    seat_count: int
    rules_class: type[GameRules]
    levels: Mapping[str, type]

    def new_hand(self, rules: Json, seed: int, inputs: Json) -> Engine:
        """A hand from JSON rules and inputs (the signature ``HandRecord.replay`` takes)."""
        ...

    def inputs(self, previous: Engine | None, coins: list[int] | None) -> Json:
        """The inputs of the next hand, from the previous one (None for a match's first hand)."""
        ...

    def result(self, hand: Engine, index: int) -> HandResult:
        """Read a finished hand."""
        ...


class SichuanKind:
    code = "sichuan"
    seat_count = 4
    rules_class = SichuanRules
    levels: Mapping[str, type] = SICHUAN_LEVELS

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


GAMES: dict[str, GameKind] = {"sichuan": SichuanKind()}
"""The games a table can seat; Paofeng and Guafeng join when their tables are built."""


def game_kind(code: str) -> GameKind:
    if code not in GAMES:
        raise ValueError(f"no table for game {code!r}; games: {sorted(GAMES)}")
    return GAMES[code]
