"""Multisets of cards: hands are 54-count vectors indexed by card code, plays are code sequences.

Each card identity exists twice, so "which cards" is always a multiset question;
these helpers answer the ones the engine and the enumerations share.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import compress

from fengyu.games.guafeng.order import CARD_COUNT

CODES = frozenset(range(CARD_COUNT))
"""Every card code (membership is how a piece is checked to be a card)."""


def tally(cards: Iterable[int]) -> dict[int, int]:
    """Code → copies of a card sequence (a plain dict: plays are short and this runs in every check)."""
    counts: dict[int, int] = {}
    for code in cards:
        counts[code] = counts.get(code, 0) + 1
    return counts


def contains(hand: Sequence[int], cards: Sequence[int]) -> bool:
    """Whether the hand (54-count vector) holds every card of ``cards``, copies counted."""
    if len(cards) == 1:  # a single lead, the commonest question
        return cards[0] in CODES and hand[cards[0]] > 0
    need: dict[int, int] = {}
    for code in cards:
        if code not in CODES:
            return False
        need[code] = need.get(code, 0) + 1
    return all(hand[code] >= count for code, count in need.items())


def expand(counts: Mapping[int, int] | Sequence[int]) -> tuple[int, ...]:
    """The cards of a count mapping or vector, sorted by code."""
    cards: list[int] = []
    if isinstance(counts, (list, tuple)):  # a hand (tested first: the ABC check costs more), skipping absent codes
        for code in compress(range(len(counts)), counts):
            count = counts[code]
            if count == 1:
                cards.append(code)
            else:
                cards += [code] * count
        return tuple(cards)
    # a fill pool (dict, tested before the ABC), most codes held once: its codes sorted, each count looked up
    codes = sorted(counts) if isinstance(counts, dict | Mapping) else range(len(counts))
    for code in codes:
        count = counts[code]
        if count == 1:
            cards.append(code)
        elif count:
            cards += [code] * count
    return tuple(cards)


def multisets(counts: Mapping[int, int], size: int) -> list[list[int]]:
    """Every way of choosing ``size`` cards from ``counts`` (code → copies available)."""
    codes = sorted(code for code, count in counts.items() if count > 0)
    return _choose(codes, counts, size)


def _choose(codes: Sequence[int], counts: Mapping[int, int], size: int) -> list[list[int]]:
    if size == 0:
        return [[]]
    if not codes:
        return []
    first, rest = codes[0], codes[1:]
    found = []
    for use in range(min(counts[first], size), -1, -1):
        found += [[first] * use + tail for tail in _choose(rest, counts, size - use)]
    return found
