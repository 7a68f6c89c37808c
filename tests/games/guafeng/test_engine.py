"""The hand engine: dealing and bids (§4.1–§4.6), burial (§4.7), reveal (§4.8), 粘牌 exchange (§4.9),
kitty swap (§4.10), trick play (§5) and settlement (§6), on stacked decks (E13–E15) and random hands."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.core.cards import double_deck
from fengyu.core.protocol import Action, IllegalActionError
from fengyu.core.replay import HandRecord
from fengyu.games.guafeng.engine import (
    BURY,
    DEAL,
    GIVE,
    OVER,
    PLAY,
    SWAP,
    ZHAN_WINDOW,
    GuafengHand,
    new_hand,
)
from fengyu.games.guafeng.inputs import HandInputs
from fengyu.games.guafeng.rules import GuafengRules
from tests.games.guafeng.support import (
    Policy,
    StackedHand,
    cards,
    complete,
    drive,
    find,
    passing,
    random_policy,
    stacked_deck,
)

Plan = dict[int, list[tuple[str, str]]]


def scripted(plan: Plan) -> Policy:
    """Each seat takes its planned actions in order, each as soon as it is listed; otherwise it passes."""
    steps = {seat: list(actions) for seat, actions in plan.items()}

    def choose(hand: GuafengHand, seat: int, legal: list[Action]) -> Action | None:
        queue = steps.get(seat, [])
        if queue:
            kind, text = queue[0]
            action = Action(seat, kind, tuple(cards(text)))
            if hand.covers(action, legal):
                queue.pop(0)
                return action
        return None

    return choose


def until_phase(phase: str) -> Callable[[GuafengHand], bool]:
    return lambda hand: hand.phase == phase


def refused(hand: GuafengHand, action: Action) -> str:
    """``rule/reason`` of the refusal of ``action``."""
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(action)
    return f"{caught.value.rule}/{caught.value.reason}"


# ---- E14: 亮主, 冲主 and roles in hand 1 --------------------------------------------------------------------


def e14_hand(**rules: Any) -> StackedHand:
    deck = stacked_deck(0, {1: "SJ 4C 4C", 3: "BJ BJ JH JH"}, kitty="6D 6C 8D 8C")
    return StackedHand(GuafengRules(**rules), [deck])


def test_s4_4_bid_round_asks_the_receiver_first_and_only_seats_that_can_bid() -> None:
    hand = e14_hand()
    assert hand.phase == DEAL and hand.to_act() == (1,)
    assert hand.view(1).cards_dealt == 10  # seat 1's third card (index 9) completes SJ + 4C 4C
    assert hand.legal_actions(0) == []
    assert refused(hand, Action(0, "pass")) == "§4.4/not_your_turn"


def test_e14_chong_overrides_a_one_joker_liang() -> None:
    hand = e14_hand()
    drive(hand, scripted({1: [("liang", "SJ 4C 4C")], 3: [("chong", "BJ BJ JH JH")]}), until=until_phase(BURY))
    assert (hand.dealer, hand.declarer, hand.burier) == (3, 3, 1)
    assert hand.trump == 1
    liang, chong = hand.view(0).declarations
    assert liang.withdrawn and not liang.live and liang.pairs is None
    assert chong.live and chong.kind == "chong"
    assert hand.view(1).declarations[0].pairs == tuple(cards("4C 4C"))  # his own, seen only by him


def test_s4_3_liang_owner_cannot_chong_and_nothing_follows_a_chong() -> None:
    hand = e14_hand()
    drive(hand, scripted({1: [("liang", "SJ 4C 4C")]}), until=lambda h: h.to_act() == (3,))
    assert find(hand.legal_actions(3), "chong", cards("BJ BJ JH JH"))
    assert find(hand.legal_actions(3), "liang") is None
    hand.apply(Action(3, "chong", tuple(cards("BJ BJ JH JH"))))
    while hand.phase == DEAL:  # after a CHONG nobody may declare: any seat still asked may only pass
        seat = hand.to_act()[0]
        assert [a.kind for a in hand.legal_actions(seat)] == ["pass"]
        hand.apply(Action(seat, "pass"))
    assert hand.phase == BURY


def test_s4_3_no_chong_against_a_two_joker_liang() -> None:
    deck = stacked_deck(0, {1: "SJ SJ 4C 4C", 3: "BJ BJ JH JH"}, kitty="6D 6C 8D 8C")
    hand = StackedHand(GuafengRules(), [deck])
    plan = scripted({1: [("liang", "SJ SJ 4C 4C")]})
    asked_after: list[int] = []

    def record(hand: GuafengHand, seat: int, legal: list[Action]) -> Action | None:
        if hand.view(1).declarations:
            asked_after.append(seat)
        return plan(hand, seat, legal)

    drive(hand, record, until=until_phase(BURY))
    assert [d.kind for d in hand.view(0).declarations] == ["liang"]
    assert 3 not in asked_after  # seat 3's two jokers are no use against two jokers


def test_s4_3_the_liang_owner_cannot_chong_his_own_declaration() -> None:
    deck = stacked_deck(0, {1: "SJ 4C 4C 5C 5C", 3: "8D"}, kitty="6D 6C 8D 8C")
    hand = StackedHand(GuafengRules(), [deck])
    drive(hand, scripted({1: [("liang", "SJ 4C 4C")]}), until=lambda h: bool(h.view(1).declarations))
    drive(hand, passing, until=lambda h: h.to_act() == (1,))
    assert find(hand.legal_actions(1), "xu", cards("5C 5C"))
    assert refused(hand, Action(1, "chong", tuple(cards("SJ 5C 5C")))) == "§4.3/chong_not_own"


def test_s4_3_chong_needs_two_jokers_and_no_second_liang() -> None:
    hand = e14_hand()
    drive(hand, scripted({1: [("liang", "SJ 4C 4C")]}), until=lambda h: h.to_act() == (3,))
    assert refused(hand, Action(3, "chong", tuple(cards("BJ JH JH")))) == "§4.3/chong_two_jokers"
    assert refused(hand, Action(3, "liang", tuple(cards("BJ JH JH")))) == "§4.3/liang_first_only"
    assert refused(hand, Action(3, "xu", tuple(cards("JH JH")))) == "D21/xu_owner_only"


def test_e14_burier_must_bury_his_shown_joker_and_may_bury_withdrawn_pairs() -> None:
    hand = e14_hand()
    drive(hand, scripted({1: [("liang", "SJ 4C 4C")], 3: [("chong", "BJ BJ JH JH")]}), until=until_phase(BURY))
    sj = cards("SJ")[0]
    (template,) = hand.legal_actions(1)
    assert template.pieces == (sj,) and template.option == "fill"
    assert refused(hand, Action(1, "bury", tuple(cards("4C 4C 6D 6C")))) == "§4.7/bury_jokers"
    assert refused(hand, Action(1, "bury", tuple(cards("SJ 4C 4C")))) == "§4.7/bury_count"
    hand.apply(Action(1, "bury", tuple(cards("SJ 4C 4C 6D"))))
    assert hand.phase == PLAY and hand.to_act() == (1,)  # B leads trick 1
    assert hand.view(2).kitty == tuple(sorted(cards("SJ 4C 4C 6D")))  # reveal_kitty: public


def test_d18_first_leader_dealer() -> None:
    hand = e14_hand(first_leader="dealer")
    drive(hand, scripted({1: [("liang", "SJ 4C 4C")], 3: [("chong", "BJ BJ JH JH")]}), until=until_phase(PLAY))
    assert hand.to_act() == (3,)


def test_d31_withdrawn_pairs_are_never_revealed() -> None:
    hand = e14_hand()
    drive(hand, scripted({1: [("liang", "SJ 4C 4C")], 3: [("chong", "BJ BJ JH JH")]}), until=until_phase(BURY))
    hand.apply(Action(1, "bury", tuple(cards("SJ 6D 6C 8D"))))
    reveal = next(e for e in hand.events if e.kind == "reveal")
    assert [d["owner"] for d in reveal.public["declarations"]] == [3]
    for seat in (0, 2, 3):
        assert hand.view(seat).declarations[0].pairs is None
    assert hand.view(0).declarations[1].pairs == tuple(cards("JH JH"))
    assert hand.view(0).trump == "H"


def test_s4_6_hand_one_dealer_is_the_liang_owner_and_b_is_z_when_another_declares() -> None:
    hand = e14_hand()
    drive(hand, scripted({1: [("liang", "SJ 4C 4C")]}), until=until_phase(BURY))
    assert (hand.dealer, hand.declarer, hand.burier) == (1, 1, 3)


# ---- 续牌 during the deal ------------------------------------------------------------------------------------


def test_e14_reinforcement_during_the_deal_blocks_chong() -> None:
    deck = stacked_deck(1, {2: "SJ QD QD KD KD AD AD 2D 2D SJ", 0: "BJ BJ 9S 9S"}, kitty="6D 6C 8D 8C")
    hand = StackedHand(GuafengRules(), [deck], HandInputs(False, 1, ("4", "7")))
    plan = {
        2: [("liang", "SJ QD QD"), ("xu", "KD KD"), ("xu", "AD AD"), ("xu", "2D 2D"), ("xu", "SJ")],
    }
    drive(hand, scripted(plan), until=until_phase(BURY))
    live = hand.view(2).declarations[0]
    assert live.jokers == tuple(cards("SJ SJ")) and live.pair_count == 8
    assert hand.dealer == 1 and hand.burier == 1  # later hands: declarations never move Z
    assert len(hand.view(0).declarations) == 1  # seat 0's BJ BJ could not 冲主 a two-joker 亮主


def test_d21_reinforcement_only_one_item_per_round_and_only_by_the_owner() -> None:
    deck = stacked_deck(0, {0: "SJ QD QD KD KD", 1: "SJ 9S 9S"}, kitty="6D 6C 8D 8C")
    hand = StackedHand(GuafengRules(), [deck])
    drive(hand, scripted({0: [("liang", "SJ QD QD")]}), until=lambda h: h.view(0).declarations != ())
    assert refused(hand, Action(1, "xu", tuple(cards("SJ")))) in ("§4.4/not_your_turn", "D21/xu_owner_only")


def test_d22_zhan_counts_jokers_without_their_colour() -> None:
    deck = stacked_deck(0, {3: "BJ 5H 5H", 0: "SJ 6S 6S 7S 7S"}, kitty="10S KS 4C 6C")
    hand = StackedHand(GuafengRules(), [deck])
    drive(hand, scripted({3: [("liang", "BJ 5H 5H")], 0: [("zhan", "SJ 6S 6S 7S 7S")]}), until=until_phase(BURY))
    assert hand.sticker == 0 and hand.trump == 0


def test_s4_1_dealing_order_and_the_kitty() -> None:
    deck = stacked_deck(2, {2: "AS", 3: "KS", 0: "QS", 1: "JS BJ 9D 9D"}, kitty="4C 4D 6C 6D")
    hand = StackedHand(GuafengRules(first_deal_seat=2), [deck])
    deals = [e for e in hand.events if e.kind == "deal"]
    assert [e.seat for e in deals[:5]] == [2, 3, 0, 1, 2]  # counter-clockwise from s0 (D1)
    assert [e.private[e.seat]["card"] for e in deals[:4] if e.seat is not None] == cards("AS KS QS JS")
    drive(hand, passing, until=lambda h: h.view(0).cards_dealt == 104)
    assert [len(hand.hand(seat)) for seat in range(4)] == [26, 26, 26, 26]
    later = StackedHand(GuafengRules(first_deal_seat=2), [deck], HandInputs(False, 1, ("A", "A")))
    assert next(e for e in later.events if e.kind == "deal").seat == 1  # later hands: dealing starts at Z


def test_d23_sticker_short_of_his_own_cards_returns_taken_ones() -> None:
    # Two stuck declarations of 13 and 15 cards: the sticker's 26 own cards cannot pay both back.
    seat3 = "SJ 4C 4C 5C 5C 6C 6C 7C 7C 8C 8C 9C 9C"
    seat0 = "SJ 4D 4D 5D 5D 6D 6D 7D 7D 8D 8D 9D 9D 10D 10D"
    seat1 = "BJ 4H 4H 5H 5H 6H 6H 7H 7H 8H 8H 9H 9H 10H 10H JH JH"
    deck = stacked_deck(0, {3: seat3, 0: seat0, 1: seat1}, kitty="10S KS 4S 6S")
    hand = StackedHand(GuafengRules(), [deck])
    plan = {3: [("liang", seat3)], 0: [("zhan", seat0)], 1: [("zhan", seat1)]}
    drive(hand, scripted(plan), until=until_phase(GIVE))
    assert hand.stuck == (3, 0) and hand.sticker == 1
    drive(hand, random_policy(random.Random(3)), until=until_phase(SWAP))
    assert [len(hand.hand(seat)) for seat in range(4)] == [26, 26, 26, 26]


# ---- §4.4.1: the rounds after the last card still count as during the deal --------------------------------


def test_s4_4_repeated_rounds_after_the_last_card() -> None:
    # Seat 3's pair is completed by the very last dealt card: it may still declare, and reinforce in a
    # repeated round (one action per seat and round), since those rounds count as during the deal.
    deck = stacked_deck(0, {3: "SJ SJ 5H"}, kitty="6D 6C 8D 8C")
    five = cards("5H")[0]
    position = deck.index(five, 20)
    deck[103], deck[position] = five, deck[103]
    hand = StackedHand(GuafengRules(), [deck])
    policy = scripted({3: [("liang", "SJ 5H 5H"), ("xu", "SJ")]})
    drive(hand, policy, until=lambda h: bool(h.view(3).declarations))
    assert hand.view(0).cards_dealt == 104 and hand.phase == DEAL
    assert hand.to_act() == (3,) and find(hand.legal_actions(3), "xu", cards("SJ"))
    drive(hand, policy, until=until_phase(BURY))
    assert hand.view(0).declarations[0].jokers == tuple(cards("SJ SJ"))


# ---- §4.5: nobody declares ------------------------------------------------------------------------------------


def no_bid_deck() -> list[int]:
    return stacked_deck(0, {}, kitty="6D 6C 8D 8C")


def test_s4_5_hand_one_redeals() -> None:
    hand = StackedHand(GuafengRules(), [no_bid_deck(), stacked_deck(0, {2: "BJ 8S 8S"})])
    drive(hand, passing, until=lambda h: h.deal_number == 2)
    assert hand.phase == DEAL and hand.view(0).cards_dealt < 104
    assert [e.kind for e in hand.events].count("redeal") == 1


def test_s4_5_later_hand_redeals_by_default() -> None:
    inputs = HandInputs(False, 2, ("6", "9"))
    hand = StackedHand(GuafengRules(), [no_bid_deck(), stacked_deck(2, {1: "BJ 8S 8S"})], inputs)
    drive(hand, passing, until=lambda h: h.deal_number == 2)
    assert hand.dealer == 2 and hand.events[-1].kind in ("deal", "pass") and not hand.over


def test_d27_penalty_defenders_gain_three_and_take_over() -> None:
    inputs = HandInputs(False, 2, ("6", "9"))
    hand = StackedHand(GuafengRules(no_bid_later="penalty"), [no_bid_deck()], inputs)
    drive(hand, passing)
    result = hand.result
    assert result is not None and result.outcome == "no_bid"
    assert result.levels_after == ("6", "Q") and result.next_dealer == 3 and result.defenders_take_over


def test_s4_5_random_redeals_use_the_next_shuffle_of_the_same_stream() -> None:
    first = GuafengHand(GuafengRules(), 99)
    deck_one = first.events[1:]
    again = GuafengHand(GuafengRules(), 99)
    assert again.events[1:] == deck_one


# ---- E15: 粘牌, the exchange and the kitty swap ------------------------------------------------------------------


E15_SEAT0 = "BJ BJ SJ 6S 6S 7S 7S 8S 8S 10D KH 9D 2C 3H 4D 8C"
E15_SEAT3 = "SJ 5H 5H 6H 6H"


def e15_hand(zhan: str = "SJ 6S 6S 7S 7S 8S 8S", seat0: str = E15_SEAT0, seat1: str = "", **rules: Any) -> StackedHand:
    dealer = 1
    deck = stacked_deck(dealer, {0: seat0, 1: seat1, 3: E15_SEAT3}, kitty="10S KS 4C 6C")
    inputs = HandInputs(False, dealer, ("4", "9") if dealer % 2 else ("9", "4"))
    hand = StackedHand(GuafengRules(**rules), [deck], inputs)
    drive(hand, scripted({3: [("liang", E15_SEAT3)], 0: [("zhan", zhan)]}), until=until_phase(BURY))
    return hand


def test_e15_zhan_roles() -> None:
    hand = e15_hand()
    assert hand.level == "9" and hand.trump == 0
    assert (hand.dealer, hand.declarer, hand.burier, hand.sticker, hand.stuck) == (1, 0, 1, 0, (3,))
    kinds = [d.kind for d in hand.view(1).declarations]
    assert kinds == ["liang", "zhan"]


def test_s4_4_zhan_window_asks_next_of_the_live_owner_first() -> None:
    deck = stacked_deck(1, {0: E15_SEAT0, 3: E15_SEAT3}, kitty="10S KS 4C 6C")
    hand = StackedHand(GuafengRules(), [deck], HandInputs(False, 1, ("4", "9")))
    drive(hand, scripted({3: [("liang", E15_SEAT3)]}), until=until_phase(ZHAN_WINDOW))
    assert hand.to_act() == (0,)
    assert refused(hand, Action(0, "zhan", tuple(cards("SJ 6S 6S 7S 7S")))) == "§4.3/zhan_needs_more"  # needs k ≥ 2 + 1
    assert find(hand.legal_actions(0), "zhan", cards("BJ BJ 6S 6S 7S 7S 8S 8S"))


def test_e15_s4_8_s4_9_bury_reveal_and_the_exchange() -> None:
    hand = e15_hand()
    hand.apply(Action(1, "bury", tuple(cards("10S KS 4C 6C"))))
    reveal = next(e for e in hand.events if e.kind == "reveal")
    assert reveal.public["trump"] == "S"
    assert {d["owner"] for d in reveal.public["declarations"]} == {0, 3}
    taken = next(e for e in hand.events if e.kind == "zhan_take")
    assert sorted(taken.public["cards"]) == sorted(cards("SJ 5H 5H 6H 6H"))
    assert (hand.phase, hand.to_act()) == (GIVE, (0,))  # a tuple: mypy would keep a narrowed phase
    assert len(hand.hand(3)) == 21
    # Three of the taken cards are trumps under ♠ and L = 9: three special trumps are owed.
    assert hand.order is not None  # the trump is known once revealed
    for action in hand.legal_actions(0):
        assert action.option == "fill" and len(action.pieces) == 3
        assert all(hand.order.special[c] for c in action.pieces)
    assert refused(hand, Action(0, "give", tuple(cards("9D 2C 4D 8C 10D")))) == "§4.9/give_specials"  # two special only
    assert refused(hand, Action(0, "give", tuple(cards("5H 2C 3H 4D 8C")))) == "§4.9/give_taken"  # 5H was just taken
    assert refused(hand, Action(0, "give", tuple(cards("9D 2C 3H 4D")))) == "§4.9/give_count"  # four cards, five owed
    hand.apply(Action(0, "give", tuple(cards("9D 2C 3H 4D 8C"))))
    assert len(hand.hand(3)) == 26 and len(hand.hand(0)) == 26
    give = next(e for e in hand.events if e.kind == "give")
    assert "cards" not in give.public and set(give.private) == {0, 3}
    assert hand.phase == SWAP


def test_d23_own_declared_cards_may_be_returned() -> None:
    hand = e15_hand()
    hand.apply(Action(1, "bury", tuple(cards("10S KS 4C 6C"))))
    hand.apply(Action(0, "give", tuple(cards("SJ BJ BJ 6S 6S"))))  # his own SJ is not a taken card
    assert sorted(hand.hand(3)).count(cards("SJ")[0]) == 1


def test_e15_variant_zhan_in_hearts_owes_five() -> None:
    seat0 = "BJ BJ SJ 7H 7H 8H 8H 9H 9H 10D KH 9D 2C 3S 4D 8C"
    hand = e15_hand("SJ 7H 7H 8H 8H 9H 9H", seat0)
    assert hand.trump == 1
    hand.apply(Action(1, "bury", tuple(cards("10S KS 4C 6C"))))
    specials = hand.legal_actions(0)
    assert all(len(a.pieces) == 5 and a.option == "" for a in specials)  # all five returned cards are special


def swaps_for(hand: GuafengHand, kitty: str) -> set[tuple[int, ...]]:
    """The swaps §4.10 allows: a plain ♠ kitty card (not 2, 3, 5 or 9) for a side card of its rank."""
    order = hand.order
    assert order is not None
    side = [c for c in hand.hand(0) if order.cls[c] != 4]
    plain = [c for c in cards(kitty) if c // 13 == 0 and c % 13 + 2 not in (2, 3, 5, 9)]
    return {tuple(sorted((k, h))) for k in plain for h in side if h % 13 == k % 13}


def test_e13_s4_10_d24_sticker_swaps_plain_trump_suit_kitty_cards() -> None:
    hand = e15_hand()
    hand.apply(Action(1, "bury", tuple(cards("10S KS 4C 6C"))))
    hand.apply(Action(0, "give", tuple(cards("9D 2C 3H 4D 8C"))))
    swaps = {a.pieces for a in hand.legal_actions(0) if a.kind == "swap"}
    assert swaps == swaps_for(hand, "10S KS 4C 6C")
    assert {tuple(sorted(cards("10S 10D"))), tuple(sorted(cards("KS KH")))} <= swaps
    assert refused(hand, Action(0, "swap", tuple(cards("4C 4D")))) == "§4.10/swap_rank"  # side cards cannot be taken
    hand.apply(Action(0, "swap", tuple(cards("10D 10S"))))
    assert sorted(hand.kitty) == sorted(cards("10D KS 4C 6C"))
    hand.apply(Action(0, "swap_done"))
    assert hand.phase == PLAY and hand.to_act() == (1,)


def test_e13_level_card_and_specials_cannot_be_taken() -> None:
    hand = e15_hand(seat1="9S 5S")
    hand.apply(Action(1, "bury", tuple(cards("9S 5S 10S 4C"))))  # level 9 and permanent 5 of ♠ are special
    hand.apply(Action(0, "give", tuple(cards("9D 2C 3H 4D 8C"))))
    swaps = {a.pieces for a in hand.legal_actions(0) if a.kind == "swap"}
    assert swaps == swaps_for(hand, "10S") and swaps


def test_d25_kitty_hidden_when_not_revealed() -> None:
    hand = e15_hand(reveal_kitty=False)
    hand.apply(Action(1, "bury", tuple(cards("10S KS 4C 6C"))))
    assert "kitty" not in next(e for e in hand.events if e.kind == "reveal").public
    assert hand.view(2).kitty is None and hand.view(1).kitty is not None  # B knows what he buried
    assert hand.view(0).kitty is None  # the sticker sees it only in P7b
    hand.apply(Action(0, "give", tuple(cards("9D 2C 3H 4D 8C"))))
    assert hand.view(0).kitty is not None
    hand.apply(Action(0, "swap", tuple(cards("10D 10S"))))
    swap = next(e for e in hand.events if e.kind == "swap")
    assert swap.public == {"count": 1}
    assert hand.view(1).kitty is None  # B no longer knows the kitty


def test_s4_7_d26_stuck_burier_keeps_his_declared_cards() -> None:
    # Z = 3 owns the 亮主; seat 0 sticks: B = Z = 3 is stuck and may not bury SJ 5H 5H 6H 6H.
    deck = stacked_deck(3, {0: "SJ 6S 6S 7S 7S 8S 8S 2D", 3: E15_SEAT3}, kitty="BJ 4C 6C 8D")
    hand = StackedHand(GuafengRules(), [deck], HandInputs(False, 3, ("4", "9")))
    drive(hand, scripted({3: [("liang", E15_SEAT3)], 0: [("zhan", "SJ 6S 6S 7S 7S 8S 8S")]}), until=until_phase(BURY))
    assert hand.burier == 3 and hand.stuck == (3,)
    (template,) = hand.legal_actions(3)
    assert template.pieces == tuple(cards("BJ"))  # his declared SJ is neither owed nor allowed
    pool = hand.view(3).fill_pool
    assert not set(cards("SJ 5H 6H")) & set(pool)
    assert refused(hand, Action(3, "bury", tuple(cards("BJ 5H 4C 6C")))) == "§4.7/bury_declared"
    hand.apply(Action(3, "bury", tuple(cards("BJ 4C 6C 8D"))))
    assert hand.phase == GIVE


def test_d19_zhan_sets_first_dealer_toggle() -> None:
    deck = stacked_deck(0, {0: "BJ BJ SJ 6S 6S 7S 7S 8S 8S", 3: E15_SEAT3}, kitty="10S KS 4C 6C")
    plan = {3: [("liang", E15_SEAT3)], 0: [("zhan", "SJ 6S 6S 7S 7S 8S 8S")]}
    default = StackedHand(GuafengRules(), [deck])
    drive(default, scripted(plan), until=until_phase(BURY))
    assert default.dealer == 3 and default.burier == 3
    toggled = StackedHand(GuafengRules(zhan_sets_first_dealer=True), [deck])
    drive(toggled, scripted(plan), until=until_phase(BURY))
    assert toggled.dealer == 0 and toggled.burier == 2


def test_d20_several_zhans_in_a_row() -> None:
    deck = stacked_deck(
        0,
        {3: "SJ 5H 5H", 0: "BJ 6S 6S 7S 7S", 1: "BJ 8D 8D 9D 9D 10D 10D"},
        kitty="10S KS 4C 6C",
    )
    hand = StackedHand(GuafengRules(), [deck])
    plan = {3: [("liang", "SJ 5H 5H")], 0: [("zhan", "BJ 6S 6S 7S 7S")], 1: [("zhan", "BJ 8D 8D 9D 9D 10D 10D")]}
    drive(hand, scripted(plan), until=until_phase(BURY))
    assert hand.sticker == 1 and hand.stuck == (3, 0) and hand.trump == 2
    assert hand.dealer == 3 and hand.burier == 3  # hand 1: the 亮主 owner deals


# ---- §5: trick play in the engine ---------------------------------------------------------------------------


def played_hand(seed: int, **rules: Any) -> GuafengHand:
    hand = GuafengHand(GuafengRules(**rules), seed)
    drive(hand, random_policy(random.Random(seed)))
    return hand


def test_s5_1_a_lead_must_be_a_combination() -> None:
    hand = GuafengHand(GuafengRules(), 5)
    drive(hand, random_policy(random.Random(5)), until=until_phase(PLAY))
    leader = hand.to_act()[0]
    held = hand.hand(leader)
    assert hand.order is not None
    mixed = next((a, b) for a in held for b in held if hand.order.cls[a] != hand.order.cls[b])
    assert refused(hand, Action(leader, "play", mixed)) == "§5.1/lead_shape"
    assert refused(hand, Action(leader, "play", (held[0], held[0], held[0]))) == "§5/not_in_hand"


def test_s5_2_follow_errors_name_their_rule() -> None:
    for seed in range(40):
        hand = GuafengHand(GuafengRules(), seed)
        drive(hand, random_policy(random.Random(seed)), until=lambda h: h.phase == PLAY and h.view(0).trick is not None)
        seat = hand.to_act()[0]
        trick = hand.view(seat).trick
        assert trick is not None
        lead = trick.plays[0][1]
        if len(lead) != 1:
            continue
        assert hand.order is not None
        held = hand.hand(seat)
        led = [c for c in held if hand.order.cls[c] == hand.order.cls[lead[0]]]
        other = [c for c in held if hand.order.cls[c] != hand.order.cls[lead[0]]]
        if led and other:
            assert refused(hand, Action(seat, "play", (other[0],))) == "§5.2/follow_suit"
            assert refused(hand, Action(seat, "play", (led[0], other[0]))) == "§5.2/follow_size"
            return
    pytest.fail("no single lead with a choice found")


E9_SEAT0 = "AD AD KD KD QD QD JD JD 10D 9D 8D 6D 4D"
E9_SEAT1 = "SJ 4H 4H 2S 3S 4S 6S 8S 9S 10S JS QS KS AS 6H 8H 9H 10H JH QH KH AH 2C 3C 4C 6C"
E9_SEAT2 = "5S 5S 2S 3S 4S 6S 8S 9S 10S JS QS KS AS 2H 3H 6H 8H 9H 10H 2C 3C 4C 6C 8C"
E9_SEAT3 = "10D 9D 8D 6D 4D"


@pytest.mark.parametrize(("seat2_plays", "winner", "points"), [("5S 5S", 2, 20), ("6H 8H", 1, 10)])
def test_e9_ruff_over_ruff_and_an_unqualified_ruff_in_a_trick(seat2_plays: str, winner: int, points: int) -> None:
    deck = stacked_deck(0, {0: E9_SEAT0, 1: E9_SEAT1, 2: E9_SEAT2, 3: E9_SEAT3}, kitty="BJ BJ SJ KC")
    hand = StackedHand(GuafengRules(), [deck], HandInputs(False, 0, ("7", "4")))
    plan = {
        1: [("liang", "SJ 4H 4H"), ("play", "4H 4H")],
        0: [("bury", "BJ BJ SJ KC"), ("play", "AD AD")],
        2: [("play", seat2_plays)],
        3: [("play", "10D 9D")],
    }
    drive(hand, scripted(plan), until=lambda h: len(h.view(0).tricks) == 1)
    assert (hand.dealer, hand.burier, hand.trump) == (0, 0, 1)
    trick = hand.view(3).tricks[0]
    assert trick.leader == 0 and [seat for seat, _ in trick.plays] == [0, 1, 2, 3]
    assert trick.winner == winner and trick.points == points  # 10D, and the two 5S when played
    assert hand.trick_points[winner % 2] == points
    assert hand.to_act() == (winner,)  # the winner leads the next trick


def test_s1_d1_play_goes_counter_clockwise_and_points_go_to_the_winners_team() -> None:
    hand = played_hand(8)
    totals = [0, 0]
    for trick in hand.view(0).tricks:
        seats = [seat for seat, _ in trick.plays]
        assert seats == [(trick.leader + step) % 4 for step in range(4)]
        assert trick.winner is not None  # a finished trick has its winner
        totals[trick.winner % 2] += trick.points
    assert hand.result is not None
    assert tuple(totals) == hand.result.trick_points


def test_s5_4_s6_1_d13_points_and_defender_score() -> None:
    for seed in range(6):
        hand = played_hand(seed)
        result = hand.result
        assert result is not None and result.outcome == "played"
        defenders = 1 - result.dealer % 2
        kitty_points = sum(c % 13 + 2 in (5, 10, 13) and (5 if c % 13 + 2 == 5 else 10) for c in result.kitty if c < 52)
        assert sum(result.trick_points) + kitty_points == 200
        assert result.last_trick_winner is not None
        won_by_defenders = result.last_trick_winner % 2 == defenders
        assert (result.capture > 0) == (won_by_defenders and result.kitty_face + result.kitty_bonus > 0)
        assert result.defender_points == result.trick_points[defenders] + result.capture


def test_d16_dealer_kitty_deduction_makes_the_capture_negative() -> None:
    for seed in range(30):
        hand = played_hand(seed, dealer_kitty_deduction=True)
        result = hand.result
        assert result is not None
        assert result.last_trick_winner is not None
        if result.last_trick_winner % 2 == result.dealer % 2 and result.kitty_face + result.kitty_bonus:
            assert result.capture < 0
            return
    pytest.fail("no hand where the dealer side won a valuable kitty")


def test_s5_6_failed_throw_plays_the_forced_unit() -> None:
    for seed in range(200):
        hand = GuafengHand(GuafengRules(allow_throw=True), seed)
        drive(hand, random_policy(random.Random(seed)), until=until_phase(PLAY))
        while not hand.over:
            seat = hand.to_act()[0]
            legal = hand.legal_actions(seat)
            template = find(legal, "play", ())
            if template is not None and template.option == "throw":
                action = complete(hand, template, random.Random(seed))
                before = len(hand.hand(seat))
                events = hand.apply(action)
                if events[0].kind == "throw_failed":
                    forced = events[0].public["forced"]
                    assert len(hand.hand(seat)) == before - len(forced)
                    trick = hand.view(0).trick
                    assert trick is not None and trick.plays[0][1] == tuple(forced)
                    return
                continue
            hand.apply(complete(hand, legal[0], random.Random(seed)))
    pytest.fail("no failed throw found")


# ---- contract --------------------------------------------------------------------------------------------------


def test_templates_and_unknown_kinds_are_refused() -> None:
    hand = GuafengHand(GuafengRules(), 3)
    seat = hand.to_act()[0]
    assert refused(hand, Action(seat, "play", ())) == "§4.4/wrong_phase"
    assert refused(hand, Action(seat, "pass", (), "fill")) == "§4.4/template_applied"
    assert refused(hand, Action(seat, "pass", (5,))) in ("§4.4/not_in_hand", "§4.4/pass_names_no_cards")
    assert refused(hand, Action(seat, "pass", (54,))) == "§1/not_cards"
    assert not hand.covers(Action(seat, "pass", (), "fill"), hand.legal_actions(seat))
    assert hand.covers(Action(seat, "pass"), hand.legal_actions(seat))


def test_over_hand_accepts_nothing() -> None:
    hand = played_hand(2)
    assert hand.over and hand.to_act() == () and hand.legal_actions(0) == []
    assert refused(hand, Action(0, "play", (1,))) == "§6/not_your_turn"
    assert hand.phase == OVER


# ---- properties over random hands ------------------------------------------------------------------------------


rule_variants = st.fixed_dictionaries(
    {
        "allow_throw": st.booleans(),
        "joker_feng": st.booleans(),
        "high_fill": st.sampled_from(["all_shapes", "lei_only"]),
        "yu_fallback": st.sampled_from(["pairs", "singles"]),
        "permanent_trump_order": st.sampled_from(["suit_major", "rank_major"]),
        "reveal_kitty": st.booleans(),
        "first_leader": st.sampled_from(["burier", "dealer"]),
    }
)


@settings(max_examples=20)
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**32), rule_variants)
def test_listed_actions_apply_cards_are_conserved_and_replays_are_identical(
    seed: int, bot: int, variant: dict[str, Any]
) -> None:
    rules = GuafengRules(**variant)
    hand = GuafengHand(rules, seed)
    rng = random.Random(bot)
    deck = Counter(int(card) for card in double_deck())
    while not hand.over:
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        assert legal
        if hand.phase in (DEAL, ZHAN_WINDOW):
            assert len(legal) > 1  # only seats with a declaration to make are asked
        action = complete(hand, rng.choice(legal), rng)
        assert hand.covers(action, legal) and hand.is_legal(action)
        hand.apply(action)
        if hand.phase == PLAY:
            played = [c for e in hand.events if e.kind == "play" for c in e.public["cards"]]
            held = [c for s in range(4) for c in hand.hand(s)]
            assert Counter(played + held + hand.kitty) == deck
    again = HandRecord.from_json(hand.record().to_json()).replay(new_hand)
    assert isinstance(again, GuafengHand)
    assert again.events == hand.events and again.result == hand.result


@settings(max_examples=10)
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**32))
def test_s4_11_views_and_events_show_a_seat_only_what_it_may_know(seed: int, bot: int) -> None:
    hand = GuafengHand(GuafengRules(reveal_kitty=bot % 2 == 0), seed)
    rng = random.Random(bot)
    while not hand.over:
        for seat in range(4):
            view = hand.view(seat)
            assert view.hand == hand.hand(seat)
            json.dumps(view.to_json())
            for declaration in view.declarations:
                if declaration.pairs is not None and declaration.owner != seat:
                    assert hand.phase not in (DEAL, ZHAN_WINDOW, BURY) and not declaration.withdrawn
            if view.kitty is not None and hand.phase != OVER and not hand.rules.reveal_kitty:
                assert seat in (hand.burier, hand.sticker)
            if hand.phase in (DEAL, ZHAN_WINDOW):
                assert set(view.to_act) <= {seat}
            if hand.phase in (DEAL, ZHAN_WINDOW, BURY):
                assert view.kitty is None and (
                    view.trump is None
                    or view.declarations[-1].owner == seat
                    or any(d.live and d.owner == seat for d in view.declarations)
                )
        seat = hand.to_act()[0]
        hand.apply(complete(hand, rng.choice(hand.legal_actions(seat)), rng))
    assert not any(event.kind == "pass" for event in hand.events)  # who was asked to bid stays hidden
    for event in hand.events:
        for seat in range(4):
            seen = event.for_seat(seat).public
            if event.kind == "deal":
                assert ("card" in seen) == (seat == event.seat)
            if event.kind in ("kitty_taken", "bury"):
                assert ("cards" in seen) == (seat == event.seat)
            if event.kind == "declare":
                assert ("suit" in seen) == (seat == event.seat)
