"""What the table needs to know about each game: how to start a hand and read its result.

The engines share the ``Engine`` contract for play; what differs between games
is how a match strings hands together (who deals next, what carries over) and
what a finished hand's result holds. Each game supplies one ``GameKind`` in a
module of its own (``fengyu.table.sichuan`` …), listed in ``fengyu.table.kinds``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from fengyu.core.protocol import Engine, Json, with_todays_codes
from fengyu.core.rng import SEED_LIMIT, Rng
from fengyu.core.rules import GameRules


def hand_seed(match_seed: int, index: int) -> int:
    """The seed of hand ``index`` of a match: independent streams from one match seed."""
    return Rng((match_seed + index * 0x9E3779B97F4A7C15) % SEED_LIMIT).next_u64()


def _whole(value: Any, what: str, low: int = -(2**63), high: int = 2**63) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value < high:
        raise ValueError(f"{what} is {str(value)[:40]!r}, not an integer from {low} to {high - 1}")
    return value


def _numbers(value: Any, what: str, seats: int | None) -> tuple[int, ...]:
    if not isinstance(value, list | tuple) or len(value) != (seats if seats is not None else len(value)):
        raise ValueError(f"{what} are not one number per seat")
    return tuple(_whole(v, what) for v in value)


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
    def from_json(cls, data: Any, seats: int | None = None) -> HandResult:
        """A result as saved, checked field by field (``ValueError`` naming the first that is wrong); with
        ``seats``, totals and coins must name that many seats."""
        if not isinstance(data, Mapping):
            raise ValueError("a hand's result is a JSON object")
        missing = {"index", "seed", "inputs", "end_reason", "totals", "coins", "details"} - set(data)
        if missing:
            raise ValueError(f"a hand's result lacks {sorted(missing)}")
        inputs, details, reason, coins = data["inputs"], data["details"], data["end_reason"], data["coins"]
        if not isinstance(inputs, dict) or not isinstance(details, dict) or not isinstance(reason, str):
            raise ValueError("a hand's inputs, details or end are malformed")
        return cls(
            index=_whole(data["index"], "a hand's index", 0, 10**6),
            seed=_whole(data["seed"], "a hand's seed", 0, SEED_LIMIT),
            inputs=inputs,
            end_reason=reason,
            totals=_numbers(data["totals"], "a hand's totals", seats),
            coins=_numbers(coins, "a hand's coins", seats) if coins is not None else None,
            details=with_todays_codes(details),
        )


class _Ledger(Protocol):
    def totals(self) -> list[int]: ...


class LedgerHand(Protocol):
    """A finished mahjong hand whose points are the sums of its ledger (Sichuan, Paofeng)."""

    @property
    def seed(self) -> int: ...
    @property
    def inputs(self) -> Mapping[str, Any]: ...
    @property
    def end_reason(self) -> str | None: ...
    @property
    def ledger(self) -> _Ledger: ...


def ledger_result(hand: LedgerHand, index: int, details: Json, coins: tuple[int, ...] | None = None) -> HandResult:
    """The ``HandResult`` of a hand settled by a ledger: its seed, inputs and end, the ledger's totals, ``details``."""
    return HandResult(
        index=index,
        seed=hand.seed,
        inputs=dict(hand.inputs),
        end_reason=hand.end_reason or "",
        totals=tuple(hand.ledger.totals()),
        coins=coins,
        details=details,
    )


def match_totals(history: list[HandResult], seats: int) -> list[int]:
    """Points per seat over the finished hands of a match."""
    result = [0] * seats
    for hand in history:
        for seat, points in enumerate(hand.totals):
            result[seat] += points
    return result


class GameKind(Protocol):
    """One game as the table drives it."""

    code: str
    seat_count: int
    rules_class: type[GameRules]
    levels: Mapping[str, type]

    def new_hand(self, rules: Json, seed: int, inputs: Json) -> Engine:
        """A hand from JSON rules and inputs (the signature ``HandRecord.replay`` takes)."""
        ...

    def pre_order_items(self, rules: GameRules) -> tuple[str, ...]:
        """Items a seat may order before a hand is dealt under ``rules`` (Sichuan's 乾坤大挪移); usually none."""
        ...

    def inputs(self, previous: Engine | None, coins: list[int] | None, pre_orders: Mapping[int, set[str]]) -> Json:
        """The inputs of the next hand, from the previous one (None for a match's first hand) and the pre-orders."""
        ...

    def match_over(self, rules: GameRules, history: Sequence[HandResult]) -> bool:
        """Whether the game's own rules end the match after ``history`` (Paofeng's R26); the table also
        stops at the configured number of hands."""
        ...

    def result(self, hand: Engine, index: int) -> HandResult:
        """Read a finished hand."""
        ...
