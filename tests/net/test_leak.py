"""Nothing a seat may not know ever reaches it: every frame sent to each client is scanned.

At the moment each frame is queued for a seat, the test takes the truth from
the host's engine — every other seat's concealed tiles (unless that seat has
won and shown them, R27) and the order of the wall still to be drawn — and
looks for it in the frame: any list of tiles equal (as a multiset) to another
seat's concealed hand, any run of six wall tiles in draw order, or any
uncensored ``private`` part. The match seed and the hands' seeds (which deal
every tile) never leave the host either. The scanner is itself checked on a
planted leak.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from fengyu.net.host import Host, HostOptions
from tests.net.support import play, run

WALL_RUN = 6


def int_lists(node: Any) -> Iterator[list[int]]:
    if isinstance(node, list):
        if node and all(isinstance(x, int) and not isinstance(x, bool) for x in node):
            yield node
        for item in node:
            yield from int_lists(item)
    elif isinstance(node, dict):
        for value in node.values():
            yield from int_lists(value)


def has_key(node: Any, key: str) -> bool:
    if isinstance(node, dict):
        return key in node or any(has_key(v, key) for v in node.values())
    if isinstance(node, list):
        return any(has_key(v, key) for v in node)
    return False


def secrets_of(host: Host, seat: int) -> tuple[list[list[int]], list[int]]:
    """Other seats' concealed tiles (sorted) and the wall still to draw, as the engine holds them now."""
    hand = host.table.hand if host.table is not None else None
    if hand is None or hand.over:
        return [], []
    hands = [sorted(st.tiles()) for s, st in enumerate(hand.seats) if s != seat and not st.won]
    return hands, list(hand.wall[hand.head : hand.tail])


def leaks(frame: bytes, hands: list[list[int]], wall: list[int]) -> list[str]:
    data = json.loads(frame)
    found = ["private part"] if has_key(data, "private") else []
    runs = {tuple(wall[i : i + WALL_RUN]) for i in range(len(wall) - WALL_RUN + 1)}
    for values in int_lists(data):
        if len(values) >= 5 and sorted(values) in hands:
            found.append(f"a concealed hand {values}")
        for i in range(len(values) - WALL_RUN + 1):
            if tuple(values[i : i + WALL_RUN]) in runs:
                found.append(f"the wall order {values[i : i + WALL_RUN]}")
    return found


def test_no_client_ever_receives_hidden_tiles():
    host = Host(HostOptions(hands=3, seed=0x5EED_2357_1113_1719))  # as large as real seeds: no chance matches
    frames = dict.fromkeys(range(4), 0)
    problems: list[str] = []

    def scan(seat: int, frame: bytes) -> None:
        frames[seat] += 1
        hands, wall = secrets_of(host, seat)
        problems.extend(f"seat {seat}: {p}" for p in leaks(frame, hands, wall))

    sent: list[bytes] = []
    host.on_send = lambda seat, frame: (scan(seat, frame), sent.append(frame))
    result, _bots, _ = run(play(host.options, host=host))
    assert result["hands"] == 3
    assert all(count > 100 for count in frames.values())
    assert problems == []
    table = host.table
    assert table is not None
    seeds = [table.config.seed, *(h.seed for h in table.history)]
    assert all(str(seed).encode() not in frame for seed in seeds for frame in sent)  # they would deal every hand


def test_the_scanner_finds_a_planted_leak():
    host = Host(HostOptions(hands=1, seed=23))
    planted: list[list[str]] = []

    def plant(seat: int, _frame: bytes) -> None:
        table = host.table
        if table is None or table.hand is None or table.hand.over:
            return
        others = [s for s, st in enumerate(table.hand.seats) if s != seat and not st.won]
        hands, wall = secrets_of(host, seat)
        if not others or len(wall) < 10:
            return
        leaked = json.dumps({"view": table.view(others[0]).to_json(), "next": wall[:10]}).encode()
        planted.append(leaks(leaked, hands, wall))

    host.on_send = plant
    run(play(host.options, host=host))
    assert len(planted) > 50
    assert all(any("concealed hand" in p for p in found) for found in planted)
    assert all(any("wall order" in p for p in found) for found in planted)
