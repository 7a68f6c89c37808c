"""Declarations from hand strength: declare a long suit, pass a short one, always reinforce, stick only when long."""

from __future__ import annotations

from dataclasses import replace

from fengyu.ai.guafeng.declaring import choose_declaration, trump_strength
from fengyu.core.protocol import Action
from fengyu.games.guafeng.bidding import LIANG, XU, ZHAN
from fengyu.games.guafeng.engine import DEAL, PASS
from fengyu.games.guafeng.view import GuafengView
from tests.ai.guafeng.support import new_hand
from tests.games.guafeng.support import cards


def deal_view(held: str) -> GuafengView:
    hand = new_hand(1)
    assert hand.phase == DEAL
    view = hand.view(hand.to_act()[0])
    return replace(view, seat=0, hand=tuple(sorted(cards(held))), level="A")


def test_a_long_suit_is_declared() -> None:
    view = deal_view("SJ 9H 9H JH QH KH 4H 6H 2C 3D 5S 8C 4S 6D")
    legal = [Action(0, PASS), Action(0, LIANG, tuple(cards("SJ 9H 9H")))]
    assert choose_declaration(view, legal).kind == LIANG


def test_a_short_suit_is_passed() -> None:
    view = deal_view("SJ 9H 9H 4C 6C 7C 8C 4S 6S 7S 8D 9D 10D JD")
    legal = [Action(0, PASS), Action(0, LIANG, tuple(cards("SJ 9H 9H")))]
    assert choose_declaration(view, legal).kind == PASS


def test_of_two_declarations_the_stronger_suit_is_chosen() -> None:
    view = deal_view("SJ 9H 9H 9S 9S JS QS KS 4S 6S 2C 3D 5S 8C")
    legal = [Action(0, PASS), Action(0, LIANG, tuple(cards("SJ 9H 9H"))), Action(0, LIANG, tuple(cards("SJ 9S 9S")))]
    assert choose_declaration(view, legal).pieces == tuple(cards("SJ 9S 9S"))


def test_the_own_declaration_is_reinforced() -> None:
    view = deal_view("SJ SJ 9H 9H 4C")
    legal = [Action(0, PASS), Action(0, XU, tuple(cards("SJ")))]
    assert choose_declaration(view, legal).kind == XU


def test_a_zhan_needs_a_long_suit() -> None:
    weak = "SJ 6S 6S 7S 7S 8S 8S 4C 6C 7C 8C 9C 10C JC QC KC 4D 6D 7D 8D 9D 10D JD QD KD 4H"
    strong = "SJ 6S 6S 7S 7S 8S 8S 9S 10S JS QS KS 4S 2C 3D 5H 2H 3H 5C 4D 6D 7D 8D 9D 4H 6H"
    legal = [Action(0, PASS), Action(0, ZHAN, tuple(cards("SJ 6S 6S 7S 7S 8S 8S")))]
    assert choose_declaration(deal_view(weak), legal).kind == PASS
    assert choose_declaration(deal_view(strong), legal).kind == ZHAN
    assert trump_strength(cards(strong), 0, 14) > trump_strength(cards(weak), 0, 14)
