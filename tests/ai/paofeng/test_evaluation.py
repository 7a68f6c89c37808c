"""The bots' discard options: the incremental improving draws agree with asking ``shanten`` of every draw."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.ai.paofeng.evaluation import improving_draws, options
from fengyu.ai.paofeng.knowledge import Knowledge
from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.simulation import choose_greedy, random_rules


def _plain_options(k: Knowledge, tiles: list[int]) -> list[tuple[int, int, dict[int, int]]]:
    """Each discard's shanten and live improving draws, by asking the reader's shanten of every draw alone."""
    found = []
    for tile in tiles:
        rest = list(k.counts)
        rest[tile] -= 1
        base = k.reader.shanten(rest, k.melds)
        found.append((tile, base, improving_draws(k, rest, k.melds, base)))
    return found


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_options_equal_asking_shanten_of_every_draw(seed: int) -> None:
    """At every turn of a random hand (any rules: 红中配, wilds, 十三烂 without wilds …), same values, same order."""
    bot = random.Random(seed)
    hand = PaofengHand(random_rules(bot), seed)
    while not hand.over:
        seat = bot.choice(hand.to_act())
        discards = hand.legal_discards(seat) if hand.phase == "turn" else []
        if discards:
            k = Knowledge(hand.view(seat))
            got = [(o.tile, o.shanten, o.ukeire) for o in options(k, discards)]
            plain = _plain_options(k, discards)
            assert got == plain
            assert [list(o[2]) for o in got] == [list(o[2]) for o in plain]
        hand.apply(choose_greedy(hand, seat, bot))
