"""The engine's fast checks agree with the plain computations they stand in for, at every step of random hands."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.core.tiles import KIND_COUNT
from fengyu.games.sichuan import seat as seat_module
from fengyu.games.sichuan.engine import SEATS, SichuanHand
from fengyu.games.sichuan.scoring import ANALYSER
from fengyu.games.sichuan.simulation import random_rules


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**64 - 1))
def test_discard_check_without_the_list_agrees_with_the_legal_discards(seed: int) -> None:
    bot = random.Random(seed)
    rules = random_rules(bot)
    coins = [bot.randint(0, 3000) for _ in range(SEATS)] if rules.coin_mode else None
    hand = SichuanHand(rules, seed, dealer=bot.randrange(SEATS), coins=coins)
    turns = 0
    while not hand.over:
        if hand.phase == "turn":
            seat = hand.current
            listed = hand._compute_discards(seat)
            hand._forget()  # no list remembered: the check computes on its own
            for tile in (-1, *range(KIND_COUNT), KIND_COUNT):
                assert hand._may_discard(seat, tile) == (tile in listed), (seat, tile, listed)
            turns += 1
        seat = bot.choice(hand.to_act())
        legal = [a for a in hand.legal_actions(seat) if a.kind != "escape"]
        hand.apply(bot.choice(legal))
    assert turns > 0


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**64 - 1))
def test_remembered_win_possibility_agrees_with_the_void_and_the_shanten_of_every_seat_at_every_step(
    seed: int,
) -> None:
    """``may_win`` is remembered per seat and reads hands it has seen from a dictionary; it must answer what the
    void suit and the analyser say, at every step (the engine changes the tiles of its hot paths itself)."""
    bot = random.Random(seed)
    rules = random_rules(bot)
    coins = [bot.randint(0, 3000) for _ in range(SEATS)] if rules.coin_mode else None
    hand = SichuanHand(rules, seed, dealer=bot.randrange(SEATS), coins=coins)
    if bot.random() < 0.5:
        seat_module._READY.clear()  # half the runs start with nothing remembered
    while not hand.over:
        for seat in range(SEATS):
            st_ = hand.seats[seat]
            if sum(st_.concealed) % 3 == 1:
                void = hand.void_of(seat)
                held_void = void is not None and any(st_.concealed[k] for k in range(27) if "mps"[k // 9] == void)
                expected = not held_void and ANALYSER.shanten(st_.concealed) <= 0
                assert st_.may_win(ANALYSER, void) == expected
        actor = bot.choice(hand.to_act())
        legal = hand.legal_actions(actor)
        hand.apply(legal[int(bot.random() * (len(legal) - 1))])
