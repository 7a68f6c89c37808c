"""Bot seats: a bot of a level (or ``module:Class``) deciding for one seat, from any thread.

The table never calls a bot on the thread that draws the window: a decision is
a plain function of the seat's view and legal actions, so the app runs it on a
worker thread. Levels that think for long (``HEAVY_LEVELS``: Monte-Carlo
search) run in a worker process instead, where they cannot hold the
interpreter lock the window needs to paint.

Each decision is made by a bot built for it, from a seed that names the
decision (``decision_seed``: the seat's bot, the hand, how many moves the seat
has made in it). A bot's random state is therefore a function of the match
seed and the saved log, so it is in every save without taking a byte of it,
and a resumed match plays on exactly as an uninterrupted one would (bots that
think against the clock — ``budget`` — excepted: their moves follow the
machine's speed).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import Executor
from typing import Any

from fengyu.ai.protocol import load_bot
from fengyu.core.protocol import Action
from fengyu.core.rng import SEED_LIMIT, Rng

HEAVY_LEVELS = frozenset({"expert"})


def _choose(spec: str, seed: int, levels: Mapping[str, type], view: Any, legal: list[Action]) -> Action:
    return load_bot(spec, seed, dict(levels)).choose(view, legal)


def decision_seed(bot_seed: int, hand_index: int, moves_made: int) -> int:
    """The seed of a bot's decision in hand ``hand_index`` after its seat made ``moves_made`` moves there."""
    return Rng((bot_seed + hand_index * 0x9E3779B97F4A7C15 + moves_made * 0xBF58476D1CE4E5B9) % SEED_LIMIT).next_u64()


class BotPlayer:
    """The bot of one seat. ``decide`` may run on any thread, one call at a time per seat."""

    def __init__(self, spec: str, seed: int, levels: Mapping[str, type], processes: Executor | None = None) -> None:
        load_bot(spec, seed, dict(levels))  # refuse an unknown level or class now, not at its first turn
        self.spec = spec
        self.seed = seed
        """The seat bot's own seed, from which each decision's is derived (``decision_seed``)."""
        self._levels = levels
        self._processes = processes if spec in HEAVY_LEVELS else None

    def decide(self, view: Any, legal: Sequence[Action], seed: int) -> Action:
        """The choice of a bot seeded ``seed``; anything outside ``legal`` is the caller's to refuse."""
        if self._processes is None:
            return _choose(self.spec, seed, self._levels, view, list(legal))
        return self._processes.submit(_choose, self.spec, seed, self._levels, view, list(legal)).result()
