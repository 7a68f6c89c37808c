"""Concrete moves from legal actions: templates completed into the few plays worth considering.

``legal_actions`` lists templates where a free choice of cards is too large to
spell out (``option == FILL``: the template's cards plus any cards of the
view's ``fill_pool`` up to ``fill_size``; ``option == THROW_TEMPLATE``: any
throw). A bot must answer with concrete cards, so every choice goes through
here: a template becomes a handful of representative plays — the cheapest
fill, the fill that gives the most points, and every play of the led shape
that can win the trick — and a throw template is never chosen (a bot leads the
listed combinations instead).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from fengyu.core.protocol import Action
from fengyu.games.guafeng.combos import Combo, beats, qualify
from fengyu.games.guafeng.engine import FILL, THROW_TEMPLATE
from fengyu.games.guafeng.leads import lead_options
from fengyu.games.guafeng.order import POINTS, CardOrder
from fengyu.games.guafeng.view import GuafengView

Cost = Callable[[int], float]


def completions(pieces: Sequence[int], pool: Iterable[int], size: int, cost: Cost) -> tuple[int, ...]:
    """The template's pieces plus the ``size - len(pieces)`` cheapest cards of the pool (by ``cost``)."""
    rest = Counter(pool)
    rest.subtract(pieces)
    free = sorted((c for c, n in rest.items() for _ in range(max(0, n))), key=lambda c: (cost(c), c))
    return tuple(sorted((*pieces, *free[: size - len(pieces)])))


@dataclass(frozen=True)
class Fill:
    """What a fill template is completed from and what its play must answer.

    ``pool`` and ``size`` are the view's ``fill_pool`` and ``fill_size``;
    ``lead`` and ``best`` the trick's lead and best play so far (None when
    leading); ``cost`` ranks cards from cheapest to give away.
    """

    pool: Sequence[int]
    size: int
    order: CardOrder
    lead: Combo | None
    best: Combo | None
    cost: Cost


def play_candidates(legal: Sequence[Action], fill: Fill) -> list[tuple[int, ...]]:
    """Concrete plays for a play decision: listed plays as they are, templates completed (module docstring)."""
    found: dict[tuple[int, ...], None] = {}
    for action in legal:
        if action.option == THROW_TEMPLATE:
            continue
        if action.option != FILL:
            found[tuple(sorted(action.pieces))] = None
            continue
        for cards in fill_variants(action.pieces, fill):
            found[cards] = None
    return list(found)


def fill_variants(pieces: Sequence[int], fill: Fill) -> list[tuple[int, ...]]:
    """Representative completions of one fill template (module docstring)."""
    pool, size, order, lead, best, cost = fill.pool, fill.size, fill.order, fill.lead, fill.best, fill.cost
    variants = [
        completions(pieces, pool, size, cost),
        completions(pieces, pool, size, lambda c: (-POINTS[c], cost(c))),  # type: ignore[arg-type,return-value]
        completions(pieces, pool, size, lambda c: -cost(c)),
    ]
    if lead is not None and not pieces:
        rest = Counter(pool)
        winners = []
        for cards in lead_options({c: n for c, n in rest.items() if n > 0}, order):
            if len(cards) != lead.size:
                continue
            contender = qualify(lead, cards, order)
            if contender is not None and (best is None or beats(contender, best)):
                winners.append((contender.strength, cards))
        winners.sort()
        # The cheapest and the strongest winning plays, and a few in between.
        keep = winners if len(winners) <= 4 else [winners[0], winners[1], winners[len(winners) // 2], winners[-1]]
        variants += [tuple(sorted(cards)) for _, cards in keep]
    if lead is not None and lead.size == 1 and not pieces:
        variants += [(c,) for c in sorted(set(pool))]
    return list(dict.fromkeys(variants))


def complete(action: Action, view: GuafengView, free: Sequence[int]) -> Action:
    """A fill template's pieces plus the first cards of ``free`` (cards of the pool in preference order)."""
    rest = Counter(view.fill_pool) - Counter(action.pieces)
    chosen: list[int] = []
    for code in free:
        if len(chosen) + len(action.pieces) == view.fill_size:
            break
        if rest[code] > 0:
            rest[code] -= 1
            chosen.append(code)
    return Action(action.seat, action.kind, tuple(sorted((*action.pieces, *chosen))))
