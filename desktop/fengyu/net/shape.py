"""The shape of the traffic: when a seat's frames would tell it what the others hold, and how long to wait.

Censoring events is not enough. After a mahjong discard the engine opens a
claim window only when someone can claim — so a frame showing the window (or
one more frame for the pass that closes it) tells every seat that somebody
holds a pair of that tile. In Guafeng's deal, the seat asked whether to bid is
the one holding a joker and a pair, and the deal stream stops there.

So the host holds the frames of the seats not asked while such a *hidden
question* is open (``hidden_question``), and sends each one frame with
everything that happened once it closes; only the seats asked see the
question. After every step that could open one (``WINDOW_EVENTS``: a discard,
a kong that may be robbed, a deal) the frames also wait a pause drawn like a
player's thinking, whether anyone was asked or not — so neither the count nor
the timing of the frames says whether a window opened.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fengyu.core.protocol import Engine

WINDOW_EVENTS: dict[str, frozenset[str]] = {
    "sichuan": frozenset({"discard", "added_kong_declared"}),
    "paofeng": frozenset({"discard"}),
    "guafeng": frozenset({"deal"}),
}
"""Per game: events after which the engine may ask seats a question the others must not learn of."""

_HIDDEN_PHASES: dict[str, frozenset[str]] = {
    "sichuan": frozenset({"claim", "rob"}),
    "paofeng": frozenset({"claim"}),
    "guafeng": frozenset({"deal", "zhan"}),
}
"""Per game: phases in which who is asked is a secret (claim windows; bidding while the cards are dealt)."""


def may_open_window(game: str, kinds: Iterable[str]) -> bool:
    """Whether a step with events of these ``kinds`` could have opened a hidden question."""
    windows = WINDOW_EVENTS.get(game, frozenset())
    return any(kind in windows for kind in kinds)


def hidden_question(game: str, hand: Engine | None) -> bool:
    """Whether the seats the hand waits for now are asked something the other seats must not know about."""
    if hand is None or hand.over or not hand.to_act():
        return False
    return hand.phase in _HIDDEN_PHASES.get(game, frozenset())


def thinking_pause(rng: random.Random, bounds: tuple[float, float]) -> float:
    """A pause like a player's look at a discard before passing: uniform within ``bounds`` (seconds)."""
    low, high = bounds
    return low if high <= low else rng.uniform(low, high)
