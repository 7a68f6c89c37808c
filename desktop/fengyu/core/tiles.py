"""Mahjong tiles: the 34 kinds, their notation, and count vectors.

A tile kind is a small integer (0..33), wrapped in the ``Tile`` IntEnum so that it
prints as its notation while staying usable as a list index. The order is the
canonical order every game uses for sorting, enumeration and tie-breaks:
``1m..9m`` (万), ``1p..9p`` (筒), ``1s..9s`` (条), then ``1z..7z`` (东 南 西 北 白 发 中).

Hands are written in the compact notation shared by the rule specifications:
digits followed by their suit letter, ``"123m456p99s"``; honours use ``z``.
Physical copies are not distinguished: a hand is a multiset of kinds, and the
hand analyser works on *count vectors* (34 integers, one per kind).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Sequence

SUITS = "mpsz"
"""Suit letters in canonical order: 万 (m), 筒 (p), 条 (s), honours (z)."""

KIND_COUNT = 34
SUITED_KIND_COUNT = 27
COPIES = 4


class NotationError(ValueError):
    """A tile or card string that does not follow the notation."""


class Tile(enum.IntEnum):
    """One of the 34 tile kinds; the value is the kind index (canonical order)."""

    M1 = 0
    M2 = 1
    M3 = 2
    M4 = 3
    M5 = 4
    M6 = 5
    M7 = 6
    M8 = 7
    M9 = 8
    P1 = 9
    P2 = 10
    P3 = 11
    P4 = 12
    P5 = 13
    P6 = 14
    P7 = 15
    P8 = 16
    P9 = 17
    S1 = 18
    S2 = 19
    S3 = 20
    S4 = 21
    S5 = 22
    S6 = 23
    S7 = 24
    S8 = 25
    S9 = 26
    EAST = 27
    SOUTH = 28
    WEST = 29
    NORTH = 30
    WHITE = 31
    GREEN = 32
    RED = 33

    @property
    def suit(self) -> str:
        """The suit letter: ``m``, ``p``, ``s`` or ``z`` (honours)."""
        return SUITS[self.value // 9]

    @property
    def rank(self) -> int:
        """1..9 for suited tiles, 1..7 for honours (东 = 1 … 中 = 7)."""
        return self.value % 9 + 1

    @property
    def is_honor(self) -> bool:
        return self.value >= SUITED_KIND_COUNT

    @property
    def is_terminal(self) -> bool:
        """A suited 1 or 9 (幺九 in the Sichuan sense; honours are not terminals)."""
        return not self.is_honor and self.rank in (1, 9)

    @property
    def notation(self) -> str:
        return f"{self.rank}{self.suit}"

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return f"Tile.{self.name}"

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Parse a single tile such as ``"5m"`` or ``"7z"``."""
        tiles = parse_tiles(text)
        if len(tiles) != 1:
            raise NotationError(f"expected one tile, got {text!r}")
        return tiles[0]

    @classmethod
    def of(cls, suit: str, rank: int) -> Tile:
        """The tile of a suit letter and a rank (``Tile.of("p", 5)`` is 5p)."""
        if suit not in SUITS:
            raise NotationError(f"unknown suit {suit!r}; expected one of m, p, s, z")
        limit = 7 if suit == "z" else 9
        if not 1 <= rank <= limit:
            raise NotationError(f"rank {rank} is not valid for suit {suit!r} (1..{limit})")
        return cls(SUITS.index(suit) * 9 + rank - 1)


ALL_TILES: tuple[Tile, ...] = tuple(Tile)
SUITED_TILES: tuple[Tile, ...] = ALL_TILES[:SUITED_KIND_COUNT]

_GROUP = re.compile(r"(\d+)([mpsz])")


def parse_tiles(text: str) -> list[Tile]:
    """Parse compact notation (``"123m456p99s"``, spaces allowed) into tiles, in order.

    Raises ``NotationError`` naming the offending part for anything else, for
    example a rank without a suit letter or ``8z``.
    """
    compact = "".join(text.split())
    tiles: list[Tile] = []
    pos = 0
    for match in _GROUP.finditer(compact):
        if match.start() != pos:
            raise NotationError(f"cannot read {compact[pos : match.start()]!r} in {text!r}")
        digits, suit = match.groups()
        for digit in digits:
            tiles.append(Tile.of(suit, int(digit)))
        pos = match.end()
    if pos != len(compact):
        raise NotationError(f"cannot read {compact[pos:]!r} in {text!r} (each group needs a suit letter m/p/s/z)")
    return tiles


def format_tiles(tiles: Iterable[int], *, sort: bool = True) -> str:
    """Write tiles in compact notation; ``sort`` puts them in canonical order first."""
    kinds = [Tile(t) for t in tiles]
    if sort:
        kinds.sort()
    out: list[str] = []
    for i, tile in enumerate(kinds):
        out.append(str(tile.rank))
        if i + 1 == len(kinds) or kinds[i + 1].suit != tile.suit:
            out.append(tile.suit)
    return "".join(out)


def to_counts(tiles: Iterable[int]) -> list[int]:
    """The count vector (34 integers) of a multiset of tiles."""
    counts = [0] * KIND_COUNT
    for tile in tiles:
        counts[tile] += 1
    return counts


def from_counts(counts: Sequence[int]) -> list[Tile]:
    """The tiles of a count vector, in canonical order."""
    if len(counts) != KIND_COUNT:
        raise ValueError(f"a count vector has {KIND_COUNT} entries, not {len(counts)}")
    return [ALL_TILES[kind] for kind, n in enumerate(counts) for _ in range(n)]


def counts_of(text: str) -> list[int]:
    """Shorthand for ``to_counts(parse_tiles(text))``."""
    return to_counts(parse_tiles(text))


def full_set(kinds: Iterable[Tile] = ALL_TILES) -> list[Tile]:
    """Four copies of each kind, in canonical order (the unshuffled wall)."""
    return [tile for tile in kinds for _ in range(COPIES)]
