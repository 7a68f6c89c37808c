"""The shared seat: its tiles listed from the counts."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from fengyu.core.tiles import KIND_COUNT
from fengyu.mahjong.seat import Seat


@given(st.lists(st.integers(0, 4), min_size=KIND_COUNT, max_size=KIND_COUNT))
def test_tiles_repeat_each_kind_as_often_as_it_is_held_in_kind_order(counts: list[int]) -> None:
    seat = Seat(concealed=list(counts))
    assert seat.tiles() == [kind for kind in range(KIND_COUNT) for _ in range(counts[kind])]


def test_tiles_of_an_empty_and_a_full_hand() -> None:
    assert Seat().tiles() == []
    seat = Seat()
    for kind in (33, 0, 5, 5, 0, 0):
        seat.add(kind)
    assert seat.tiles() == [0, 0, 0, 5, 5, 33]
