"""Special winning shapes for ``HandAnalyser(specials=...)``: 十三烂 and 七星归位 (Paofeng R18).

十三烂 is fourteen tiles of fourteen different faces where any two faces of one
suit differ by at least 3 (1-4-7, 1-5-9, 2-5-8 …); honour faces only need to
be distinct. 七星归位 is the 十三烂 that holds all seven honour faces. Wilds
stand for any face that keeps the hand valid, unless the shape is built with
``no_wild`` (烂牌不能带钻), in which case a hand holding a wild never forms it.

A 十三烂 is a choice of faces, so both questions reduce to set arithmetic:

* Per suit, a *spaced* rank set has at most three ranks, and not every spaced
  set can grow to three: {3, 7}, {2, 7} or {3, 8} leave no room for a third
  rank. Fourteen faces need the three suits to offer at least 7 slots beside
  the 7 honours, so at most two suits may settle for a set capped at two.
* ``shanten``: the most natural tiles such a target can keep is the distinct
  honours held plus, per suit, the largest spaced subset of the ranks held,
  with at least one suit keeping a subset that can still grow to three ranks.
  A per-suit table (keyed by the suit's counts, like the analyser's tables)
  gives both sizes in one lookup, so the check costs a few dictionary reads —
  it runs for every candidate tile when the analyser computes waits.
* ``groupings``: every target of fourteen faces containing the natural tiles;
  the faces not held are the wilds' faces. Each reading is fourteen singles.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

from fengyu.core.tiles import KIND_COUNT, SUITED_KIND_COUNT
from fengyu.mahjong.decomposition import Group

HONOURS = tuple(range(SUITED_KIND_COUNT, KIND_COUNT))
SIZE = 14


def _is_spaced(mask: int) -> bool:
    ranks = [r for r in range(9) if mask >> r & 1]
    return all(b - a >= 3 for a, b in itertools.pairwise(ranks))


SPACED = tuple(m for m in range(1 << 9) if _is_spaced(m))
"""Every spaced rank set of one suit, as a 9-bit mask (bit r = rank r + 1); 41 of them, the empty set included."""

_ROOM = {m: max(s.bit_count() for s in SPACED if s & m == m) for m in SPACED}
"""The largest spaced set containing each spaced set: 3, or 2 for sets like {3, 7} that cannot grow."""


def _best(mask: int) -> tuple[int, int]:
    """(largest spaced subset of ``mask`` that can grow to three ranks, largest spaced subset at all)."""
    inside = [s for s in SPACED if s & ~mask == 0]
    return max(s.bit_count() for s in inside if _ROOM[s] == 3), max(s.bit_count() for s in inside)


_BEST_BY_MASK = tuple(_best(m) for m in range(1 << 9))


class _SuitTable(dict[bytes, tuple[int, int]]):
    """A suit's nine counts (as bytes) → ``_best`` of the ranks held, filled on first sight."""

    def __missing__(self, key: bytes) -> tuple[int, int]:
        mask = sum(1 << r for r, n in enumerate(key) if n)
        value = self[key] = _BEST_BY_MASK[mask]
        return value


_SUIT = _SuitTable()


class ShiSanLan:
    """十三烂: fourteen different, suit-spaced faces (R18), with or without wilds."""

    code = "shi_san_lan"
    all_honours = False
    distinct_faces = True

    __slots__ = ("no_wild",)

    def __init__(self, *, no_wild: bool = False) -> None:
        self.no_wild = no_wild

    def __repr__(self) -> str:
        return f"{type(self).__name__}(no_wild={self.no_wild})"

    def shanten(self, counts: Sequence[int], wilds: int) -> int:
        """Exchanges still needed (−1 complete); with ``no_wild`` every wild is one more tile to exchange."""
        c = counts if isinstance(counts, bytes) else bytes(counts)
        m1, b1 = _SUIT[c[0:9]]
        m2, b2 = _SUIT[c[9:18]]
        m3, b3 = _SUIT[c[18:27]]
        suited = b1 + b2 + b3 - min(b1 - m1, b2 - m2, b3 - m3)
        honours = 7 - c[27:34].count(0)
        kept = honours + min(suited, 7) if self.all_honours else min(SIZE, honours + suited)
        missing = SIZE - kept - (0 if self.no_wild else wilds)
        return max(missing, 0) - 1

    def groupings(self, counts: Sequence[int], wilds: int) -> Iterator[tuple[Group, ...]]:
        """Every reading of a complete hand: one target of fourteen faces each, the faces not held taken by wilds."""
        if sum(counts) + wilds != SIZE or max(counts) > 1 or (self.no_wild and wilds):
            return
        masks = [sum(1 << r for r in range(9) if counts[9 * s + r]) for s in range(3)]
        held_honours = [k for k in HONOURS if counts[k]]
        free_honours = [k for k in HONOURS if not counts[k]]
        grown = [[s for s in SPACED if s & m == m] for m in masks]
        for sets in itertools.product(*grown):
            suited = sum(s.bit_count() for s in sets)
            extra = SIZE - suited - len(held_honours)
            if not 0 <= extra <= len(free_honours) or (self.all_honours and extra != len(free_honours)):
                continue
            faces = [9 * suit + r for suit, s in enumerate(sets) for r in range(9) if s >> r & 1]
            for honours in itertools.combinations(free_honours, extra):
                groups = [Group("single", f, () if counts[f] else (f,)) for f in faces]
                groups += [Group("single", f) for f in held_honours]
                groups += [Group("single", f, (f,)) for f in honours]
                yield tuple(groups)


class QiXingGuiWei(ShiSanLan):
    """七星归位: a 十三烂 holding all seven honour faces 东南西北白发中 (R18, §3.2)."""

    code = "qi_xing_gui_wei"
    all_honours = True

    __slots__ = ()
