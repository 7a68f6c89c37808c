"""Generate the per-suit deficiency tables of ``fengyu.mahjong`` (``tables.bin``).

Why a generator: the tables answer, for every possible count vector of one suit,
"how many tiles are missing to build m sets and p pairs from these tiles?" for
m = 0..4 and p = 0..1 (the tomohxx / nyanten family of exact methods). Computing
that for the 1,953,125 count vectors of a suit takes seconds with NumPy but far
longer in pure Python, so the result ships as package data and the application
only decompresses it (a few milliseconds).

Method (all on the lattice of count vectors with every count 0..4):

* A *target* is a multiset of m sets (pungs, and chows in the numbered suits) and
  p pairs. A count vector u is *extendable* to (m, p) when u <= T for a target T;
  with ``capped`` targets never hold more than four copies of a kind (natural
  tiles), without it they may (wild tiles stand for any face, even a fifth copy).
* For extendable u, ``g(u) = 3m + 2p - |u|`` tiles are missing; the deficiency of
  a hand c is ``min over u <= c of g(u)``: tiles of c outside u are discarded.
* Both steps are lattice closures done level by level (by tile total) in NumPy.

Distinct deficiency vectors are few (about 130 per suit kind), so every vector
gets a small id and the min-plus combination of two vectors is one more table:
``COMB[a][b]``. The file layout is documented in ``fengyu/mahjong/tables.py``.

Run: ``python tools/gen_mahjong_tables.py`` (needs NumPy, a test dependency).
"""

from __future__ import annotations

import itertools
import struct
import sys
import zlib
from pathlib import Path

import numpy as np

OUT = Path(__file__).resolve().parents[1] / "desktop" / "fengyu" / "mahjong" / "tables.bin"
MAGIC = b"FYMJ"
VERSION = 1
MAX_SETS = 4
WIDTH = (MAX_SETS + 1) * 2  # entries per vector: index 2*m + p


def lattice_deficiency(kinds: int, chows: bool, capped: bool) -> np.ndarray:
    """Return an int8 array [WIDTH, 5**kinds]: deficiency for every (m, p) and count vector."""
    size = 5**kinds
    index = np.arange(size)
    digits = np.stack([(index // 5**k) % 5 for k in range(kinds)], axis=1)
    total = digits.sum(axis=1)
    levels = [index[total == level] for level in range(total.max() + 1)]
    powers = 5 ** np.arange(kinds)
    set_shapes = [np.eye(kinds, dtype=int)[k] * 3 for k in range(kinds)]
    if chows:
        set_shapes += [sum(np.eye(kinds, dtype=int)[k + i] for i in range(3)) for k in range(kinds - 2)]
    pair_shapes = [np.eye(kinds, dtype=int)[k] * 2 for k in range(kinds)]

    result = np.empty((WIDTH, size), dtype=np.int8)
    for m in range(MAX_SETS + 1):
        for p in range(2):
            extendable = np.zeros(size, dtype=bool)
            for combo in itertools.combinations_with_replacement(range(len(set_shapes)), m):
                base = sum((set_shapes[s] for s in combo), np.zeros(kinds, dtype=int))
                for pair in pair_shapes if p else [np.zeros(kinds, dtype=int)]:
                    target = base + pair
                    if capped and (target > 4).any():
                        continue
                    extendable[int((np.minimum(target, 4) * powers).sum())] = True
            # Downward closure: u is extendable when some u + e_k is.
            for level in reversed(levels):
                for k in range(kinds):
                    sel = level[digits[level, k] < 4]
                    extendable[sel] |= extendable[sel + powers[k]]
            missing = np.where(extendable, 3 * m + 2 * p - total, 127)
            # Best sub-multiset: min over u <= c, computed upward.
            for level in levels:
                for k in range(kinds):
                    sel = level[digits[level, k] > 0]
                    missing[sel] = np.minimum(missing[sel], missing[sel - powers[k]])
            result[2 * m + p] = missing
    return result


def combine(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """Min-plus convolution of two deficiency vectors (sets and pairs split between them)."""
    out = []
    for m in range(MAX_SETS + 1):
        for p in range(2):
            out.append(min(a[2 * m1 + p1] + b[2 * (m - m1) + (p - p1)] for m1 in range(m + 1) for p1 in range(p + 1)))
    return tuple(out)


def row_keys(lattice: np.ndarray) -> tuple[list[tuple[int, ...]], np.ndarray]:
    """Distinct vectors of a lattice (as tuples) and, per count vector, its row's index."""
    keys = np.zeros(lattice.shape[1], dtype=np.int64)
    for i in range(WIDTH):
        keys = keys * 16 + lattice[i]
    distinct, inverse = np.unique(keys, return_inverse=True)
    rows = [tuple(int(k) >> (4 * (WIDTH - 1 - i)) & 15 for i in range(WIDTH)) for k in distinct]
    return rows, inverse


def build() -> bytes:
    lattices = [
        lattice_deficiency(9, chows=True, capped=True),
        lattice_deficiency(9, chows=True, capped=False),
        lattice_deficiency(7, chows=False, capped=True),
        lattice_deficiency(7, chows=False, capped=False),
    ]
    keyed = [row_keys(lattice) for lattice in lattices]
    vectors = sorted({row for rows, _ in keyed for row in rows})
    if len(vectors) > 255:
        raise SystemExit(f"{len(vectors)} per-suit vectors do not fit one byte")
    ids = {v: i for i, v in enumerate(vectors)}
    # Closure under combination, so that COMB is total over the id space.
    frontier = list(vectors)
    while frontier:
        new = []
        for a in frontier:
            for b in list(vectors):
                c = combine(a, b)
                if c not in ids:
                    ids[c] = len(vectors)
                    vectors.append(c)
                    new.append(c)
        frontier = new
    count = len(vectors)
    comb = np.array([[ids[combine(a, b)] for b in vectors] for a in vectors], dtype="<u2")

    parts = [MAGIC, struct.pack("<HHH", VERSION, count, WIDTH)]
    parts.append(np.array(vectors, dtype=np.uint8).tobytes())
    for rows, inverse in keyed:
        row_ids = np.array([ids[row] for row in rows], dtype=np.uint8)
        parts.append(row_ids[inverse].tobytes())
    parts.append(comb.tobytes())
    return zlib.compress(b"".join(parts), 9)


def main() -> int:
    data = build()
    if "--check" in sys.argv:
        same = OUT.exists() and OUT.read_bytes() == data
        print("tables.bin is up to date" if same else "tables.bin differs from the generator's output")
        return 0 if same else 1
    OUT.write_bytes(data)
    print(f"wrote {OUT} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
