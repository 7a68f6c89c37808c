"""The engine's fast answers agree with the plain computations they stand in for, at every turn of random hands."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.simulation import choose_greedy, random_rules


def _plain_discards(hand: PaofengHand, seat: int) -> list[int]:
    """R12 as written: the natural kinds held, with the 吐牌 bar; none while a flower is held; after 报听 the draw."""
    st = hand.seats[seat]
    roles = hand.roles
    if any(st.concealed[f] for f in roles.flowers):
        return []
    if st.bao_ting:
        tile = hand.drawn
        return [tile] if tile is not None and roles.natural(tile) and st.concealed[tile] else []
    tiles = [k for k in range(34) if roles.natural(k) and st.concealed[k]]
    if hand.tu_bar and hand.claimed_tile in tiles and len(tiles) > 1:
        tiles.remove(hand.claimed_tile)
    return tiles


def _plain_ting(hand: PaofengHand, seat: int) -> list[int]:
    """R21 (1) by asking Wt of every rest: not empty, or every kind of U when the rest must 跑风 (R20)."""
    st = hand.seats[seat]
    if st.bao_ting:
        return []
    found = []
    for tile in _plain_discards(hand, seat):
        rest = list(st.concealed)
        rest[tile] -= 1
        waits = hand.reader.waits(rest, len(st.melds))
        must_run = rest[hand.roles.wild] and not hand.rules.wild_may_win_plain
        if (len(waits) == len(hand.roles.waitable)) if must_run else bool(waits):
            found.append(tile)
    return found


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**64 - 1))
def test_discards_and_bao_ting_offers_match_the_plain_rules(seed: int) -> None:
    bot = random.Random(seed)
    hand = PaofengHand(random_rules(bot), seed)
    while not hand.over:
        seat = bot.choice(hand.to_act())
        if hand.phase == "turn":
            listed = _plain_discards(hand, seat)
            hand._forget()  # nothing remembered: the check computes on its own
            assert [t for t in range(-1, 35) if hand._may_discard(seat, t)] == listed
            assert hand.legal_discards(seat) == listed
            assert hand._ting_discards(seat) == _plain_ting(hand, seat)
        hand.apply(choose_greedy(hand, seat, bot))


def test_the_offers_compared_include_real_bao_ting_offers() -> None:
    """The property above meets hands with offers (it would pass vacuously on hands that are never ready)."""
    offers = 0
    for seed in range(40):
        bot = random.Random(seed)
        hand = PaofengHand(random_rules(bot), seed)
        while not hand.over:
            seat = bot.choice(hand.to_act())
            if hand.phase == "turn":
                offers += bool(hand._ting_discards(seat))
            hand.apply(choose_greedy(hand, seat, bot))
    assert offers >= 10
