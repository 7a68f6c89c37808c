"""Shipped deficiency tables and their lookups (the fast core of hand analysis).

For one suit's count vector the tables give a *deficiency vector*: for m = 0..4
sets and p = 0..1 pairs, the number of tiles missing to build them from these
tiles (extra tiles are discarded). A whole hand's deficiency is the min-plus
combination of its four blocks (万, 筒, 条, honours); the minimum over all ways
to split the sets and the pair between blocks is exact (tomohxx's method).

There are only 180 distinct vectors, so each gets a small *id* and the
combination of two ids is one lookup in ``comb``. Two variants exist per block:
*capped* (no kind beyond four copies — natural tiles, used without wilds) and
*free* (added tiles may exceed four copies — a wild stands for any face, even
a fifth copy, per the Paofeng specification R18).

``tables.bin`` is written by ``tools/gen_mahjong_tables.py`` (zlib-compressed):

* ``b"FYMJ"``, then little-endian u16 version, vector count V, vector width (10);
* V vectors of 10 bytes (entry ``2*m + p``);
* four lattices of vector ids, one byte per count vector in base-5 order
  (index = sum of count[k] * 5**k): suits capped (5**9), suits free,
  honours capped (5**7), honours free;
* ``comb``: V × V little-endian u16 ids.

Lookups go through per-block dictionaries keyed by the block's counts as
``bytes`` (a slice of ``bytes(counts)``), filled from the lattice on first
sight (``BlockIds.cache``): converting a count vector to bytes once, slicing it and hashing short
byte strings is the cheapest lookup CPython offers (about 50 ns a block).

The questions about one tile more or less (waits, improving draws, discards)
use the lattices themselves: a block's lattice index, plus or minus ``5**k``,
is the block with one tile of rank k more or less, so a candidate draw costs
one byte read instead of building and hashing a new key. ``reach[sets][r]``
is the row ``final[sets][comb[r][v]]`` over every id v: what the hand misses
when the other blocks combine to r and the changed block has id v.
"""

from __future__ import annotations

import functools
import operator
import struct
import zlib
from array import array
from dataclasses import dataclass
from importlib import resources

MAGIC = b"FYMJ"
VERSION = 1
WIDTH = 10
MAX_COPIES = 4


class CountsError(ValueError):
    """A count vector the tables cannot describe (wrong length, negative, above four)."""


ID_SHIFT = 22
"""A packed block entry holds the vector id from this bit up (see ``BlockIds``)."""
LOW = (1 << ID_SHIFT) - 1


class BlockIds:
    """Counts of one block (as bytes) → packed entry, computed from a shipped lattice on first sight.

    The entry packs the block's vector id with three counts the analyser also
    needs for every hand: ``tiles | pairs << 8 | singles << 15 | id << 22``
    (pairs: two of a kind, a quad counting twice; singles: kinds held an odd
    number of times). The low fields of four entries add up without carrying
    into each other (at most 136 tiles, 68 pairs, 34 singles in a hand), so
    one sum of the four entries gives the hand's totals.

    Entries seen are kept in ``cache``, a plain ``dict``: the analyser's hot
    paths subscript it directly (CPython specialises subscripts of an exact
    ``dict``, not of a subclass) and come here only on a ``KeyError``.
    """

    __slots__ = ("_lattice", "_powers", "cache")

    def __init__(self, lattice: bytes, kinds: int) -> None:
        self.cache: dict[bytes, int] = {}
        self._lattice = lattice
        self._powers = tuple(5**k for k in range(kinds))

    def __getitem__(self, key: bytes) -> int:
        entry = self.cache.get(key)
        if entry is None:
            index = _lattice_index(key, self._powers)
            pairs = key.count(2) + key.count(3) + 2 * key.count(4)
            singles = key.count(1) + key.count(3)
            entry = self.cache[key] = sum(key) | pairs << 8 | singles << 15 | self._lattice[index] << ID_SHIFT
        return entry


class BlockIndex:
    """Counts of one block (as bytes) → its base-5 lattice index; seen keys kept in ``cache`` (see ``BlockIds``)."""

    __slots__ = ("_powers", "cache")

    def __init__(self, kinds: int) -> None:
        self.cache: dict[bytes, int] = {}
        self._powers = tuple(5**k for k in range(kinds))

    def __getitem__(self, key: bytes) -> int:
        index = self.cache.get(key)
        if index is None:
            index = self.cache[key] = _lattice_index(key, self._powers)
        return index


def _lattice_index(key: bytes, powers: tuple[int, ...]) -> int:
    """The base-5 index of a block's counts, refusing counts the tables cannot describe."""
    if len(key) != len(powers):
        raise CountsError(f"a block has {len(powers)} counts, got {len(key)}")
    if max(key) > MAX_COPIES:
        raise CountsError(f"tile counts must be 0..{MAX_COPIES}, got {list(key)}")
    return sum(map(operator.mul, key, powers))


class Reach(dict[int, tuple[int, ...]]):
    """Combined id r of the other blocks → ``final[sets][comb[r][v]]`` for every id v, built on first use."""

    __slots__ = ("_comb", "_final")

    def __init__(self, comb: tuple[tuple[int, ...], ...], final: tuple[int, ...]) -> None:
        super().__init__()
        self._comb = comb
        self._final = final

    def __missing__(self, rest: int) -> tuple[int, ...]:
        final = self._final
        row = self[rest] = tuple([final[v] for v in self._comb[rest]])
        return row


@dataclass(frozen=True, slots=True)
class Tables:
    """The loaded tables.

    ``suit`` / ``honor`` map block counts to packed ids (``BlockIds``) for
    natural tiles (capped); ``suit_free`` / ``honor_free`` for hands with wilds. ``final[sets][id]`` is
    the number of tiles missing for ``sets`` sets plus one pair.
    ``suit_index`` / ``honor_index`` map block counts to lattice indices, and
    ``lattices`` are (suit, honour) lattices of ids: capped first, then free.
    """

    vectors: tuple[tuple[int, ...], ...]
    comb: tuple[tuple[int, ...], ...]
    suit: BlockIds
    suit_free: BlockIds
    honor: BlockIds
    honor_free: BlockIds
    final: tuple[tuple[int, ...], ...]
    suit_index: BlockIndex
    honor_index: BlockIndex
    lattices: tuple[tuple[bytes, bytes], tuple[bytes, bytes]]
    reach: tuple[Reach, ...]


@functools.cache
def load() -> Tables:
    """Read ``tables.bin`` once (a few milliseconds) and return the lookup structures."""
    raw = zlib.decompress(resources.files("fengyu.mahjong").joinpath("tables.bin").read_bytes())
    if raw[:4] != MAGIC:
        raise RuntimeError("fengyu/mahjong/tables.bin is not a Fengyu table file")
    version, count, width = struct.unpack_from("<HHH", raw, 4)
    if version != VERSION or width != WIDTH:
        raise RuntimeError(f"tables.bin has version {version}/width {width}; expected {VERSION}/{WIDTH}")
    pos = 10
    vectors = tuple(tuple(raw[pos + i * WIDTH : pos + (i + 1) * WIDTH]) for i in range(count))
    pos += count * WIDTH
    lattices = []
    for size in (5**9, 5**9, 5**7, 5**7):
        lattices.append(raw[pos : pos + size])
        pos += size
    flat = array("H")
    flat.frombytes(raw[pos : pos + 2 * count * count])
    if flat.itemsize != 2 or len(flat) != count * count:
        raise RuntimeError("tables.bin is truncated")
    if struct.pack("=H", 1) != struct.pack("<H", 1):
        flat.byteswap()
    comb = tuple(tuple(flat[i * count : (i + 1) * count]) for i in range(count))
    final = tuple(tuple(v[2 * sets + 1] for v in vectors) for sets in range(5))
    return Tables(
        vectors=vectors,
        comb=comb,
        suit=BlockIds(lattices[0], 9),
        suit_free=BlockIds(lattices[1], 9),
        honor=BlockIds(lattices[2], 7),
        honor_free=BlockIds(lattices[3], 7),
        final=final,
        suit_index=BlockIndex(9),
        honor_index=BlockIndex(7),
        lattices=((lattices[0], lattices[2]), (lattices[1], lattices[3])),
        reach=tuple(Reach(comb, row) for row in final),
    )
