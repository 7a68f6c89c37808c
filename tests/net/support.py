"""Helpers for network tests: a host and its clients on loopback in one event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Sequence
from typing import Any, TypeVar

from fengyu.net.client import BotClient, Credentials
from fengyu.net.host import Host, HostOptions
from fengyu.net.protocol import Error, HostMessage

T = TypeVar("T")

TIMEOUT = 120.0
GAMES = ("sichuan", "paofeng", "guafeng")
"""Every game a host can seat: the game-generic network tests run for each."""


class RefusalKeeper(BotClient):
    """A network bot that keeps every error the host sent it, in order (``refusals``)."""

    refusals: tuple[Error, ...] = ()

    async def handle(self, message: HostMessage) -> None:
        if isinstance(message, Error):
            self.refusals = (*self.refusals, message)
        await super().handle(message)


async def play(
    options: HostOptions, clients: Sequence[type[BotClient]] | None = None, *, host: Host | None = None
) -> tuple[dict[str, Any], list[BotClient], Host]:
    """Host a match (or use ``host``, started or not) and let four network bot clients play it to the end."""
    host = host or Host(options)
    port = host.port or await host.start()
    url = f"ws://127.0.0.1:{port}"
    classes = clients or [BotClient] * 4
    bots = [cls(Credentials(url, f"bot{i}"), "normal", seed=i) for i, cls in enumerate(classes)]
    try:
        await asyncio.wait_for(asyncio.gather(*(b.run() for b in bots)), TIMEOUT)
        result = await asyncio.wait_for(host.run_until_finished(), TIMEOUT)
    finally:
        await host.close()
    return result, bots, host


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(coroutine)
