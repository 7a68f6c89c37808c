"""A textbook Paofeng player: the arena's fixed yardstick for the project's levels.

The same primer as the Sichuan reference, with Paofeng's wild (钻) counted as a
joker, and 跑风 pursued. It shares no code with the project's bots:

* flowers are set aside at once; a drawn wild is kept (set aside only when
  nothing else may be done);
* discards by shanten (wilds fill missing tiles; seven pairs counted), then —
  when ready — a wait on any tile (跑风: one wild left over as the pair's other
  half), then useful tiles (unseen copies of the draws that lower it; a wild
  always helps);
* 报听 only with a wait on any tile (明跑 pays then; any other 报听 only locks
  the hand);
* every win, except a plain win with a wild early enough to turn the hand
  into a 跑风 wait with one discard;
* chi and pong when they lower the shanten, kongs when they keep it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from fengyu.core.protocol import Action
from tests.ai.reference.shanten import missing, shanten

KINDS = 34
RUN_MIN_WALL = 8
"""Below this many wall tiles a plain win is taken rather than run for 跑风."""


class ReferenceBot:
    """The textbook Paofeng player (module docstring)."""

    name = "reference"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        playable = [a for a in legal if a.kind != "tuo_guan"]
        if len(playable) <= 1:
            return playable[0] if playable else legal[0]
        if view.phase == "claim":
            return self.claim(view, playable)
        by_kind: dict[str, list[Action]] = {}
        for action in playable:
            by_kind.setdefault(action.kind, []).append(action)
        flowers = [a for a in by_kind.get("bu_hua", ()) if a.pieces[0] != view.wild]
        if flowers:
            return flowers[0]
        discards = by_kind.get("discard", [])
        if "win" in by_kind and self.take_win(view, discards):
            return by_kind["win"][0]
        for kong in by_kind.get("concealed_kong", []) + by_kind.get("added_kong", []):
            if self.kong_keeps(view, kong):
                return kong
        if not discards:
            return by_kind["win"][0] if "win" in by_kind else playable[0]
        tile = self.best_discard(view, sorted({a.pieces[0] for a in discards}))
        ting = [a for a in by_kind.get("bao_ting", ()) if a.pieces[0] == tile]
        if ting and self.any_wait(view, self.after(view, tile)):
            return ting[0]
        return next(a for a in discards if a.pieces[0] == tile)

    # -- the hand ------------------------------------------------------------------

    def counts(self, view: Any) -> list[int]:
        counts = [0] * KINDS
        for tile in view.hand:
            counts[tile] += 1
        return counts

    def after(self, view: Any, tile: int) -> list[int]:
        counts = self.counts(view)
        counts[tile] -= 1
        return counts

    def sets_needed(self, view: Any) -> int:
        return 4 - len(view.melds[view.seat])

    def split(self, view: Any, counts: Sequence[int]) -> tuple[list[int], int]:
        """The natural tiles and the number of wilds."""
        natural = list(counts)
        wilds = natural[view.wild]
        natural[view.wild] = 0
        return natural, wilds

    def shanten_of(self, view: Any, counts: Sequence[int], sets: int | None = None) -> int:
        sets = self.sets_needed(view) if sets is None else sets
        natural, wilds = self.split(view, counts)
        return shanten(natural, sets, wilds, seven_pairs=sets == 4)

    def any_wait(self, view: Any, counts: Sequence[int]) -> bool:
        """跑风: with one wild kept back, the rest already forms every meld, so any draw pairs the wild."""
        natural, wilds = self.split(view, counts)
        return wilds >= 1 and missing(natural, self.sets_needed(view), pair=False) <= wilds - 1

    def seen(self, view: Any) -> list[int]:
        seen = self.counts(view)
        for river in view.rivers:
            for tile in river:
                seen[tile] += 1
        for melds in view.melds:
            for meld in melds:
                for tile in meld.tiles:
                    seen[tile] += 1
        return [min(4, n) for n in seen]

    # -- the turn ------------------------------------------------------------------

    def take_win(self, view: Any, discards: Sequence[Action]) -> bool:
        """Every win, unless a plain win with a wild can become a 跑风 wait with one discard (module docstring)."""
        counts = self.counts(view)
        if not counts[view.wild] or view.wall < RUN_MIN_WALL or view.bao_ting[view.seat] or view.drawn is None:
            return True
        before = list(counts)
        before[view.drawn] -= 1
        if self.any_wait(view, before):
            return True
        return not any(self.any_wait(view, self.after(view, a.pieces[0])) for a in discards)

    def kong_keeps(self, view: Any, action: Action) -> bool:
        if view.bao_ting[view.seat]:
            return True  # the engine offers a kong after 报听 only when it keeps the waits
        counts = self.counts(view)
        before = self.shanten_of(view, counts)
        tile = action.pieces[0]
        counts[tile] -= 4 if action.kind == "concealed_kong" else 1
        sets = self.sets_needed(view) - (action.kind == "concealed_kong")
        return self.shanten_of(view, counts, sets) <= before

    def best_discard(self, view: Any, tiles: Sequence[int]) -> int:
        seen = self.seen(view)
        counts = self.counts(view)
        ranked = []
        for tile in tiles:
            after = self.after(view, tile)
            now = self.shanten_of(view, after)
            useful = 0
            for draw in range(KINDS):
                left = 4 - seen[draw]
                if left <= 0 or draw in view.flower_kinds:
                    continue
                after[draw] += 1
                if draw == view.wild or self.shanten_of(view, after) < now:
                    useful += left
                after[draw] -= 1
            run = now == 0 and self.any_wait(view, after)
            lonely = counts[tile] == 1 and not any(
                counts[t]
                for t in (tile - 2, tile - 1, tile + 1, tile + 2)
                if tile < 27 and 0 <= t < 27 and t // 9 == tile // 9
            )
            ranked.append((now, not run, -useful, not lonely, tile == view.wild, tile))
        ranked.sort()
        return ranked[0][-1]

    # -- claims ------------------------------------------------------------------

    def claim(self, view: Any, legal: Sequence[Action]) -> Action:
        passing = next((a for a in legal if a.kind == "pass"), legal[0])
        if not view.last_discard:
            return passing
        tile = view.last_discard.tile
        counts = self.counts(view)
        before = self.shanten_of(view, counts)
        sets = self.sets_needed(view)
        for action in legal:
            after = list(counts)
            if action.kind == "exposed_kong":
                after[tile] -= 3
                if self.shanten_of(view, after, sets - 1) <= before:
                    return action
            elif action.kind in ("chow", "pong"):
                if action.kind == "chow":
                    for t in action.pieces:
                        after[t] -= 1
                else:
                    after[tile] -= 2
                best = min(
                    (
                        self.shanten_of(view, [c - (i == t) for i, c in enumerate(after)], sets - 1)
                        for t in range(KINDS)
                        if after[t]
                    ),
                    default=99,
                )
                if best < before:
                    return action
        return passing
