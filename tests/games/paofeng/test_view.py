"""Per-seat views hide what a seat may not know (ARCHITECTURE: a test scans whole games for leaks).

The strongest check: a view must be a function of the seat's information set.
Dealing the hidden tiles again — the other seats' concealed tiles and the live
wall, shuffled among the same places — must not change it.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.paofeng.simulation import choose, random_rules
from fengyu.mahjong.views import LastDiscard, MeldView
from tests.games.paofeng.scenario import A, B, T, act, meld, rigged


def test_other_hands_the_wall_and_concealed_kongs_are_hidden_the_indicator_is_not() -> None:
    hand = rigged(
        hands=[None, "123m456m789p77s11z7s", None, None],
        melds={A: [meld("concealed_kong", "9m")]},
        current=B,
        drawn="7s",
    )
    view = hand.view(B)
    assert view.hand == tuple(hand.seats[B].tiles()) and view.drawn == hand.drawn
    assert view.revealed == (None, tuple(hand.seats[B].tiles()), None, None)
    assert view.melds[A] == (MeldView("concealed_kong", None, ()),)
    assert view.wall == hand.wall_count and (view.indicator, view.wild) == (hand.indicator, hand.roles.wild)
    assert hand.view(A).drawn is None and hand.view(A).melds[A][0].tile is not None
    assert json.loads(json.dumps(view.to_json())) == view.to_json()
    act(hand, B, "win")
    over = hand.view(2)
    assert over.revealed[A] == tuple(hand.seats[A].tiles()) and over.melds[A][0].tile is not None
    assert over.win is not None and over.totals == tuple(hand.ledger.totals())


def test_a_claim_window_shows_only_the_seats_own_decision() -> None:
    hand = rigged(hands=["4s147m47p1234z25m6p9s", "56s147m258p1234z9p", "44s147m258p1234z9p", None], current=A)
    act(hand, A, "discard", "4s")
    assert hand.view(B).waiting_for == (B,) and hand.view(B).awaiting_me
    assert hand.view(3).waiting_for == () and not hand.view(3).awaiting_me
    assert hand.view(A).last_discard == LastDiscard(A, T("4s"))


def hidden_shuffled(hand: PaofengHand, seat: int, rng: random.Random) -> PaofengHand:
    """A copy where the tiles ``seat`` cannot see are dealt again among the same places."""
    other = copy.deepcopy(hand)
    places = [s for s in range(4) if s != seat and not other.over]
    pool = [t for s in places for t in other.seats[s].tiles()] + other.wall[other.head : other.tail]
    rng.shuffle(pool)
    for s in places:
        n = sum(other.seats[s].concealed)
        counts = [0] * 34
        for t in pool[:n]:
            counts[t] += 1
        pool = pool[n:]
        other.seats[s].concealed = counts
    other.wall[other.head : other.tail] = pool
    return other


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 3))
def test_views_depend_only_on_what_the_seat_may_know(seed: int, seat: int) -> None:
    rng = random.Random(seed)
    hand = PaofengHand(random_rules(rng), seed)
    for _ in range(rng.randint(0, 120)):
        if hand.over:
            break
        actor = rng.choice(hand.to_act())
        hand.apply(choose(hand, actor, rng))
    twin = hidden_shuffled(hand, seat, rng)
    assert twin.view(seat) == hand.view(seat)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32))
def test_events_sent_to_a_seat_never_carry_other_seats_private_parts(seed: int) -> None:
    rng = random.Random(seed)
    hand = PaofengHand(PaofengRules(), seed)
    while not hand.over:
        actor = rng.choice(hand.to_act())
        hand.apply(choose(hand, actor, rng))
    for event in hand.events:
        for seat in (None, 0, 1, 2, 3):
            seen = event.for_seat(seat)
            mine = event.private.get(seat, {}) if seat is not None else {}
            assert seen.private == {}
            assert seen.public == {**event.public, **mine}
        if event.kind in ("draw", "concealed_kong", "deal"):
            assert not {"tile", "tiles"} & set(event.public)  # what a seat draws or kongs face down stays private


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**32))
def test_the_json_form_is_the_dataclass_as_a_dict(seed: int) -> None:
    """``to_json`` (msgspec, fast) gives exactly what ``dataclasses.asdict`` gave, key order included."""
    rng = random.Random(seed)
    hand = PaofengHand(random_rules(rng), seed)
    while not hand.over:
        for seat in range(4):
            view = hand.view(seat)
            assert json.dumps(view.to_json()) == json.dumps(dataclasses.asdict(view))
        hand.apply(choose(hand, rng.choice(hand.to_act()), rng))
    assert json.dumps(hand.view(0).to_json()) == json.dumps(dataclasses.asdict(hand.view(0)))
