"""Validating a throw (甩牌) at the moment it is led (spec §5.6.3; only with ``allow_throw``).

A throw stands only if no other player could beat any of its units within the
led class. Otherwise it fails and the leader plays just the beatable unit with
the fewest cards (the weakest among ties); the rest of the throw goes back to
his hand. Checking needs the other hands, so only the engine can do it.
"""

from __future__ import annotations

from collections.abc import Sequence

from fengyu.games.guafeng.combos import Combo, Unit, pair_runs
from fengyu.games.guafeng.follow import class_cards
from fengyu.games.guafeng.order import NAT, CardOrder


def failed_unit(throw: Combo, others: Sequence[Sequence[int]], order: CardOrder) -> Unit | None:
    """The unit the leader must play instead of a failed throw, or ``None`` if the throw stands.

    ``others`` are the other players' 54-count hand vectors.
    """
    beatable = [unit for unit in throw.units if any(_beats_unit(hand, unit, throw.cls, order) for hand in others)]
    if not beatable:
        return None
    return min(beatable, key=lambda unit: (unit.size, unit.strength))


def _beats_unit(hand: Sequence[int], unit: Unit, cls: int, order: CardOrder) -> bool:
    """Whether the hand holds, within class ``cls``, a combination of the unit's shape that is strictly stronger."""
    held = class_cards(hand, cls, order)
    if unit.pairs == 0:
        return any(order.power[code] > unit.strength for code in held)
    if unit.pairs == 1:
        return any(count == 2 and order.power[code] > unit.strength for code, count in held.items())
    return any(
        len(run) >= unit.pairs and order.height(order.group[run[0]], NAT[run[-1]]) > unit.strength
        for run in pair_runs(held, order)
    )
