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
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import sys
import time
from multiprocessing.connection import Connection
from typing import Any

from fengyu.net.client import BotClient, Credentials
from fengyu.net.host import Host, HostOptions

TARGET_P99_MS = 20.0
TIMEOUT = 900.0


def _host_process(tables: int, hands: int, seed: int, pipe: Connection) -> None:
    async def main() -> list[Any]:
        hosts = [Host(HostOptions(hands=hands, seed=seed + i)) for i in range(tables)]
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


def _start(target: Any, *args: Any) -> tuple[multiprocessing.Process, Connection]:
    context = multiprocessing.get_context("spawn")
    mine, theirs = context.Pipe()
    process = context.Process(target=target, args=(*args, theirs), daemon=True)
    process.start()
    return process, mine


def _receive(pipe: Connection, what: str) -> Any:
    if not pipe.poll(TIMEOUT):
        raise TimeoutError(f"{what} did not finish within {TIMEOUT:.0f} s")
    return pipe.recv()


def play(tables: int, hands: int, seed: int, client_processes: int) -> dict[str, Any]:
    """Host ``tables`` tables in one process and play them with 4 × tables network bots."""
    host, host_pipe = _start(_host_process, tables, hands, seed)
    ports = _receive(host_pipe, "the host")
    urls = [f"ws://127.0.0.1:{port}" for port in ports for _ in range(4)]
    groups = [urls[i::client_processes] for i in range(client_processes)]
    started = time.perf_counter()
    clients = [_start(_client_process, group, seed * 100 + i * 10) for i, group in enumerate(groups) if group]
    trips = [trip for _, pipe in clients for trip in _receive(pipe, "a client")]
    results = _receive(host_pipe, "the host")
    seconds = time.perf_counter() - started
    for process, _ in [(host, host_pipe), *clients]:
        process.join(10)
    trips.sort()
    return {
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
    round_trip = play(1, args.match_hands, args.seed, 4)
    capacity = play(args.tables, args.match_hands, args.seed, args.client_processes)
    report = {
        "round_trip": round_trip,
        "capacity": capacity,
        "target_p99_ms": TARGET_P99_MS,
        "ok": round_trip["p99_ms"] <= TARGET_P99_MS and capacity["completed"] == args.tables,
    }
    if args.json:
        print(json.dumps(report))
    else:
        print(
            f"round trip, 1 table x 4 clients: p50 {round_trip['p50_ms']} ms, p99 {round_trip['p99_ms']} ms "
            f"(target <= {TARGET_P99_MS} ms), max {round_trip['max_ms']} ms over {round_trip['actions']} actions"
        )
        print(
            f"{capacity['tables']} tables x 4 clients in one host process: {capacity['completed']} of "
            f"{capacity['tables']} matches completed in {capacity['seconds']} s; round trip p99 {capacity['p99_ms']} ms"
        )
    if capacity["completed"] != args.tables:
        print("not every table completed its match", file=sys.stderr)
        return 1
    return 0
