"""The engine's fast checks agree with the plain computations they stand in for, at every step of random hands."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.core.rules import RulesError
from fengyu.core.tiles import KIND_COUNT
from fengyu.games.logged_hand import LoggedHand
from fengyu.games.sichuan import engine, items
from fengyu.games.sichuan import seat as seat_module
from fengyu.games.sichuan.engine import SEATS, SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.games.sichuan.scoring import ANALYSER
from fengyu.games.sichuan.simulation import _fingerprint, random_rules


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
            listed = [a.pieces[0] for a in hand._discard_actions(seat)]
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


def _plain_legal(hand: SichuanHand, seat: int) -> list[Action]:
    """``legal_actions`` spelled out from the engine's separate checks, without the shortcuts of the turn's list."""
    st_ = hand.seats[seat]
    if hand.over or st_.escaped:
        return []
    acts: list[Action] = []
    if hand.phase == "exchange":
        acts += hand._exchange_options(seat) if st_.exchange is None else []
    elif hand.phase == "ding_que":
        acts += [Action(seat, "ding_que", option=s) for s in "mps"] if st_.void_choice is None else []
    elif hand.phase == "turn":
        if seat == hand.current:
            if hand._turn_win(seat):
                acts.append(Action(seat, "win"))
            acts += hand._turn_kongs(seat)
            acts += [Action(seat, "discard", (t,)) for t in _plain_discards(hand, seat)]
    elif hand.window is not None and seat not in hand.window.answers:
        acts += hand.window.options.get(seat, [])
    if hand.rules.items:
        acts += items.item_actions(hand, seat)
    acts.append(Action(seat, "escape"))
    return acts


def _plain_discards(hand: SichuanHand, seat: int) -> list[int]:
    """R10 and R30 as the spec states them: the drawn tile for a frozen 血流 winner, the void suit's tiles first."""
    st_ = hand.seats[seat]
    held = [k for k in range(KIND_COUNT) if st_.concealed[k]]
    if hand.frozen(seat):
        return [t for t in held if t == st_.turn_draws[-1]]
    void = hand.void_of(seat)
    voids = [t for t in held if "mps"[t // 9] == void]
    return voids if voids and hand.rules.void_discard_first else held


def _odd_discards(bot: random.Random, hand: SichuanHand) -> list[Action]:
    """Discards the fast path must refuse or hand over: any seat, any tile, malformed pieces and options."""
    seat = bot.randrange(SEATS)
    tile = bot.randrange(-1, KIND_COUNT + 1)
    return [
        Action(seat, "discard", (tile,)),
        Action(hand.current, "discard", (tile,)),
        Action(hand.current, "discard", (tile, tile)),
        Action(hand.current, "discard", ()),
        Action(hand.current, "discard", (tile,), "x"),
    ]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**64 - 1))
def test_fast_discard_turn_list_and_deal_agree_with_the_general_paths(seed: int) -> None:
    """At every step of random hands under random rules: the turn's legal list is the plain one; a discard played
    by ``SichuanHand.apply`` makes the same events and state as through ``LoggedHand.apply`` (the general check
    and dispatch) on a twin hand; odd discards are refused alike and change nothing; and the deal is R5's,
    tile by tile."""
    bot = random.Random(seed)
    rules = random_rules(bot)
    coins = [bot.randint(0, 3000) for _ in range(SEATS)] if rules.coin_mode else None
    dealer = bot.choice([None, *range(SEATS)])
    qian_kun = tuple(s for s in range(SEATS) if rules.items and bot.random() < 0.25)
    fast, plain = (SichuanHand(rules, seed, dealer=dealer, coins=coins, qian_kun=qian_kun) for _ in range(2))
    _check_deal(fast)
    while not fast.over:
        for seat in range(SEATS):
            assert fast.legal_actions(seat) == _plain_legal(fast, seat)
        if fast.phase == "turn":
            for odd in _odd_discards(bot, fast):
                if odd not in fast.legal_actions(odd.seat):
                    before = _fingerprint(fast)
                    with pytest.raises(IllegalActionError) as refused:
                        fast.apply(odd)
                    with pytest.raises(IllegalActionError) as general:
                        LoggedHand.apply(plain, odd)
                    assert (refused.value.rule, refused.value.reason) == (general.value.rule, general.value.reason)
                    assert _fingerprint(fast) == before
        actor = bot.choice(fast.to_act())
        legal = fast.legal_actions(actor)
        action = legal[int(bot.random() * (len(legal) - 1))]
        assert fast.apply(action) == LoggedHand.apply(plain, action)
        assert _fingerprint(fast) == _fingerprint(plain)
    assert fast.events == plain.events


def _check_deal(hand: SichuanHand) -> None:
    """The deal event and the seats' tiles are R5's deal made tile by tile from the wall's head."""
    counts = [[0] * KIND_COUNT for _ in range(SEATS)]
    position = 0
    order = [(hand.dealer + i) % SEATS for i in range(SEATS)]
    for _ in range(3):
        for seat in order:
            for _ in range(4):
                counts[seat][hand.wall[position]] += 1
                position += 1
    for seat in (*order, hand.dealer):
        counts[seat][hand.wall[position]] += 1
        position += 1
    deal = next(e for e in hand.events if e.kind == "deal")
    assert hand.head == position == 53
    for seat in range(SEATS):
        expected = [k for k in range(KIND_COUNT) for _ in range(counts[seat][k])]
        assert deal.private[seat]["tiles"] == expected
        assert deal.public["counts"][seat] == len(expected)
        if hand.phase in ("exchange", "ding_que"):
            assert hand.seats[seat].concealed == counts[seat]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.booleans())
def test_rules_read_for_a_replay_are_the_rules_from_json_and_refused_alike(seed: int, confuse: bool) -> None:
    """``from_inputs`` remembers the last rules read: the same JSON gives equal rules, and JSON that equals it
    only in Python's eyes (``true`` for 1) is refused as ``SichuanRules.from_json`` refuses it."""
    bot = random.Random(seed)
    rules = random_rules(bot).to_json()
    for data in (rules, dict(rules), random_rules(bot).to_json(), dict(rules)):
        assert engine._rules_from_json(data) == SichuanRules.from_json(data)
    if confuse:
        wrong = {**rules, "base_points": rules["base_points"] == 1}
        with pytest.raises(RulesError) as expected:
            SichuanRules.from_json(wrong)
        with pytest.raises(RulesError) as refused:
            engine._rules_from_json(wrong)
        assert str(refused.value) == str(expected.value)
