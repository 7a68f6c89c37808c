"""Nothing a seat may not know ever reaches it: every frame sent to each client is scanned, in every game.

At the moment each frame is queued for a seat, the test takes the truth from
the host's engine (``tests.net.secrets``: other seats' concealed hands, the
order of the wall or of the undealt cards, an unseen kitty) and looks for it
in the frame: any list equal (as a multiset) to a secret hand or kitty, any
run of six pieces in draw order, a value for a secret name (Guafeng's trump
before the reveal), or any uncensored ``private`` part. Paofeng's
concealed kongs stay face down for the other seats. The match seed and the
hands' seeds (which deal every piece) never leave the host either. The
scanner is itself checked on a planted leak.

The traffic's shape is scanned too: how many frames each seat gets, when,
and the decision numbers they carry must not tell a seat that another was
asked something (a claim, a bid) — checked on planted shape leaks as well.
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from fengyu.net import shape
from fengyu.net.client import BotClient, Credentials
from fengyu.net.host import Host, HostOptions
from fengyu.net.protocol import HostMessage, Update
from fengyu.table.table import TableUpdate
from tests.net.secrets import Secrets, secrets_of
from tests.net.support import GAMES, play, run

WALL_RUN = 6
SHORTEST = 4
"""Lists this long or longer are compared with the secret multisets (a kitty has four cards)."""
LEAK_RULES: dict[str, dict[str, Any]] = {"guafeng": {"reveal_kitty": False}}
"""Rules under which the most stays secret (Guafeng's kitty otherwise turns public once buried)."""


def int_lists(node: Any) -> Iterator[list[int]]:
    if isinstance(node, list):
        if node and all(isinstance(x, int) and not isinstance(x, bool) for x in node):
            yield node
        for item in node:
            yield from int_lists(item)
    elif isinstance(node, dict):
        for value in node.values():
            yield from int_lists(value)


def has_key(node: Any, key: str, *, valued: bool = False) -> bool:
    """Whether ``key`` is anywhere in ``node`` (with ``valued``: with a value other than null)."""
    if isinstance(node, dict):
        here = key in node and (not valued or node[key] is not None)
        return here or any(has_key(v, key, valued=valued) for v in node.values())
    if isinstance(node, list):
        return any(has_key(v, key, valued=valued) for v in node)
    return False


def shown_kongs(data: Any, seat: int) -> list[str]:
    """Another seat's 暗杠 shown face up in a mahjong view (R13); everything is shown once the hand is over."""
    view = data.get("view") if isinstance(data, dict) else None
    if not isinstance(view, dict) or "melds" not in view or view.get("phase") == "over":
        return []
    return [
        f"seat {other}'s concealed kong {meld}"
        for other, melds in enumerate(view["melds"])
        if other != seat
        for meld in melds
        if meld["kind"] == "concealed_kong" and (meld["tiles"] or meld["tile"] is not None)
    ]


def leaks(frame: bytes, seat: int, secrets: Secrets) -> list[str]:
    data = json.loads(frame)
    found = ["private part"] if has_key(data, "private") else []
    found += shown_kongs(data, seat)
    found += [f"the {key}" for key in secrets.keys if has_key(data, key, valued=True)]
    wall = secrets.order
    runs = {tuple(wall[i : i + WALL_RUN]) for i in range(len(wall) - WALL_RUN + 1)}
    multisets = [m for m in secrets.multisets if len(m) >= SHORTEST]
    for values in int_lists(data):
        if len(values) >= SHORTEST and sorted(values) in multisets:
            found.append(f"a secret multiset {values}")
        for i in range(len(values) - WALL_RUN + 1):
            if tuple(values[i : i + WALL_RUN]) in runs:
                found.append(f"the wall order {values[i : i + WALL_RUN]}")
    return found


@pytest.mark.parametrize("game", GAMES)
def test_no_client_ever_receives_hidden_pieces(game: str) -> None:
    seed = 0x5EED_2357_1113_1719  # as large as real seeds: no chance matches
    host = Host(HostOptions(game=game, hands=3, seed=seed, rules=LEAK_RULES.get(game, {})))
    frames = dict.fromkeys(range(4), 0)
    problems: list[str] = []
    sent: list[bytes] = []

    def scan(seat: int, frame: bytes) -> None:
        sent.append(frame)
        frames[seat] += 1
        problems.extend(f"seat {seat}: {p}" for p in leaks(frame, seat, secrets_of(host, seat)))

    host.on_send = scan
    result, _bots, _ = run(play(host.options, host=host))
    assert result["hands"] == 3
    assert all(count > 100 for count in frames.values())
    assert problems == []
    table = host.table
    assert table is not None
    seeds = [table.config.seed, *(h.seed for h in table.history)]
    assert all(str(seed).encode() not in frame for seed in seeds for frame in sent)  # they would deal every hand


@pytest.mark.parametrize("game", GAMES)
def test_the_scanner_finds_a_planted_leak(game: str) -> None:
    host = Host(HostOptions(game=game, hands=1, seed=23, rules=LEAK_RULES.get(game, {})))
    planted: list[list[str]] = []
    wall_planted: list[list[str]] = []
    kitties: list[list[str]] = []
    trumps: list[list[str]] = []

    def plant(seat: int, _frame: bytes) -> None:
        table = host.table
        if table is None or table.hand is None or table.hand.over:
            return
        secrets = secrets_of(host, seat)
        others = [s for s in range(4) if s != seat and sorted(table.view(s).hand) in secrets.multisets]
        if others and len(table.view(others[0]).hand) >= 5:
            leaked = json.dumps({"view": table.view(others[0]).to_json()}).encode()
            planted.append(leaks(leaked, seat, secrets))
        if len(secrets.order) >= 10:
            wall_planted.append(leaks(json.dumps({"next": secrets.order[:10]}).encode(), seat, secrets))
        for kitty in (m for m in secrets.multisets if len(m) == SHORTEST):
            kitties.append(leaks(json.dumps({"kitty": kitty[::-1]}).encode(), seat, secrets))
        if secrets.keys:
            trumps.append(leaks(json.dumps({"view": {"trump": "H"}}).encode(), seat, secrets))

    host.on_send = plant
    run(play(host.options, host=host))
    assert len(planted) > 50 and wall_planted  # Guafeng deals on without a frame until someone may bid
    assert all(any("secret multiset" in p for p in found) for found in planted)
    assert all(any("wall order" in p for p in found) for found in wall_planted)
    assert all(found for found in kitties)
    assert bool(kitties) == bool(trumps) == (game == "guafeng")
    assert all(found == ["the trump"] for found in trumps)


def test_the_scanner_finds_a_shown_concealed_kong() -> None:
    view = {
        "phase": "turn",
        "melds": [[], [{"kind": "concealed_kong", "face": 5, "tiles": [5, 5, 5, 5], "from": None}]],
    }
    assert shown_kongs({"view": view}, 0) == [f"seat 1's concealed kong {view['melds'][1][0]}"]
    assert shown_kongs({"view": view}, 1) == []


# -- the shape of the traffic ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Sent:
    """One snapshot or update as queued for a seat, with what the host's engine held when it went."""

    seat: int
    data: dict[str, Any]
    hidden: bool
    """A question the other seats must not learn of was open (a claim window, a bid in the deal)."""
    asked: bool
    """The seat was one of those asked."""


def record_shape(host: Host, log: list[Sent]) -> Callable[[int, bytes], None]:
    """An ``on_send`` hook that keeps every snapshot and update with the engine's state at that moment."""

    def keep(seat: int, frame: bytes) -> None:
        data = json.loads(frame)
        if data["type"] not in ("snapshot", "update") or host.table is None:
            return
        hand = host.table.hand
        hidden = shape.hidden_question(host.options.game, hand)
        log.append(Sent(seat, data, hidden, hidden and seat in host.table.waiting()))

    return keep


def shape_problems(log: list[Sent]) -> list[str]:
    """Where the frames a seat received depend on what it may not know.

    1. No frame reaches a seat while a question it was not asked is open.
    2. A seat's decision numbers count only its own decisions (consecutive frames differ by at most 2).
    3. Frames a seat gets for no decision of its own come at the same point of the event stream
       for every seat, as many times: count them per point and compare between seats.
    """
    problems = [
        f"seat {s.seat} got a frame during a question it was not asked" for s in log if s.hidden and not s.asked
    ]
    seats = sorted({s.seat for s in log})
    every: dict[int, Counter[int]] = {seat: Counter() for seat in seats}
    plain: dict[int, Counter[int]] = {seat: Counter() for seat in seats}
    for seat in seats:
        position, decision = 0, None
        for sent in (s for s in log if s.seat == seat):
            position += len(sent.data.get("events", []))
            number = sent.data["decision"]
            if decision is not None and sent.data["type"] == "update" and not 0 <= number - decision <= 2:
                problems.append(f"seat {seat}'s decision number jumped from {decision} to {number}")
            every[seat][position] += 1
            if number == decision:
                plain[seat][position] += 1
            decision = number
    for seat in seats:
        for other in seats:
            for position, count in plain[seat].items():
                if count > every[other][position]:
                    problems.append(f"seat {seat} got {count} frame(s) at event {position}, seat {other} fewer")
    return problems


def shaped_match(game: str, host_class: type[Host] = Host, hands: int = 2) -> tuple[list[Sent], dict[str, Any]]:
    host = host_class(HostOptions(game=game, hands=hands, seed=0x5EED_2357_1113_1719, rules=LEAK_RULES.get(game, {})))
    log: list[Sent] = []
    host.on_send = record_shape(host, log)
    result = run(play(host.options, host=host))[0]
    return log, result


@pytest.mark.parametrize("game", GAMES)
def test_every_seat_receives_the_same_frames_whatever_the_others_hold(game: str) -> None:
    log, result = shaped_match(game)
    assert result["hands"] == 2
    assert sum(1 for s in log if s.asked) > 5  # questions were asked in secret, and answered
    assert shape_problems(log) == []


class ShowsEveryStep(Host):
    """Planted leak: every step goes to every seat at once, as before the shaping (a window shows)."""

    def _on_update(self, update: TableUpdate) -> None:
        super()._on_update(update)
        for seat, player in self._seated().items():
            if player.connection is not None and self._hold_until is not None:
                events = [e.for_seat(seat).to_json() for e in update.events]
                self._send(player.connection, Update(events=events, **self._seat_state(seat)))


class CountsEveryStep(Host):
    """Planted leak: decision numbers move with every step of the table (hidden ones included)."""

    def _on_update(self, update: TableUpdate) -> None:
        assert self.table is not None
        self.table._decision_base += 1  # the table's next numbers count this step
        super()._on_update(update)


class SplitsForSeatZero(Host):
    """Planted leak: seat 0 gets the held frames one by one, so their number counts the hidden steps."""

    def _flush(self, seat: int) -> None:
        player = self._seated().get(seat)
        if seat != 0 or player is None or player.connection is None:
            super()._flush(seat)
            return
        for message in self._held.pop(seat, []):
            self._send(player.connection, message)


@pytest.mark.parametrize(
    ("planted", "found"),
    [(ShowsEveryStep, "not asked"), (CountsEveryStep, "jumped"), (SplitsForSeatZero, "frame(s) at event")],
)
def test_the_shape_scan_finds_planted_leaks(planted: type[Host], found: str) -> None:
    log, _ = shaped_match("sichuan", planted, hands=1)
    problems = shape_problems(log)
    assert problems
    assert any(found in p for p in problems), problems[:5]


class DiscardClock(Host):
    """Notes when each discard was applied (the loop's time), to compare with when the seats hear of it."""

    applied: list[float]

    def _on_update(self, update: TableUpdate) -> None:
        if any(e.kind == "discard" for e in update.events):
            self.applied.append(asyncio.get_running_loop().time())
        super()._on_update(update)


@pytest.mark.parametrize("players", [2, 1])
def test_every_discard_waits_a_thinking_pause_before_anyone_hears_of_it(players: int) -> None:
    """Claimable or not, a discard reaches the seats not asked after the pause — when another player could see it."""
    pause = 0.05
    seats = ("remote",) * players + ("bot:easy",) * (4 - players)
    host = DiscardClock(HostOptions(hands=1, seed=7, seats=seats, think_pause=(pause, pause)))
    host.applied = []
    waits: list[float] = []
    seen = dict.fromkeys(range(4), 0)

    def note(seat: int, frame: bytes) -> None:
        data = json.loads(frame)
        discards = sum(1 for e in data.get("events", []) if e["kind"] == "discard")
        assert discards <= 1  # one window at a time
        if discards:
            if not host._asked_in_secret(seat):  # (a seat asked hears of the discard at once, in its question)
                waits.append(asyncio.get_running_loop().time() - host.applied[seen[seat]])
            seen[seat] += 1

    host.on_send = note

    async def scenario() -> None:
        port = await host.start()
        url = f"ws://127.0.0.1:{port}"
        bots = [BotClient(Credentials(url, f"p{i}"), seed=i) for i in range(players)]
        await asyncio.wait_for(asyncio.gather(*(b.run() for b in bots)), 120)
        await host.close()

    run(scenario())
    assert len(waits) > 30
    assert all(count == len(host.applied) for seat, count in seen.items() if seat < players)
    if players > 1:
        assert min(waits) >= pause * 0.9
    else:
        assert max(waits) < pause  # alone at the table: nobody to hide a hesitation from


class Ponders(BotClient):
    """Takes a moment over every claim it is offered: a window stays open while others come and go."""

    async def answer(self) -> None:
        if any(a.kind == "pass" for a in self.state.legal):
            await asyncio.sleep(0.03)
        await super().answer()


class Hops(BotClient):
    """Drops its connection every few updates and comes back with its token (a snapshot each time)."""

    updates = 0

    async def handle(self, message: HostMessage) -> None:
        await super().handle(message)
        if isinstance(message, Update):
            self.updates += 1
            if self.updates % 9 == 0 and self.connection is not None:
                await self.connection.socket.close()


def test_a_reconnection_during_a_hidden_question_waits_for_it_to_close() -> None:
    """A snapshot would show the open window: a seat not asked gets it once the window is closed."""
    host = Host(HostOptions(hands=1, seed=0x5EED_2357_1113_1719))
    log: list[Sent] = []
    host.on_send = record_shape(host, log)
    result, bots, _ = run(play(host.options, [Hops, Ponders, Ponders, Ponders], host=host))
    assert result["hands"] == 1
    snapshots = [s for s in log if s.data["type"] == "snapshot" and s.seat == bots[0].state.seat]
    assert len(snapshots) > 3
    assert [p for p in shape_problems(log) if "not asked" in p] == []  # (its event count restarts at each return)
