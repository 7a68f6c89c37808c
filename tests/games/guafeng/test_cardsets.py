"""Card multisets: possession, expansion, counting and choosing."""

from __future__ import annotations

from fengyu.games.guafeng.cardsets import contains, expand, multisets, tally
from tests.games.guafeng.support import cards, hand_of


def test_contains_counts_copies_and_refuses_non_cards() -> None:
    hand = hand_of("AS AS KH")
    assert contains(hand, cards("AS AS KH"))
    assert not contains(hand, cards("KH KH"))
    assert not contains(hand, [54])
    assert not contains(hand, ["AS"])  # type: ignore[list-item]  # a name, not a card code, on purpose


def test_expand_and_tally_are_inverse() -> None:
    played = cards("KH AS AS")
    assert expand(tally(played)) == tuple(sorted(played))
    assert expand(hand_of("KH AS AS")) == tuple(sorted(played))


def test_multisets_choose_with_copies() -> None:
    assert sorted(map(tuple, multisets({1: 2, 2: 1}, 2))) == [(1, 1), (1, 2)]
    assert multisets({1: 1}, 2) == []
    assert multisets({}, 0) == [[]]
