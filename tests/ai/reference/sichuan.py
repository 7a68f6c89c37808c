"""A textbook Sichuan (血战到底) player: the arena's fixed yardstick for the project's levels.

It plays what a primer teaches and nothing more, and shares no code with the
project's bots (only the game's view and actions):

* 换三张 and 定缺 from the suit with the fewest tiles; void tiles go first;
* discards by shanten, then by useful tiles (unseen copies of the draws that
  lower it), the loneliest tile on a tie;
* every win; a pong or kong when the shanten does not get worse;
* simple defence: when an opponent looks ready (two or more melds, or the
  wall is running low) and its own hand is far (shanten ≥ 2), it discards
  the safest tile — a tile of that opponent's void suit is perfectly safe
  (he can never win on it), a tile with few unseen copies or an end tile
  (1, 9) is safer than a fresh middle tile.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from fengyu.core.protocol import Action
from tests.ai.reference.shanten import shanten

SUIT_LETTERS = "mps"
KINDS = 34
THREAT_MELDS = 2
LATE_WALL = 16


def counts_of(tiles: Sequence[int]) -> list[int]:
    counts = [0] * KINDS
    for tile in tiles:
        counts[tile] += 1
    return counts


class ReferenceBot:
    """The textbook Sichuan player (module docstring)."""

    name = "reference"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        playable = [a for a in legal if a.kind not in ("item", "escape")]
        if len(playable) <= 1:
            return playable[0] if playable else legal[0]
        if view.phase == "exchange":
            return self.exchange(view, playable)
        if view.phase == "ding_que":
            return self.ding_que(view, playable)
        wins = [a for a in playable if a.kind == "win"]
        if wins:
            return wins[0]
        if view.phase in ("claim", "rob"):
            return self.claim(view, playable)
        kongs = [a for a in playable if a.kind in ("concealed_kong", "added_kong")]
        for kong in kongs:
            if self.kong_keeps(view, kong):
                return kong
        return self.discard(view, [a for a in playable if a.kind == "discard"])

    # -- the hand ------------------------------------------------------------------

    def void_base(self, view: Any) -> int | None:
        void = view.voids[view.seat]
        return None if void is None else 9 * SUIT_LETTERS.index(void)

    def useful(self, view: Any, counts: Sequence[int]) -> list[int]:
        """The counts without the void suit (its tiles never make part of a win)."""
        kept = list(counts)
        base = self.void_base(view)
        if base is not None:
            for tile in range(base, base + 9):
                kept[tile] = 0
        return kept

    def sets_needed(self, view: Any) -> int:
        return 4 - len(view.melds[view.seat])

    def shanten_of(self, view: Any, counts: Sequence[int], sets: int | None = None) -> int:
        sets = self.sets_needed(view) if sets is None else sets
        return shanten(self.useful(view, counts), sets, seven_pairs=sets == 4)

    def seen(self, view: Any) -> list[int]:
        """Copies of each tile visible to this seat: rivers, melds, won tiles and its own hand."""
        seen = counts_of(view.hand)
        for river in view.rivers:
            for tile in river:
                seen[tile] += 1
        for melds in view.melds:
            for meld in melds:
                if meld.tile is not None:
                    seen[meld.tile] += 3 if meld.kind == "pong" else 4
        for tiles in view.won_tiles:
            for tile in tiles:
                seen[tile] += 1
        return [min(4, n) for n in seen]

    # -- before play -------------------------------------------------------------

    def suit_weakness(self, counts: Sequence[int], suit: int) -> tuple[int, int]:
        base = 9 * suit
        tiles = counts[base : base + 9]
        linked = sum(
            1 for i in range(9) if tiles[i] and (tiles[i] >= 2 or (i > 0 and tiles[i - 1]) or (i < 8 and tiles[i + 1]))
        )
        return sum(tiles), linked

    def ding_que(self, view: Any, legal: Sequence[Action]) -> Action:
        counts = counts_of(view.hand)
        suit = min(range(3), key=lambda s: self.suit_weakness(counts, s))
        return next((a for a in legal if a.option == SUIT_LETTERS[suit]), legal[0])

    def exchange(self, view: Any, legal: Sequence[Action]) -> Action:
        """Three of the loneliest tiles of the weakest suit that has three."""
        counts = counts_of(view.hand)
        suits = sorted(range(3), key=lambda s: self.suit_weakness(counts, s))
        for suit in suits:
            base = 9 * suit
            tiles = [t for t in range(base, base + 9) for _ in range(counts[t])]
            if len(tiles) < 3:
                continue
            tiles.sort(key=lambda t: (self.links(counts, t), t))
            choice = tuple(sorted(tiles[:3]))
            for action in legal:
                if tuple(action.pieces) == choice:
                    return action
        return legal[0]

    def links(self, counts: Sequence[int], tile: int) -> int:
        """How connected a tile is: copies of itself and of its neighbours within two in its suit."""
        base = tile - tile % 9
        near = sum(counts[t] for t in range(max(base, tile - 2), min(base + 9, tile + 3)) if t != tile)
        return 2 * (counts[tile] - 1) + near

    # -- the turn ------------------------------------------------------------------

    def kong_keeps(self, view: Any, action: Action) -> bool:
        counts = counts_of(view.hand)
        before = self.shanten_of(view, counts)
        tile = action.pieces[0]
        after = list(counts)
        if action.kind == "concealed_kong":
            after[tile] -= 4
            return self.shanten_of(view, after, self.sets_needed(view) - 1) <= before
        after[tile] -= 1
        return self.shanten_of(view, after) <= before

    def ranked(self, view: Any, tiles: Sequence[int]) -> list[tuple[int, int, int, int]]:
        """(shanten, −useful tiles, −loneliness, tile) per discard, best first."""
        counts = counts_of(view.hand)
        seen = self.seen(view)
        base = self.void_base(view)
        ranked = []
        for tile in tiles:
            after = list(counts)
            after[tile] -= 1
            now = self.shanten_of(view, after)
            useful = 0
            for draw in range(27):
                if base is not None and base <= draw < base + 9:
                    continue
                left = 4 - seen[draw]
                if left <= 0:
                    continue
                after[draw] += 1
                if self.shanten_of(view, after) < now:
                    useful += left
                after[draw] -= 1
            ranked.append((now, -useful, self.links(counts, tile), tile))
        ranked.sort()
        return ranked

    def threats(self, view: Any) -> list[int]:
        """Opponents who look ready: two or more melds, or anyone still playing once the wall runs low."""
        playing = [s for s in range(4) if s != view.seat and not view.won[s] and not view.escaped[s]]
        if view.wall <= LATE_WALL:
            return playing
        return [s for s in playing if len(view.melds[s]) >= THREAT_MELDS]

    def danger(self, view: Any, tile: int, threats: Sequence[int], seen: Sequence[int]) -> float:
        total = 0.0
        rank = tile % 9
        edge = 0.7 if rank in (0, 8) else 0.85 if rank in (1, 7) else 1.0
        for seat in threats:
            void = view.voids[seat]
            if void is not None and SUIT_LETTERS[tile // 9] == void:
                continue
            unseen = 4 - seen[tile]
            risk = (unseen + 1) / 4 * edge
            if tile in view.rivers[seat]:
                risk *= 0.5
            total += risk
        return total

    def discard(self, view: Any, legal: Sequence[Action]) -> Action:
        tiles = sorted({a.pieces[0] for a in legal})
        ranked = self.ranked(view, tiles)
        best = ranked[0]
        threats = self.threats(view)
        if threats and best[0] >= 2:
            seen = self.seen(view)
            choice = min(ranked, key=lambda r: (self.danger(view, r[3], threats, seen), r))
            tile = choice[3]
        else:
            tile = best[3]
        return next(a for a in legal if a.pieces[0] == tile)

    # -- claims ------------------------------------------------------------------

    def claim(self, view: Any, legal: Sequence[Action]) -> Action:
        """A kong or pong that keeps the shanten; else pass."""
        passing = next((a for a in legal if a.kind == "pass"), legal[0])
        counts = counts_of(view.hand)
        before = self.shanten_of(view, counts)
        sets = self.sets_needed(view)
        for action in legal:
            if action.kind not in ("pong", "exposed_kong"):
                continue
            tile = action.pieces[0]
            after = list(counts)
            if action.kind == "exposed_kong":
                after[tile] -= 3
                if self.shanten_of(view, after, sets - 1) <= before:
                    return action
                continue
            after[tile] -= 2
            best_after = min(
                (
                    self.shanten_of(view, [c - (i == t) for i, c in enumerate(after)], sets - 1)
                    for t in range(27)
                    if after[t]
                ),
                default=99,
            )
            if best_after <= before:
                return action
        return passing
