"""``Gate``: who may hold a connection to a host, so that no one can fill its slots or guess its secrets.

A connection that has not said ``Hello`` yet is *waiting*. Waiting connections
are few and short-lived: each has ``hello_seconds`` to say hello, one address
holds at most ``PER_ADDRESS`` of them, and all together at most
``MAX_WAITING``. A newcomer is never turned away for want of room: the oldest
waiting connection (of its own address first) makes way for it. So a seated
player coming back with its token always gets in, however many idle
connections someone opens meanwhile — theirs are the ones that go.

Wrong passwords and unknown tokens spend a per-address budget (``TRIES``,
one back every ``REFILL_SECONDS``); an address without budget is refused
before its guess is even checked.
"""

from __future__ import annotations

import contextlib
import time
from collections import OrderedDict
from typing import Generic, TypeVar

MAX_WAITING = 512
"""Connections that have not said hello yet, from everyone together (an idle one costs the host next to
nothing; closing them early would only make their owners reconnect, and the handshakes do cost)."""
PER_ADDRESS = 4
"""... and from one address."""
TRIES = 5.0
"""Wrong passwords or tokens an address may send in a burst ..."""
REFILL_SECONDS = 2.0
"""... and then one every this many seconds."""
_REMEMBERED = 4096
"""Addresses whose failed tries are remembered at most (the oldest are forgotten first)."""

P = TypeVar("P")


def make_room_for_connections(extra: int = 256) -> None:
    """Raise this process's open-file limit, where the system allows, to hold every waiting connection.

    macOS starts processes at 256 descriptors: without this, ``MAX_WAITING`` idle
    connections would make the host's accepts fail, which is the lock-out the
    waiting room exists to prevent. (Windows has no such limit to raise.)
    """
    try:
        import resource  # noqa: PLC0415 - POSIX only
    except ImportError:
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = MAX_WAITING + extra
    if soft != resource.RLIM_INFINITY and soft < wanted:
        target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))


class Gate(Generic[P]):
    """Admission of connections (of any type ``P``) by address; the host asks it and acts on its answers."""

    def __init__(self, refill_seconds: float = REFILL_SECONDS) -> None:
        self.refill_seconds = refill_seconds
        """How long an address waits for each try back (a test that counts refusals slows it down: on a
        loaded machine a burst of tries can take longer than a refill)."""
        self._waiting: OrderedDict[P, str] = OrderedDict()
        self._tries: OrderedDict[str, tuple[float, float]] = OrderedDict()

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    def arrive(self, peer: P, address: str) -> list[P]:
        """Admit ``peer`` as waiting; the waiting connections that must make way for it (close them)."""
        evicted: list[P] = []
        same = [p for p, a in self._waiting.items() if a == address]
        if len(same) >= PER_ADDRESS:
            evicted.append(same[0])
            del self._waiting[same[0]]
        if len(self._waiting) >= MAX_WAITING:
            oldest = next(iter(self._waiting))
            evicted.append(oldest)
            del self._waiting[oldest]
        self._waiting[peer] = address
        return evicted

    def greeted(self, peer: P) -> None:
        """``peer`` said hello (or left): it no longer waits."""
        self._waiting.pop(peer, None)

    def is_waiting(self, peer: P) -> bool:
        return peer in self._waiting

    def may_try(self, address: str) -> bool:
        """Whether ``address`` may have a password or token checked now."""
        return self._budget(address) >= 1.0

    def failed(self, address: str) -> None:
        """A wrong password or unknown token came from ``address``."""
        self._tries[address] = (self._budget(address) - 1.0, time.monotonic())
        self._tries.move_to_end(address)
        while len(self._tries) > _REMEMBERED:
            self._tries.popitem(last=False)

    def wait_seconds(self, address: str) -> float:
        """How long ``address`` must wait before its next try."""
        return max(0.0, (1.0 - self._budget(address)) * self.refill_seconds)

    def _budget(self, address: str) -> float:
        budget, since = self._tries.get(address, (TRIES, 0.0))
        return min(TRIES, budget + (time.monotonic() - since) / self.refill_seconds)
