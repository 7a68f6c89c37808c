"""Judging a Paofeng hand for the bots: distance to a win and improving draws, with the wild counted in.

The reader of the hand's tile roles answers the shape questions (R18, R19),
wilds and 红中配 included, so a wild is simply the best tile a hand can draw:
every draw of one lowers the shanten of a hand that is not complete. A hand
that waits on any tile (听任意张, the 跑风 wait) has every unseen tile as an
improving draw, so ranking discards by improving draws steers a hand with a
wild towards 跑风 without a rule of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fengyu.ai.paofeng.knowledge import Knowledge


@dataclass(frozen=True, slots=True)
class Option:
    """What discarding ``tile`` leaves: shanten, improving draws (kind → copies unseen), and 听任意张."""

    tile: int
    shanten: int
    ukeire: dict[int, int]
    any_wait: bool

    @property
    def draws(self) -> int:
        return sum(self.ukeire.values())


def shanten(k: Knowledge, counts: Sequence[int], melds: int) -> int:
    """向听数 of a 13- or 14-equivalent hand (−1 complete, 0 ready).

    A flower still in hand (a dealt one before the owner's first turn, R7) will
    be replaced by an unknown tile: it is judged as a lone honour, the least a
    replacement can be.
    """
    flowers = [f for f in k.roles.flowers if counts[f]]
    if flowers:
        counts = list(counts)
        for flower in flowers:
            lone = next((t for t in LONE_CANDIDATES if not counts[t] and k.roles.natural(t)), 27)
            counts[lone] += counts[flower]
            counts[flower] = 0
    return k.reader.shanten(counts, melds)


LONE_CANDIDATES = (27, 28, 29, 30, 33, 0, 8, 9, 17, 18, 26, 4, 13, 22)
"""Kinds tried, in order, as the stand-in for a flower: honours first, then terminals and middles."""


def improving_draws(k: Knowledge, rest: list[int], melds: int, base: int) -> dict[int, int]:
    """The kinds (with copies unseen) whose draw lowers the shanten ``base`` of a 13-equivalent hand."""
    unseen = k.unseen
    reader = k.reader
    found = {}
    for kind in k.draw_kinds:
        if unseen[kind]:
            rest[kind] += 1
            if reader.shanten(rest, melds) < base:
                found[kind] = unseen[kind]
            rest[kind] -= 1
    return found


def options(
    k: Knowledge, tiles: Sequence[int], counts: Sequence[int] | None = None, melds: int | None = None
) -> list[Option]:
    """For each candidate discard of a 14-equivalent hand: what the kept 13 are worth."""
    counts = k.counts if counts is None else counts
    melds = k.melds if melds is None else melds
    wild = k.wild
    result = []
    unseen = k.unseen
    for tile in tiles:
        rest = list(counts)
        rest[tile] -= 1
        fast = k.reader.improving_draws(rest)  # incremental, unless a flower is still in the hand
        if fast is None:
            base = k.reader.shanten(rest, melds)
            ukeire = improving_draws(k, rest, melds, base)
        else:
            base, kinds = fast
            ukeire = {kind: unseen[kind] for kind in kinds if unseen[kind]}
        any_wait = base == 0 and rest[wild] > 0 and k.reader.waits_on_any(rest, melds)
        result.append(Option(tile, base, ukeire, any_wait))
    return result


def second_step_draws(k: Knowledge, option: Option) -> int:
    """How good the hands that ``option``'s improving draws lead to are: copies × the best improving draws after.

    For each improving draw, the discard that then keeps the most improving
    draws (a draw of the same kind just taken counts one copy fewer). Two
    discards with about as many improving draws differ in what they lead to:
    a hand whose next step leaves wide waits gets ready and wins sooner.
    """
    rest = list(k.counts)
    rest[option.tile] -= 1
    unseen = k.unseen
    reader = k.reader
    total = 0
    for drawn, copies in option.ukeire.items():
        rest[drawn] += 1
        best = 0
        for tile, held in enumerate(rest):
            if not held or tile == drawn:
                continue
            rest[tile] -= 1
            after = reader.improving_draws(rest)
            rest[tile] += 1
            if after is not None and after[0] < option.shanten:
                best = max(best, sum(max(0, unseen[kind] - (kind == drawn)) for kind in after[1]))
        rest[drawn] -= 1
        total += copies * best
    return total


PHANTOM_PAIR = (27, 28, 29, 30)
"""Winds tried, in order, as a stand-in pair when measuring the distance to a 跑风 wait."""


def pao_feng_distance(k: Knowledge, rest: Sequence[int], melds: int) -> int:
    """How far a 13-equivalent hand holding a wild is from waiting on any tile (0: it does).

    A hand of 4 sets plus one free wild waits on any tile, so the distance is
    the shanten of the hand with one wild taken out and a stand-in pair (a wind
    it does not hold) put in: that hand is complete exactly when the rest forms
    the sets. Without a wild, or without a free wind, it is unknown (99).
    """
    wild = k.wild
    if not rest[wild]:
        return 99
    pair = next((t for t in PHANTOM_PAIR if not rest[t] and k.roles.natural(t)), None)
    if pair is None:
        return 99
    probe = list(rest)
    probe[wild] -= 1
    probe[pair] = 2
    return shanten(k, probe, melds) + 1
