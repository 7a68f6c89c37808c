"""Declarations (亮主牌, spec §4.2–§4.3): reading a declaration set and listing the ones a hand can make.

A declaration shows j jokers and k pairs of one suit S whose ranks form one run
in the *cyclic* order 2-3-…-K-A-2 ("A可以前连也可以后连"; D5 keeps A high only
during play). Pairs of 2, 3, 5 and L may be used. The four kinds:

* ``liang`` (亮主) — the first declaration: j ≥ 1, k ≥ 1;
* ``xu`` (续牌) — its owner adds one identical joker or one pair adjacent to the run;
* ``chong`` (冲主) — overrides a one-joker ``liang`` with j ≥ 2, k ≥ 1;
* ``zhan`` (粘牌) — after the deal, j ≥ j_live and k ≥ k_live + 1.

Which of them is allowed when is the engine's business (the bid-round protocol
of §4.4); this module knows only the shapes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from fengyu.games.guafeng.codes import GuafengActionKind
from fengyu.games.guafeng.order import BIG_JOKER, SMALL_JOKER, card_code
from fengyu.games.guafeng.refusals import REFUSALS

LIANG: Final[GuafengActionKind] = "liang"
XU: Final[GuafengActionKind] = "xu"
CHONG: Final[GuafengActionKind] = "chong"
ZHAN: Final[GuafengActionKind] = "zhan"
CYCLE = 13
"""Ranks in the cyclic declaration order; index 0 is rank 2, index 12 is A."""


@dataclass(frozen=True, slots=True)
class Declaration:
    """One declaration of a hand. ``ranks`` run in cyclic order from one end of the run to the other."""

    owner: int
    kind: str
    jokers: tuple[int, ...]
    suit: int
    ranks: tuple[int, ...]
    one_joker_liang: bool = False
    """A ``liang`` made with exactly one joker: only those may be reinforced (D21)."""
    withdrawn: bool = False
    """A ``liang`` overridden by ``chong`` (D31)."""

    @property
    def pair_cards(self) -> tuple[int, ...]:
        return tuple(sorted(card_code(rank, self.suit) for rank in self.ranks for _ in range(2)))

    @property
    def cards(self) -> tuple[int, ...]:
        """The declared cards: its jokers and its pair cards (§4.2)."""
        return tuple(sorted(self.jokers + self.pair_cards))

    def reinforced(self, pieces: Sequence[int]) -> Declaration:
        """The declaration after a legal ``xu`` adding ``pieces`` (one joker, or one pair)."""
        if len(pieces) == 1:
            return replace(self, jokers=tuple(sorted((*self.jokers, pieces[0]))))
        rank = pieces[0] % 13 + 2
        before = _index(rank) == (_index(self.ranks[0]) - 1) % CYCLE
        return replace(self, ranks=(rank, *self.ranks) if before else (*self.ranks, rank))


def read_declaration(pieces: Sequence[int]) -> tuple[tuple[int, ...], int, tuple[int, ...]]:
    """``(jokers, suit, ranks)`` of a declaration set, or ``IllegalActionError`` naming §4.2."""
    jokers = tuple(sorted(code for code in pieces if code in (SMALL_JOKER, BIG_JOKER)))
    counts = Counter(code for code in pieces if code < SMALL_JOKER)
    if not jokers:
        raise REFUSALS.error("§4.2", "declaration_joker")
    if not counts:
        raise REFUSALS.error("§4.2", "declaration_pair")
    if any(count != 2 for count in counts.values()):
        raise REFUSALS.error("§4.2", "declaration_pairs")
    suits = {code // 13 for code in counts}
    if len(suits) != 1:
        raise REFUSALS.error("§4.2", "declaration_one_suit")
    ranks = cyclic_run({code % 13 + 2 for code in counts})
    if ranks is None:
        raise REFUSALS.error("§4.2", "declaration_run")
    return jokers, suits.pop(), ranks


def cyclic_run(ranks: set[int]) -> tuple[int, ...] | None:
    """The ranks in run order if they form one contiguous run of the cyclic order, else ``None``."""
    indices = {_index(rank) for rank in ranks}
    if len(indices) == CYCLE:
        return tuple(range(2, 15))
    starts = [i for i in indices if (i - 1) % CYCLE not in indices]
    if len(starts) != 1:
        return None
    return tuple(_rank((starts[0] + step) % CYCLE) for step in range(len(indices)))


def declaration_sets(hand: Sequence[int], min_jokers: int, min_pairs: int) -> list[tuple[int, ...]]:
    """Every declaration set the hand (54-count vector) can show with at least the given jokers and pairs."""
    jokers = [
        (BIG_JOKER,) * big + (SMALL_JOKER,) * small
        for big in range(hand[BIG_JOKER] + 1)
        for small in range(hand[SMALL_JOKER] + 1)
        if big + small >= max(1, min_jokers)
    ]
    if not jokers:
        return []
    runs = [
        tuple(sorted(card_code(rank, suit) for rank in run for _ in range(2)))
        for suit in range(4)
        for run in _runs({rank for rank, code in _SUIT_CODES[suit] if hand[code] == 2}, max(1, min_pairs))
    ]
    return [tuple(sorted(shown + pairs)) for shown in jokers for pairs in runs]


_SUIT_CODES = tuple(tuple((rank, card_code(rank, suit)) for rank in range(2, 15)) for suit in range(4))
"""(rank, code) of every card of each suit: a hand's pairs are looked up after every dealt card."""


def reinforcements(declaration: Declaration, hand: Sequence[int]) -> list[tuple[int, ...]]:
    """The ``xu`` additions the owner can make to his one-joker ``liang`` (§4.3, D21)."""
    found: list[tuple[int, ...]] = []
    if len(declaration.jokers) == 1 and hand[declaration.jokers[0]] == 2:
        found.append(declaration.jokers)
    if len(declaration.ranks) < CYCLE:
        ends = {(_index(declaration.ranks[0]) - 1) % CYCLE, (_index(declaration.ranks[-1]) + 1) % CYCLE}
        for index in sorted(ends):
            code = card_code(_rank(index), declaration.suit)
            if hand[code] == 2:
                found.append((code, code))
    return found


def _runs(ranks: set[int], min_length: int) -> list[tuple[int, ...]]:
    """Every contiguous run (cyclic order) of at least ``min_length`` of the given ranks."""
    indices = {_index(rank) for rank in ranks}
    if len(indices) == CYCLE:
        runs = [tuple(range(2, 15))] if min_length <= CYCLE else []
        for start in range(CYCLE):
            runs += [
                tuple(_rank((start + step) % CYCLE) for step in range(length))
                for length in range(max(1, min_length), CYCLE)
            ]
        return runs
    runs = []
    for start in sorted(indices):
        length = 0
        while (start + length) % CYCLE in indices:
            length += 1
            if length >= min_length:
                runs.append(tuple(_rank((start + step) % CYCLE) for step in range(length)))
    return runs


def _index(rank: int) -> int:
    return rank - 2


def _rank(index: int) -> int:
    return index + 2
