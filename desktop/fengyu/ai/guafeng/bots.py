"""The Guafeng bots, one class per level.

A bot sees only its ``GuafengView`` and the legal actions. Every answer is a
concrete action: a template of ``legal_actions`` (``option == "fill"``) is
completed with cards of the view's fill pool, and the throw template is never
answered (the listed combinations are led instead), so every answer is legal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from fengyu.ai.guafeng.declaring import choose_declaration
from fengyu.ai.guafeng.expert_search import expert_play, plays_for
from fengyu.ai.guafeng.kitty import choose_burial, choose_return, choose_swap
from fengyu.ai.guafeng.knowledge import Knowledge, order_of, read
from fengyu.ai.guafeng.moves import complete
from fengyu.ai.guafeng.play import choose_play
from fengyu.ai.guafeng.search import search_play
from fengyu.core.protocol import Action
from fengyu.games.guafeng.engine import BURY, DEAL, FILL, GIVE, SWAP, THROW_TEMPLATE, ZHAN_WINDOW
from fengyu.games.guafeng.view import GuafengView


class EasyBot:
    """Plays a random legal move (a beginner): declares when it can half the time, fills at random."""

    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: GuafengView, legal: Sequence[Action]) -> Action:
        options = [action for action in legal if action.option != THROW_TEMPLATE]
        if view.phase in (DEAL, ZHAN_WINDOW) and len(options) > 1 and self.rng.random() < 0.5:
            return options[0]
        action = self.rng.choice(options)
        if action.option != FILL:
            return action
        pool = list(view.fill_pool)
        self.rng.shuffle(pool)
        return complete(action, view, pool)


class NormalBot:
    """Heuristic play: declares from trump strength, buries to keep trumps and points, plays partner-aware."""

    name = "normal"
    eagerness = 1.0

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: GuafengView, legal: Sequence[Action]) -> Action:
        phase = view.phase
        if phase in (DEAL, ZHAN_WINDOW):
            return choose_declaration(view, legal, self.eagerness)
        if phase == BURY:
            return choose_burial(view, legal)
        order = order_of(view, view.rules)
        assert order is not None, "after the burial every seat knows the trump suit"
        if phase == GIVE:
            return choose_return(view, legal, order)
        if phase == SWAP:
            return choose_swap(legal, order)
        return self.play(read(view, view.rules), legal)

    def play(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        return choose_play(k, legal)


class HardBot(NormalBot):
    """Normal bidding and kitty play; trick play by determinized search within ``budget`` seconds."""

    name = "hard"
    search_from = 12

    def __init__(self, seed: int = 0, budget: float = 0.04) -> None:
        super().__init__(seed)
        self.budget = budget

    def play(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        return search_play(k, legal, self.budget, self.rng, self.search_from)


class ExpertBot(HardBot):
    """Normal bidding and kitty play; trick play by the expert's search (``expert_search``) from earlier in the
    hand: a fixed amount of play-out work per decision (``budget`` seconds on the reference machine), so a seed
    plays the same way on any machine."""

    name = "expert"
    search_from = 18

    def __init__(self, seed: int = 0, budget: float = 0.25) -> None:
        super().__init__(seed, budget)

    def play(self, k: Knowledge, legal: Sequence[Action]) -> Action:
        return expert_play(k, legal, plays_for(self.budget), self.rng, self.search_from)
