"""Bot seats: a bot of a level (or ``module:Class``) deciding for one seat, from any thread.

The table never calls a bot on the thread that draws the window: a decision is
a plain function of the seat's view and legal actions, so the app runs it on a
worker thread. Levels that think for long (``HEAVY_LEVELS``: Monte-Carlo
search) run in a worker process instead, where they cannot hold the
interpreter lock the window needs to paint; the bot is rebuilt there for each
decision from its level and a derived seed, since a process keeps no state
between calls.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import Executor
from typing import Any

from fengyu.ai.protocol import Bot, load_bot
from fengyu.core.protocol import Action

HEAVY_LEVELS = frozenset({"expert"})


def _choose_in_worker(spec: str, seed: int, levels: Mapping[str, type], view: Any, legal: list[Action]) -> Action:
    return load_bot(spec, seed, dict(levels)).choose(view, legal)


class BotPlayer:
    """The bot of one seat. ``decide`` may run on any thread, one call at a time per seat."""

    def __init__(self, spec: str, seed: int, levels: Mapping[str, type], processes: Executor | None = None) -> None:
        self.spec = spec
        self._seed = seed
        self._levels = levels
        self._bot: Bot = load_bot(spec, seed, dict(levels))
        self._processes = processes if spec in HEAVY_LEVELS else None
        self._decisions = 0

    def decide(self, view: Any, legal: Sequence[Action]) -> Action:
        """The bot's choice; anything outside ``legal`` is the caller's to refuse."""
        self._decisions += 1
        if self._processes is None:
            return self._bot.choose(view, legal)
        seed = (self._seed * 1_000_003 + self._decisions) % (1 << 63)
        return self._processes.submit(_choose_in_worker, self.spec, seed, self._levels, view, list(legal)).result()
