"""No player stalls a table: the host's clock and the ready timeout hand a silent seat to its stand-in bot."""

from __future__ import annotations

import pytest

from fengyu.net.client import BotClient
from fengyu.net.host import Host, HostOptions
from fengyu.net.protocol import Lobby
from tests.net.support import play, run


class GoesSilent(BotClient):
    """Answers nothing from its first question on (connected, reading, never moving)."""

    async def answer(self) -> None:
        return


class NeverReady(BotClient):
    """Plays its moves but never says it is ready for the next hand."""

    async def answer(self) -> None:
        if self.state.legal:
            await super().answer()


class NapsOnce(BotClient):
    """Lets its first decision run out, then plays on (and says ready between hands, which wakes its seat)."""

    napped = -1

    async def answer(self) -> None:
        if self.napped < 0 and self.state.legal:
            self.napped = self.state.decision
        if self.state.decision == self.napped:
            return
        await super().answer()


@pytest.mark.parametrize("game", ["paofeng", "guafeng"])
def test_a_player_who_stops_answering_no_longer_stalls_the_table(game: str) -> None:
    """Paofeng and Guafeng set no clock in their rules: before the host's own clock, this match never ended."""
    host = Host(HostOptions(game=game, hands=1, seed=9, clock=0.3))
    lobbies: list[Lobby] = []
    host.on_lobby = lobbies.append
    result, bots, _ = run(play(host.options, [GoesSilent, BotClient, BotClient, BotClient], host=host))
    assert result["hands"] == 1
    seat = bots[0].state.seat
    assert any(lobby.seats[seat].idle and lobby.seats[seat].connected for lobby in lobbies)


def test_a_player_who_never_says_ready_does_not_stall_the_next_deal() -> None:
    host = Host(HostOptions(hands=2, seed=5, ready_seconds=0.3))
    result, bots, _ = run(play(host.options, [NeverReady, BotClient, BotClient, BotClient], host=host))
    assert result["hands"] == 2
    assert len(bots[0].state.history) == 2


def test_an_idle_player_gets_the_seat_back_by_acting_again() -> None:
    host = Host(HostOptions(game="paofeng", hands=2, seed=3, clock=0.3))
    lobbies: list[Lobby] = []
    host.on_lobby = lobbies.append
    result, bots, _ = run(play(host.options, [NapsOnce, BotClient, BotClient, BotClient], host=host))
    assert result["hands"] == 2
    seat = bots[0].state.seat
    idle = [lobby.seats[seat].idle for lobby in lobbies if lobby.started]
    assert True in idle
    assert idle[-1] is False  # its ``Ready`` after the first hand woke it
    assert isinstance(bots[0], NapsOnce)
    assert bots[0].napped >= 0
