"""The wild, the flowers and 红中 (R3, R4, R5), and the waiting kinds U (R19)."""

from __future__ import annotations

import pytest

from fengyu.games.paofeng.roles import TileRoles, successor
from tests.games.paofeng.scenario import T


@pytest.mark.parametrize(
    ("indicator", "wild"),
    [("2s", "3s"), ("9m", "1m"), ("8p", "9p"), ("1z", "2z"), ("4z", "1z"), ("5z", "6z"), ("6z", "7z"), ("7z", "5z")],
)
def test_r3_the_wild_is_the_successor_of_the_indicator(indicator: str, wild: str) -> None:
    assert successor(T(indicator)) == T(wild)
    assert TileRoles.of_indicator(T(indicator)).wild == T(wild)


def test_r3_wild_is_indicator_takes_the_indicator_itself() -> None:
    assert TileRoles.of_indicator(T("2s"), wild_is_indicator=True).wild == T("2s")


@pytest.mark.parametrize(
    ("wild", "flowers", "red"),
    [
        ("3s", "5z6z", "substitute"),
        ("2z", "5z6z", "substitute"),
        ("7z", "5z6z", "wild"),
        ("6z", "5z7z", "flower"),
        ("5z", "6z7z", "flower"),
    ],
)
def test_r4_flower_kinds_and_the_role_of_hong_zhong(wild: str, flowers: str, red: str) -> None:
    roles = TileRoles.of_wild(T(wild))
    assert roles.flowers == {T(flowers[:2]), T(flowers[2:])}
    assert roles.red == red
    assert roles.substitute == (red == "substitute")


@pytest.mark.parametrize("wild", [*range(34)])
def test_r19_u_is_every_kind_but_the_flowers_and_w_always_31(wild: int) -> None:
    roles = TileRoles.of_wild(wild)
    assert len(roles.waitable) == 31
    assert wild not in roles.waitable and not roles.flowers & set(roles.waitable)
    assert [roles.natural(k) for k in range(34)] == [k in roles.waitable for k in range(34)]
