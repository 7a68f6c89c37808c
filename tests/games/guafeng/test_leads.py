"""Leading: every combination a hand holds is listed once, and nothing else (§5.1, §3.3)."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.games.guafeng.cardsets import multisets
from fengyu.games.guafeng.combos import THROW, classify
from fengyu.games.guafeng.leads import can_throw, lead_options
from fengyu.games.guafeng.order import CardOrder
from tests.games.guafeng.support import cards, combination, names, order

POOL = names("AS KS QS JS 10S 9S 8S 6S 4S 2H 3H 4H 5H 6H 7H 8H 9H 5S 5D 5C 7C 7S 7D SJ BJ")


def brute_force(counts: dict[int, int], o: CardOrder) -> set[tuple[int, ...]]:
    found = set()
    for size in range(1, sum(counts.values()) + 1):
        for subset in multisets(counts, size):
            combo = classify(subset, o)
            if combo is not None and combo.kind != THROW:
                found.add(tuple(sorted(subset)))
    return found


@settings(max_examples=120)
@given(st.lists(st.sampled_from(POOL), min_size=1, max_size=12), st.booleans())
def test_s5_1_lead_options_are_exactly_the_combinations(held: list[str], joker_feng: bool) -> None:
    o = order(joker_feng=joker_feng)
    counts = {code: min(n, 2) for code, n in Counter(cards(" ".join(held))).items()}
    listed = lead_options(counts, o)
    assert len(listed) == len(set(listed))
    assert set(listed) == brute_force(counts, o)


def test_s5_1_yu_leads_with_optional_pairs() -> None:
    o = order()
    counts = dict(Counter(cards("8S 9S 9S 10S JS QS")))
    leads = {tuple(sorted(lead)) for lead in lead_options(counts, o)}
    assert tuple(sorted(cards("8S 9S 10S JS QS"))) in leads
    assert tuple(sorted(cards("8S 9S 9S 10S JS QS"))) in leads


def test_s5_6_a_throw_needs_two_different_cards_of_one_class() -> None:
    o = order(allow_throw=True)
    assert not can_throw(dict(Counter(cards("QS QS AH"))), o)
    assert can_throw(dict(Counter(cards("QS JS AH"))), o)
    assert can_throw(dict(Counter(cards("5S 5D AH"))), o)  # two trumps of equal power


def test_d7_all_doubled_window_is_a_feng_not_a_yu() -> None:
    o = order()
    counts = dict(Counter(cards("8S 8S 9S 9S 10S 10S JS JS QS QS")))
    leads = lead_options(counts, o)
    full = tuple(sorted(cards("8S 8S 9S 9S 10S 10S JS JS QS QS")))
    assert leads.count(full) == 1  # listed once, as the 风 of five pairs
    assert combination(full, o).kind == "feng"
