"""A failed autosave never hangs a hosted match: every player and the host's operator are told, and play goes on."""

from __future__ import annotations

import asyncio
import itertools
from pathlib import Path

from fengyu.core.protocol import Json
from fengyu.net.client import BotClient, Credentials
from fengyu.net.host import Host, HostOptions
from fengyu.net.protocol import HostMessage, Notice
from tests.net.support import TIMEOUT, run


class Listening(BotClient):
    """A bot client that keeps the notices it is sent."""

    notices: list[Notice]

    async def handle(self, message: HostMessage) -> None:
        if isinstance(message, Notice):
            self.notices.append(message)
        await super().handle(message)


def test_a_save_failure_is_told_to_everyone_and_the_match_goes_on(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    options = HostOptions(hands=1, seed=21, autosave=folder / "hosted.json", bot_delay=0.005)

    async def scenario() -> tuple[Json, list[Notice], list[Listening]]:
        host = Host(options)
        heard: list[Notice] = []
        host.on_notice = heard.append
        port = await host.start()
        bots = [Listening(Credentials(f"ws://127.0.0.1:{port}", f"p{i}"), seed=i) for i in range(4)]
        for bot in bots:
            bot.notices = []
        players = asyncio.gather(*(b.run() for b in bots))

        async def actions(count: int) -> None:
            while host.table is None or host.table.hand is None or len(host.table.hand.actions) < count:
                await asyncio.sleep(0.001)

        await actions(10)
        kept = folder.with_name("saves.kept")
        folder.rename(kept)
        folder.write_text("a file where the save folder was")  # as a full disk or a removed folder would fail
        await actions(30)
        folder.unlink()
        kept.rename(folder)
        await asyncio.wait_for(players, TIMEOUT)
        result = await asyncio.wait_for(host.run_until_finished(), TIMEOUT)
        await host.close()
        return result, heard, bots

    result, heard, bots = run(scenario())
    assert result["hands"] == 1
    codes = [n.code for n in heard]
    assert codes[0] == "save_failed" and codes[-1] == "save_ok"
    assert all(a != b for a, b in itertools.pairwise(codes))  # told when it changes, not on every action
    assert "cannot be saved" in heard[0].message
    assert all([n.code for n in b.notices] == codes for b in bots)
    assert (folder / "hosted.json").exists()
