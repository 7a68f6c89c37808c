"""The seeded random source of a hand.

Every random decision of a hand (dice, the shuffle, item effects) is drawn from
one ``Rng`` in an order the game's specification fixes, so that the same rules,
seed and actions reproduce the same hand bit for bit — for replays, saves, bug
reports and network resynchronisation.

Python's ``random`` module only promises a stable ``random()`` across versions,
not ``randint`` or ``shuffle``; a saved game must replay identically on every
Python the app runs on, so the generator and the derived draws are written out
here: SplitMix64 (Steele, Lea and Flood, 2014; the seeding generator of the
xoshiro family), rejection sampling for unbiased bounded integers, and the
Durstenfeld form of the Fisher–Yates shuffle.
"""

from __future__ import annotations

import functools
import struct
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
SEED_LIMIT = 1 << 64
"""Seeds are integers in ``0 <= seed < SEED_LIMIT``."""


def _limits(size: int) -> tuple[int, ...]:
    """For each index i of a shuffle, the rejection bound of ``randbelow(i + 1)`` (index 0 is never drawn)."""
    return (0, *(SEED_LIMIT - SEED_LIMIT % (i + 1) for i in range(1, size)))


_SHUFFLE_LIMITS = _limits(256)
"""The bounds of every wall and deck the games shuffle, worked out once instead of at every step."""


class Rng:
    """A deterministic stream of random numbers from a 64-bit seed."""

    __slots__ = ("_state", "seed")

    def __init__(self, seed: int) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
            raise ValueError(f"a seed is an integer from 0 to 2**64 - 1, not {seed!r}")
        self.seed = seed
        self._state = seed

    def next_u64(self) -> int:
        """The next 64-bit output of SplitMix64."""
        self._state = state = (self._state + _GAMMA) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``0 <= x < n`` for ``1 <= n <= 2**64`` (rejection sampling, no modulo bias)."""
        if not 0 < n <= SEED_LIMIT:
            raise ValueError(f"randbelow needs a bound from 1 to 2**64, not {n}")
        limit = SEED_LIMIT - SEED_LIMIT % n
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``low <= x <= high`` (both ends included, like dice)."""
        if high < low:
            raise ValueError(f"empty range {low}..{high}")
        return low + self.randbelow(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        """A uniformly chosen element (one ``randbelow`` draw)."""
        if not items:
            raise ValueError("cannot choose from an empty sequence")
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place: for i from the last index down to 1, swap i with randbelow(i + 1).

        The draws are exactly ``randbelow``'s, taken from ``_outputs`` (every hand shuffles its
        wall, so this loop is hot): SplitMix64's n-th output depends only on the state and n,
        so the stream is worked out for the whole wall at once and a rejection takes the next one.
        """
        state = self._state
        last = len(items) - 1
        limits = _SHUFFLE_LIMITS if last < len(_SHUFFLE_LIMITS) else _limits(last + 1)
        draws = _outputs(state, last)
        used = 0
        for i in range(last, 0, -1):
            x = draws[used]
            used += 1
            while x >= limits[i]:  # rejected (for a wall, a chance of about 2**-57): draw again
                draws += _outputs((state + len(draws) * _GAMMA) & _MASK, 1)  # one more than the rest need
                x = draws[used]
                used += 1
            j = x % (i + 1)
            items[i], items[j] = items[j], items[i]
        self._state = (state + used * _GAMMA) & _MASK


_LANE = 128
"""Bits per SplitMix64 output in ``_outputs``' packed integers: a 64-bit value times a 64-bit constant fits."""


@functools.lru_cache(maxsize=32)
def _packing(count: int) -> tuple[int, int, int, struct.Struct]:
    """For ``count`` packed lanes: ones in every lane, 1..count in lane order, every lane's low 64 bits set, and
    the layout that reads the low halves back."""
    ones = sum(1 << (_LANE * k) for k in range(count))
    steps = sum((k + 1) << (_LANE * k) for k in range(count))
    return ones, steps, ones * _MASK, struct.Struct("<" + "Q8x" * count)


def _outputs(state: int, count: int) -> list[int]:
    """The next ``count`` outputs of SplitMix64 from ``state`` (``next_u64`` for each), computed together.

    Every output in one wide integer, 128 bits apart: the shifts bring bits of the next lane only into the
    high half of a lane, which each mask clears, and no product reaches the next lane.
    """
    if count <= 0:
        return []
    ones, steps, lanes, layout = _packing(count)
    z = (state * ones + _GAMMA * steps) & lanes
    z = ((z ^ (z >> 30)) & lanes) * 0xBF58476D1CE4E5B9 & lanes
    z = ((z ^ (z >> 27)) & lanes) * 0x94D049BB133111EB & lanes
    z = (z ^ (z >> 31)) & lanes
    return list(layout.unpack(z.to_bytes(16 * count, "little")))
