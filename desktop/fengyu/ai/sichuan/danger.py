"""How dangerous a discard is: the chance an opponent wins on it, times what that would cost.

Sichuan has no furiten, so nothing is safe by rule except a tile of an
opponent's declared void suit, which can never complete its win (R23), and a
血流 winner's revealed, frozen hand waits on known tiles (R30). Everything else
is estimated from tables measured on simulated games
(``tools/calibrate_sichuan_danger.py`` → ``tables.json``):

* how likely an opponent is ready, from the turns it has taken, the melds it
  shows and whether its last discard was still of its void suit (R10 makes void
  tiles go first, so while it sheds them it is not ready);
* how likely a tile is one of a ready opponent's waits, from its rank, whether
  that opponent already threw the kind away (then it almost never waits on it)
  and how many copies are still unseen.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from fengyu.ai.sichuan.knowledge import SUITS, Knowledge
from fengyu.core.tiles import SUITED_KIND_COUNT
from fengyu.games.sichuan.scoring import Meld, WinInput, hand_counts, score_win, suit_failure

MAX_TURNS = 20
PRIOR = 20
"""Pseudo-observations pulling thin table cells towards their neighbours' rate."""


@cache
def _tables() -> tuple[dict[tuple[int, int, int], float], dict[tuple[int, int, int], float]]:
    raw = json.loads(resources.files("fengyu.ai.sichuan").joinpath("tables.json").read_text())
    ready_counts = {tuple(int(x) for x in key.split(",")): value for key, value in raw["ready"].items()}
    wait_counts = {tuple(int(x) for x in key.split(",")): value for key, value in raw["waits"].items()}
    overall_ready = sum(r for r, _ in ready_counts.values()) / max(1, sum(n for _, n in ready_counts.values()))
    ready = {}
    for turns in range(MAX_TURNS + 1):
        for melds in range(5):
            for last_void in (0, 1):
                r, n = ready_counts.get((turns, melds, last_void), (0, 0))
                # Neighbouring turn counts share their evidence with thin cells.
                for near in (turns - 1, turns + 1):
                    nr, nn = ready_counts.get((near, melds, last_void), (0, 0))
                    r, n = r + nr / 2, n + nn / 2
                ready[(turns, melds, last_void)] = (r + PRIOR * overall_ready) / (n + PRIOR)
    overall_wait = sum(w for w, _ in wait_counts.values()) / max(1, sum(n for _, n in wait_counts.values()))
    waits = {key: (w + PRIOR * overall_wait) / (n + PRIOR) for key, (w, n) in wait_counts.items()}
    for rank in range(9):
        for discarded in (0, 1):
            for unseen in range(5):
                waits.setdefault((rank, discarded, unseen), overall_wait)
    return ready, waits


def readiness(k: Knowledge, seat: int) -> float:
    """Chance that ``seat`` is ready now (measured table)."""
    view = k.view
    river = view.rivers[seat]
    void = view.voids[seat]
    last_void = int(bool(river) and void is not None and SUITS[river[-1] // 9] == void)
    key = (min(k.turns_taken(seat), MAX_TURNS), min(len(view.melds[seat]), 4), last_void)
    return _tables()[0][key]


def wait_chance(k: Knowledge, seat: int, tile: int) -> float:
    """Chance that ``tile`` is among the waits of ``seat`` if it is ready (measured table)."""
    discarded = int(tile in k.view.rivers[seat])
    return _tables()[1][(tile % 9, discarded, min(4, k.unseen[tile]))]


def expected_loss(k: Knowledge, seat: int) -> float:
    """What dealing in to ``seat`` tends to cost: more for one-suit melds, pungs and kongs."""
    b = k.view.rules.base_points
    melds = k.view.melds[seat]
    fan = 1.3
    suits = {m["tile"] // 9 for m in melds if m["tile"] is not None}
    if melds and len(suits) == 1:
        fan += 1.5
    fan += 0.4 * len(melds) + sum(1 for m in melds if m["kind"] != "pong")
    if k.view.rules.fan_cap is not None:
        fan = min(fan, k.view.rules.fan_cap)
    return b * 2 ** (fan - 1)


def known_waits(k: Knowledge, seat: int) -> dict[int, int]:
    """A 血流 winner's frozen hand is public: its exact waits and what each would cost."""
    revealed = k.view.revealed[seat]
    if revealed is None or len(revealed) % 3 != 1:
        return {}
    concealed = [0] * 34
    for tile in revealed:
        concealed[tile] += 1
    melds = [Meld(m["kind"], m["tile"], m["from"]) for m in k.view.melds[seat] if m["tile"] is not None]
    void = k.view.voids[seat]
    held = hand_counts(concealed, melds)
    out = {}
    for tile in k.analyser_for(void).waits(concealed):
        if held[tile] < 4:
            held[tile] += 1
            if suit_failure(held, void) is None:
                out[tile] = score_win(WinInput(tuple(concealed), tuple(melds), tile, void), k.view.rules).value
            held[tile] -= 1
    return out


def deal_in_chance(k: Knowledge, tile: int) -> float:
    """Chance that discarding ``tile`` now lets at least one opponent win."""
    safe = 1.0
    for seat in k.opponents:
        safe *= 1.0 - _chance(k, seat, tile)
    return 1.0 - safe


def danger(k: Knowledge, tile: int) -> float:
    """Expected points lost by discarding ``tile`` now (summed over the opponents who could win on it)."""
    total = 0.0
    for seat in k.opponents:
        if k.view.won[seat]:
            total += known_waits(k, seat).get(tile, 0)
        else:
            total += _chance(k, seat, tile) * expected_loss(k, seat)
    return total


def _chance(k: Knowledge, seat: int, tile: int) -> float:
    if k.view.won[seat]:
        return 1.0 if tile in known_waits(k, seat) else 0.0
    if tile >= SUITED_KIND_COUNT or SUITS[tile // 9] == k.view.voids[seat]:
        return 0.0
    return readiness(k, seat) * wait_chance(k, seat, tile)
