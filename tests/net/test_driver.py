"""No bot thinks on the host's network loop: while a bot's decision is held open, the host answers its players."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Sequence
from typing import Any

import pytest

from fengyu.ai.sichuan.bots import NormalBot
from fengyu.ai.sichuan.levels import LEVELS
from fengyu.core.protocol import Action
from fengyu.net.client import Connection, Credentials, JoinRefusedError
from fengyu.net.host import Host, HostOptions
from fengyu.net.protocol import Act, Error, Ready, Snapshot, Update
from tests.net.support import run


class WaitingBot:
    """Plays like the normal bot, but its first decision waits until the test lets it go."""

    name = "waiting"
    asked = threading.Event()
    go = threading.Event()

    def __init__(self, seed: int) -> None:
        self._bot = NormalBot(seed=seed)

    def choose(self, view: Any, legal: Sequence[Action]) -> Action:
        WaitingBot.asked.set()
        WaitingBot.go.wait(60)
        return self._bot.choose(view, legal)


async def _until_a_bot_is_asked(player: Connection) -> None:
    """Read the player's frames (playing its own moves, if the hand asks it first) until a bot thinks."""
    while not WaitingBot.asked.is_set():
        try:
            message = await asyncio.wait_for(player.receive(), 0.05)
        except TimeoutError:
            continue
        if isinstance(message, Snapshot | Update) and message.legal:
            move = message.legal[0]
            act = Act(message.decision, move["kind"], move.get("pieces", []), move.get("option", ""))
            await player.send(act)


async def _answer_of(player: Connection) -> tuple[Error, float]:
    """Send a question the host must refuse, and time its answer."""
    started = time.monotonic()
    await player.send(Ready())
    while True:
        message = await asyncio.wait_for(player.receive(), 10)
        if isinstance(message, Error):
            return message, time.monotonic() - started


@pytest.fixture
def waiting_level(monkeypatch: pytest.MonkeyPatch) -> None:
    WaitingBot.asked.clear()
    WaitingBot.go.clear()
    monkeypatch.setitem(LEVELS, "waiting", WaitingBot)


@pytest.mark.usefixtures("waiting_level")
def test_the_host_answers_its_players_while_a_bot_thinks() -> None:
    async def scenario() -> None:
        seats = ("remote", "bot:waiting", "bot:waiting", "bot:waiting")
        host = Host(HostOptions(seats=seats, hands=1, seed=3))
        port = await host.start()
        url = f"ws://127.0.0.1:{port}"
        try:
            player = await Connection.open(Credentials(url, "player"))
            await asyncio.wait_for(_until_a_bot_is_asked(player), 30)
            error, seconds = await _answer_of(player)
            assert error.code == "not_now"
            with pytest.raises(JoinRefusedError) as late:  # a newcomer is greeted, and turned away, meanwhile
                await Connection.open(Credentials(url, "late"), timeout=5)
            assert late.value.code == "started"
            assert not WaitingBot.go.is_set() and host.driver is not None and host.driver.thinking
            assert seconds < 2.0
            WaitingBot.go.set()
            for _ in range(200):  # the held decision lands once the bot lets go
                await asyncio.sleep(0.02)
                if not host.driver.thinking:
                    break
            assert host.table is not None and host.table.hand is not None
            assert any(a.seat != 0 for a in host.table.hand.actions)
            await player.close()
        finally:
            WaitingBot.go.set()
            await host.close()

    run(scenario())
