"""Playing cards: notation, values, the double deck."""

from __future__ import annotations

import pickle

import pytest

from fengyu.core.cards import ALL_CARDS, Card, Suit, double_deck, format_cards, parse_cards
from fengyu.core.tiles import NotationError


def test_notation_round_trips_for_every_card() -> None:
    for card in ALL_CARDS:
        assert Card.parse(str(card)) is card
    assert str(Card.of(10, Suit.HEARTS)) == "10H"
    assert str(Card.of(14, Suit.SPADES)) == "AS"


def test_jokers() -> None:
    assert Card.parse("BJ") is Card.BIG_JOKER and Card.parse("sj") is Card.SMALL_JOKER
    assert Card.BIG_JOKER.is_joker and Card.BIG_JOKER.suit is None
    assert Card.SMALL_JOKER.rank < Card.BIG_JOKER.rank
    assert all(Card.BIG_JOKER.rank > c.rank for c in ALL_CARDS if not c.is_joker)


def test_values_are_interned_and_pickle() -> None:
    assert Card(Card.parse("QD")) is Card.parse("QD")
    assert pickle.loads(pickle.dumps(Card.parse("QD"))) is Card.parse("QD")
    with pytest.raises(ValueError, match="no card has code"):
        Card(54)


def test_point_cards_and_the_200_points_of_two_decks() -> None:
    assert [Card.parse(t).points for t in ("5C", "10D", "KS", "QH", "BJ")] == [5, 10, 10, 0, 0]
    deck = double_deck()
    assert len(deck) == 108
    assert all(deck.count(c) == 2 for c in ALL_CARDS)
    assert sum(c.points for c in deck) == 200


def test_parse_lists() -> None:
    assert parse_cards("10H, AS BJ") == [Card.parse("10H"), Card.parse("AS"), Card.BIG_JOKER]
    assert parse_cards(["2C", "3c"]) == [Card.parse("2C"), Card.parse("3C")]
    assert format_cards(parse_cards("10H AS")) == "10H AS"


@pytest.mark.parametrize("text", ["1H", "11S", "AX", "JJ", "", "10"])
def test_bad_cards_are_refused(text: str) -> None:
    with pytest.raises(NotationError, match="is not a card"):
        Card.parse(text)
