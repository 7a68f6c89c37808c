"""The bots' discard options: the incremental improving draws (and the second step) agree with asking ``shanten``."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.ai.paofeng.evaluation import Option, improving_draws, options, second_step_draws
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


def _plain_second_step(k: Knowledge, option: Option) -> int:
    """``second_step_draws`` by asking the reader's shanten of every draw, discard and next draw."""
    total = 0
    for drawn, copies in option.ukeire.items():
        hand = list(k.counts)
        hand[option.tile] -= 1
        hand[drawn] += 1
        best = 0
        for tile in range(len(hand)):
            if not hand[tile]:
                continue
            rest = list(hand)
            rest[tile] -= 1
            base = k.reader.shanten(rest, k.melds)
            if base < option.shanten:
                live = improving_draws(k, rest, k.melds, base)
                best = max(best, sum(max(0, n - (kind == drawn)) for kind, n in live.items()))
        total += copies * best
    return total


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_second_step_draws_equal_asking_shanten_of_every_draw_and_discard(seed: int) -> None:
    """Every few turns of a random hand, for the discards that leave it not yet ready (and no flower in hand)."""
    bot = random.Random(seed)
    hand = PaofengHand(random_rules(bot), seed)
    checked = 0
    while not hand.over and checked < 3:
        seat = bot.choice(hand.to_act())
        discards = hand.legal_discards(seat) if hand.phase == "turn" else []
        if discards and bot.random() < 0.3:
            k = Knowledge(hand.view(seat))
            if not any(k.counts[f] for f in k.roles.flowers):
                for option in options(k, discards)[:4]:
                    if option.shanten >= 1:
                        assert second_step_draws(k, option) == _plain_second_step(k, option)
                        checked += 1
        hand.apply(choose_greedy(hand, seat, bot))
