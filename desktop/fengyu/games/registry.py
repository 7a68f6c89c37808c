"""Every game the app knows, found where it lives instead of in lists.

A game is one package under ``fengyu.games`` whose ``__init__`` exports ``SPEC``: a
``GameSpec`` naming its parts in the games layer. The layers above find their own part
of a game by the same convention, keyed by the game's code:

- the table (``fengyu.table``): the module ``fengyu.table.<code>`` exports ``KIND``;
- the AI (``fengyu.ai``): the module ``fengyu.ai.<code>.arena`` exports ``ARENA``;
- the UI: the table that draws ``SPEC.pieces`` (tiles or cards).

So adding a game touches its own packages and no list elsewhere; a test checks that
every layer knows every game found here. The spec names its classes as import paths,
loaded on first use, so listing the games (``fengyu --help``, the home screen) imports
no engine.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
from dataclasses import dataclass
from typing import Any, Literal

from fengyu.core.rules import GameRules


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game as the games layer describes it."""

    code: str
    seats: int
    pieces: Literal["tiles", "cards"]
    """What its table draws: the mahjong table (tiles) or the card table (cards)."""
    rules_path: str
    """``module:Class`` of its frozen ``GameRules`` dataclass."""
    view_path: str
    """``module:Class`` of the view a seat receives (the network decodes views into it)."""
    simulation_path: str
    """The module with ``simulate(hands, seed, rules, jobs=…)`` and ``random_rules`` (``fengyu simulate``)."""
    order: int
    """Where the game stands in menus and on the home screen."""
    match_hands: int = 8
    """The match length a new game offers first; 0 plays until the rules (or the player) end it."""

    @property
    def rules(self) -> type[GameRules]:
        rules = load(self.rules_path)
        if not (isinstance(rules, type) and issubclass(rules, GameRules)):
            raise TypeError(f"{self.rules_path} is not a GameRules class")
        return rules

    @property
    def view(self) -> type:
        view = load(self.view_path)
        if not isinstance(view, type):
            raise TypeError(f"{self.view_path} is not a class")
        return view

    @property
    def simulation(self) -> Any:
        return importlib.import_module(self.simulation_path)


@functools.cache
def load(path: str) -> Any:
    """The object at ``module:name``."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


@functools.cache
def games() -> dict[str, GameSpec]:
    """Every game package's ``SPEC`` by code, in menu order."""
    import fengyu.games  # noqa: PLC0415 - the package whose subpackages are the games

    found = []
    for module in pkgutil.iter_modules(fengyu.games.__path__):
        if module.ispkg:
            spec = getattr(importlib.import_module(f"fengyu.games.{module.name}"), "SPEC", None)
            if isinstance(spec, GameSpec):
                found.append(spec)
    return {spec.code: spec for spec in sorted(found, key=lambda spec: spec.order)}


def game(code: str) -> GameSpec:
    """The spec of ``code``; ``ValueError`` naming the known games otherwise."""
    known = games()
    if code not in known:
        raise ValueError(f"no game {code!r}; games: {sorted(known)}")
    return known[code]
