"""Match configurations: strict JSON both ways."""

from __future__ import annotations

import pytest

from fengyu.core.protocol import Json
from fengyu.table.config import MatchConfig, SeatSpec
from tests.table.conftest import human_config


def test_a_configuration_survives_json() -> None:
    config = human_config(seed=2**64 - 1, hands=0)
    assert MatchConfig.from_json(config.to_json()) == config
    assert config.human_seats == (0,)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"seed": -1}, "seed"),
        ({"seed": True}, "seed"),
        ({"hands": 10_001}, "hands"),
        ({"coins": "many"}, "coins"),
        ({"rules": []}, "rules"),
        ({"seats": "four"}, "seats"),
        ({"game": 3}, "game"),
    ],
)
def test_malformed_configurations_are_refused_by_name(change: Json, message: str) -> None:
    data = {**human_config().to_json(), **change}
    with pytest.raises(ValueError, match=message):
        MatchConfig.from_json(data)


def test_seats_are_checked() -> None:
    with pytest.raises(ValueError, match="level"):
        SeatSpec("bot")
    with pytest.raises(ValueError, match="level"):
        SeatSpec("human", level="hard")
    with pytest.raises(ValueError, match="one of"):
        SeatSpec("ghost")
    with pytest.raises(ValueError, match="seat"):
        SeatSpec.from_json({"kind": 1})
