"""The wall, the deal and the order of randomness (R1, R2, R3, R24; the engine docstring)."""

from __future__ import annotations

import random
from collections import Counter

from fengyu.core.protocol import Action, Engine, View
from fengyu.core.rng import Rng
from fengyu.core.tiles import full_set
from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.roles import successor
from fengyu.games.paofeng.rules import PaofengRules
from tests.games.paofeng.scenario import A, B, C, D, T, act, rigged


def shuffled(seed: int, *, draw_dealer: bool) -> tuple[int | None, list[int]]:
    """The documented order: the dealer (only when not given), then the shuffle of the canonical 136."""
    rng = Rng(seed)
    dealer = rng.randbelow(4) if draw_dealer else None
    wall = [int(t) for t in full_set()]
    rng.shuffle(wall)
    return dealer, wall


def test_r2_deal_indicator_and_live_wall_follow_the_wall_indices() -> None:
    hand = PaofengHand(PaofengRules(), 12345, dealer=C)
    _, wall = shuffled(12345, draw_dealer=False)
    assert hand.wall == wall
    assert hand.seats[C].tiles() == sorted(wall[0:14])
    assert hand.seats[D].tiles() == sorted(wall[14:27])
    assert hand.seats[A].tiles() == sorted(wall[27:40])
    assert hand.seats[B].tiles() == sorted(wall[40:53])
    assert hand.indicator == wall[53] and hand.roles.wild == successor(wall[53])
    assert hand.wall_count == 82 and hand.head == 54


def test_r24_the_first_dealer_is_drawn_first_from_the_seed() -> None:
    dealers: Counter[int] = Counter()
    for seed in range(40):
        hand = PaofengHand(PaofengRules(), seed)
        dealer, wall = shuffled(seed, draw_dealer=True)
        assert (hand.dealer, hand.wall) == (dealer, wall)
        dealers[hand.dealer] += 1
    assert set(dealers) == {0, 1, 2, 3}


def test_r2_normal_draws_take_the_lowest_index_replacements_the_highest() -> None:
    hand = rigged(hands=["1m147p1234z99m258s9p", "1111s47m258p1234z", None, None], current=A, draws="6m", tail="2z")
    act(hand, A, "discard", "9p")  # nobody can claim: B draws the front tile
    assert hand.current == B and hand.drawn == T("6m") and hand.head == 55
    act(hand, B, "concealed_kong", "1s")  # the replacement comes from the back
    assert hand.drawn == T("2z") and hand.tail == len(hand.wall) - 1 and hand.replacements == 1


def test_r1_turn_order_is_seat_plus_one_and_wraps_around() -> None:
    hand = rigged(hands=[None, None, None, "9p147m1234z99m258s9s"], current=D, draws="5m")
    act(hand, D, "discard", "9p")
    assert hand.to_act() == (A,) and hand.current == A
    assert hand.play_order(D) == [D, A, B, C]


def test_r3_the_indicator_is_never_drawn() -> None:
    rules = PaofengRules()
    for seed in range(6):
        hand = PaofengHand(rules, seed)
        bot = random.Random(seed)
        while not hand.over:
            seat = bot.choice(hand.to_act())
            moves = [a for a in hand.legal_actions(seat) if a.kind not in ("win", "tuo_guan")]
            hand.apply(bot.choice(moves))
        draws = [e for e in hand.events if e.kind == "draw"]
        assert hand.end_reason == "liu_ju" and len(draws) == 82  # exactly the live wall, wall[54..135]
        assert sorted(e.private[e.seat]["tile"] for e in draws if e.seat is not None) == sorted(hand.wall[54:])


def test_r3_wild_is_indicator_leaves_three_wilds_in_play() -> None:
    hand = PaofengHand(PaofengRules(wild_is_indicator=True), 99, dealer=A)
    assert hand.roles.wild == hand.indicator == hand.events[0].public["wild"]
    assert (hand.wall[:53] + hand.wall[54:]).count(hand.roles.wild) == 3


def test_deal_events_keep_each_seats_tiles_private() -> None:
    hand = PaofengHand(PaofengRules(), 3, dealer=B)
    assert isinstance(hand, Engine) and isinstance(hand.view(A), View)
    deal = hand.events[1]
    assert deal.kind == "deal" and deal.public["counts"] == [13, 14, 13, 13]
    assert deal.for_seat(A).public["tiles"] == hand.seats[A].tiles()
    assert "tiles" not in deal.for_seat(None).public
    assert hand.apply(Action(B, "tuo_guan", option="on"))[0].public == {"on": True}


def test_a_seed_dealt_again_deals_its_wall_again_whatever_the_first_hand_did() -> None:
    """The shuffle is remembered per seed (a replay deals the same wall): each hand still owns its wall, and a
    given dealer leaves the dealer's draw out of the seed's order."""
    first = PaofengHand(PaofengRules(), 77)
    first.wall.reverse()
    again = PaofengHand(PaofengRules(), 77)
    assert (again.dealer, again.wall) == shuffled(77, draw_dealer=True)
    assert PaofengHand(PaofengRules(), 77, dealer=B).wall == shuffled(77, draw_dealer=False)[1]
