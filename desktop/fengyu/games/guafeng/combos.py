"""Combinations (牌型): classification, throw decomposition and comparison (spec §3, §5.3, §5.6.2).

A card set is a single, a 风 (``feng``: k pairs, a pair being the 1-pair 风), a
雨 (``yu``: a straight of ≥ 5 ranks with optional pairs), a 雷 (``lei``: one
rank of 2, 3, 5 or L in all four suits), a throw (甩牌, only with
``allow_throw``) or nothing (§3.3). Each valid set has exactly one type, which
is what lets the trick winner be judged by comparing shapes (§5.3).

Throws are judged by their decomposition into units (§5.6.2): a ruff qualifies
when its own decomposition can be re-partitioned into the throw's unit shapes,
and ruffs are compared by their best key unit (D32).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from fengyu.games.guafeng.cardsets import tally
from fengyu.games.guafeng.order import CARD_COUNT, NAT, NO_GROUP, SUIT, TRUMP, CardOrder, card_code

SINGLE = "single"
FENG = "feng"
YU = "yu"
LEI = "lei"
THROW = "throw"
KINDS = (SINGLE, FENG, YU, LEI, THROW)


@dataclass(frozen=True, slots=True)
class Unit:
    """One unit of a throw (§5.6.2): a single (``pairs`` 0), a pair (1) or a 风 of k ≥ 2 pairs."""

    pairs: int
    strength: int
    cards: tuple[int, ...]

    @property
    def size(self) -> int:
        return len(self.cards)


@dataclass(frozen=True, slots=True)
class Combo:
    """A classified card set.

    ``pairs`` is k for a 风, q for a 雨, the pairs of all units for a throw and 0
    otherwise. ``strength`` follows §3.4: power for singles, pairs and 雷,
    height for longer 风 and for 雨, and for a throw (or a qualified ruff of
    one) the strength of its key unit.
    """

    kind: str
    cards: tuple[int, ...]
    cls: int
    pairs: int
    strength: int
    units: tuple[Unit, ...] = ()

    @property
    def size(self) -> int:
        return len(self.cards)

    def same_shape(self, other: Combo) -> bool:
        """Same type, same number of cards and same number of pairs (§5.3; throws are matched by ``ruff``)."""
        return self.kind == other.kind and len(self.cards) == len(other.cards) and self.pairs == other.pairs

    @property
    def key_unit(self) -> Unit:
        """A throw's unit with the most cards, the strongest among ties (§5.6.5)."""
        return max(self.units, key=lambda unit: (unit.size, unit.strength))


def pair_runs(counts: Mapping[int, int], order: CardOrder) -> list[list[int]]:
    """The held pairs joined into maximal runs (§5.6.2), each run ascending.

    Pairs that never sit in a run (jokers without ``joker_feng``, off-suit 2, 3,
    5 and L) are runs of length 1.
    """
    runs: list[list[int]] = []
    by_group: dict[int, list[int]] = {}
    groups = order.group
    for code in sorted(code for code, count in counts.items() if count == 2):
        group = groups[code]
        if group == NO_GROUP:
            runs.append([code])
        elif group in by_group:
            by_group[group].append(code)
        else:
            by_group[group] = [code]
    for codes in by_group.values():
        run = [codes[0]]
        for code in codes[1:]:
            if NAT[code] == NAT[run[-1]] + 1:
                run.append(code)
            else:
                runs.append(run)
                run = [code]
        runs.append(run)
    return runs


def longest_run(counts: Mapping[int, int], order: CardOrder) -> int:
    """``longest(HC)`` of §5.2: the largest k with a 风(k) in the cards, 0 without pairs."""
    return max((len(run) for run in pair_runs(counts, order)), default=0)


def run_unit(run: Sequence[int], order: CardOrder) -> Unit:
    """The unit a run of pairs forms: a pair has the power of its card, a longer 风 its height (§3.4)."""
    cards = tuple(code for code in run for _ in range(2))
    if len(run) == 1:
        return Unit(1, order.power[run[0]], cards)
    return Unit(len(run), order.height(order.group[run[0]], NAT[run[-1]]), cards)


def decompose(cards: Iterable[int], order: CardOrder) -> tuple[Unit, ...]:
    """The unique decomposition of a throw into 风 runs, pairs and singles (§5.6.2)."""
    counts = Counter(cards)
    units = [run_unit(run, order) for run in pair_runs(counts, order)]
    units += [Unit(0, order.power[code], (code,)) for code in sorted(counts) if counts[code] == 1]
    return tuple(units)


def classify(cards: Iterable[int], order: CardOrder) -> Combo | None:
    """The type of a card set by the procedure of §3.3, or ``None`` if it is not a combination."""
    played = tuple(sorted(cards))
    n = len(played)
    if n == 0:
        return None
    if n == 1:
        return single(played[0], order)
    if n == 2 and played[0] == played[1]:
        code = played[0]
        return Combo(FENG, played, order.cls[code], 1, order.power[code])
    counts = tally(played)
    codes = sorted(counts)
    first, last = codes[0], codes[-1]
    group = order.group[first]
    one_group = group != NO_GROUP and all(order.group[code] == group for code in codes)
    consecutive = one_group and NAT[last] - NAT[first] == len(codes) - 1
    if all(count == 2 for count in counts.values()):
        if len(codes) == 1:
            return Combo(FENG, played, order.cls[first], 1, order.power[first])
        if consecutive:
            return Combo(FENG, played, order.cls[first], len(codes), order.height(group, NAT[last]))
    if n == 4 and len(codes) == 4 and SUIT[first] >= 0 and all(NAT[code] == NAT[first] for code in codes):
        rank = NAT[first]
        if rank in order.lei_ranks:
            return Combo(LEI, played, TRUMP, 0, order.power[card_code(rank, order.trump)])
    if (
        len(codes) >= 5
        and consecutive
        and all(count <= 2 for count in counts.values())
        and any(count == 1 for count in counts.values())
    ):
        return Combo(YU, played, order.cls[first], n - len(codes), order.height(group, NAT[last]))
    if order.rules.allow_throw and all(order.cls[code] == order.cls[first] for code in codes):
        units = decompose(played, order)
        key = max(units, key=lambda unit: (unit.size, unit.strength))
        return Combo(THROW, played, order.cls[first], sum(unit.pairs for unit in units), key.strength, units)
    return None


def single(code: int, order: CardOrder) -> Combo:
    """The single ``code`` as a combination (what ``classify`` makes of one card)."""
    return singles(order)[code]


@lru_cache(maxsize=256)
def singles(order: CardOrder) -> tuple[Combo, ...]:
    """Every card's single, by code, built once per card order (as many as ``card_order`` keeps): combinations
    are values, and singles are most of the leads and all of the winning follows of single leads."""
    return tuple(Combo(SINGLE, (code,), order.cls[code], 0, order.power[code]) for code in range(CARD_COUNT))


def single_beats(code: int, best: Combo, order: CardOrder) -> bool:
    """Whether the card ``code``, following a single lead, beats ``best``: ``qualify`` then ``beats``, without
    building the contender (most follows of a single win nothing, and the engine judges every one)."""
    cls = order.cls[code]
    if cls == TRUMP:
        return best.cls != TRUMP or order.power[code] > best.strength
    return cls == best.cls and order.power[code] > best.strength


def beats(challenger: Combo, best: Combo) -> bool:
    """Whether a qualified play beats the current best play of the trick (§5.3).

    Trump beats side; within one class the strictly stronger wins, so of two
    equal plays the one played first stays best (§2.5, D4).
    """
    if challenger.cls == TRUMP and best.cls != TRUMP:
        return True
    return challenger.cls == best.cls and challenger.strength > best.strength


def qualify(lead: Combo, play: Sequence[int], order: CardOrder) -> Combo | None:
    """The play as a contender for the trick, or ``None`` if it cannot win (§5.3).

    A play qualifies iff it has the lead's shape and is of the led class or all
    trumps. A throw is matched by decomposition instead (``ruff``).
    """
    if lead.kind == THROW:
        return ruff(lead, play, order)
    if lead.kind == SINGLE:  # the commonest case, without classifying
        if len(play) != 1:
            return None
        return single(play[0], order) if order.cls[play[0]] in (lead.cls, TRUMP) else None
    combo = classify(play, order)
    if combo is None or not combo.same_shape(lead) or combo.cls not in (lead.cls, TRUMP):
        return None
    return combo


def ruff(throw: Combo, play: Iterable[int], order: CardOrder) -> Combo | None:
    """A qualified all-trump ruff of a side-suit throw, with its best key unit as strength (§5.6.5, D32).

    The play's decomposition must re-partition into the throw's unit shapes: the
    singles match one for one, and each run of pairs may be cut into shorter 风
    (a pair being a 风 of one) so that the lengths equal those of the throw's
    units. Of all such cuttings the one with the strongest unit of the key
    unit's shape counts. A throw led in trumps cannot be beaten.
    """
    cards = tuple(sorted(play))
    if throw.cls == TRUMP or len(cards) != throw.size or any(order.cls[code] != TRUMP for code in cards):
        return None
    counts = Counter(cards)
    singles = [code for code in counts if counts[code] == 1]
    if len(singles) != sum(1 for unit in throw.units if unit.pairs == 0):
        return None
    key_pairs = throw.key_unit.pairs
    runs = pair_runs(counts, order)
    if key_pairs == 0:
        best = None if runs else max(order.power[code] for code in singles)
    else:
        wanted = Counter(unit.pairs for unit in throw.units if unit.pairs)
        best = _best_cut(runs, wanted, key_pairs, order)
    if best is None:
        return None
    return Combo(THROW, cards, TRUMP, throw.pairs, best, decompose(cards, order))


def _best_cut(runs: list[list[int]], wanted: Counter[int], key_pairs: int, order: CardOrder) -> int | None:
    """Cut every run into pieces whose lengths use up ``wanted`` exactly; the best key-length piece, or None."""
    if not runs:
        return -1 if not +wanted else None
    run, rest = runs[0], runs[1:]
    best: int | None = None
    for pieces in _cuttings(len(run), wanted):
        remaining = wanted - Counter(pieces)
        below = _best_cut(rest, remaining, key_pairs, order)
        if below is None:
            continue
        start = 0
        for length in pieces:
            if length == key_pairs:
                below = max(below, run_unit(run[start : start + length], order).strength)
            start += length
        best = below if best is None else max(best, below)
    return best


def _cuttings(length: int, available: Counter[int]) -> list[list[int]]:
    """Ordered lists of piece lengths, each still available, that add up to ``length``."""
    if length == 0:
        return [[]]
    found = []
    for piece in sorted(available):
        if piece <= length and available[piece] > 0:
            for tail in _cuttings(length - piece, available - Counter({piece: 1})):
                found.append([piece, *tail])
    return found
