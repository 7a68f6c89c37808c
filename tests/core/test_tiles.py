"""Tiles: notation, order, count vectors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fengyu.core.tiles import (
    ALL_TILES,
    NotationError,
    Tile,
    counts_of,
    format_tiles,
    from_counts,
    full_set,
    parse_tiles,
    to_counts,
)


def test_kinds_in_canonical_order() -> None:
    assert [str(t) for t in ALL_TILES[:3]] == ["1m", "2m", "3m"]
    assert [str(t) for t in ALL_TILES[27:]] == ["1z", "2z", "3z", "4z", "5z", "6z", "7z"]
    assert int(Tile.EAST) == 27 and int(Tile.RED) == 33
    assert sorted([Tile.S1, Tile.M9, Tile.P5, Tile.EAST]) == [Tile.M9, Tile.P5, Tile.S1, Tile.EAST]


def test_properties() -> None:
    assert (Tile.P5.suit, Tile.P5.rank) == ("p", 5)
    assert Tile.M1.is_terminal and Tile.S9.is_terminal and not Tile.P5.is_terminal
    assert Tile.GREEN.is_honor and not Tile.GREEN.is_terminal
    assert Tile.of("s", 7) is Tile.S7
    assert Tile.parse("6z") is Tile.GREEN


def test_parse_hand_string() -> None:
    assert parse_tiles("123m456p99s") == [Tile.M1, Tile.M2, Tile.M3, Tile.P4, Tile.P5, Tile.P6, Tile.S9, Tile.S9]
    assert parse_tiles(" 12m 7z ") == [Tile.M1, Tile.M2, Tile.RED]
    assert parse_tiles("") == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("123", "needs a suit letter"),
        ("12x", "cannot read"),
        ("8z", "rank 8 is not valid"),
        ("0m", "rank 0 is not valid"),
        ("m12m", "cannot read 'm'"),
    ],
)
def test_bad_notation_is_refused_with_the_reason(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_tiles(text)


def test_single_tile_parse_refuses_several() -> None:
    with pytest.raises(NotationError, match="expected one tile"):
        Tile.parse("12m")


def test_format_groups_by_suit_in_canonical_order() -> None:
    assert format_tiles(parse_tiles("9s1m7z2m")) == "12m9s7z"
    assert format_tiles(parse_tiles("9s1m"), sort=False) == "9s1m"


def test_full_set_and_counts() -> None:
    wall = full_set()
    assert len(wall) == 136 and to_counts(wall) == [4] * 34
    assert counts_of("1122m")[:3] == [2, 2, 0]
    with pytest.raises(ValueError, match="34 entries"):
        from_counts([1, 2])


@given(st.lists(st.sampled_from(ALL_TILES), max_size=20))
def test_notation_and_counts_round_trip(tiles: list[Tile]) -> None:
    text = format_tiles(tiles)
    assert parse_tiles(text) == sorted(tiles)
    assert from_counts(to_counts(tiles)) == sorted(tiles)
