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
import sys
from array import array
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

        Every hand shuffles its wall, so the draws are made side by side (``_outputs``) and the loop only
        swaps; the draws and the result are exactly ``randbelow``'s. A draw that ``randbelow`` would reject
        (for a wall, a chance of about 2**-57 per draw) hands the rest over to the draw-by-draw loop.
        """
        last = len(items) - 1
        if last < 1:
            return
        limits = _SHUFFLE_LIMITS if last < len(_SHUFFLE_LIMITS) else _limits(last + 1)
        if not _WORDS_OF_64_BITS:
            self._shuffle_down_from(items, last, limits)
            return
        state = self._state
        for i, x in zip(range(last, 0, -1), _outputs(state, last), strict=True):
            if x >= limits[i]:
                self._state = (state + (last - i) * _GAMMA) & _MASK  # the state before this draw
                self._shuffle_down_from(items, i, limits)
                return
            j = x % (i + 1)
            items[i], items[j] = items[j], items[i]
        self._state = (state + last * _GAMMA) & _MASK

    def _shuffle_down_from(self, items: MutableSequence[T], top: int, limits: Sequence[int]) -> None:
        """The shuffle's steps for i from ``top`` down to 1, a draw at a time (``next_u64``, ``randbelow`` inlined)."""
        state = self._state
        for i in range(top, 0, -1):
            state = (state + _GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            while x >= limits[i]:  # rejected: draw again
                state = (state + _GAMMA) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                x = z ^ (z >> 31)
            j = x % (i + 1)
            items[i], items[j] = items[j], items[i]
        self._state = state


_WORDS_OF_64_BITS = array("Q").itemsize == 8
"""Whether ``_outputs`` can read its lanes as 64-bit words (on every platform the app ships for)."""

_LANE_BYTES = 16
"""Each output is worked out in its own 128-bit lane of one wide integer (``_outputs``)."""


@functools.cache
def _lanes(count: int) -> tuple[int, int, int]:
    """For ``count`` lanes: 1 in every lane, (k + 1) γ in lane k, and the low 64 bits of every lane set."""
    ones = int.from_bytes(b"\x01".ljust(_LANE_BYTES, b"\x00") * count, "little")
    steps = sum((k + 1) * _GAMMA << (8 * _LANE_BYTES * k) for k in range(count))
    mask = int.from_bytes((b"\xff" * 8).ljust(_LANE_BYTES, b"\x00") * count, "little")
    return ones, steps, mask


def _outputs(state: int, count: int) -> list[int]:
    """The next ``count`` outputs of SplitMix64 from ``state``, worked out side by side in one wide integer.

    Lane k (128 bits) holds the (k + 1)-th state, and each step of the output function is one operation on
    the whole integer: a lane is below 2**64 before each product, so a product by a 64-bit constant stays
    inside its lane, and the bits a right shift brings down from the next lane land above bit 63, where the
    mask clears them. Some ten operations on a long integer replace some ten per output.
    """
    ones, steps, mask = _lanes(count)
    z = (state * ones + steps) & mask
    z = (((z ^ (z >> 30)) & mask) * 0xBF58476D1CE4E5B9) & mask
    z = (((z ^ (z >> 27)) & mask) * 0x94D049BB133111EB) & mask
    z = (z ^ (z >> 31)) & mask
    words = array("Q", z.to_bytes(_LANE_BYTES * count, "little"))
    if sys.byteorder == "big":
        words.byteswap()
    return words[::2].tolist()
