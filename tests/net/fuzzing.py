"""Generated bad messages: every kind of frame a broken or hostile client might send."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from fengyu.core.protocol import Action
from fengyu.net.seat_state import SeatState

KINDS = (
    *("discard", "pong", "kong", "hu", "pass", "ding_que", "exchange"),
    *("chow", "bu_hua", "liang", "bury", "play", "zzz"),
)
"""Move kinds of every game (with random pieces, almost never legal) and one no game knows."""
TYPES = ("hello", "sit", "configure", "start", "act", "ready", "pre_order", "chat", "HELLO", "", "update", "welcome")


def _garbage(rng: random.Random) -> str | bytes:
    choice = rng.randrange(12)
    if choice == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 80)))
    if choice == 1:
        return json.dumps({"type": "act", "decision": 1, "kind": "discard"})[: rng.randrange(1, 40)]
    if choice == 2:
        return json.dumps(rng.choice([1, "act", None, [], [1, 2], True, 3.5]))
    if choice == 3:
        return json.dumps({"type": rng.choice(TYPES) + "?", "seat": 1})
    if choice == 4:
        return json.dumps({"kind": "discard", "decision": 1})  # no type
    if choice == 5:
        return json.dumps({"type": "act", "decision": "one", "kind": "discard"})
    if choice == 6:
        return json.dumps({"type": "act", "decision": 1, "kind": "discard", "seat": 0})  # unknown field
    if choice == 7:
        return json.dumps({"type": "act", "decision": -5, "kind": "discard", "pieces": [300]})
    if choice == 8:
        return json.dumps({"type": "act", "decision": 1, "kind": "discard", "pieces": list(range(65))})
    if choice == 9:
        return json.dumps({"type": "hello", "version": 1, "name": "n" * 33})
    if choice == 10:
        return json.dumps({"type": "configure", "rules": {"k": 1}, "hands": 10**9})
    return json.dumps({"type": "sit", "seat": rng.choice([-2, 8, 99, "a", None])})


def garbage(rng: random.Random) -> Callable[[], str | bytes]:
    """Frames no valid client sends, whoever sends them."""
    return lambda: _garbage(rng)


def seated_bad(rng: random.Random, state: SeatState) -> str | bytes:
    """A bad frame for a seated client: garbage, or well-formed but wrong now (stale, out of turn, illegal …)."""
    choice = rng.randrange(9)
    if choice == 0:
        return _garbage(rng)
    if choice == 1:
        if state.decision > 0 and rng.random() < 0.5:  # a decision the seat faced before: always stale
            behind = state.decision - rng.randrange(1, state.decision + 1)
            return json.dumps({"type": "act", "decision": behind, "kind": "discard", "pieces": [1]})
        ahead = state.decision + rng.choice([1, 2, 1000])  # a move no rule knows, for a decision to come
        return json.dumps({"type": "act", "decision": ahead, "kind": "zzz", "pieces": [1]})
    if choice == 2:
        action = Action(state.seat, rng.choice(KINDS), tuple(rng.randrange(40) for _ in range(rng.randrange(4))))
        if action in state.legal:
            return json.dumps({"type": "ready"})
        data = {"type": "act", "decision": state.decision, "kind": action.kind, "pieces": list(action.pieces)}
        return json.dumps(data)
    if choice == 3:
        return json.dumps({"type": "sit", "seat": rng.randrange(4)})
    if choice == 4:
        return json.dumps({"type": "configure", "rules": {"mode": "x"}, "hands": 1})
    if choice == 5:
        return json.dumps({"type": "start"})
    if choice == 6:
        return json.dumps({"type": "hello", "version": 1, "name": "again"})
    if choice == 7:
        return json.dumps({"type": "pre_order", "item": rng.choice(["qian_kun_da_nuo_yi", "nothing"])})
    return json.dumps({"type": "ready"}) if not state.hand_over else json.dumps({"type": "start"})
