"""Judging a Sichuan hand for the bots: distance to a win, improving draws, chances, value.

Hands are judged on their *kept* tiles — those outside the void suit, the only
ones a win can use (R23) — so a hand still holding void tiles is never mistaken
for a ready one. All estimates use only what the seat can see.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from fengyu.ai.sichuan.knowledge import Knowledge
from fengyu.core.tiles import SUITED_KIND_COUNT
from fengyu.games.sichuan.scoring import WinInput, hand_counts, score_win, suit_failure
from fengyu.mahjong.melds import Meld


@dataclass(frozen=True, slots=True)
class Option:
    """What discarding ``tile`` leaves: shanten, improving draws (kind → copies unseen), their total."""

    tile: int
    shanten: int
    ukeire: dict[int, int]

    @property
    def draws(self) -> int:
        return sum(self.ukeire.values())


def shanten_of(k: Knowledge, kept: Sequence[int]) -> int:
    """Exchanges still needed for a win with these kept tiles (void tiles never count)."""
    return k.analyser.missing(kept, 4 - k.melds) - 1


def options(k: Knowledge, tiles: Sequence[int]) -> list[Option]:
    """For each candidate discard: the kept hand's shanten and its improving draws (those with copies unseen)."""
    sets = 4 - k.melds
    analyser = k.analyser
    unseen = k.unseen
    result = []
    for tile in tiles:
        kept = list(k.kept)
        if kept[tile]:
            kept[tile] -= 1
        base, draws = analyser.missing_draws(kept, sets)
        result.append(Option(tile, base - 1, {face: unseen[face] for face in draws if unseen[face]}))
    return result


DRAW_EDGES = (0, 1, 3, 5, 8, 12, 18, 26)
"""Bucket edges for live improving draws (copies unseen): 0, 1–2, 3–4, 5–7, 8–11, 12–17, 18–25, 26+."""
ROUND_EDGES = (0, 3, 6, 9, 12, 15)
"""Bucket edges for rounds left (the wall shared by the players still drawing)."""


def draws_bucket(draws: int) -> int:
    return sum(1 for edge in DRAW_EDGES if draws >= edge) - 1


def rounds_bucket(rounds: float) -> int:
    return sum(1 for edge in ROUND_EDGES if rounds >= edge) - 1


TYPICAL_STEP_DRAWS = 20
"""Improving draws of a typical hand between the first step and readiness (model fallback)."""
TYPICAL_WAIT_DRAWS = 6
"""Unseen copies of a typical ready hand's winning tiles (model fallback)."""
OPPONENT_DISCARD_SHARE = 0.35
"""How often an opponent's discard in a round is as good as a draw for a ready hand (model fallback)."""
TRUSTED = 60
"""Observations after which a measured cell is used as it is."""


@cache
def _measured() -> dict[tuple[int, int, int], tuple[int, int]]:
    raw = json.loads(resources.files("fengyu.ai.sichuan").joinpath("tables.json").read_text())
    measured: dict[tuple[int, int, int], tuple[int, int]] = {}
    for key, (w, n) in raw["wins"].items():
        shanten, draws, rounds = (int(x) for x in key.split(","))
        measured[shanten, draws, rounds] = (w, n)
    return measured


def win_chance(shanten: int, draws: int, unseen_total: int, turns: float, opponents: int = 3) -> float:
    """Chance that the position a discard leaves goes on to win the hand.

    Measured on simulated games by (shanten, live improving draws, rounds left)
    (``tools/calibrate_sichuan_bots.py``); thin cells are blended with a simple
    stage model (first step at this hand's rate, later steps at typical rates).
    """
    if shanten < 0:
        return 1.0
    model = _stage_model(shanten, draws, unseen_total, turns, opponents)
    w, n = _measured().get((min(shanten, 4), draws_bucket(draws), rounds_bucket(turns)), (0, 0))
    return (w + model * TRUSTED) / (n + TRUSTED) if n < TRUSTED * 10 else w / n


def _stage_model(shanten: int, draws: int, unseen_total: int, turns: float, opponents: int) -> float:
    rounds = int(turns)
    if draws <= 0 or unseen_total <= 0 or rounds < 1:
        return 0.0
    stages = shanten + 1

    def rate(stage: int) -> float:
        copies = draws if stage == 0 else TYPICAL_WAIT_DRAWS if stage == stages - 1 else TYPICAL_STEP_DRAWS
        q = min(1.0, copies / unseen_total)
        if stage == stages - 1:
            q = 1 - (1 - q) * (1 - OPPONENT_DISCARD_SHARE * q) ** opponents
        return q

    rates = [rate(i) for i in range(stages)]
    at = [1.0] + [0.0] * stages  # probability of having cleared i stages
    for _ in range(rounds):
        for i in range(stages - 1, -1, -1):
            moved = at[i] * rates[i]
            at[i] -= moved
            at[i + 1] += moved
    return at[stages]


def wait_values(k: Knowledge, kept: Sequence[int], melds: Sequence[Meld]) -> dict[int, int]:
    """For a ready kept hand (13 − 3k tiles): each winning kind and the points one payer would pay."""
    rules = k.view.rules
    held = hand_counts(kept, melds)
    out = {}
    for tile in k.analyser.waits(kept):
        if held[tile] >= 4:
            continue
        held[tile] += 1
        if suit_failure(held, k.void) is None:
            out[tile] = score_win(WinInput(tuple(kept), tuple(melds), tile, k.void), rules).value
        held[tile] -= 1
    return out


def my_melds(k: Knowledge) -> list[Meld]:
    """The seat's own melds as scoring objects (its own concealed kongs are visible to it)."""
    return [Meld(m.kind, m.tile, m.source) for m in k.view.melds[k.seat] if m.tile is not None]  # own: none hidden


def pattern_multiplier(k: Knowledge, kept: Sequence[int]) -> float:
    """How many times the base points a hand like this tends to be worth when it wins.

    Rewards what a player aims for: one suit (清一色, 3 fan), many pairs without
    melds (七对, 3 fan), pung-shaped hands (对对胡, 2 fan), and quads (根, +1 fan each).
    """
    melds = my_melds(k)
    h = hand_counts(kept, melds)
    suits = [sum(h[9 * i : 9 * i + 9]) for i in range(3)]
    tiles = sum(suits) or 1
    fan = 1.0
    if max(suits) == tiles:
        fan += 2
    elif max(suits) >= tiles - 2 and tiles >= 10:
        fan += 1
    if not melds:
        pairs = sum(c // 2 for c in kept)
        if pairs >= 5:
            fan += pairs - 4
    if sum(1 for c in kept if c >= 2) + len(melds) >= 5:  # every meld is a pung: 对对胡 is near
        fan += 0.5
    fan += sum(1 for c in h if c == 4)
    return 2 ** (fan - 1)


def expected_value(k: Knowledge, option: Option) -> float:
    """Points one payer would pay if the hand left by ``option`` wins (exact when it is ready)."""
    kept = list(k.kept)
    kept[option.tile] -= kept[option.tile] > 0
    b = k.view.rules.base_points
    if option.shanten == 0:
        values = wait_values(k, kept, my_melds(k))
        weights = {t: k.unseen[t] for t in values if k.unseen[t]}
        if weights:
            return sum(values[t] * w for t, w in weights.items()) / sum(weights.values())
        return float(max(values.values(), default=b))
    return b * pattern_multiplier(k, kept)


def unseen_total(k: Knowledge) -> int:
    return sum(k.unseen[:SUITED_KIND_COUNT])
