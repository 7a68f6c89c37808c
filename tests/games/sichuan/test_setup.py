"""Before play: tiles, dice, wall, deal, 换三张, 定缺 (R1–R8, R4a)."""

from __future__ import annotations

import pytest

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.core.rng import Rng
from fengyu.core.tiles import SUITED_KIND_COUNT
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from tests.games.sichuan.scenario import census

NO_SETUP = SichuanRules(ding_que=False)


def test_r1_108_suited_tiles_four_of_each() -> None:
    hand = SichuanHand(SichuanRules(), 11)
    assert census(hand) == [4] * SUITED_KIND_COUNT
    assert len(hand.wall) == 108
    assert all(t < SUITED_KIND_COUNT for t in hand.wall)


def test_r2_there_is_no_chow() -> None:
    hand = SichuanHand(NO_SETUP, 3, dealer=0)
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(Action(1, "chow", (0, 1, 2)))
    assert caught.value.rule == "R2"


def test_r3_dice_choose_the_first_dealer() -> None:
    hand = SichuanHand(NO_SETUP, 2024)
    assert hand.dice is not None
    assert hand.dealer == (sum(hand.dice) - 1) % 4
    assert SichuanHand(NO_SETUP, 2024, dealer=3).dice is None


def test_r4a_randomness_order_dice_then_shuffle() -> None:
    rng = Rng(77)
    dice = [rng.randint(1, 6), rng.randint(1, 6)]
    expected = [k for k in range(SUITED_KIND_COUNT) for _ in range(4)]
    rng.shuffle(expected)
    hand = SichuanHand(NO_SETUP, 77)
    assert hand.dice == dice
    assert hand.wall == expected
    # A given dealer draws no dice: the shuffle is the stream's first use.
    plain = [k for k in range(SUITED_KIND_COUNT) for _ in range(4)]
    Rng(77).shuffle(plain)
    assert SichuanHand(NO_SETUP, 77, dealer=1).wall == plain


def test_r4a_same_inputs_same_hand() -> None:
    a, b = SichuanHand(SichuanRules(), 5), SichuanHand(SichuanRules(), 5)
    assert a.wall == b.wall and a.events == b.events
    assert SichuanHand(SichuanRules(), 6).wall != a.wall


def test_r5_deal_4_4_4_1_then_one_more_for_the_dealer() -> None:
    hand = SichuanHand(NO_SETUP, 9, dealer=2)
    wall = hand.wall
    order = [2, 3, 0, 1]
    for position, seat in enumerate(order):
        expected = [wall[16 * r + 4 * position + i] for r in range(3) for i in range(4)] + [wall[48 + position]]
        if seat == 2:
            expected.append(wall[52])
        assert hand.seats[seat].tiles() == sorted(expected)
    assert hand.wall_count == 55
    assert [st.concealed_total for st in hand.seats] == [13, 13, 14, 13]


def exchange_hand(direction: str, seed: int = 4) -> SichuanHand:
    rules = SichuanRules(huan_san_zhang="any", huan_san_zhang_direction=direction, ding_que=False)
    return SichuanHand(rules, seed, dealer=0)


@pytest.mark.parametrize(("direction", "shift"), [("clockwise", 3), ("counter_clockwise", 1), ("opposite", 2)])
def test_r6_exchange_moves_three_tiles_in_the_direction(direction: str, shift: int) -> None:
    hand = exchange_hand(direction)
    assert (hand.phase, set(hand.to_act())) == ("exchange", {0, 1, 2, 3})  # a tuple: mypy would keep a narrowed phase
    before = [list(st.concealed) for st in hand.seats]
    chosen = {}
    for seat in range(4):
        chosen[seat] = hand.legal_actions(seat)[0].pieces
        events = hand.apply(Action(seat, "exchange", chosen[seat]))
        if seat < 3:
            assert [e.kind for e in events] == ["exchange_chosen"]
    for seat in range(4):
        expected = list(before[seat])
        for t in chosen[seat]:
            expected[t] -= 1
        for t in chosen[(seat - shift) % 4]:
            expected[t] += 1
        assert hand.seats[seat].concealed == expected
    assert hand.phase == "turn"  # 定缺 off: play begins


def test_r6_selections_stay_hidden_until_all_chose() -> None:
    hand = exchange_hand("opposite")
    hand.apply(Action(0, "exchange", hand.legal_actions(0)[0].pieces))
    assert hand.view(1).exchange is None
    assert hand.view(0).exchange == tuple(hand.seats[0].exchange or ())
    assert "exchange" not in str(hand.events[-1].for_seat(1).public)


def test_r6_dice_direction_is_rolled_after_the_selections() -> None:
    hand = exchange_hand("dice", seed=12)
    for seat in range(4):
        hand.apply(Action(seat, "exchange", hand.legal_actions(seat)[0].pieces))
    event = next(e for e in hand.events if e.kind == "exchange")
    total = sum(event.public["dice"])
    expected = "clockwise" if total in (3, 6, 9, 12) else "opposite" if total in (2, 5, 8, 11) else "counter_clockwise"
    assert event.public["direction"] == expected
    # The dice came from the hand's stream after the shuffle (R4a step 4).
    rng = Rng(12)
    wall = [k for k in range(SUITED_KIND_COUNT) for _ in range(4)]
    rng.shuffle(wall)
    assert event.public["dice"] == [rng.randint(1, 6), rng.randint(1, 6)]


def test_r6_same_suit_refuses_a_mixed_selection() -> None:
    rules = SichuanRules(huan_san_zhang="same_suit", ding_que=False)
    hand = SichuanHand(rules, 8, dealer=0)
    options = hand.legal_actions(0)
    assert all(len({t // 9 for t in a.pieces}) == 1 for a in options if a.kind == "exchange")
    held = hand.seats[0].tiles()
    mixed = next(
        (a, b, c)
        for a in held
        for b in held
        for c in held
        if a <= b <= c and len({a // 9, b // 9, c // 9}) > 1 and [a, b, c].count(a) <= held.count(a)
    )
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(Action(0, "exchange", mixed))
    assert caught.value.rule == "R6"


def test_r7_voids_are_declared_together_and_revealed_together() -> None:
    hand = SichuanHand(SichuanRules(), 21, dealer=1)
    assert hand.phase == "ding_que"
    hand.apply(Action(0, "ding_que", option="p"))
    assert hand.view(0).voids[0] == "p"
    assert hand.view(2).voids == (None, None, None, None)
    for seat, suit in ((1, "m"), (2, "s"), (3, "m")):
        hand.apply(Action(seat, "ding_que", option=suit))
    assert hand.view(2).voids == ("p", "m", "s", "m")
    assert hand.events[-2].kind == "ding_que"


def test_r7_any_suit_may_be_chosen() -> None:
    hand = SichuanHand(SichuanRules(), 21, dealer=1)
    assert {a.option for a in hand.legal_actions(0) if a.kind == "ding_que"} == {"m", "p", "s"}


def test_r8_the_dealer_starts_with_14_tiles_and_no_draw() -> None:
    hand = SichuanHand(NO_SETUP, 30, dealer=3)
    assert hand.phase == "turn" and hand.to_act() == (3,)
    assert hand.seats[3].concealed_total == 14
    assert not any(e.kind == "draw" for e in hand.events)
    discard = next(a for a in hand.legal_actions(3) if a.kind == "discard")
    hand.apply(discard)
    while hand.phase != "turn":  # others may have a claim to answer
        seat = hand.to_act()[0]
        hand.apply(Action(seat, "pass"))
    assert hand.events[-1].kind == "draw"
