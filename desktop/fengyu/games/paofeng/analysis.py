"""Paofeng's questions to the shared hand analyser: win shapes (R18), waits Wt and 听任意张 (R19).

Hands are physical count vectors (34 kinds): wild tiles sit at W's index,
红中 at 中's, and flower tiles at theirs. The reader separates what the shared
analyser needs — the natural tiles and the number of wilds — and adds the one
Paofeng twist it cannot know: a 红中 under 红中配 (R5) is a natural tile of
face 中 *or* of W's face, chosen per tile. With r 红中 in hand there are r + 1
ways to split them, and each question is asked of every split.

Flowers are never part of a hand (R7, R19): a hand still holding one waits on
nothing and does not win. Wt is structural (D18): copies visible elsewhere and
the four-copy limit are ignored, so the analyser is asked with
``physical=False``.

``waits_on_any`` relies on a fact proved in the spec (D19, D20): a hand without
a wild is never 听任意张 — a kind of U the hand does not hold can only join a
group through a wild, or as a 十三烂 single, and a 十三烂-ready hand cannot
take a face it already holds. The test suite checks the fact against the full
computation.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from fengyu.core.tiles import KIND_COUNT
from fengyu.games.paofeng.roles import RED, TileRoles
from fengyu.mahjong import Decomposition, HandAnalyser
from fengyu.mahjong.shapes import QiXingGuiWei, ShiSanLan

READY = 13
COMPLETE = 14


class HandReader:
    """R18/R19 for one hand's tile roles and the 烂牌不能带钻 toggle."""

    __slots__ = ("_candidates", "_flowers", "_lan", "_legal", "_plain", "_red", "_scoring", "roles", "wild")

    def __init__(self, roles: TileRoles, *, lan_no_wild: bool) -> None:
        self.roles = roles
        self.wild = roles.wild
        self._flowers = tuple(sorted(roles.flowers))
        self._red = roles.substitute
        lan = self._lan = ShiSanLan(no_wild=lan_no_wild)
        # 七星归位 is a 十三烂, so it never changes whether a hand wins or waits:
        # only the scoring analyser needs its readings.
        self._legal = HandAnalyser(specials=(lan,))
        self._scoring = HandAnalyser(specials=(lan, QiXingGuiWei(no_wild=lan_no_wild)))
        # The standard shape and seven pairs alone: with a wild, ready in them is a wait in U (``is_ready``).
        self._plain = HandAnalyser()
        # A drawn 红中 may be W's face: ask for W too, and credit 中 when W completes the hand.
        self._candidates = (*roles.waitable, roles.wild) if roles.substitute else roles.waitable

    def split(self, concealed: Sequence[int]) -> tuple[list[int], int]:
        """(natural tiles, number of wilds) of a hand; flowers are never part of it (R7, R19)."""
        naturals = list(concealed)
        wilds = naturals[self.wild]
        naturals[self.wild] = 0
        for flower in self.roles.flowers:
            naturals[flower] = 0
        return naturals, wilds

    def faces(self, naturals: list[int]) -> list[list[int]]:
        """Every split of the 红中 between face 中 and W's face (index j: j of them stand for W)."""
        reds = naturals[RED] if self.roles.substitute else 0
        if not reds:
            return [naturals]
        splits = []
        for j in range(reds + 1):
            split = list(naturals)
            split[RED] = reds - j
            split[self.wild] += j
            splits.append(split)
        return splits

    def holds_flower(self, concealed: Sequence[int]) -> bool:
        """Whether a flower is still in the hand (R7: no discard and no win until it is set aside)."""
        first, second = self._flowers
        return bool(concealed[first] or concealed[second])

    def shanten(self, concealed: Sequence[int], melds: int) -> int:
        """向听数 of a flower-free 13- or 14-equivalent hand, the best split of its 红中."""
        if self.holds_flower(concealed) or sum(concealed) + 3 * melds not in (READY, COMPLETE):
            raise ValueError("shanten needs a 13- or 14-equivalent hand without flowers")
        naturals, wilds = self.split(concealed)
        return min(self._legal.shanten(split, wilds) for split in self.faces(naturals))

    def shanten_unless_flower(self, concealed: Sequence[int], melds: int) -> int | None:
        """``shanten``, or None while a flower is in the hand (the engine asks this once per turn)."""
        first, second = self._flowers
        if concealed[first] or concealed[second]:
            return None
        wild = self.wild
        wilds = concealed[wild]
        if sum(concealed) + 3 * melds not in (READY, COMPLETE):
            raise ValueError("shanten needs a 13- or 14-equivalent hand without flowers")
        analyser = self._legal
        reds = self._red and concealed[RED]
        if not wilds and not reds:
            return analyser.shanten(concealed, 0)  # nothing to set apart: the hand is its natural tiles
        naturals = list(concealed)
        naturals[wild] = 0
        best = analyser.shanten(naturals, wilds)
        # The other splits of the 红中 (``faces``), one 红中 more standing for W's face each time.
        for _ in range(reds):
            naturals[RED] -= 1
            naturals[wild] += 1
            best = min(best, analyser.shanten(naturals, wilds))
        return best

    def is_win(self, concealed: Sequence[int], melds: int) -> bool:
        """R18 (and R7, R17): a 14-equivalent hand without flowers that forms a winning shape."""
        if self.holds_flower(concealed) or sum(concealed) + 3 * melds != COMPLETE:
            return False
        naturals, wilds = self.split(concealed)
        return any(self._legal.is_win(split, wilds) for split in self.faces(naturals))

    def waits(self, concealed: Sequence[int], melds: int) -> frozenset[int]:
        """Wt of R19: the kinds of U that complete the hand (∅ when it is not 13-equivalent without flowers).

        Remembered for recent hands: a ready player meets the same hand turn
        after turn (报听 offers, R8, 跑风 and the replay all ask again).
        """
        return self._waits(bytes(concealed), melds)

    @functools.lru_cache(maxsize=4096)  # noqa: B019 - readers live as long as the process (see ``reader``)
    def _waits(self, concealed: bytes, melds: int) -> frozenset[int]:
        naturals, wilds = self.split(concealed)
        if sum(naturals) + wilds + 3 * melds != READY:
            return frozenset()  # R19: not 13-equivalent once its flowers are put aside
        found: set[int] = set()
        for split in self.faces(naturals):
            # The shanten shortcut counts at most four copies; a quad may still wait on a fifth (R18).
            if self._legal.shanten(split, wilds) <= 0 or (not wilds and 4 in split):
                found.update(self._legal.waits(split, wilds, self._candidates, physical=False))
        if self.wild in found:
            found.discard(self.wild)
            found.add(RED)
        return frozenset(found)

    def improving_draws(self, concealed: Sequence[int]) -> tuple[int, list[int]] | None:
        """``shanten`` of a flower-free 13-equivalent hand and the kinds whose draw lowers it (None with a flower).

        What asking ``shanten`` of the hand plus each kind gives (a drawn W is one more
        wild, a drawn 红中 under 红中配 may stand for W's face; a kind held four times is
        never drawn), from one incremental ``HandAnalyser.ukeire`` per reading of the
        红中: a draw lowers the best reading's shanten only through a reading already at
        the best (one tile lowers a shanten by one at most).
        """
        first, second = self._flowers
        if concealed[first] or concealed[second]:
            return None
        naturals = list(concealed)
        wild = self.wild
        wilds = naturals[wild]
        naturals[wild] = 0
        splits = self.faces(naturals)
        answers = [self._legal.ukeire(split, wilds) for split in splits]
        base = min(answer.shanten for answer in answers)
        better = {kind for answer in answers if answer.shanten == base for kind in answer.tiles}
        found = []
        for kind in range(len(naturals)):
            if kind in (first, second):
                continue
            if kind == wild:
                improves = min(self._legal.shanten(split, wilds + 1) for split in splits) < base
            elif kind == RED and self._red:
                improves = kind in better or wild in better  # as 中, or standing for W's face
            else:
                improves = kind in better
            if improves:
                found.append(kind)
        return base, found

    def is_ready(self, concealed: Sequence[int], melds: int) -> bool:
        """Wt ≠ ∅ (R19, R21): ``waits`` without listing them, stopping at the first kind that completes.

        A hand ready in the standard shape or as seven pairs always waits on a kind of U (W's face
        included under 红中配), which spares the search for one. Without a wild the tables count four
        copies at most, so the missing tile is of a kind held three times at most, and not of a face no
        natural tile shows (a flower face, or W's face when W is an honour): an honour alone is in no
        pung and no pair. With a wild, take a completion: if a wild or the missing tile stands for a face
        a tile of U can show (W's face included under 红中配), that tile completes the hand. Otherwise
        they all show flower faces, or W's face when W is an honour — honours, held by no natural tile —
        so each sits in a pair or a pung of wilds and the missing tile only, and the same pair or pung of
        any face of U completes the hand too. What is left is searched: a 十三烂 (distinct faces: it may
        miss only flower faces; of 13 tiles, so without melds) and, without a wild, a quad, which may
        wait on a fifth tile (R18) beyond the tables.
        """
        naturals, wilds = self.split(concealed)
        if sum(naturals) + wilds + 3 * melds != READY:
            return False
        for split in self.faces(naturals):
            if self._plain.shanten(split, wilds) <= 0:
                return True
            ready = (not melds and self._lan.shanten(split, wilds) <= 0) or (not wilds and 4 in split)
            if ready and self._legal.completes(split, wilds, self._candidates, physical=False):
                return True
        return False

    def ready_discards(self, concealed: Sequence[int], melds: int, discards: Sequence[int]) -> list[int]:
        """The ``discards`` (natural kinds held) after which a 14-equivalent hand ``is_ready``, in their order.

        ``is_ready`` of every rest from shared per-block lookups: the rests' splits of the 红中 are the
        hand's splits less the tile (a discarded 红中 leaves those where it stood for 中), so one
        ``shanten_after_discards`` per split of the hand gives the shanten that ``is_ready`` asks of each
        rest; the searches it makes (a 十三烂, a quad) follow only for the rests that may need them.
        """
        first, second = self._flowers
        if self.wild in discards or first in discards or second in discards:
            raise ValueError(f"discards are natural kinds, not the wild or a flower: {list(discards)}")
        naturals, wilds = self.split(concealed)
        if sum(naturals) + wilds + 3 * melds != COMPLETE:
            return []
        candidates = self._candidates
        found: set[int] = set()
        for split in self.faces(naturals):
            after = self._plain.shanten_after_discards(split, wilds)
            # A 十三烂 of 13 tiles (no melds) has a shanten of at least 13 − kinds held − wilds
            # (``SpecialShape``), and a discard never adds a kind; a discard never makes a quad.
            lan = not melds and KIND_COUNT - split.count(0) + wilds >= 13
            quad = not wilds and 4 in split
            for tile in discards:
                shanten = after.get(tile)
                if shanten is None or tile in found:
                    continue  # not held in this split (a 红中 standing for W), or already known
                if shanten <= 0:
                    found.add(tile)  # a wait in U (see ``is_ready``)
                    continue
                if not (lan or quad):
                    continue
                split[tile] -= 1
                ready = (lan and self._lan.shanten(split, wilds) <= 0) or (quad and 4 in split)
                if ready and self._legal.completes(split, wilds, candidates, physical=False):
                    found.add(tile)
                split[tile] += 1
        return [tile for tile in discards if tile in found]

    def waits_on_any(self, concealed: Sequence[int], melds: int) -> bool:
        """听任意张 (R19): Wt = U. Only a hand holding a wild can be (see the module docstring)."""
        return concealed[self.wild] > 0 and len(self.waits(concealed, melds)) == len(self.roles.waitable)

    def readings(self, concealed: Sequence[int]) -> list[tuple[int, Decomposition]]:
        """Every interpretation of a complete concealed hand: (how many 红中 stand for W, decomposition)."""
        naturals, wilds = self.split(concealed)
        return [
            (j, reading)
            for j, split in enumerate(self.faces(naturals))
            for reading in self._scoring.decompositions(split, wilds)
        ]


@functools.cache
def reader(roles: TileRoles, lan_no_wild: bool) -> HandReader:
    """The reader of a hand (built once per roles and toggle: the analysers share the loaded tables)."""
    return HandReader(roles, lan_no_wild=lan_no_wild)
