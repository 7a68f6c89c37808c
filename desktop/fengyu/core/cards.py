"""Playing cards for the card game: two standard decks plus jokers.

A ``Card`` is an interned ``int`` code (0..53) so that hands can be counted and
indexed cheaply; copies of the two decks are not distinguished (each identity
exists twice). Notation follows the Guafeng specification: ``<rank><suit>`` with
ranks ``2 3 4 5 6 7 8 9 10 J Q K A`` and suits ``S H D C`` (♠♥♦♣), e.g. ``10H``,
``AS``; jokers are ``SJ`` (小王, small) and ``BJ`` (大王, big).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable

from fengyu.core.tiles import NotationError


class Suit(enum.Enum):
    """The four suits, in canonical order ♠ ♥ ♦ ♣."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"


SUIT_ORDER: tuple[Suit, ...] = tuple(Suit)
RANKS: tuple[int, ...] = tuple(range(2, 15))
"""Natural rank values: 2..10, J = 11, Q = 12, K = 13, A = 14."""

_RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_VALUES = {**{str(r): r for r in range(2, 11)}, **{name: r for r, name in _RANK_NAMES.items()}}
_SMALL_JOKER_CODE = 52
_BIG_JOKER_CODE = 53
_POINTS = {5: 5, 10: 10, 13: 10}
_TOKEN = re.compile(r"(10|[2-9JQKA])([SHDC])|(SJ|BJ)")


class Card(int):
    """One card identity; the value is its code (suit-major, then rank; jokers last)."""

    __slots__ = ()

    SMALL_JOKER: Card
    BIG_JOKER: Card

    def __new__(cls, code: int) -> Card:
        try:
            return _ALL[code]
        except (IndexError, TypeError):
            raise ValueError(f"no card has code {code!r}") from None

    @classmethod
    def of(cls, rank: int, suit: Suit) -> Card:
        """The card of a natural rank (2..14) and a suit."""
        if rank not in RANKS:
            raise NotationError(f"rank {rank} is not a card rank (2..14)")
        return _ALL[SUIT_ORDER.index(suit) * 13 + rank - 2]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse one card such as ``"10H"``, ``"AS"`` or ``"BJ"`` (case-insensitive)."""
        token = text.strip().upper()
        match = _TOKEN.fullmatch(token)
        if match is None:
            raise NotationError(f"{text!r} is not a card (examples: 10H, AS, 2C, SJ, BJ)")
        if match.group(3):
            return cls.BIG_JOKER if token == "BJ" else cls.SMALL_JOKER
        return cls.of(_RANK_VALUES[match.group(1)], Suit(match.group(2)))

    @property
    def is_joker(self) -> bool:
        return int(self) >= _SMALL_JOKER_CODE

    @property
    def suit(self) -> Suit | None:
        """The suit, or ``None`` for a joker."""
        return None if self.is_joker else SUIT_ORDER[int(self) // 13]

    @property
    def rank(self) -> int:
        """Natural rank 2..14; jokers have 15 (small) and 16 (big) so they sort last."""
        code = int(self)
        return code % 13 + 2 if code < _SMALL_JOKER_CODE else code - _SMALL_JOKER_CODE + 15

    @property
    def points(self) -> int:
        """Card points (分牌): 5 → 5, 10 → 10, K → 10, everything else 0."""
        return 0 if self.is_joker else _POINTS.get(self.rank, 0)

    @property
    def notation(self) -> str:
        if self.is_joker:
            return "BJ" if int(self) == _BIG_JOKER_CODE else "SJ"
        rank = self.rank
        suit = self.suit
        assert suit is not None
        return _RANK_NAMES.get(rank, str(rank)) + suit.value

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return f"Card({self.notation!r})"

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (int(self),))


_ALL: tuple[Card, ...] = tuple(int.__new__(Card, code) for code in range(54))
Card.SMALL_JOKER = _ALL[_SMALL_JOKER_CODE]
Card.BIG_JOKER = _ALL[_BIG_JOKER_CODE]
ALL_CARDS: tuple[Card, ...] = _ALL


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse cards separated by spaces or commas (``"10H AS BJ"``), or a list of card strings."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(token) for token in tokens]


def format_cards(cards: Iterable[int]) -> str:
    """Cards as space-separated notation, in the given order."""
    return " ".join(Card(c).notation for c in cards)


def double_deck() -> list[Card]:
    """The 108 cards of two decks (each identity twice), in canonical order."""
    return [card for card in ALL_CARDS for _ in range(2)]
