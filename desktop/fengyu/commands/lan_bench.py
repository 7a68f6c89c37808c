"""``fengyu bench lan``: the action round trip on loopback, and one host process holding many tables.

Method. The host always runs in a process of its own (spawned), as it would
on the hosting machine; the bots that play run in other processes, so their
thinking never delays the host's loop.

* Round trip: one table, four ``BotClient``s each in its own process (as four
  players' machines would be). A round trip is the time from sending an
  ``Act`` to receiving the host's next ``Update`` on that connection — the
  update that shows the move applied. Reported: p50, p99 and max over every
  action of the match.
* Capacity: one host process holds ``--tables`` tables at once; their
  4 × tables network bot clients run in ``--client-processes`` processes.
  Every match must complete; reported: the wall time, and the round trip
  under that load.
* Idle connections (``--idle N``): the round trip again, the same match, while
  another process tries to hold N connections that never say hello against
  the host — from 127.0.0.2 upwards, four per address (a LAN's worth of
  machines), each reopened a second after the host closes it. Reported: the
  round trip beside the undisturbed one, the attacker's connection attempts
  and the most it ever held open at once.
* Expert bots seated (``--expert-bots N``): the round trip again, with N of
  the table's seats played by expert bots on the host (the players' seats by
  4 - N clients). The host runs its bots off its network loop (a thread, the
  expert's search in a worker process), so their thinking should not show in
  the players' round trips.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import sys
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.context import SpawnProcess
from typing import Any

from fengyu.net.client import BotClient, Credentials
from fengyu.net.host import Host, HostOptions

TARGET_P99_MS = 20.0
TIMEOUT = 900.0


def _host_process(game: str, tables: int, hands: int, seed: int, experts: int, pipe: Connection) -> None:  # noqa: PLR0917
    seats = ("bot:expert",) * experts + ("remote",) * (4 - experts)

    async def main() -> list[Any]:
        hosts = [Host(HostOptions(game=game, hands=hands, seed=seed + i, seats=seats)) for i in range(tables)]
        pipe.send([await host.start() for host in hosts])
        results = await asyncio.gather(*(host.run_until_finished() for host in hosts))
        for host in hosts:
            await host.close()
        return list(results)

    pipe.send(asyncio.run(main()))


def _client_process(urls: list[str], seed: int, pipe: Connection) -> None:
    async def main() -> list[float]:
        bots = [BotClient(Credentials(url, f"bench{i}"), "normal", seed + i) for i, url in enumerate(urls)]
        await asyncio.gather(*(bot.run() for bot in bots))
        return [trip for bot in bots for trip in bot.round_trips]

    pipe.send(asyncio.run(main()))


IDLE_PER_ADDRESS = 4


def _idle_process(port: int, count: int, pipe: Connection) -> None:
    """Hold ``count`` connections that never say hello against ``port`` until told to stop; report what it got."""
    from websockets.asyncio.client import connect  # noqa: PLC0415
    from websockets.exceptions import ConnectionClosed, InvalidHandshake  # noqa: PLC0415

    async def main() -> dict[str, int]:
        figures = {"attempts": 0, "open": 0, "most_open": 0}
        stop = asyncio.Event()

        async def hold(index: int) -> None:
            source = f"127.0.0.{2 + index // IDLE_PER_ADDRESS}"
            while not stop.is_set():
                figures["attempts"] += 1
                try:
                    async with connect(f"ws://127.0.0.1:{port}", local_addr=(source, 0), open_timeout=5) as socket:
                        figures["open"] += 1
                        figures["most_open"] = max(figures["most_open"], figures["open"])
                        try:
                            await socket.wait_closed()
                        finally:
                            figures["open"] -= 1
                except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError):
                    pass
                await asyncio.sleep(1.0)

        tasks = [asyncio.create_task(hold(i)) for i in range(count)]
        pipe.send("holding")
        await asyncio.get_running_loop().run_in_executor(None, pipe.recv)
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        return figures

    pipe.send(asyncio.run(main()))


def _start(target: Callable[..., None], *args: Any, daemon: bool = True) -> tuple[SpawnProcess, Connection]:
    """A spawned process running ``target``; the host's is not a daemon: it starts a process for its heavy bots."""
    context = multiprocessing.get_context("spawn")
    mine, theirs = context.Pipe()
    process = context.Process(target=target, args=(*args, theirs), daemon=daemon)
    process.start()
    return process, mine


def _receive(pipe: Connection, what: str) -> Any:
    if not pipe.poll(TIMEOUT):
        raise TimeoutError(f"{what} did not finish within {TIMEOUT:.0f} s")
    return pipe.recv()


def play(  # noqa: PLR0917
    game: str, tables: int, hands: int, seed: int, client_processes: int, idle: int = 0, experts: int = 0
) -> dict[str, Any]:
    """Host ``tables`` tables of ``game`` in one process and play them with network bots in its remote seats
    (with ``idle``: while that many idle connections are held against the host; ``experts``: seats the host's
    own expert bots play)."""
    host, host_pipe = _start(_host_process, game, tables, hands, seed, experts, daemon=False)
    ports = _receive(host_pipe, "the host")
    attacker = _start(_idle_process, ports[0], idle) if idle else None
    if attacker is not None:
        _receive(attacker[1], "the idle connections")
        time.sleep(2.0)  # let them pile up against the host before the players come
    urls = [f"ws://127.0.0.1:{port}" for port in ports for _ in range(4 - experts)]
    groups = [urls[i::client_processes] for i in range(client_processes)]
    started = time.perf_counter()
    clients = [_start(_client_process, group, seed * 100 + i * 10) for i, group in enumerate(groups) if group]
    trips = [trip for _, pipe in clients for trip in _receive(pipe, "a client")]
    results = _receive(host_pipe, "the host")
    seconds = time.perf_counter() - started
    held: dict[str, int] = {}
    if attacker is not None:
        attacker[1].send("stop")
        held = _receive(attacker[1], "the idle connections")
        clients.append(attacker)
    for process, _ in [(host, host_pipe), *clients]:
        process.join(10)
        if process.is_alive():
            process.terminate()  # (the host's process is no daemon: it must not outlive the benchmark)
    trips.sort()
    return {
        **({"idle": {"held_against": idle, **held}} if idle else {}),
        **({"expert_bots": experts} if experts else {}),
        "game": game,
        "tables": tables,
        "clients": len(urls),
        "completed": sum(1 for r in results if r["hands"] == hands),
        "hands_per_table": hands,
        "seconds": round(seconds, 2),
        "actions": len(trips),
        "p50_ms": round(_percentile(trips, 0.50) * 1000, 2),
        "p99_ms": round(_percentile(trips, 0.99) * 1000, 2),
        "max_ms": round(trips[-1] * 1000, 2) if trips else 0.0,
    }


def _percentile(values: list[float], fraction: float) -> float:
    return values[min(len(values) - 1, int(len(values) * fraction))] if values else 0.0


def run(args: argparse.Namespace) -> int:
    round_trip = play(args.game, 1, args.match_hands, args.seed, 4)
    capacity = play(args.game, args.tables, args.match_hands, args.seed, args.client_processes)
    idle = play(args.game, 1, args.match_hands, args.seed, 4, args.idle) if args.idle > 0 else None
    experts = args.expert_bots
    with_experts = play(args.game, 1, args.match_hands, args.seed, 4 - experts, experts=experts) if experts else None
    report = {
        "round_trip": round_trip,
        "capacity": capacity,
        **({"idle": idle} if idle is not None else {}),
        **({"expert_bots": with_experts} if with_experts is not None else {}),
        "target_p99_ms": TARGET_P99_MS,
        "ok": round_trip["p99_ms"] <= TARGET_P99_MS
        and capacity["completed"] == args.tables
        and (idle is None or (idle["completed"] == 1 and idle["p99_ms"] <= TARGET_P99_MS))
        and (with_experts is None or with_experts["completed"] == 1),
    }
    if args.json:
        print(json.dumps(report))
    else:
        print(
            f"{args.game}: round trip, 1 table x 4 clients: p50 {round_trip['p50_ms']} ms, "
            f"p99 {round_trip['p99_ms']} ms "
            f"(target <= {TARGET_P99_MS} ms), max {round_trip['max_ms']} ms over {round_trip['actions']} actions"
        )
        print(
            f"{capacity['tables']} tables x 4 clients in one host process: {capacity['completed']} of "
            f"{capacity['tables']} matches completed in {capacity['seconds']} s; round trip p99 {capacity['p99_ms']} ms"
        )
        if idle is not None:
            held = idle["idle"]
            print(
                f"with {held['held_against']} idle connections held against the host ({held['attempts']} attempts, "
                f"at most {held['most_open']} open at once): round trip p50 {idle['p50_ms']} ms, "
                f"p99 {idle['p99_ms']} ms, max {idle['max_ms']} ms over {idle['actions']} actions"
            )
        if with_experts is not None:
            print(
                f"with {experts} expert bots seated on the host, 1 table x {4 - experts} clients: round trip "
                f"p50 {with_experts['p50_ms']} ms, p99 {with_experts['p99_ms']} ms, max {with_experts['max_ms']} ms "
                f"over {with_experts['actions']} actions"
            )
    unfinished = [r for r in (idle, with_experts) if r is not None and r["completed"] != 1]
    if capacity["completed"] != args.tables or unfinished:
        print("not every table completed its match", file=sys.stderr)
        return 1
    return 0
