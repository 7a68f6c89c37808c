"""托管 over the network: a remote player hands their seat to a bot of the host's, and takes it back."""

from __future__ import annotations

from fengyu.net.client import BotClient
from fengyu.net.host import Host, HostOptions
from fengyu.net.protocol import AutoPlay, Lobby
from tests.net.support import RefusalKeeper, play, run


class HandsOver(BotClient):
    """Hands its seat to the host's normal bot at once and never moves or says ready itself."""

    asked = False

    async def answer(self) -> None:
        assert self.connection is not None
        if not self.asked:
            self.asked = True
            await self.connection.send(AutoPlay("normal"))


class HandsOverAndBack(RefusalKeeper):
    """Hands its seat over, takes it back after two hands to a bot, and plays the rest itself."""

    phase = "playing"

    async def answer(self) -> None:
        assert self.connection is not None
        if self.phase == "playing" and self.state.legal:
            self.phase = "away"
            await self.connection.send(AutoPlay("no such level"))
            await self.connection.send(AutoPlay("easy"))
            return
        if self.phase == "away":
            if self.state.hand_index < 1:
                return
            self.phase = "back"
            await self.connection.send(AutoPlay(""))
        await super().answer()


def test_a_seat_handed_to_a_bot_plays_on_without_its_player() -> None:
    host = Host(HostOptions(hands=2, seed=11))
    lobbies: list[Lobby] = []
    host.on_lobby = lobbies.append
    result, bots, _ = run(play(host.options, [HandsOver, BotClient, BotClient, BotClient], host=host))
    assert result["hands"] == 2  # and the deal between the hands did not wait for its ``ready``
    seat = bots[0].state.seat
    assert bots[0].round_trips == []  # it never moved itself
    handed = [lobby.seats[seat] for lobby in lobbies if lobby.seats[seat].auto == "normal"]
    assert any(info.connected and not info.idle for info in handed)


def test_a_player_takes_the_seat_back_from_the_bot() -> None:
    host = Host(HostOptions(hands=3, seed=12))
    lobbies: list[Lobby] = []
    host.on_lobby = lobbies.append
    result, bots, _ = run(play(host.options, [HandsOverAndBack, BotClient, BotClient, BotClient], host=host))
    assert result["hands"] == 3
    player = bots[0]
    assert isinstance(player, HandsOverAndBack)
    seat = player.state.seat
    autos = [lobby.seats[seat].auto for lobby in lobbies if lobby.started]
    assert "easy" in autos and autos[-1] == ""
    illegal = [e for e in player.refusals if e.code == "illegal"]  # (moves that crossed the bot's are refused too)
    assert len(illegal) == 1 and "no such level" in illegal[0].message
    assert player.phase == "back" and player.round_trips  # it played its own moves again
