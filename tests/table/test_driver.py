"""``TableDriver``: bots off the caller's loop, clocks that a pause stops, the gate before the next deal.

The driver runs here on the asyncio scheduler the LAN host uses (the Qt one is
exercised by the window's tests through ``LocalSession``).
"""

from __future__ import annotations

import asyncio

from fengyu.net.scheduler import AsyncioScheduler
from fengyu.table.driver import TableDriver
from fengyu.table.table import Table
from tests.table.conftest import bots_config, human_config, run_bots


async def _until(condition, seconds: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    deadline = asyncio.get_running_loop().time() + seconds
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, "timed out"
        await asyncio.sleep(0.01)


def test_bots_driven_off_the_loop_play_the_hand_the_table_plays_alone() -> None:
    alone = Table(bots_config(seed=31, hands=1))
    alone.start_hand()
    run_bots(alone)

    async def driven() -> Table:
        table = Table(bots_config(seed=31, hands=1))
        driver = TableDriver(table, AsyncioScheduler())
        table.listeners.append(lambda _update: driver.pump())
        driver.deal()
        await _until(lambda: table.hand_over)
        driver.close()
        return table

    table = asyncio.run(driven())
    assert table.history[0].to_json() == alone.history[0].to_json()


def test_a_pause_holds_the_bots_answers_and_stops_the_clock() -> None:
    async def scenario() -> None:
        table = Table(human_config(seed=5, hands=1))
        driver = TableDriver(table, AsyncioScheduler())
        driver.deal()
        out: list[str] = []
        driver.start_clock(0, 0.3, lambda: out.append("out"), decision=table.decision(0))
        assert driver.clock_decision(0) == table.decision(0)
        driver.pump()
        assert driver.thinking  # the deal asks the bots at once, as it asks the player
        driver.set_paused(True)
        assert driver.seconds_left(0) is None
        await asyncio.sleep(0.5)
        assert out == []  # the clock stood still
        assert table.hand is not None
        assert not any(a.seat != 0 for a in table.hand.actions)  # no bot's answer was applied
        driver.set_paused(False)
        left = driver.seconds_left(0)
        assert left is not None and 0.1 < left <= 0.3
        await _until(lambda: bool(out))
        assert out == ["out"] and driver.clock_decision(0) is None
        await _until(lambda: not driver.thinking)
        assert any(a.seat != 0 for a in table.hand.actions)  # the held answers, applied on resuming
        driver.close()

    asyncio.run(scenario())


def test_the_ready_clock_runs_once_per_hand_and_the_deal_stops_it() -> None:
    async def scenario() -> None:
        table = Table(bots_config(seed=8, hands=3))
        driver = TableDriver(table, AsyncioScheduler())
        table.listeners.append(lambda _update: driver.pump())
        driver.deal()
        await _until(lambda: table.hand_over)
        outs: list[int] = []
        driver.start_ready_clock(0.2, outs.append)
        driver.start_ready_clock(0.2, outs.append)  # the same hand: one clock
        driver.say_ready(1)
        assert driver.ready(1) and not driver.ready(2)
        await _until(lambda: bool(outs))
        await asyncio.sleep(0.3)
        assert outs == [0]
        driver.deal()
        assert not driver.ready(1)  # readiness starts anew with each deal
        await _until(lambda: table.hand_over)
        driver.start_ready_clock(0.2, outs.append)
        driver.deal()
        await asyncio.sleep(0.3)
        assert outs == [0]  # the deal stopped the second hand's clock
        driver.close()

    asyncio.run(scenario())
