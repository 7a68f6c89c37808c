"""Every way a winning hand splits into groups — what scoring maximises over.

A ``Decomposition`` is one reading of a hand's concealed tiles (the winning tile
included): its ``form`` (``standard``, ``seven_pairs`` or a special shape's
code) and its groups. Wild tiles (钻牌) receive faces: a group records which of
its faces are supplied by wilds, so scoring can tell a natural 对对胡 from one
made with wilds (硬 / 软) and see where the winning tile sits.

This module holds the one recursive search of the project; the table-driven
analyser answers the fast questions (win? shanten? waits?) and calls this only
when a count exceeds four, where the tables end.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

from fengyu.core.tiles import KIND_COUNT, SUITED_KIND_COUNT

Shape = Literal["pung", "chow", "pair", "single"]
_SHAPE_ORDER = {"pung": 0, "chow": 1, "pair": 2, "single": 3}
_SIZE = {"pung": 3, "chow": 3, "pair": 2, "single": 1}


@dataclass(frozen=True, slots=True)
class Group:
    """A set, pair or single of a decomposition.

    ``tile`` is the group's (lowest) face; ``wild_faces`` lists, sorted, the faces
    that wild tiles stand for in it (empty for a group of natural tiles only).
    """

    shape: Shape
    tile: int
    wild_faces: tuple[int, ...] = ()

    @property
    def faces(self) -> tuple[int, ...]:
        """The faces of the group's tiles, in order."""
        if self.shape == "chow":
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * _SIZE[self.shape]

    @property
    def naturals(self) -> tuple[int, ...]:
        """The faces held by natural tiles (the faces minus the wild-supplied ones)."""
        rest = list(self.faces)
        for face in self.wild_faces:
            rest.remove(face)
        return tuple(rest)

    def sort_key(self) -> tuple[int, int, tuple[int, ...]]:
        return (_SHAPE_ORDER[self.shape], self.tile, self.wild_faces)


@dataclass(frozen=True, slots=True)
class Decomposition:
    """One reading of a hand: its form and its groups in canonical order."""

    form: str
    groups: tuple[Group, ...]

    @property
    def sets(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.shape in ("pung", "chow"))

    @property
    def pairs(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.shape == "pair")

    @property
    def wilds(self) -> int:
        return sum(len(g.wild_faces) for g in self.groups)

    @classmethod
    def of(cls, form: str, groups: Sequence[Group]) -> Decomposition:
        return cls(form, tuple(sorted(groups, key=Group.sort_key)))


_PURE_WILD_SETS = tuple(
    [Group("pung", f, (f, f, f)) for f in range(KIND_COUNT)]
    + [Group("chow", f, (f, f + 1, f + 2)) for f in range(SUITED_KIND_COUNT) if f % 9 <= 6]
)
"""Every set three wilds alone can form (a wild stands for any of the 34 faces)."""


def standard_groupings(counts: Sequence[int], wilds: int) -> Iterator[tuple[Group, ...]]:
    """Yield groupings of the tiles into ``n // 3`` sets plus one pair (may repeat).

    ``counts`` are the natural tiles (any non-negative counts, even above four)
    and ``wilds`` the number of wild tiles. Nothing is yielded unless the tile
    total is 3k + 2.
    """
    total = sum(counts) + wilds
    if total % 3 != 2:
        return
    yield from _standard(list(counts), wilds, total // 3, True, [], low=0)


def _standard(
    c: list[int], wilds: int, sets: int, pair: bool, chosen: list[Group], *, low: int
) -> Iterator[tuple[Group, ...]]:
    # Every group holds faces from the lowest natural tile on: the next one is found from it.
    while low < KIND_COUNT and not c[low]:
        low += 1
    if low == KIND_COUNT:
        yield from _pure_wild_groups(wilds, sets, pair, chosen)
        return
    # The lowest natural tile belongs to some group; try every group containing it.
    for group, naturals, needs, used in _fillings(low, sets > 0, pair):
        if used > wilds:
            continue
        for face, count in needs:
            if c[face] < count:
                break
        else:
            for face in naturals:
                c[face] -= 1
            chosen.append(group)
            is_pair = group.shape == "pair"
            yield from _standard(c, wilds - used, sets - (not is_pair), pair and not is_pair, chosen, low=low)
            chosen.pop()
            for face in naturals:
                c[face] += 1


@functools.cache
def _fillings(
    low: int, sets: bool, pair: bool
) -> tuple[tuple[Group, tuple[int, ...], tuple[tuple[int, int], ...], int], ...]:
    """Each group holding the natural tile ``low`` with each way to fill it, worked out once per (low, sets, pair).

    Per filling: the group (its wild faces recorded), the natural faces it takes, how many of each
    face it needs, and the wilds it uses — what the search checks and plays, with no group built there.
    """
    found = []
    for shape, tile, faces in _groups_with(low, sets, pair):
        for naturals, wild_faces in _placements(shape, faces, low):
            needs = tuple((face, naturals.count(face)) for face in sorted(set(naturals)))
            found.append((Group(shape, tile, wild_faces), naturals, needs, len(wild_faces)))
    return tuple(found)


def _placements(shape: Shape, needs: tuple[int, ...], low: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Each way to fill a group holding ``low``: (natural faces, wild faces), in a fixed order.

    ``low`` is natural (it is the lowest tile in hand), faces below it can only
    be wilds, and the others either. For identical faces the naturals come
    first, so each split is tried once.
    """
    first = needs.index(low)
    options = [[True] if j == first else [False] if face < low else [True, False] for j, face in enumerate(needs)]
    found = []
    for picks in itertools.product(*options):
        if shape != "chow" and list(picks) != sorted(picks, reverse=True):
            continue
        naturals = tuple(face for face, natural in zip(needs, picks, strict=True) if natural)
        wild_faces = tuple(sorted(face for face, natural in zip(needs, picks, strict=True) if not natural))
        found.append((naturals, wild_faces))
    return found


def _groups_with(low: int, sets: bool, pair: bool) -> Iterator[tuple[Shape, int, tuple[int, ...]]]:
    """Groups that can contain the tile ``low``: (shape, first face, faces)."""
    if pair:
        yield "pair", low, (low, low)
    if sets:
        yield "pung", low, (low, low, low)
        if low < SUITED_KIND_COUNT:
            for start in (low - 2, low - 1, low):
                if start >= 0 and start // 9 == low // 9 and start % 9 <= 6:
                    yield "chow", start, (start, start + 1, start + 2)


def _pure_wild_groups(wilds: int, sets: int, pair: bool, chosen: list[Group]) -> Iterator[tuple[Group, ...]]:
    if wilds != 3 * sets + 2 * pair:
        return
    pairs = [(Group("pair", f, (f, f)),) for f in range(KIND_COUNT)] if pair else [()]
    for combo in itertools.combinations_with_replacement(_PURE_WILD_SETS, sets):
        for extra in pairs:
            yield (*chosen, *combo, *extra)


def seven_pairs_groupings(counts: Sequence[int], wilds: int) -> Iterator[tuple[Group, ...]]:
    """Yield the seven-pairs readings of a 14-tile hand (a quad is two pairs).

    Natural tiles pair among themselves first; each leftover single takes a
    wild of its face; leftover wilds pair with each other on any face.
    """
    if sum(counts) + wilds != 14:
        return
    groups: list[Group] = []
    singles: list[int] = []
    for kind, n in enumerate(counts):
        groups.extend(Group("pair", kind) for _ in range(n // 2))
        if n % 2:
            singles.append(kind)
    spare = wilds - len(singles)
    if spare < 0 or spare % 2:
        return
    groups.extend(Group("pair", kind, (kind,)) for kind in singles)
    for combo in itertools.combinations_with_replacement(range(KIND_COUNT), spare // 2):
        yield (*groups, *(Group("pair", f, (f, f)) for f in combo))
