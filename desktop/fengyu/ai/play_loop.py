"""The one loop that plays a hand with bots: ask the seat to act, apply its choice, until a stop.

The arena, the bots' search and the maintainers' tools (calibration, training, the
deal-in floor) all play hands the same way; each says only how a seat chooses (a
``Chooser``, which may look at the whole hand when a tool is allowed to) and when to
stop, and keeps its own observations in the chooser.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from fengyu.core.protocol import Action, Engine


class Bot(Protocol):
    def choose(self, view: Any, legal: list[Action]) -> Action: ...


Chooser = Callable[[int, list[Action]], Action]
"""A seat's decision given its legal actions (the chooser reads the seat's view itself, or more)."""


def bots_choose(hand: Engine, bots: Sequence[Bot]) -> Chooser:
    """Each seat's bot chooses from the seat's view: the ordinary way to play."""
    return lambda seat, legal: bots[seat].choose(hand.view(seat), legal)


def play_out(hand: Engine, choose: Chooser, *, until: Callable[[Engine], bool] | None = None) -> None:
    """Play ``hand`` on until it is over (or ``until(hand)`` holds), the first seat to act choosing each time."""
    while not hand.over and not (until is not None and until(hand)):
        seat = hand.to_act()[0]
        hand.apply(choose(seat, hand.legal_actions(seat)))
