"""``TableDriver``: bots off the loop, which clock a seat gets, a pause that stops it, the gate before a deal.

The driver runs here on the asyncio scheduler the LAN host uses (the Qt one is
exercised by the window's tests through ``LocalSession``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from fengyu.net.scheduler import AsyncioScheduler
from fengyu.table.driver import ClockPolicy, TableDriver
from fengyu.table.table import Table
from tests.table.conftest import bots_config, human_config, run_bots


async def _until(condition: Callable[[], object], seconds: float = 60.0) -> None:
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


# -- which clock a seat gets (ClockPolicy) ----------------------------------------------------------

ONE_SECOND = {"turn_seconds": 1, "claim_seconds": 1}
"""Sichuan's rules with a one-second clock for every decision."""
NO_RULES_CLOCK = {"turn_seconds": 0, "claim_seconds": 0}


def _my_moves(table: Table) -> int:
    assert table.hand is not None
    return sum(1 for action in table.hand.actions if action.seat == 0)


def test_offline_by_default_no_clock_plays_for_the_player() -> None:
    async def scenario() -> None:
        table = Table(human_config(seed=5, hands=1, rules=ONE_SECOND))
        driver = TableDriver(table, AsyncioScheduler())  # the default policy: clocks off
        driver.deal()
        assert 0 in table.waiting() and table.time_limit(0) == 1  # the rules do set a clock
        assert driver.clock_limit(0) == (0.0, False)
        driver.time_seat(0)
        assert driver.clock_decision(0) is None and driver.seconds_left(0) is None
        await asyncio.sleep(1.3)
        assert _my_moves(table) == 0 and 0 in table.waiting()
        driver.close()

    asyncio.run(scenario())


def test_offline_with_clocks_on_the_rules_clock_plays_their_default_move() -> None:
    async def scenario() -> None:
        table = Table(human_config(seed=5, hands=1, rules=ONE_SECOND))
        idle: list[int] = []
        driver = TableDriver(table, AsyncioScheduler(), clocks=ClockPolicy(rules=True), on_idle=idle.append)
        driver.deal()
        assert driver.clock_limit(0) == (1.0, True)
        decision = table.decision(0)
        driver.time_seat(0)
        assert driver.clock_decision(0) == decision
        driver.time_seat(0)  # the same decision: the clock runs on, not anew
        left = driver.seconds_left(0)
        assert left is not None and left <= 1.0
        expected = table.hand.default_action(0) if table.hand is not None else None
        assert expected is not None
        await _until(lambda: _my_moves(table) > 0, seconds=5)
        assert table.hand is not None
        assert table.hand.actions[-1] == expected  # the rules' default move (R40), made for the player
        assert idle == [] and 0 not in table.bots
        driver.close()

    asyncio.run(scenario())


def test_offline_with_clocks_on_a_decision_without_a_rules_clock_is_not_timed() -> None:
    async def scenario() -> None:
        table = Table(human_config(seed=5, hands=1, rules=NO_RULES_CLOCK))
        driver = TableDriver(table, AsyncioScheduler(), clocks=ClockPolicy(rules=True))
        driver.deal()
        assert driver.clock_limit(0) == (0.0, False)
        driver.time_seat(0)
        assert driver.clock_decision(0) is None
        driver.close()

    asyncio.run(scenario())


def test_the_lan_host_runs_the_rules_clock_where_there_is_one() -> None:
    async def scenario() -> None:
        table = Table(human_config(seed=5, hands=1, rules=ONE_SECOND))
        idle: list[int] = []
        policy = ClockPolicy(rules=True, fallback=30.0, grace=0.2)
        driver = TableDriver(table, AsyncioScheduler(), clocks=policy, on_idle=idle.append)
        driver.deal()
        assert driver.clock_limit(0) == (1.0, True)  # what the player is told: the rules' own seconds
        driver.time_seat(0)
        left = driver.seconds_left(0)
        assert left is not None and 1.0 < left <= 1.2  # the clock itself allows the network's grace
        await _until(lambda: _my_moves(table) > 0, seconds=5)
        assert idle == []  # the rules' clock plays their move; the player is not made idle
        driver.close()

    asyncio.run(scenario())


def test_the_lan_hosts_own_clock_hands_a_silent_seat_to_its_stand_in_bot() -> None:
    async def scenario() -> None:
        table = Table(human_config(seed=5, hands=1, rules=NO_RULES_CLOCK))
        driver = TableDriver(table, AsyncioScheduler(), clocks=ClockPolicy(rules=True, fallback=0.3, grace=0.1))
        idle: list[int] = []

        def go_idle(seat: int) -> None:  # what the host does: the seat's stand-in plays until its player acts
            idle.append(seat)
            driver.stand_in(seat, "easy")
            driver.pump()

        driver.on_idle = go_idle
        table.listeners.append(lambda _update: driver.pump())
        driver.deal()
        assert driver.clock_limit(0) == (0.3, False)
        driver.time_seat(0)
        assert driver.clock_decision(0) == table.decision(0)
        await _until(lambda: bool(idle), seconds=5)
        assert idle == [0] and 0 in table.bots and 0 not in table.stand_ins  # (idle is not 托管)
        await _until(lambda: _my_moves(table) > 0, seconds=30)  # the stand-in bot plays the seat
        driver.time_seat(0)  # a seat a bot plays has no clock
        assert driver.clock_decision(0) is None
        driver.close()

    asyncio.run(scenario())


def test_a_pause_holds_the_policys_clock_and_resuming_starts_it() -> None:
    async def scenario() -> None:
        table = Table(human_config(seed=5, hands=1, rules=ONE_SECOND))
        driver = TableDriver(table, AsyncioScheduler(), clocks=ClockPolicy(rules=True))
        driver.deal()
        driver.set_paused(True)
        driver.time_seat(0)  # offered while paused: it waits with all its time
        assert driver.clock_decision(0) == table.decision(0) and driver.seconds_left(0) is None
        await asyncio.sleep(1.3)
        assert _my_moves(table) == 0
        driver.set_paused(False)
        left = driver.seconds_left(0)
        assert left is not None and 0.9 < left <= 1.0
        await _until(lambda: _my_moves(table) > 0, seconds=5)
        driver.close()

    asyncio.run(scenario())
