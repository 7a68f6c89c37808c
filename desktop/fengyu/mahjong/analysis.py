"""The mahjong hand analyser shared by Sichuan, Paofeng, the AI and the hints.

``HandAnalyser`` answers, for the concealed tiles of a hand given as a count
vector (34 integers, see ``fengyu.core.tiles``) plus a number of wild tiles:

* ``shanten`` — 向听数: tile exchanges still needed before the hand is ready
  (−1 = complete, 0 = ready);
* ``is_win`` — whether a hand of 3k + 2 tiles is complete;
* ``waits`` — the kinds that complete a hand of 3k + 1 tiles (听牌);
* ``ukeire`` / ``discard_options`` — the kinds that improve a hand (进张) with
  the copies still available, for every discard of a 3k + 2 hand;
* ``decompositions`` — every reading of a complete hand, for scoring.

Exposed melds are not passed in: a hand with k melds simply has 3k fewer
concealed tiles, and the number of sets still to build follows from the tile
count. Forms: the standard 4 sets + pair (always), seven pairs (a quad counts
as two pairs, as in Chinese rules; only without melds), and any special shapes
a game plugs in (``SpecialShape``).

Wilds (钻牌) stand for any of the 34 faces, without the four-copy limit (Paofeng
R18): a hand with k wilds is complete when its natural tiles miss at most k
tiles. Without wilds a kind never exceeds four copies. Shanten with wilds is
``missing − k − 1``. The restricted tile set of a game (Sichuan has no honours)
is the analyser's ``faces``: the kinds considered as waits and improvements.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from fengyu.core.tiles import COPIES, KIND_COUNT
from fengyu.mahjong import tables
from fengyu.mahjong.decomposition import Decomposition, Group, seven_pairs_groupings, standard_groupings

MAX_TILES = 14


class SpecialShape(Protocol):
    """A winning shape beyond 4 sets + pair and seven pairs (e.g. 十三烂).

    Special shapes apply only to hands without melds (13 or 14 tiles counting
    wilds). ``shanten`` must be exact for the shape alone, so that the analyser
    can take the minimum over forms, and one more tile may lower it by one at
    most (as for any count of tiles missing), so that the analyser can skip a
    shape that cannot beat the other forms after a draw; ``groupings`` yields
    the readings of a complete 14-tile hand.
    """

    code: str

    def shanten(self, counts: Sequence[int], wilds: int) -> int: ...

    def groupings(self, counts: Sequence[int], wilds: int) -> Iterable[Sequence[Group]]: ...


@dataclass(frozen=True, slots=True)
class Ukeire:
    """The improving draws of a 3k + 1 hand: its shanten and, per kind, the copies available."""

    shanten: int
    tiles: dict[int, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.tiles.values())


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """What discarding one kind leaves: the shanten and improving draws of the rest."""

    discard: int
    ukeire: Ukeire


class HandAnalyser:
    """Table-driven hand analysis for one tile set and set of winning forms."""

    __slots__ = ("_capped", "_comb", "_final", "_free", "faces", "seven_pairs", "specials")

    def __init__(
        self,
        faces: Iterable[int] = range(KIND_COUNT),
        *,
        seven_pairs: bool = True,
        specials: Sequence[SpecialShape] = (),
    ) -> None:
        self.faces = tuple(sorted(set(faces)))
        self.seven_pairs = seven_pairs
        self.specials = tuple(specials)
        t = tables.load()
        # Direct references for the hot paths (one attribute load each).
        self._comb = t.comb
        self._final = t.final
        self._capped = (t.suit, t.honor)
        self._free = (t.suit_free, t.honor_free)

    # -- the questions ----------------------------------------------------

    def shanten(self, counts: Sequence[int], wilds: int = 0) -> int:
        """向听数 of a hand of 3k + 1 or 3k + 2 tiles (wilds included): −1 complete, 0 ready."""
        # The body is inlined on purpose: this is the AI's innermost call.
        c = bytes(counts)
        ones, twos, threes, fours = c.count(1), c.count(2), c.count(3), c.count(4)
        total = ones + 2 * twos + 3 * threes + 4 * fours + wilds
        if total % 3 == 0 or total > MAX_TILES or wilds < 0 or len(c) != KIND_COUNT:
            _tile_total(c, wilds)  # raises the precise error
        comb = self._comb
        suit, honor = self._free if wilds else self._capped
        best = self._final[total // 3][comb[comb[comb[suit[c[0:9]]][suit[c[9:18]]]][suit[c[18:27]]]][honor[c[27:34]]]]
        best -= wilds + 1
        if total >= MAX_TILES - 1:
            if self.seven_pairs:
                pairs = twos + threes + 2 * fours
                if wilds:
                    singles = ones + threes
                    matched = wilds if wilds < singles else singles
                    pairs += matched + (wilds - matched) // 2
                if pairs > 6 - best:  # seven pairs is nearer (comparisons, not min(): hot path)
                    best = 6 - pairs if pairs < 7 else -1
            if self.specials:
                best = min(best, *(shape.shanten(c, wilds) for shape in self.specials))
        return best

    def is_win(self, counts: Sequence[int], wilds: int = 0) -> bool:
        """Whether a hand of 3k + 2 tiles (wilds included) forms a winning shape."""
        c = bytes(counts)
        total = sum(c) + wilds
        if (total % 3 != 2 or total > MAX_TILES or wilds < 0 or len(c) != KIND_COUNT) and _tile_total(
            c, wilds
        ) % 3 != 2:
            raise ValueError(f"a complete hand has 3k + 2 tiles, not {total}")
        comb = self._comb
        suit, honor = self._free if wilds else self._capped
        try:
            missing = self._final[total // 3][
                comb[comb[comb[suit[c[0:9]]][suit[c[9:18]]]][suit[c[18:27]]]][honor[c[27:34]]]
            ]
        except tables.CountsError:
            # A fifth copy (a structural question, Paofeng R18): beyond the tables.
            return any(True for _ in self._groupings(c, wilds))
        if missing <= wilds:
            return True
        if total == MAX_TILES:
            if self.seven_pairs:
                pairs = c.count(2) + c.count(3) + 2 * c.count(4)
                if wilds:
                    singles = c.count(1) + c.count(3)
                    matched = min(wilds, singles)
                    pairs += matched + (wilds - matched) // 2
                if pairs >= 7:
                    return True
            return any(shape.shanten(c, wilds) < 0 for shape in self.specials)
        return False

    def missing(self, counts: Sequence[int], sets: int) -> int:
        """Tiles missing for ``sets`` sets and a pair (or seven pairs when ``sets`` is 4), extra tiles discarded.

        Unlike ``shanten`` it accepts any number of tiles, so a hand can be
        judged with some tiles set aside — a Sichuan hand without its void-suit
        tiles, which can never be part of the win. For a hand of 3k + 1 or
        3k + 2 natural tiles, ``shanten == missing(counts, k) - 1``.
        """
        c = bytes(counts)
        if len(c) != KIND_COUNT or not 0 <= sets <= 4:
            raise ValueError(f"missing() needs {KIND_COUNT} counts and 0..4 sets")
        comb = self._comb
        suit, honor = self._capped
        best = self._final[sets][comb[comb[comb[suit[c[0:9]]][suit[c[9:18]]]][suit[c[18:27]]]][honor[c[27:34]]]]
        if sets == 4:
            if self.seven_pairs:
                pairs = min(c.count(2) + c.count(3) + 2 * c.count(4), 7)
                singles = c.count(1) + c.count(3)
                best = min(best, 7 - pairs + max(0, 7 - pairs - singles))
            for shape in self.specials:
                if sum(c) >= 13:
                    best = min(best, shape.shanten(c, 0) + 1)
        return best

    def waits(
        self,
        counts: Sequence[int],
        wilds: int = 0,
        candidates: Iterable[int] | None = None,
        *,
        physical: bool = True,
    ) -> list[int]:
        """The kinds that complete a hand of 3k + 1 tiles (听牌), in canonical order.

        ``candidates`` defaults to the analyser's faces. With ``physical`` a kind
        the hand already holds four of is never a wait (there is no fifth tile);
        without it the answer is structural (Paofeng's Wt, R19).
        """
        kinds = self.faces if candidates is None else candidates
        after = self._shanten_after_draw(counts, wilds, kinds, structural=not physical)
        return sorted(kind for kind, shanten in after if shanten < 0)

    def completes(
        self,
        counts: Sequence[int],
        wilds: int = 0,
        candidates: Iterable[int] | None = None,
        *,
        physical: bool = True,
    ) -> bool:
        """Whether ``waits`` would be non-empty, stopping at the first kind that completes the hand."""
        kinds = self.faces if candidates is None else candidates
        return any(
            shanten < 0 for _, shanten in self._shanten_after_draw(counts, wilds, kinds, structural=not physical)
        )

    def ukeire(self, counts: Sequence[int], wilds: int = 0, unseen: Sequence[int] | None = None) -> Ukeire:
        """进张 of a hand of 3k + 1 tiles: every kind whose draw lowers the shanten.

        The copies available per kind are ``unseen[kind]`` when given (what the
        player cannot see: 4 minus own tiles, melds, rivers…), else 4 minus the
        copies in ``counts``.
        """
        current = self.shanten(counts, wilds)
        tiles = {}
        for kind, shanten in self._shanten_after_draw(counts, wilds, self.faces, structural=False):
            if shanten < current:
                tiles[kind] = unseen[kind] if unseen is not None else COPIES - counts[kind]
        return Ukeire(current, tiles)

    def discard_options(
        self, counts: Sequence[int], wilds: int = 0, unseen: Sequence[int] | None = None
    ) -> list[DiscardOption]:
        """For a hand of 3k + 2 tiles: each distinct natural discard and what it leaves."""
        total = _tile_total(counts, wilds)
        if total % 3 != 2:
            raise ValueError(f"discarding needs a hand of 3k + 2 tiles, not {total}")
        rest = list(counts)
        options = []
        for kind in range(KIND_COUNT):
            if rest[kind]:
                rest[kind] -= 1
                options.append(DiscardOption(kind, self.ukeire(rest, wilds, unseen)))
                rest[kind] += 1
        return options

    def decompositions(self, counts: Sequence[int], wilds: int = 0) -> list[Decomposition]:
        """Every distinct reading of a complete hand (empty when it is not complete)."""
        total = _tile_total(counts, wilds)
        if total % 3 != 2:
            raise ValueError(f"a complete hand has 3k + 2 tiles, not {total}")
        found = {Decomposition.of(form, groups) for form, groups in self._groupings(counts, wilds)}
        return sorted(found, key=lambda d: (d.form, [g.sort_key() for g in d.groups]))

    # -- internals ----------------------------------------------------------

    def _shanten_after_draw(
        self, counts: Sequence[int], wilds: int, kinds: Iterable[int], *, structural: bool
    ) -> Iterator[tuple[int, int]]:
        """(kind, shanten of the hand plus that kind) for a 3k + 1 hand.

        Only the drawn kind's block changes, so the other three blocks are
        combined once per block and each candidate costs one lookup.
        """
        counts = bytes(counts)
        total = _tile_total(counts, wilds)
        if total % 3 != 1:
            raise ValueError(f"a hand waiting for a tile has 3k + 1 tiles, not {total}")
        comb = self._comb
        suit, honor = self._free if wilds else self._capped
        blocks = (counts[0:9], counts[9:18], counts[18:27], counts[27:34])
        ids = (suit[blocks[0]], suit[blocks[1]], suit[blocks[2]], honor[blocks[3]])
        rest = (
            comb[comb[ids[1]][ids[2]]][ids[3]],
            comb[comb[ids[0]][ids[2]]][ids[3]],
            comb[comb[ids[0]][ids[1]]][ids[3]],
            comb[comb[ids[0]][ids[1]]][ids[2]],
        )
        sets = (total + 1) // 3
        final = self._final[sets]
        full = sets == 4
        seven = full and self.seven_pairs
        specials = self.specials if full else ()
        if seven:
            pairs = counts.count(2) + counts.count(3) + 2 * counts.count(4)
            singles = counts.count(1) + counts.count(3)
        if specials:
            # One drawn tile lowers a shape's shanten by at most one: below this floor no shape can matter.
            floor = min(shape.shanten(counts, wilds) for shape in specials) - 1
        for kind in kinds:
            held = counts[kind]
            if held >= COPIES:
                if structural:
                    drawn = list(counts)
                    drawn[kind] += 1
                    win = any(True for _ in self._groupings(drawn, wilds))
                    yield kind, -1 if win else 0
                continue
            block = kind // 9
            key = bytearray(blocks[block])
            key[kind - 9 * block] += 1
            vid = (honor if block == 3 else suit)[bytes(key)]
            best = final[comb[rest[block]][vid]] - wilds - 1
            if seven:
                odd = held & 1
                best = min(best, _seven_pairs_from(pairs + odd, singles + 1 - 2 * odd, wilds))
            if specials and floor < best:
                drawn = list(counts)
                drawn[kind] += 1
                for shape in specials:
                    best = min(best, shape.shanten(drawn, wilds))
            yield kind, best

    def _groupings(self, counts: Sequence[int], wilds: int) -> Iterator[tuple[str, Sequence[Group]]]:
        for groups in standard_groupings(counts, wilds):
            yield "standard", groups
        if sum(counts) + wilds == MAX_TILES:
            if self.seven_pairs:
                for groups in seven_pairs_groupings(counts, wilds):
                    yield "seven_pairs", groups
            for shape in self.specials:
                for groups in shape.groupings(counts, wilds):
                    yield shape.code, groups


def _tile_total(counts: Sequence[int], wilds: int) -> int:
    if len(counts) != KIND_COUNT:
        raise ValueError(f"a count vector has {KIND_COUNT} entries, not {len(counts)}")
    if wilds < 0:
        raise ValueError(f"the number of wilds cannot be negative ({wilds})")
    total = sum(counts) + wilds
    if total % 3 == 0 or total > MAX_TILES:
        raise ValueError(f"a hand has 3k + 1 or 3k + 2 tiles (at most {MAX_TILES}), not {total}")
    return total


def _seven_pairs_from(pairs: int, singles: int, wilds: int) -> int:
    """Seven-pairs shanten from the natural pairs and singles: wilds pair singles, then each other."""
    if wilds:
        matched = min(wilds, singles)
        pairs += matched + (wilds - matched) // 2
    return 6 - min(pairs, 7)
