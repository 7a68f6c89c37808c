"""Faults: a player drops and comes back with its token; the host restarts and the match goes on."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from fengyu.core.protocol import Json
from fengyu.net.client import BotClient, Credentials
from fengyu.net.host import Host, HostOptions
from fengyu.net.protocol import HostMessage, Lobby, MatchEnd, Snapshot, Update
from tests.net.support import GAMES, TIMEOUT, play, run


class DroppingBot(BotClient):
    """Closes its connection once, in the middle of the first hand, and notes the seat it gets back."""

    updates = 0
    dropped_at = -1
    returned: list[int]

    async def handle(self, message: HostMessage) -> None:
        if isinstance(message, Snapshot) and self.dropped_at >= 0:
            self.returned.append(message.seat)
        await super().handle(message)
        if isinstance(message, Update):
            self.updates += 1
            if self.updates == 15 and self.dropped_at < 0:
                self.dropped_at = self.state.seat
                assert self.connection is not None
                await self.connection.socket.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_dropped_player_is_replaced_by_a_bot_and_gets_its_seat_back(game: str) -> None:
    host = Host(HostOptions(game=game, hands=2, seed=8))
    DroppingBot.returned = []
    lobbies: list[Lobby] = []
    snapshots: list[tuple[int, bool]] = []

    def check_snapshot(seat: int, frame: bytes) -> None:
        message = json.loads(frame)
        if message["type"] == "snapshot" and host.table is not None and host.table.hand is not None:
            snapshots.append((seat, message["view"] == json.loads(json.dumps(host.table.view(seat).to_json()))))

    host.on_lobby = lobbies.append
    host.on_send = check_snapshot
    result, bots, _ = run(play(host.options, [DroppingBot, BotClient, BotClient, BotClient], host=host))
    dropper = bots[0]
    assert isinstance(dropper, DroppingBot)
    assert result["hands"] == 2
    assert dropper.dropped_at >= 0
    assert dropper.returned == [dropper.dropped_at]  # the same seat back
    assert snapshots == [(dropper.dropped_at, True)]  # with the seat's whole view as the host had it
    away = [lobby for lobby in lobbies if lobby.started and not lobby.seats[dropper.dropped_at].connected]
    assert away  # while away, the seat was shown as dropped (and played by a bot)
    assert len(dropper.state.history) == 2


@pytest.mark.parametrize("game", GAMES)
def test_a_restarted_host_resumes_the_match_and_the_players_return(game: str, tmp_path: Path) -> None:
    save = tmp_path / "hosted.json"
    options = HostOptions(game=game, hands=2, seed=12, autosave=save, resume_grace=10)

    async def scenario() -> tuple[Json, list[MatchEnd], list[BotClient]]:
        first = Host(options)
        port = await first.start()
        url = f"ws://127.0.0.1:{port}"
        bots = [BotClient(Credentials(url, f"p{i}"), seed=i) for i in range(4)]
        players = [asyncio.create_task(b.run(reconnect_for=30)) for b in bots]
        while first.table is None or first.table.hand is None or len(first.table.hand.actions) < 20:
            await asyncio.sleep(0.005)
        await first.close()
        played = list(first.table.hand.actions)
        second = Host.resume(options)
        assert second.table is not None
        assert second.table.hand is not None
        assert list(second.table.hand.actions) == played  # the autosave kept every move
        await second.start(port=port)
        ends = await asyncio.wait_for(asyncio.gather(*players), TIMEOUT)
        result = await asyncio.wait_for(second.run_until_finished(), TIMEOUT)
        await second.close()
        return result, ends, bots

    result, ends, bots = run(scenario())
    assert result["hands"] == 2
    assert all(end.totals == result["totals"] for end in ends)
    assert sorted(b.state.seat for b in bots) == [0, 1, 2, 3]


def test_a_resumed_host_waits_for_its_players_then_bots_play_on(tmp_path: Path) -> None:
    save = tmp_path / "hosted.json"
    options = HostOptions(hands=1, seed=2, autosave=save, resume_grace=0.2)

    async def scenario() -> Json:
        first = Host(options)
        port = await first.start()
        bots = [BotClient(Credentials(f"ws://127.0.0.1:{port}", f"p{i}"), seed=i) for i in range(4)]
        players = [asyncio.create_task(b.run()) for b in bots]
        while first.table is None or first.table.hand is None or len(first.table.hand.actions) < 10:
            await asyncio.sleep(0.005)
        for task in players:
            task.cancel()
        await first.close()
        second = Host.resume(options)
        await second.start()
        return await asyncio.wait_for(second.run_until_finished(), TIMEOUT)

    assert run(scenario())["hands"] == 1


def test_welcome_keeps_the_token_private_to_its_player() -> None:
    async def scenario() -> tuple[list[bytes], list[BotClient]]:
        host = Host(HostOptions(hands=1, seed=1))
        seen: list[bytes] = []
        host.on_send = lambda _seat, frame: seen.append(frame)
        _result, bots, _ = await play(host.options, host=host)
        return seen, bots

    seen, bots = run(scenario())
    for bot in bots:
        token = bot.credentials.token.encode()
        assert sum(token in frame for frame in seen) == 1  # only in its own Welcome


def test_a_player_who_drops_in_the_lobby_joins_again() -> None:
    class LobbyDropper(BotClient):
        dropped = False

        async def handle(self, message: HostMessage) -> None:
            if isinstance(message, Lobby) and not message.started and not self.dropped:
                self.dropped = True
                assert self.connection is not None
                await self.connection.socket.close()
                return
            await super().handle(message)

    async def scenario() -> tuple[Json, LobbyDropper, BotClient]:
        host = Host(HostOptions(hands=1, seed=3, seats=("remote", "remote", "bot:easy", "bot:easy")))
        port = await host.start()
        url = f"ws://127.0.0.1:{port}"
        dropper = LobbyDropper(Credentials(url, "a"), seed=1)
        first = asyncio.create_task(dropper.run())
        while not dropper.dropped or not host.players:
            await asyncio.sleep(0.01)
        other = BotClient(Credentials(url, "b"), seed=2)
        await asyncio.wait_for(asyncio.gather(first, other.run()), TIMEOUT)
        result = await host.run_until_finished()
        await host.close()
        return result, dropper, other

    result, dropper, other = run(scenario())
    assert result["hands"] == 1
    assert dropper.dropped
    assert {dropper.state.seat, other.state.seat} == {0, 1}
