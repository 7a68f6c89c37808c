"""Following a lead: the legality rules F1 and F2 of spec §5.2, as a check and as an enumeration.

``follow_violation`` judges one proposed play (the engine's ``apply``, the
``judge`` command); ``follow_options`` lists every legal play (the engine's
``legal_actions``). They are written independently on purpose: the tests and the
simulator compare them on random hands, which catches a slip in either.

A follower's free choices are not spelled out card by card, because they can be
combinatorially large (a void player following a ten-card 雨 may pick any ten of
his cards). ``follow_options`` returns ``Option``s: a fixed set of cards plus,
for a template, "any further cards from the pool", where the pool is the cards
of the led class if the follower holds at least as many of them as were led,
and his whole hand otherwise (exactly what rule F1 allows).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from fengyu.games.guafeng.cardsets import CODES, contains, expand, multisets, tally
from fengyu.games.guafeng.combos import FENG, LEI, SINGLE, YU, Combo, classify, longest_run, pair_runs
from fengyu.games.guafeng.order import TRUMP, CardOrder, card_code

F1 = "F1"
F2_TYPE = "F2_type"
F2_PAIRS = "F2_pairs"
F2_RUN = "F2_run"
F2_HIGHEST = "F2_highest"
SIZE = "size"
NOT_IN_HAND = "not_in_hand"


@dataclass(frozen=True, slots=True)
class Option:
    """A legal play (``template`` false) or the fixed part of a family of legal plays (``template`` true)."""

    cards: tuple[int, ...]
    template: bool = False


ANY_CARD = Option((), template=True)
"""The follow of a single lead by a holder of the led class: any one card of it (the commonest option)."""


def class_cards(hand: Sequence[int], cls: int, order: CardOrder) -> dict[int, int]:
    """``HC``: the follower's cards of the led class, as code → count (``hand`` is a 54-count vector)."""
    return {code: hand[code] for code in order.class_codes[cls] if hand[code]}


def fill_pool(hand: Sequence[int], lead: Combo, order: CardOrder) -> dict[int, int]:
    """Where the free cards of a follow template come from: HC if it holds ``n`` cards, else the whole hand."""
    held = class_cards(hand, lead.cls, order)
    if sum(held.values()) >= len(lead.cards):  # the lead's size, read without the property (every follow)
        return held
    return {code: count for code, count in enumerate(hand) if count}


def follow_violation(hand: Sequence[int], lead: Combo, play: Sequence[int], order: CardOrder) -> str | None:
    """``None`` if the play is a legal follow, else the code of the rule it breaks (§5.2)."""
    n = len(lead.cards)
    if len(play) != n:
        return SIZE
    if n == 1:  # a single lead, the commonest: the card is of the led class, or the follower has none
        code = play[0]
        if code not in CODES or not hand[code]:
            return NOT_IN_HAND
        if order.cls[code] == lead.cls or not any(map(hand.__getitem__, order.class_codes[lead.cls])):
            return None
        return F1
    if not contains(hand, play):
        return NOT_IN_HAND
    wanted = tally(play)
    held = class_cards(hand, lead.cls, order)
    if sum(held.values()) < n:
        return None if all(wanted.get(code, 0) >= count for code, count in held.items()) else F1
    if any(order.cls[code] != lead.cls for code in wanted):
        return F1
    high = order.rules.high_fill == "all_shapes"
    if lead.kind == SINGLE:
        return None
    if lead.kind == FENG:
        return _pair_fill_violation(wanted, held, lead.pairs, lead.pairs, order, high=high)
    if lead.kind == YU:
        if _yu_windows(held, lead.size, lead.pairs, lead.cls, order):
            combo = classify(play, order)
            return None if combo is not None and combo.same_shape(lead) else F2_TYPE
        q = lead.pairs if order.rules.yu_fallback == "pairs" else 0
        return _pair_fill_violation(wanted, held, q, 0, order, high=high)
    if lead.kind == LEI:
        if _leis(held, order):
            combo = classify(play, order)
            return None if combo is not None and combo.kind == LEI else F2_TYPE
        return _pair_fill_violation(wanted, held, 0, 0, order, high=True)
    longest_unit = max((unit.pairs for unit in lead.units), default=0)
    return _pair_fill_violation(wanted, held, lead.pairs, longest_unit, order, high=high)


def follow_options(hand: Sequence[int], lead: Combo, order: CardOrder) -> list[Option]:
    """Every legal follow: concrete plays, and templates for the free choices (module docstring)."""
    n = len(lead.cards)
    if n == 1:  # a single lead: any card of the led class, or any card at all without one — one template either way
        return [ANY_CARD]
    held = class_cards(hand, lead.cls, order)
    count = sum(held.values())
    if count < n:
        return [Option(expand(held), template=True)]
    high = order.rules.high_fill == "all_shapes"
    if lead.kind == FENG:
        return _pair_fill_options(held, n, lead.pairs, lead.pairs, order, high=high)
    if lead.kind == YU:
        windows = _yu_windows(held, n, lead.pairs, lead.cls, order)
        if windows:
            return [Option(play) for play in _yus_in(windows, held, lead.pairs)]
        q = lead.pairs if order.rules.yu_fallback == "pairs" else 0
        return _pair_fill_options(held, n, q, 0, order, high=high)
    if lead.kind == LEI:
        leis = _leis(held, order)
        if leis:
            return [Option(play) for play in leis]
        return _pair_fill_options(held, n, 0, 0, order, high=True)
    longest_unit = max((unit.pairs for unit in lead.units), default=0)
    return _pair_fill_options(held, n, lead.pairs, longest_unit, order, high=high)


def _has_run(pairs: Sequence[int], length: int, order: CardOrder) -> bool:
    return any(len(run) >= length for run in pair_runs(dict.fromkeys(pairs, 2), order))


def _pair_sets(held: Mapping[int, int], p_req: int, c_req: int, order: CardOrder) -> Iterator[tuple[int, ...]]:
    """The sets Q of F2: ``min(p_req, P)`` held pairs containing a 风 of ``min(c_req, longest)`` if that is ≥ 2."""
    pairs = [code for code in sorted(held) if held[code] == 2]
    p = min(p_req, len(pairs))
    m = _run_needed(held, c_req, order)
    for chosen in combinations(pairs, p):
        if m < 2 or _has_run(chosen, m, order):
            yield chosen


def _run_needed(held: Mapping[int, int], c_req: int, order: CardOrder) -> int:
    """``min(c_req, longest(HC))``, the run of pairs a follow must keep; runs start at 2 pairs, so below that no
    run is looked for and ``c_req`` itself stands for "no run asked"."""
    return min(c_req, longest_run(held, order)) if c_req >= 2 else c_req


def _top_powers(counts: Mapping[int, int], size: int, order: CardOrder) -> list[int]:
    powers = sorted((order.power[code] for code, count in counts.items() for _ in range(count)), reverse=True)
    return powers[:size]


def _without(counts: Mapping[int, int], pairs: Sequence[int]) -> dict[int, int]:
    rest = dict(counts)
    for code in pairs:
        rest[code] -= 2
    return rest


def _pair_fill_violation(
    play: Mapping[int, int], held: Mapping[int, int], p_req: int, c_req: int, order: CardOrder, *, high: bool
) -> str | None:
    """``PairFill(p_req, c_req)`` of §5.2 for a play already known to lie in HC."""
    pairs_needed = min(p_req, sum(1 for count in held.values() if count == 2))
    play_pairs = [code for code in sorted(play) if play[code] == 2]
    if len(play_pairs) < pairs_needed:
        return F2_PAIRS
    m = _run_needed(held, c_req, order)
    candidates = [q for q in combinations(play_pairs, pairs_needed) if m < 2 or _has_run(q, m, order)]
    if not candidates:
        return F2_RUN
    size = sum(play.values()) - 2 * pairs_needed
    if not high or size == 0:  # nothing left to be the highest (a pair followed by a pair)
        return None
    for chosen in candidates:
        rest = _without(play, chosen)
        if _top_powers(rest, size, order) == _top_powers(_without(held, chosen), size, order):
            return None
    return F2_HIGHEST


def _pair_fill_options(
    held: Mapping[int, int], n: int, p_req: int, c_req: int, order: CardOrder, *, high: bool
) -> list[Option]:
    found: dict[Option, None] = {}
    for chosen in _pair_sets(held, p_req, c_req, order):
        fixed = [code for code in chosen for _ in range(2)]
        size = n - len(fixed)
        if size and not high:
            found[Option(tuple(sorted(fixed)), template=True)] = None
            continue
        for fill in _highest(_without(held, chosen), size, order):
            found[Option(tuple(sorted(fixed + fill)))] = None
    return list(found)


def _highest(counts: Mapping[int, int], size: int, order: CardOrder) -> list[list[int]]:
    """Every multiset of ``size`` cards whose powers are the ``size`` highest (equal powers interchangeable)."""
    if size == 0:
        return [[]]
    ranked = sorted(expand(counts), key=lambda code: -order.power[code])
    edge = order.power[ranked[size - 1]]
    above = [code for code in ranked if order.power[code] > edge]
    tied = {code: count for code, count in counts.items() if count and order.power[code] == edge}
    return [above + choice for choice in multisets(tied, size - len(above))]


def _yu_windows(held: Mapping[int, int], n: int, q: int, cls: int, order: CardOrder) -> list[list[int]]:
    """The windows of ``n - q`` consecutive run-suit ranks held, with at least ``q`` of them held twice."""
    suit = order.trump if cls == TRUMP else cls
    width = n - q
    windows = []
    for low in range(2, 16 - width):
        codes = [card_code(rank, suit) for rank in range(low, low + width)]
        if all(held.get(code, 0) for code in codes) and sum(held[code] == 2 for code in codes) >= q:
            windows.append(codes)
    return windows


def _yus_in(windows: list[list[int]], held: Mapping[int, int], q: int) -> list[tuple[int, ...]]:
    found: dict[tuple[int, ...], None] = {}
    for codes in windows:
        doubled = [code for code in codes if held[code] == 2]
        for chosen in combinations(doubled, q):
            found[tuple(sorted(codes + list(chosen)))] = None
    return list(found)


def _leis(held: Mapping[int, int], order: CardOrder) -> list[tuple[int, ...]]:
    """Every 雷 the trumps ``held`` contain (one per rank: copies of the same card are the same 雷)."""
    return [codes for codes in order.leis if all(held.get(code, 0) for code in codes)]
