"""Per-seat views hide what a seat may not know (ARCHITECTURE: a test scans whole games for leaks).

The strongest check: a view must be a function of the seat's information set.
Shuffling the hidden tiles (other seats' concealed tiles and the wall) among
themselves must not change it.
"""

from __future__ import annotations

import copy
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.games.sichuan.simulation import _choose
from fengyu.mahjong.views import MeldView
from tests.games.sichuan.scenario import act, meld, rigged


def test_other_hands_and_concealed_kong_kinds_are_hidden() -> None:
    hand = rigged(
        hands=["123m456m234p678p99p", None, None, None],
        melds={1: [meld("concealed_kong", "7m")]},
        drawn="9p",
    )
    view = hand.view(0)
    assert view.revealed[0] == tuple(hand.seats[0].tiles())
    assert view.revealed[1:] == (None, None, None)
    assert view.melds[1] == (MeldView("concealed_kong", None, ()),)
    assert hand.view(1).melds[1][0].tile is not None
    assert view.wall == hand.wall_count  # a count, never the order
    assert json.loads(json.dumps(view.to_json())) == view.to_json()


def test_a_claim_window_shows_only_the_seats_own_decision() -> None:
    hand = rigged(hands=["22334455m1122p8p9p", "123m456m234p678p9p", "11m789m345p567p99p", None])
    act(hand, 0, "discard", "9p")
    assert hand.view(1).waiting_for == (1,) and hand.view(1).awaiting_me
    assert hand.view(3).waiting_for == () and not hand.view(3).awaiting_me
    assert hand.view(0).waiting_for == ()


def hidden_shuffled(hand: SichuanHand, seat: int, rng: random.Random) -> SichuanHand:
    """A copy where the tiles ``seat`` cannot see are dealt again among the same places."""
    other = copy.deepcopy(hand)
    places = [s for s in range(4) if s != seat and not other.seats[s].won and not other.over]
    pool = [t for s in places for t in other.seats[s].tiles()] + other.wall[other.head : other.tail]
    rng.shuffle(pool)
    for s in places:
        n = other.seats[s].concealed_total
        counts = [0] * 34
        for t in pool[:n]:
            counts[t] += 1
        pool = pool[n:]
        other.seats[s].concealed = counts
        other.seats[s].win_possible = None
    other.wall[other.head : other.tail] = pool
    return other


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 3))
def test_views_depend_only_on_what_the_seat_may_know(seed: int, seat: int) -> None:
    rng = random.Random(seed)
    rules = SichuanRules(huan_san_zhang=rng.choice(["off", "any"]), mode=rng.choice(["xue_zhan", "xue_liu"]))
    hand = SichuanHand(rules, seed)
    for step in range(rng.randint(0, 120)):
        if hand.over:
            break
        actor = rng.choice(hand.to_act())
        hand.apply(_choose(hand, actor, rng, 0.0))
        del step
    if hand.phase in ("claim", "rob", "exchange", "ding_que"):
        return  # pending simultaneous choices are hidden state of their own; checked above
    twin = hidden_shuffled(hand, seat, rng)
    assert twin.view(seat) == hand.view(seat)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32))
def test_events_sent_to_a_seat_never_carry_other_seats_private_parts(seed: int) -> None:
    rng = random.Random(seed)
    hand = SichuanHand(SichuanRules(huan_san_zhang="any"), seed)
    while not hand.over:
        actor = rng.choice(hand.to_act())
        hand.apply(_choose(hand, actor, rng, 0.0))
    for event in hand.events:
        for seat in (None, 0, 1, 2, 3):
            seen = event.for_seat(seat)
            mine = event.private.get(seat, {}) if seat is not None else {}
            assert seen.private == {}
            assert seen.public == {**event.public, **mine}
