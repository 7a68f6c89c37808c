"""Helpers for the Guafeng bot tests: playing hands with bots, stopping at chosen decisions."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from fengyu.ai.play_loop import Bot
from fengyu.core.protocol import Action
from fengyu.games.guafeng.engine import GuafengHand
from fengyu.games.guafeng.rules import GuafengRules

Check = Callable[[GuafengHand, int, list[Action], Action], None]


def play_out(hand: GuafengHand, bots: Sequence[Bot], check: Check | None = None) -> GuafengHand:
    """Play the hand to its end with one bot per seat; ``check`` sees every decision before it is applied."""
    while not hand.over:
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        action = bots[seat].choose(hand.view(seat), legal)
        if check is not None:
            check(hand, seat, legal, action)
        hand.apply(action)
    return hand


def play_until(hand: GuafengHand, bots: Sequence[Bot], phase: str) -> GuafengHand:
    """Play the hand with one bot per seat until it reaches ``phase`` (a decision the test then looks at)."""
    while hand.phase != phase:
        seat = hand.to_act()[0]
        hand.apply(bots[seat].choose(hand.view(seat), hand.legal_actions(seat)))
    return hand


def new_hand(seed: int, **rules: Any) -> GuafengHand:
    return GuafengHand(GuafengRules(**rules), seed)
