"""The seeded random source: reference outputs, determinism, fairness."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fengyu.core import rng
from fengyu.core.rng import Rng


def test_splitmix64_reference_outputs() -> None:
    # Published reference sequence (Rosetta Code "Pseudo-random numbers/Splitmix64", seed 1234567).
    rng = Rng(1234567)
    assert [rng.next_u64() for _ in range(5)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]


def test_same_seed_same_stream_different_seed_different_stream() -> None:
    a, b, c = Rng(42), Rng(42), Rng(43)
    assert [a.randint(1, 6) for _ in range(50)] == [b.randint(1, 6) for _ in range(50)]
    assert [Rng(42).next_u64() for _ in range(3)] != [c.next_u64() for _ in range(3)]


def test_shuffle_is_a_reproducible_permutation() -> None:
    items = list(range(108))
    first, second = list(items), list(items)
    Rng(7).shuffle(first)
    Rng(7).shuffle(second)
    assert first == second and sorted(first) == items and first != items


def test_dice_are_fair() -> None:
    rng = Rng(2024)
    draws = 60_000
    counts = [0] * 6
    for _ in range(draws):
        counts[rng.randint(1, 6) - 1] += 1
    expected = draws / 6
    chi2 = sum((c - expected) ** 2 / expected for c in counts)
    assert chi2 < 20.5  # 99.9th percentile of chi-square with 5 degrees of freedom


@given(st.integers(0, 2**64 - 1), st.integers(1, 2**64))
def test_randbelow_stays_in_range(seed: int, bound: int) -> None:
    assert 0 <= Rng(seed).randbelow(bound) < bound


@pytest.mark.parametrize("seed", [-1, 2**64, 1.5, "7", True])
def test_bad_seeds_are_refused(seed: object) -> None:
    with pytest.raises(ValueError, match="a seed is an integer"):
        Rng(seed)  # type: ignore[arg-type]  # bad seeds on purpose


def test_bad_ranges_are_refused() -> None:
    rng = Rng(1)
    with pytest.raises(ValueError, match="bound from 1 to 2\\*\\*64"):
        rng.randbelow(0)
    with pytest.raises(ValueError, match="bound from 1 to 2\\*\\*64"):
        rng.randbelow(2**64 + 1)
    with pytest.raises(ValueError, match="empty range"):
        rng.randint(3, 2)
    with pytest.raises(ValueError, match="empty sequence"):
        rng.choice([])


@given(st.integers(0, 2**64 - 1), st.sampled_from([0, 1, 2, 108, 136, 255, 256, 300]))
def test_shuffle_is_fisher_yates_with_randbelow(seed: int, size: int) -> None:
    """The inlined shuffle (precomputed bounds, walls up to 256 and longer lists alike) draws as written out."""
    items, expected = list(range(size)), list(range(size))
    plain = Rng(seed)
    for i in range(size - 1, 0, -1):
        j = plain.randbelow(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    fast = Rng(seed)
    fast.shuffle(items)
    assert items == expected
    assert fast.next_u64() == plain.next_u64()  # the stream continues from the same state


@given(st.integers(0, 2**64 - 1), st.sampled_from([2, 5, 40, 136]), st.integers(2**62, 2**64 - 1))
def test_shuffle_draws_again_after_a_rejection_as_written_out(seed: int, size: int, bound: int) -> None:
    """Rejections are a chance of about 2**-57 for a wall; with low bounds forced, the shuffle still takes
    the next output of the stream after each one, as the loop written out with ``next_u64`` does."""
    limits = (0, *(bound,) * 255)
    items, expected = list(range(size)), list(range(size))
    plain = Rng(seed)
    for i in range(size - 1, 0, -1):
        x = plain.next_u64()
        while x >= limits[i]:
            x = plain.next_u64()
        j = x % (i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    fast = Rng(seed)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(rng, "_SHUFFLE_LIMITS", limits)
        fast.shuffle(items)
    assert items == expected
    assert fast.next_u64() == plain.next_u64()


@given(st.integers(0, 2**64 - 1), st.integers(0, 300))
def test_the_outputs_computed_together_are_next_u64_one_after_another(state: int, count: int) -> None:
    plain = Rng(state)
    assert rng._outputs(state, count) == [plain.next_u64() for _ in range(count)]


_MASK = 2**64 - 1
_GAMMA = 0x9E3779B97F4A7C15


def _unshift(y: int, k: int) -> int:
    """The x with x ^ (x >> k) == y on 64 bits."""
    x = y
    for _ in range(64 // k + 1):
        x = y ^ (x >> k)
    return x


def _state_giving(output: int) -> int:
    """The SplitMix64 state whose output is ``output`` (every step of the output function can be undone)."""
    z = _unshift(output, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 2**64)) & _MASK
    z = _unshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 2**64)) & _MASK
    return _unshift(z, 30)


def _plain_shuffle(seed: int, size: int) -> tuple[list[int], int]:
    items = list(range(size))
    plain = Rng(seed)
    for i in range(size - 1, 0, -1):
        j = plain.randbelow(i + 1)
        items[i], items[j] = items[j], items[i]
    return items, plain.next_u64()


def test_state_giving_inverts_the_output_function() -> None:
    rng = Rng(1234567)
    first = rng.next_u64()
    assert Rng((_state_giving(first) - _GAMMA) & _MASK).next_u64() == first


@given(st.sampled_from([3, 7, 27, 108, 136, 300]), st.data())
def test_shuffle_hands_a_rejected_draw_over_to_the_draw_by_draw_loop(size: int, data: st.DataObject) -> None:
    """A seed whose d-th draw is 2**64 − 1 (rejected by every bound that does not divide 2**64): the shuffle
    must redraw it exactly as ``randbelow`` does, and the stream continue from the same state."""
    draw = data.draw(st.sampled_from([d for d in range(size - 1) if (size - d) & (size - d - 1)]))
    seed = (_state_giving(_MASK) - (draw + 1) * _GAMMA) & _MASK
    expected, after = _plain_shuffle(seed, size)
    items = list(range(size))
    fast = Rng(seed)
    fast.shuffle(items)
    assert items == expected
    assert fast.next_u64() == after
