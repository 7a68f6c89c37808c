"""Following a lead: rules F1 and F2 of §5.2 (E5–E8), the toggles of D10, and the enumeration of legal follows."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.games.guafeng.cardsets import multisets
from fengyu.games.guafeng.combos import classify
from fengyu.games.guafeng.follow import fill_pool, follow_options, follow_violation
from fengyu.games.guafeng.order import CardOrder
from tests.games.guafeng.support import cards, hand_of, names, order

L7H = order("7", "H")


def verdict(lead: str, hand: str, play: str, o: CardOrder = L7H) -> str | None:
    combo = classify(cards(lead), o)
    assert combo is not None
    return follow_violation(hand_of(hand), combo, cards(play), o)


def test_e5a_pair_lead_must_be_followed_by_a_pair() -> None:
    hand = "AS QS QS 9S 4S 2H 8D"
    assert verdict("KS KS", hand, "QS QS") is None
    assert verdict("KS KS", hand, "AS 9S") == "F2_pairs"


def test_e5b_no_pair_the_two_highest() -> None:
    hand = "AS 10S 9S 8D"
    assert verdict("KS KS", hand, "AS 10S") is None
    assert verdict("KS KS", hand, "10S 9S") == "F2_highest"


def test_e5c_one_card_of_the_suit_plus_any() -> None:
    hand = "AS 8D 9C BJ"
    assert verdict("KS KS", hand, "AS BJ") is None
    assert verdict("KS KS", hand, "AS 9C") is None
    assert verdict("KS KS", hand, "8D 9C") == "F1"


def test_e5d_trump_pair_lead_without_a_pair() -> None:
    hand = "BJ SJ 7C 5S 5D AH 8S"
    assert verdict("4H 4H", hand, "BJ SJ") is None
    assert verdict("4H 4H", hand, "5S 5D") == "F2_highest"
    lei_only = order(high_fill="lei_only")
    assert verdict("4H 4H", hand, "5S 5D", lei_only) is None
    assert verdict("4H 4H", hand, "5S 8S", lei_only) == "F1"


def test_e6a_longest_run_then_pairs() -> None:
    hand = "QC QC KC KC 6C 6C AC 8C 4C"
    assert verdict("9C 9C 10C 10C JC JC", hand, "QC QC KC KC 6C 6C") is None
    assert verdict("9C 9C 10C 10C JC JC", hand, "QC QC KC KC AC 8C") == "F2_pairs"


def test_e6b_the_run_must_be_kept() -> None:
    hand = "QC QC KC KC 4C 4C 6C 6C AC"
    lead = "9C 9C 10C 10C JC JC"
    assert verdict(lead, hand, "QC QC KC KC 4C 4C") is None
    assert verdict(lead, hand, "QC QC KC KC 6C 6C") is None
    assert verdict(lead, hand, "QC QC 4C 4C 6C 6C") == "F2_run"


def test_e6c_one_pair_then_the_highest() -> None:
    hand = "AC AC KC QC 8C 6C 4C"
    lead = "9C 9C 10C 10C JC JC"
    assert verdict(lead, hand, "AC AC KC QC 8C 6C") is None
    assert verdict(lead, hand, "AC AC KC QC 8C 4C") == "F2_highest"


def test_e6d_short_in_the_suit() -> None:
    hand = "AC KC 8C 4C 9D 2S BJ"
    lead = "9C 9C 10C 10C JC JC"
    assert verdict(lead, hand, "AC KC 8C 4C 9D BJ") is None
    assert verdict(lead, hand, "AC KC 8C 9D 2S BJ") == "F1"


def test_e7_yu_must_be_followed_by_the_same_shape() -> None:
    lead = "8S 9S 9S 10S JS QS"
    hand = "10S JS QS KS KS AS 4S 6S"
    assert verdict(lead, hand, "10S JS QS KS KS AS") is None
    assert verdict(lead, hand, "10S JS QS KS AS 6S") == "F2_type"


def test_e7b_no_matching_yu_pairs_then_highest() -> None:
    lead = "8S 9S 9S 10S JS QS"
    hand = "AS AS KS QS 10S 6S 4S"
    assert verdict(lead, hand, "AS AS KS QS 10S 6S") is None
    assert verdict(lead, hand, "AS AS KS QS 10S 4S") == "F2_highest"
    singles = order(yu_fallback="singles")
    assert verdict(lead, hand, "AS AS KS QS 10S 6S", singles) is None
    assert verdict(lead, "AS AS KS QS 10S 6S 4S 9H", "AS AS KS QS 10S 9H", singles) == "F1"


def test_d10_yu_fallback_singles_needs_no_pair() -> None:
    lead = "8S 9S 9S 10S JS QS"
    hand = "AS KS KS QS 10S 6S 4S"
    assert verdict(lead, hand, "AS KS QS 10S 6S 4S") == "F2_pairs"
    assert verdict(lead, hand, "AS KS KS QS 10S 6S", order(yu_fallback="singles")) is None


def test_e8_lei_follows() -> None:
    lead = "5S 5H 5D 5C"
    assert verdict(lead, "7S 7H 7D 7C 3S AH 4D", "7S 7H 7D 7C") is None
    assert verdict(lead, "7S 7H 7D 7C 3S AH 4D", "7S 7H 3S AH") == "F2_type"
    assert verdict(lead, "BJ 3H 2S AH 9H 4H 6S", "BJ 3H 2S AH") is None
    assert verdict(lead, "BJ 3H 2S AH 9H 4H 6S", "BJ 3H AH 9H") == "F2_highest"
    assert verdict(lead, "SJ KH 6S 8D", "SJ KH 6S 8D") is None
    assert verdict(lead, "2S 2H 2D 2C BJ SJ", "2S 2H 2D 2C") is None
    assert verdict(lead, "2S 2H 2D 2C BJ SJ", "BJ SJ 2S 2H") == "F2_type"


def test_d10_lei_fallback_is_highest_even_with_lei_only() -> None:
    assert verdict("5S 5H 5D 5C", "BJ 3H 2S AH 9H 4H 6S", "BJ 3H AH 9H", order(high_fill="lei_only")) == "F2_highest"


def test_f1_void_player_plays_anything() -> None:
    assert verdict("KS KS", "AH 4D", "AH 4D") is None
    assert verdict("9C 9C 10C 10C", "AH 4D 6D BJ", "AH 4D 6D BJ") is None


def test_f1_all_cards_from_the_class_when_enough() -> None:
    assert verdict("KS", "AS 4S 8D", "8D") == "F1"
    assert verdict("KS", "AS 4S 8D", "4S") is None  # a single lead has no highest-card rule


def test_s5_2_size_and_possession() -> None:
    assert verdict("KS KS", "AS QS QS", "QS") == "size"
    assert verdict("KS KS", "AS QS", "JS JS") == "not_in_hand"


def test_s5_2_throw_follow_pairs_and_run() -> None:
    o = order(allow_throw=True)
    lead = "QS QS KS KS 9S"  # a 风 of 2 and a single: PairFill(2, 2)
    hand = "AS AS 10S 10S JS JS 4S 6S"
    assert verdict(lead, hand, "10S 10S JS JS AS", o) is None
    assert verdict(lead, hand, "10S 10S JS JS 6S", o) == "F2_highest"
    assert verdict(lead, hand, "AS AS 10S 10S JS", o) == "F2_run"
    assert verdict(lead, "AS AS 10S 10S 8S 8S 4S 6S", "AS AS 10S 10S 8S", o) is None


def test_e11_following_a_standing_throw() -> None:
    o = order(allow_throw=True)
    assert verdict("AS QS QS", "KS JS 9S 8S 4D", "KS JS 9S", o) is None
    assert verdict("AS QS QS", "KS JS 9S 8S 4D", "KS JS 8S", o) == "F2_highest"
    assert verdict("AS QS QS", "4H 4H 6H 8D", "4H 4H 6H", o) is None  # void: anything


# ---- the enumeration agrees with the check -------------------------------------------------------


def legal_by_check(hand: list[int], lead_cards: list[int], o: CardOrder) -> set[tuple[int, ...]]:
    lead = classify(lead_cards, o)
    assert lead is not None
    counts = {code: n for code, n in enumerate(hand) if n}
    return {
        tuple(sorted(play))
        for play in multisets(counts, len(lead_cards))
        if follow_violation(hand, lead, play, o) is None
    }


def legal_by_enumeration(hand: list[int], lead_cards: list[int], o: CardOrder) -> set[tuple[int, ...]]:
    lead = classify(lead_cards, o)
    assert lead is not None
    pool = fill_pool(hand, lead, o)
    found = set()
    for option in follow_options(hand, lead, o):
        if not option.template:
            found.add(option.cards)
            continue
        rest = Counter(pool) - Counter(option.cards)
        for fill in multisets(dict(rest), len(lead_cards) - len(option.cards)):
            found.add(tuple(sorted(option.cards + tuple(fill))))
    return found


LEADS = [
    "KS", "KS KS", "9S 9S 10S 10S", "9S 9S 10S 10S JS JS", "8S 9S 9S 10S JS QS", "8S 9S 10S JS QS",
    "4H 4H", "8H 8H 9H 9H", "5S 5H 5D 5C", "2H", "8H 9H 10H JH QH", "AD AD",
]  # fmt: skip
POOL = names("AS KS QS JS 10S 9S 8S 6S 4S AH KH 9H 8H 4H 5D 5S 2C 7C SJ BJ AD 9D 5C 5H")


@settings(max_examples=150)
@given(
    st.sampled_from(LEADS),
    st.lists(st.sampled_from(POOL), min_size=1, max_size=11),
    st.sampled_from(["all_shapes", "lei_only"]),
    st.sampled_from(["pairs", "singles"]),
    st.booleans(),
)
def test_enumeration_matches_the_rules(lead: str, held: list[str], fill: str, yu: str, jokers: bool) -> None:
    o = order(high_fill=fill, yu_fallback=yu, joker_feng=jokers)
    lead_cards = cards(lead)
    counted = Counter(held)
    hand = hand_of(" ".join(text for text, n in counted.items() for _ in range(min(n, 2))))
    for code in lead_cards:  # two decks: the lead's cards cannot all be in the hand too
        hand[code] = min(hand[code], 2 - lead_cards.count(code))
    if sum(hand) < len(lead_cards):
        return
    assert legal_by_enumeration(hand, lead_cards, o) == legal_by_check(hand, lead_cards, o)


YU_POOL = names("8S 9S 10S JS QS KS AS 6S 4S 8H 9H 10H JH QH KH AH 2H 3H 4H 5H 6H 7C")


@settings(max_examples=120)
@given(
    st.sampled_from(["8S 9S 10S JS QS", "8S 9S 9S 10S JS QS", "2H 3H 4H 5H 6H 6H"]),
    st.lists(st.sampled_from(YU_POOL), min_size=5, max_size=14),
)
def test_enumeration_matches_the_rules_for_yu_followers(lead: str, held: list[str]) -> None:
    lead_cards = cards(lead)
    counted = Counter(held)
    hand = hand_of(" ".join(text for text, n in counted.items() for _ in range(min(n, 2))))
    for code in lead_cards:
        hand[code] = min(hand[code], 2 - lead_cards.count(code))
    if sum(hand) < len(lead_cards):
        return
    assert legal_by_enumeration(hand, lead_cards, L7H) == legal_by_check(hand, lead_cards, L7H)


def test_e7_the_one_matching_yu_is_listed() -> None:
    hand = hand_of("10S JS QS KS KS AS 4S 6S")
    assert legal_by_enumeration(hand, cards("8S 9S 9S 10S JS QS"), L7H) == {tuple(sorted(cards("10S JS QS KS KS AS")))}


def test_enumeration_on_the_examples() -> None:
    hand = hand_of("QC QC KC KC 4C 4C 6C 6C AC 2D")
    assert legal_by_enumeration(hand, cards("9C 9C 10C 10C JC JC"), L7H) == {
        tuple(sorted(cards("QC QC KC KC 4C 4C"))),
        tuple(sorted(cards("QC QC KC KC 6C 6C"))),
    }


@pytest.mark.parametrize("size", [1, 2, 3])
def test_every_listed_follow_is_legal_for_void_players(size: int) -> None:
    hand = hand_of("AH 4D 6D BJ 9C")
    lead_cards = cards(" ".join(["AS", "KS", "QS"][:size]))
    if classify(lead_cards, L7H) is None:
        return
    expected = {tuple(sorted(c)) for c in combinations_with_replacement(cards("AH 4D 6D BJ 9C"), size)}
    expected = {c for c in expected if len(set(c)) == len(c)}
    assert legal_by_enumeration(hand, lead_cards, L7H) == expected
