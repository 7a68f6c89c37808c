"""The kitty decisions: burying (扣底, §4.7), the return after a 粘牌 (§4.9) and the sticker's swap (§4.10).

Burying. The burier must bury every joker he holds (the engine's template
already names them); the rest of the kitty is chosen to hurt least and help
most: never a special trump (2, 3, 5, L — trumps whatever the suit), no point
cards (the defenders take the kitty's points, multiplied, if they win the last
trick), no pair or high card, and preferably the last cards of a short suit,
because a void suit lets its owner ruff. The burier does not know the trump
suit yet (the declarer's pairs are face down), so every suit is treated alike.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from fengyu.ai.guafeng.moves import complete
from fengyu.core.protocol import Action
from fengyu.games.guafeng.engine import FILL, SWAP, SWAP_DONE
from fengyu.games.guafeng.order import NAT, PERMANENT_RANKS, POINTS, SMALL_JOKER, SUIT, TRUMP, CardOrder, level_rank
from fengyu.games.guafeng.view import GuafengView


def burial_cost(code: int, hand: Sequence[int], level: int) -> float:
    """How much burying a card costs (module docstring); lower is buried first."""
    if code >= SMALL_JOKER or NAT[code] == level or NAT[code] in PERMANENT_RANKS:
        return 1000.0
    counts = Counter(hand)
    suit_length = sum(1 for c in hand if SUIT[c] == SUIT[code] and c < SMALL_JOKER and NAT[c] not in (level, 2, 3, 5))
    cost = float(NAT[code]) + 3.0 * POINTS[code] + 2.0 * suit_length
    if counts[code] >= 2:
        cost += 12.0
    if NAT[code] == 14:
        cost += 10.0
    return cost


def choose_burial(view: GuafengView, legal: Sequence[Action]) -> Action:
    action = legal[0]
    if action.option != FILL:
        return action
    level = level_rank(view.level)
    free = sorted(view.fill_pool, key=lambda code: (burial_cost(code, view.hand, level), code))
    return complete(action, view, free)


def choose_return(view: GuafengView, legal: Sequence[Action], order: CardOrder) -> Action:
    """Return the weakest special trumps owed, then the cheapest cards (§4.9)."""
    action = min(legal, key=lambda a: (sum(order.power[c] for c in a.pieces), a.pieces))
    if action.option != FILL:
        return action
    free = sorted(view.fill_pool, key=lambda code: (order.cls[code] == TRUMP, POINTS[code], order.power[code]))
    return complete(action, view, free)


def choose_swap(legal: Sequence[Action], order: CardOrder) -> Action:
    """Take every plain trump the kitty offers, giving the weakest side card of its rank (§4.10)."""
    swaps = [action for action in legal if action.kind == SWAP]
    if not swaps:
        return next(action for action in legal if action.kind == SWAP_DONE)
    # Each swap names a kitty trump and a side card of the same rank: the side card is the non-trump one.
    return min(swaps, key=lambda a: min(order.power[c] for c in a.pieces if order.cls[c] != TRUMP))
