"""What a match is made of: the game, its rules, who sits where, the seed, how many hands.

A ``MatchConfig`` is what the New Game dialog produces and what a save file
starts with; it is plain data with a strict JSON form, so a corrupt or
hand-edited save is refused with a message instead of half-loaded.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fengyu.core.protocol import Json
from fengyu.core.rng import SEED_LIMIT

SEAT_KINDS = ("human", "bot", "remote")


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """Who sits in one seat: a local ``human``, a ``bot`` of a level (or ``module:Class``), or a ``remote`` player."""

    kind: str
    name: str = ""
    level: str = ""

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"a seat is one of {SEAT_KINDS}, not {self.kind!r}")
        if (self.kind == "bot") != bool(self.level):
            raise ValueError("a bot seat names its level, and only a bot seat does")

    def to_json(self) -> Json:
        return {"kind": self.kind, "name": self.name, "level": self.level}

    @classmethod
    def from_json(cls, data: Any) -> SeatSpec:
        fields = ("kind", "name", "level")
        if not isinstance(data, Mapping) or not all(isinstance(data.get(k, ""), str) for k in fields):
            raise ValueError(f"a seat is an object with kind, name and level strings, not {data!r}")
        return cls(data.get("kind", ""), data.get("name", ""), data.get("level", ""))


@dataclass(frozen=True, slots=True)
class MatchConfig:
    """A match: ``hands`` hands (0 = until the players stop) of ``game`` under ``rules``.

    ``seed`` fixes every hand's deal (hand *i* is dealt from a seed derived
    from it), so a match can be replayed or shared. ``coins`` is each seat's
    starting stake when the rules settle in coins.
    """

    game: str
    rules: Json
    seats: tuple[SeatSpec, ...]
    seed: int
    hands: int = 8
    coins: int = 10_000

    def __post_init__(self) -> None:
        if not isinstance(self.seed, int) or isinstance(self.seed, bool) or not 0 <= self.seed < SEED_LIMIT:
            raise ValueError(f"the match seed is an integer from 0 to 2**64 - 1, not {self.seed!r}")
        if not isinstance(self.hands, int) or isinstance(self.hands, bool) or not 0 <= self.hands <= 10_000:
            raise ValueError(f"a match has 0 (unlimited) to 10000 hands, not {self.hands!r}")
        if not isinstance(self.coins, int) or isinstance(self.coins, bool) or not 0 <= self.coins <= 10**12:
            raise ValueError(f"starting coins are an integer from 0 to 10**12, not {self.coins!r}")
        if not isinstance(self.rules, Mapping):
            raise ValueError("the rules are a JSON object")

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(s for s, spec in enumerate(self.seats) if spec.kind == "human")

    def to_json(self) -> Json:
        return {
            "game": self.game,
            "rules": dict(self.rules),
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "hands": self.hands,
            "coins": self.coins,
        }

    @classmethod
    def from_json(cls, data: Any) -> MatchConfig:
        if not isinstance(data, Mapping):
            raise ValueError("a match configuration is a JSON object")
        seats = data.get("seats")
        if not isinstance(seats, list):
            raise ValueError("a match configuration lists its seats")
        game = data.get("game")
        if not isinstance(game, str):
            raise ValueError(f"bad game {game!r}")
        return cls(
            game=game,
            rules=data.get("rules"),  # type: ignore[arg-type]  # checked in __post_init__
            seats=tuple(SeatSpec.from_json(s) for s in seats),
            seed=data.get("seed"),  # type: ignore[arg-type]
            hands=data.get("hands", 8),
            coins=data.get("coins", 10_000),
        )
