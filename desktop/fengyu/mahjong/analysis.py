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

import functools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import compress
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

    A shape of fourteen *different* faces (十三烂, thirteen orphans …) may say so
    with a true ``distinct_faces`` attribute: its shanten is then at least
    13 − (kinds held) − wilds, and ``shanten`` skips it when that floor cannot
    beat the other forms (the common case, and a call saved per hand).
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

    __slots__ = (
        "_capped",
        "_comb",
        "_distinct",
        "_final",
        "_free",
        "_groups",
        "_indices",
        "_tables",
        "faces",
        "seven_pairs",
        "specials",
    )

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
        self._distinct = bool(self.specials) and all(getattr(s, "distinct_faces", False) for s in self.specials)
        t = self._tables = tables.load()
        self._groups = _by_block(self.faces)
        # Direct references for the hot paths (one attribute load each).
        self._comb = t.comb
        self._final = t.final
        # The plain-dict caches of the block entries: a hit is one specialised subscript, a miss
        # (a KeyError) goes to ``_entries``, which computes and keeps the entry.
        self._capped = (t.suit.cache, t.honor.cache)
        self._free = (t.suit_free.cache, t.honor_free.cache)
        self._indices = (t.suit_index.cache, t.honor_index.cache)

    # -- the questions ----------------------------------------------------

    def shanten(self, counts: Sequence[int], wilds: int = 0) -> int:
        """向听数 of a hand of 3k + 1 or 3k + 2 tiles (wilds included): −1 complete, 0 ready."""
        # The body is inlined on purpose: this is the AI's innermost call. The packed
        # block entries (tables.BlockIds) give the ids and, summed, the tile, pair and single totals.
        # A list becomes bytes about twice as fast through a bytearray as directly (CPython 3.11).
        c = bytes(bytearray(counts))
        if len(c) != KIND_COUNT or wilds < 0:
            _tile_total(c, wilds)  # raises the precise error
        suit, honor = self._free if wilds else self._capped
        try:
            a, b, d, e = suit[c[0:9]], suit[c[9:18]], suit[c[18:27]], honor[c[27:34]]
        except KeyError:
            a, b, d, e = self._entries(c, wilds)
        low = (a + b + d + e) & _LOW
        total = (low & 255) + wilds
        if total % 3 == 0 or total > MAX_TILES:
            _tile_total(c, wilds)
        comb = self._comb
        best = self._final[total // 3][comb[comb[comb[a >> _ID][b >> _ID]][d >> _ID]][e >> _ID]] - wilds - 1
        if total >= MAX_TILES - 1:
            if self.seven_pairs:
                pairs = low >> 8 & 127
                if wilds:
                    singles = low >> 15
                    matched = wilds if wilds < singles else singles
                    pairs += matched + (wilds - matched) // 2
                if pairs > 6 - best:  # seven pairs is nearer (comparisons, not min(): hot path)
                    best = 6 - pairs if pairs < 7 else -1
            # Kinds held are at most singles + pairs (the packed totals): the floor of distinct-face shapes.
            if self.specials and not (self._distinct and 13 - (low >> 8 & 127) - (low >> 15) - wilds >= best):
                for shape in self.specials:
                    best = min(best, shape.shanten(c, wilds))
        return best

    def is_win(self, counts: Sequence[int], wilds: int = 0) -> bool:
        """Whether a hand of 3k + 2 tiles (wilds included) forms a winning shape."""
        c = bytes(bytearray(counts))
        if len(c) != KIND_COUNT or wilds < 0:
            _tile_total(c, wilds)
        suit, honor = self._free if wilds else self._capped
        try:
            a, b, d, e = suit[c[0:9]], suit[c[9:18]], suit[c[18:27]], honor[c[27:34]]
        except KeyError:
            try:
                a, b, d, e = self._entries(c, wilds)
            except tables.CountsError:
                # A fifth copy (a structural question, Paofeng R18): beyond the tables.
                total = _tile_total(c, wilds)
                if total % 3 != 2:
                    raise ValueError(f"a complete hand has 3k + 2 tiles, not {total}") from None
                return any(True for _ in self._groupings(c, wilds))
        low = (a + b + d + e) & _LOW
        total = (low & 255) + wilds
        if total % 3 != 2 or total > MAX_TILES:
            _tile_total(c, wilds)
            raise ValueError(f"a complete hand has 3k + 2 tiles, not {total}")
        comb = self._comb
        if self._final[total // 3][comb[comb[comb[a >> _ID][b >> _ID]][d >> _ID]][e >> _ID]] <= wilds:
            return True
        if total == MAX_TILES:
            if self.seven_pairs:
                pairs = low >> 8 & 127
                if wilds:
                    singles = low >> 15
                    matched = wilds if wilds < singles else singles
                    pairs += matched + (wilds - matched) // 2
                if pairs >= 7:
                    return True
            if self.specials:
                return any(shape.shanten(c, wilds) < 0 for shape in self.specials)
        return False

    def missing(self, counts: Sequence[int], sets: int) -> int:
        """Tiles missing for ``sets`` sets and a pair (or seven pairs when ``sets`` is 4), extra tiles discarded.

        Unlike ``shanten`` it accepts any number of tiles, so a hand can be
        judged with some tiles set aside — a Sichuan hand without its void-suit
        tiles, which can never be part of the win. For a hand of 3k + 1 or
        3k + 2 natural tiles, ``shanten == missing(counts, k) - 1``.
        """
        c = bytes(bytearray(counts))
        if len(c) != KIND_COUNT or not 0 <= sets <= 4:
            raise ValueError(f"missing() needs {KIND_COUNT} counts and 0..4 sets")
        suit, honor = self._capped
        try:
            a, b, d, e = suit[c[0:9]], suit[c[9:18]], suit[c[18:27]], honor[c[27:34]]
        except KeyError:
            a, b, d, e = self._entries(c, 0)
        comb = self._comb
        best = self._final[sets][comb[comb[comb[a >> _ID][b >> _ID]][d >> _ID]][e >> _ID]]
        if sets == 4:
            low = a + b + d + e
            if self.seven_pairs:
                pairs = min(low >> 8 & 127, 7)
                # _seven_pairs_missing, inlined (the play-outs' innermost call).
                short = 7 - pairs - (low >> 15 & 127)
                seven = 7 - pairs + (short if short > 0 else 0)
                best = min(best, seven)
            if self.specials and (low & 255) >= MAX_TILES - 1:
                best = min(best, *(shape.shanten(c, 0) + 1 for shape in self.specials))
        return best

    def missing_after_discards(self, counts: Sequence[int], sets: int) -> dict[int, int]:
        """``missing`` of the hand after each possible discard: {kind held: tiles missing without one of it}.

        What a discard-by-discard loop over ``missing`` gives, computed incrementally (the
        blocks are looked up once; a discard is one step down its block's lattice), for the
        play-outs and bots that weigh every discard of a hand. Kinds in ascending order.
        """
        c = bytes(bytearray(counts))
        if len(c) != KIND_COUNT or not 0 <= sets <= 4:
            raise ValueError(f"missing_after_discards() needs {KIND_COUNT} counts and 0..4 sets")
        t = self._tables
        comb = t.comb
        lattices = t.lattices[0]
        final = t.final[sets]
        index, others = self._blocks(c, lattices)
        seven = sets == 4 and self.seven_pairs
        if seven:
            pairs = c.count(2) + c.count(3) + 2 * c.count(4)
            singles = c.count(1) + c.count(3)
            # Discarding from an even count breaks a pair into a single; from an odd one removes a single.
            by_parity = tuple(_seven_pairs_missing(p, s) for p, s in ((pairs - 1, singles + 1), (pairs, singles - 1)))
        specials = self.specials if sets == 4 and sum(c) - 1 >= MAX_TILES - 1 else ()
        rest = bytearray(c)
        result = {}
        for kind in range(KIND_COUNT):
            held = c[kind]
            if not held:
                continue
            block = kind // 9 if kind < 27 else 3
            best = final[comb[lattices[block == 3][index[block] - _POWERS[kind]]][others[block][block]]]
            if seven:
                best = min(best, by_parity[held % 2])
            if specials:
                rest[kind] -= 1
                best = min(best, *(shape.shanten(rest, 0) + 1 for shape in specials))
                rest[kind] += 1
            result[kind] = best
        return result

    def shanten_after_discards(self, counts: Sequence[int], wilds: int = 0) -> dict[int, int]:
        """``shanten`` of a 3k + 2 hand after each possible discard: {kind held: shanten without one of it}.

        What a discard-by-discard loop over ``shanten`` gives, computed incrementally as in
        ``discard_options`` (the blocks looked up once; a discard is one step down its block's
        lattice) but without the improving draws, for the questions that need only the shanten
        each discard leaves (Paofeng's 报听 offers: which discards leave a ready hand). A special
        shape is asked per discard unless its floor rules it out. Kinds in ascending order.
        """
        c = bytes(bytearray(counts))
        total = _discard_total(c, wilds)
        t = self._tables
        comb = t.comb
        lattices = t.lattices[1 if wilds else 0]
        final = t.final[total // 3]
        index, others = self._blocks(c, lattices)
        seven = self.seven_pairs and total == MAX_TILES
        if seven:
            pairs = c.count(2) + c.count(3) + 2 * c.count(4)
            singles = c.count(1) + c.count(3)
            # Discarding from an even count breaks a pair into a single; from an odd one removes a single.
            by_parity = (_seven_pairs_from(pairs - 1, singles + 1, wilds), _seven_pairs_from(pairs, singles - 1, wilds))
        specials = self.specials if total == MAX_TILES else ()
        # Kinds held after the discard bound the distinct-face shapes from below (see ``SpecialShape``).
        floor = MAX_TILES - 1 - (KIND_COUNT - c.count(0)) - wilds if self._distinct else -99
        rest = bytearray(c)
        result = {}
        for kind in compress(_KINDS, c):
            held = c[kind]
            block = kind // 9 if kind < 27 else 3
            best = final[comb[lattices[block == 3][index[block] - _POWERS[kind]]][others[block][block]]] - wilds - 1
            if seven and by_parity[held % 2] < best:
                best = by_parity[held % 2]
            if specials and floor + (held == 1) < best:
                rest[kind] -= 1
                best = min(best, *(shape.shanten(rest, wilds) for shape in specials))
                rest[kind] += 1
            result[kind] = best
        return result

    def missing_draws(self, counts: Sequence[int], sets: int) -> tuple[int, list[int]]:
        """``missing(counts, sets)`` and the faces whose draw lowers it (a face held four times is never drawn).

        What asking ``missing`` of the hand plus each face gives, computed incrementally
        (the other blocks combined once; a draw is one step up its block's lattice), for
        the bots that weigh the improving draws of every discard. Faces in ascending order.
        """
        c = bytes(bytearray(counts))
        base = self.missing(c, sets)
        t = self._tables
        lattices = t.lattices[0]
        reach = t.reach[sets]
        index, others = self._blocks(c, lattices)
        seven = sets == 4 and self.seven_pairs
        if seven:
            pairs = c.count(2) + c.count(3) + 2 * c.count(4)
            singles = c.count(1) + c.count(3)
            # Drawing onto an even count adds a single; onto an odd one turns a single into a pair.
            by_parity = (_seven_pairs_missing(pairs, singles + 1), _seven_pairs_missing(pairs + 1, singles - 1))
        specials = self.specials if sets == 4 and sum(c) + 1 >= MAX_TILES - 1 else ()
        drawn = bytearray(c)
        found = []
        for block, group in self._groups:
            row = reach[others[block][block]]
            lattice = lattices[block == 3]
            at = index[block]
            for kind, power in group:
                held = c[kind]
                if held >= COPIES:
                    continue
                best = row[lattice[at + power]]
                if seven and by_parity[held % 2] < best:
                    best = by_parity[held % 2]
                if specials and best >= base:
                    drawn[kind] += 1
                    best = min(best, *(shape.shanten(drawn, 0) + 1 for shape in specials))
                    drawn[kind] -= 1
                if best < base:
                    found.append(kind)
        return base, found

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
        c = bytes(counts)
        total = _tile_total(c, wilds)
        if total % 3 != 1:
            raise ValueError(f"a hand waiting for a tile has 3k + 1 tiles, not {total}")
        groups = self._groups if candidates is None else _by_block(tuple(candidates))
        # A draw completes the hand when the tiles missing after it are at most the wilds.
        return self._draws_below(c, wilds, total, groups, wilds + 1, structural=not physical)

    def completes(
        self,
        counts: Sequence[int],
        wilds: int = 0,
        candidates: Iterable[int] | None = None,
        *,
        physical: bool = True,
    ) -> bool:
        """Whether ``waits`` would be non-empty, stopping at the first block with a standard-form wait."""
        c = bytes(counts)
        total = _tile_total(c, wilds)
        if total % 3 != 1:
            raise ValueError(f"a hand waiting for a tile has 3k + 1 tiles, not {total}")
        groups = self._groups if candidates is None else _by_block(tuple(candidates))
        return bool(self._draws_below(c, wilds, total, groups, wilds + 1, structural=not physical, first=True))

    def ukeire(self, counts: Sequence[int], wilds: int = 0, unseen: Sequence[int] | None = None) -> Ukeire:
        """进张 of a hand of 3k + 1 tiles: every kind whose draw lowers the shanten.

        The copies available per kind are ``unseen[kind]`` when given (what the
        player cannot see: 4 minus own tiles, melds, rivers…), else 4 minus the
        copies in ``counts``.
        """
        c = bytes(counts)
        total = _tile_total(c, wilds)
        if total % 3 != 1:
            raise ValueError(f"a hand waiting for a tile has 3k + 1 tiles, not {total}")
        current = self.shanten(c, wilds)
        kinds = self._draws_below(c, wilds, total, self._groups, current + wilds + 1, structural=False)
        copies = unseen if unseen is not None else [COPIES - n for n in c]
        return Ukeire(current, {kind: copies[kind] for kind in kinds})

    def discard_options(
        self, counts: Sequence[int], wilds: int = 0, unseen: Sequence[int] | None = None
    ) -> list[DiscardOption]:
        """For a hand of 3k + 2 tiles: each distinct natural discard and what it leaves.

        Incremental: the four blocks are looked up once; a discard changes one
        block (one lattice step down) and every draw after it one more (one
        step up), so each (discard, draw) pair costs a byte read and a row
        lookup against the other blocks' combination, never a whole hand.
        """
        c = bytes(counts)
        total = _discard_total(c, wilds)
        t = self._tables
        comb = t.comb
        lattices = t.lattices[1 if wilds else 0]
        final = t.final[total // 3]
        reach = t.reach[total // 3]
        index, others = self._blocks(c, lattices)
        # Draws into an untouched block: (kind, id after the draw), the same for every discard elsewhere.
        draws: list[list[tuple[int, int]]] = [[], [], [], []]
        own: list[tuple[tuple[int, int], ...]] = [(), (), (), ()]
        for block, group in self._groups:
            own[block] = group
            lattice, base = lattices[block == 3], index[block]
            draws[block] = [(kind, lattice[base + power]) for kind, power in group if c[kind] < COPIES]
        seven = self.seven_pairs and total == MAX_TILES
        if seven:
            faces = self.faces
            pairs = c.count(2) + c.count(3) + 2 * c.count(4)
            singles = c.count(1) + c.count(3)
            # By the parity of the discarded kind's count: the seven-pairs shanten left, and after
            # drawing a kind held an odd / an even number of times.
            by_parity = tuple(
                (
                    _seven_pairs_from(p, s, wilds),
                    _seven_pairs_from(p + 1, s - 1, wilds),
                    _seven_pairs_from(p, s + 1, wilds),
                )
                for p, s in ((pairs - 1, singles + 1), (pairs, singles - 1))
            )
            odd = {k for k in faces if c[k] % 2}
            even = {k for k in faces if c[k] % 2 == 0 and c[k] < COPIES}
            in_faces = set(faces)
        specials = self.specials if total == MAX_TILES else ()
        groups = self._groups
        memo: dict[tuple[int, int, int], tuple[list[int], list[int]]] = {}
        rest = bytearray(c)
        options = []
        for kind in range(KIND_COUNT):
            held = c[kind]
            if not held:
                continue
            block = kind // 9 if kind < 27 else 3
            lattice = lattices[block == 3]
            changed = index[block] - _POWERS[kind]
            vid = lattice[changed]
            other = others[block]
            best = final[comb[vid][other[block]]] - wilds - 1
            rest[kind] -= 1
            if seven:
                left, after_odd, after_even = by_parity[held % 2]
                best = min(best, left)
            if specials:
                best = min(best, *(shape.shanten(rest, wilds) for shape in specials))
            limit = best + wilds + 1
            # Draws into the other blocks depend on this block's id only: discards of the same
            # shape (an isolated honour and another) share them.
            key = (block, vid, limit)
            around = memo.get(key)
            if around is None:
                before: list[int] = []
                after: list[int] = []
                for x, _ in groups:
                    if x != block:
                        row = reach[comb[vid][other[x]]]
                        (before if x < block else after).extend([k for k, v in draws[x] if row[v] < limit])
                around = memo[key] = (before, after)
            row = reach[other[block]]
            found = [
                *around[0],
                *[k for k, power in own[block] if rest[k] < COPIES and row[lattice[changed + power]] < limit],
                *around[1],
            ]
            if seven and (after_odd < best or after_even < best):
                # Seven pairs improves on every kind of the right parity; the discard changed its own kind's.
                extra = (odd if after_odd < best else set()) | (even if after_even < best else set())
                if kind in in_faces:
                    extra.discard(kind)
                    if (after_odd if rest[kind] % 2 else after_even) < best:
                        extra.add(kind)
                found = sorted(extra.union(found))
            if specials:
                found = self._special_draws(rest, wilds, best, found)
            if unseen is None:
                options.append(DiscardOption(kind, Ukeire(best, {k: COPIES - rest[k] for k in found})))
            else:
                options.append(DiscardOption(kind, Ukeire(best, {k: unseen[k] for k in found})))
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

    def _entries(self, c: bytes, wilds: int) -> tuple[int, int, int, int]:
        """The four packed block entries of a hand, computed and kept when first seen (the hot paths' fallback)."""
        t = self._tables
        suit, honor = (t.suit_free, t.honor_free) if wilds else (t.suit, t.honor)
        return suit[c[0:9]], suit[c[9:18]], suit[c[18:27]], honor[c[27:34]]

    def _blocks(
        self, c: bytes, lattices: tuple[bytes, bytes]
    ) -> tuple[tuple[int, int, int, int], tuple[tuple[int, ...], ...]]:
        """Each block's lattice index and the other blocks' combined ids: where each incremental method starts."""
        index = self._lattice_indices(c)
        return index, _others(self._tables.comb, [lattices[block == 3][index[block]] for block in range(4)])

    def _lattice_indices(self, c: bytes) -> tuple[int, int, int, int]:
        """The four blocks' base-5 lattice indices (from the caches; computed and kept when first seen)."""
        suit, honor = self._indices
        try:
            return suit[c[0:9]], suit[c[9:18]], suit[c[18:27]], honor[c[27:34]]
        except KeyError:
            t = self._tables
            return t.suit_index[c[0:9]], t.suit_index[c[9:18]], t.suit_index[c[18:27]], t.honor_index[c[27:34]]

    def _draws_below(
        self,
        c: bytes,
        wilds: int,
        total: int,
        groups: tuple[tuple[int, tuple[tuple[int, int], ...]], ...],
        limit: int,
        *,
        structural: bool,
        first: bool = False,
    ) -> list[int]:
        """The candidate kinds after whose draw the hand of ``total`` = 3k + 1 tiles misses fewer than ``limit``.

        ``limit`` counts missing tiles (shanten + wilds + 1). Only the drawn
        kind's block changes, so the other three blocks are combined once per
        block and each candidate costs one lattice read and one row lookup. A
        kind held four times is skipped, or with ``structural`` judged by the
        decomposition search (a fifth copy lies beyond the tables). With
        ``first`` the answer may stop at the first block that has such a kind.
        """
        t = self._tables
        lattices = t.lattices[1 if wilds else 0]
        sets = (total + 1) // 3
        reach = t.reach[sets]
        index, others = self._blocks(c, lattices)
        found = []
        for block, group in groups:
            row = reach[others[block][block]]
            lattice = lattices[block == 3]
            base = index[block]
            found += [kind for kind, power in group if c[kind] < COPIES and row[lattice[base + power]] < limit]
            if first and found:
                return found
        full = sets == 4
        shanten_limit = limit - wilds - 1
        if full and self.seven_pairs:
            pairs = c.count(2) + c.count(3) + 2 * c.count(4)
            singles = c.count(1) + c.count(3)
            after_odd = _seven_pairs_from(pairs + 1, singles - 1, wilds)
            after_even = _seven_pairs_from(pairs, singles + 1, wilds)
            if after_odd < shanten_limit or after_even < shanten_limit:
                found = sorted(
                    {*found}.union(
                        kind
                        for _, group in groups
                        for kind, _ in group
                        if c[kind] < COPIES and (after_odd if c[kind] % 2 else after_even) < shanten_limit
                    )
                )
        if first and found:
            return found
        if full and self.specials:
            found = self._special_draws(c, wilds, shanten_limit, found, groups)
            if first and found:
                return found
        if structural:
            quads = [kind for _, group in groups for kind, _ in group if c[kind] >= COPIES]
            for kind in quads:
                drawn = list(c)
                drawn[kind] += 1
                # A fifth copy (only waits ask structurally): only the search can tell whether it wins.
                if any(True for _ in self._groupings(drawn, wilds)):
                    found.append(kind)
            if quads:
                found.sort()
        return found

    def _special_draws(
        self,
        c: bytes | bytearray,
        wilds: int,
        shanten_limit: int,
        found: list[int],
        groups: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] | None = None,
    ) -> list[int]:
        """``found`` plus the kinds whose draw brings a special shape below ``shanten_limit``.

        One drawn tile lowers a shape's shanten by one at most, so a shape
        whose shanten is not below ``shanten_limit + 1`` now is skipped.
        """
        shapes = [shape for shape in self.specials if shape.shanten(c, wilds) <= shanten_limit]
        if not shapes:
            return found
        have = set(found)
        drawn = bytearray(c)
        for _, group in groups or self._groups:
            for kind, _ in group:
                if kind in have or c[kind] >= COPIES:
                    continue
                drawn[kind] += 1
                if any(shape.shanten(drawn, wilds) < shanten_limit for shape in shapes):
                    have.add(kind)
                drawn[kind] -= 1
        return sorted(have)

    def _groupings(self, counts: Sequence[int], wilds: int) -> Iterator[tuple[str, Sequence[Group]]]:
        for groups in standard_groupings(counts, wilds):
            yield "standard", groups
        if sum(counts) + wilds == MAX_TILES:
            if self.seven_pairs:
                for groups in seven_pairs_groupings(counts, wilds):
                    yield "seven_pairs", groups
            for shape in self.specials:
                for special in shape.groupings(counts, wilds):
                    yield shape.code, special


_ID = tables.ID_SHIFT
_LOW = tables.LOW

_POWERS = tuple(5 ** (kind % 9) for kind in range(KIND_COUNT))
"""A kind's step in its block's base-5 lattice index."""
_KINDS = range(KIND_COUNT)


@functools.lru_cache(maxsize=64)
def _by_block(kinds: tuple[int, ...]) -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:
    """Kinds grouped by block, in canonical order: ((block, ((kind, lattice step), ...)), ...)."""
    ordered = sorted(set(kinds))
    blocks = sorted({kind // 9 if kind < 27 else 3 for kind in ordered})
    return tuple(
        (block, tuple((kind, _POWERS[kind]) for kind in ordered if (kind // 9 if kind < 27 else 3) == block))
        for block in blocks
    )


def _others(comb: tuple[tuple[int, ...], ...], ids: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """``others[b][x]``: the combined id of the blocks other than b and x (x == b: the three other than b)."""
    i0, i1, i2, i3 = ids
    c01, c23 = comb[i0][i1], comb[i2][i3]
    c02, c13 = comb[i0][i2], comb[i1][i3]
    c03, c12 = comb[i0][i3], comb[i1][i2]
    return (
        (comb[i1][c23], c23, c13, c12),
        (c23, comb[i0][c23], c03, c02),
        (c13, c03, comb[c01][i3], c01),
        (c12, c02, c01, comb[c01][i2]),
    )


def _discard_total(counts: Sequence[int], wilds: int) -> int:
    """The hand's tile count, which must allow a discard (3k + 2)."""
    total = _tile_total(counts, wilds)
    if total % 3 != 2:
        raise ValueError(f"discarding needs a hand of 3k + 2 tiles, not {total}")
    return total


def _tile_total(counts: Sequence[int], wilds: int) -> int:
    if len(counts) != KIND_COUNT:
        raise ValueError(f"a count vector has {KIND_COUNT} entries, not {len(counts)}")
    if wilds < 0:
        raise ValueError(f"the number of wilds cannot be negative ({wilds})")
    total = sum(counts) + wilds
    if total % 3 == 0 or total > MAX_TILES:
        raise ValueError(f"a hand has 3k + 1 or 3k + 2 tiles (at most {MAX_TILES}), not {total}")
    return total


def _seven_pairs_missing(pairs: int, singles: int) -> int:
    """Tiles missing for seven pairs: each pair short takes one tile if a single waits for it, two otherwise."""
    pairs = min(pairs, 7)
    return 7 - pairs + max(0, 7 - pairs - singles)


def _seven_pairs_from(pairs: int, singles: int, wilds: int) -> int:
    """Seven-pairs shanten from the natural pairs and singles: wilds pair singles, then each other."""
    if wilds:
        matched = min(wilds, singles)
        pairs += matched + (wilds - matched) // 2
    return 6 - min(pairs, 7)
