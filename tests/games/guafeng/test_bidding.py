"""Declaration sets (§4.2), reinforcement (§4.3 续牌, D21) and the sets a hand can show."""

from __future__ import annotations

import pytest

from fengyu.core.protocol import IllegalActionError
from fengyu.games.guafeng.bidding import (
    LIANG,
    Declaration,
    cyclic_run,
    declaration_sets,
    read_declaration,
    reinforcements,
)
from tests.games.guafeng.support import cards, hand_of, names


def test_s4_2_read_a_declaration() -> None:
    jokers, suit, ranks = read_declaration(cards("SJ 5H 5H 6H 6H"))
    assert (jokers, suit, ranks) == (tuple(cards("SJ")), 1, (5, 6))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("5H 5H", "at least one joker"),
        ("SJ BJ", "at least one pair"),
        ("SJ 5H 6H", "pairs of identical cards"),
        ("SJ 5H 5H 6S 6S", "one suit"),
        ("SJ 5H 5H 7H 7H", "one run"),
    ],
)
def test_s4_2_malformed_declarations(text: str, message: str) -> None:
    with pytest.raises(IllegalActionError, match=message) as caught:
        read_declaration(cards(text))
    assert caught.value.rule == "§4.2"


def test_s4_2_ace_links_both_ways_in_declarations() -> None:
    assert cyclic_run({13, 14, 2, 3}) == (13, 14, 2, 3)
    assert cyclic_run({14, 2}) == (14, 2)
    assert cyclic_run({12, 2}) is None
    assert cyclic_run(set(range(2, 15))) == tuple(range(2, 15))
    _, _, ranks = read_declaration(cards("BJ AD AD 2D 2D"))
    assert ranks == (14, 2)


def test_s4_2_special_ranks_may_be_declared() -> None:
    _, suit, ranks = read_declaration(cards("SJ 5H 5H 6H 6H"))  # [S]'s 小王 + 红5566
    assert suit == 1 and ranks == (5, 6)


def test_s4_3_sets_a_hand_can_show() -> None:
    hand = hand_of("BJ SJ SJ QD QD KD KD 4C 4C 9S")
    shown = declaration_sets(hand, 1, 1)
    assert tuple(sorted(cards("SJ QD QD"))) in shown
    assert tuple(sorted(cards("BJ SJ SJ QD QD KD KD"))) in shown
    assert tuple(sorted(cards("BJ 4C 4C"))) in shown
    assert len(shown) == 5 * 4  # joker choices × runs (Q, K, QK, 4)
    assert declaration_sets(hand, 2, 1) and all(
        len([c for c in s if c >= 52]) >= 2 for s in declaration_sets(hand, 2, 1)
    )
    assert declaration_sets(hand, 1, 3) == []
    assert declaration_sets(hand_of("QD QD"), 1, 1) == []


def test_e14_reinforce_up_to_a_wrapping_run_then_a_joker() -> None:
    liang = Declaration(2, LIANG, tuple(cards("SJ")), 2, (12,), one_joker_liang=True)
    hand = hand_of("SJ SJ QD QD KD KD AD AD 2D 2D 9C")
    assert reinforcements(liang, hand) == [tuple(cards("SJ")), tuple(cards("KD KD"))]
    for added in ("KD KD", "AD AD", "2D 2D"):
        assert tuple(cards(added)) in reinforcements(liang, hand)
        liang = liang.reinforced(cards(added))
    assert liang.ranks == (12, 13, 14, 2)
    liang = liang.reinforced(cards("SJ"))
    assert sorted(liang.cards) == sorted(cards("SJ SJ QD QD KD KD AD AD 2D 2D"))
    assert reinforcements(liang, hand) == []


def test_d21_reinforce_only_an_identical_joker() -> None:
    liang = Declaration(0, LIANG, tuple(cards("SJ")), 2, (12,), one_joker_liang=True)
    assert reinforcements(liang, hand_of("SJ BJ QD QD")) == []
    assert reinforcements(liang, hand_of("SJ SJ QD QD")) == [tuple(cards("SJ"))]


def test_s4_3_reinforce_at_either_end() -> None:
    liang = Declaration(0, LIANG, tuple(cards("BJ")), 3, (6, 7), one_joker_liang=True)
    assert reinforcements(liang, hand_of("BJ 5C 5C 6C 6C 7C 7C 8C 8C")) == [
        tuple(cards("5C 5C")),
        tuple(cards("8C 8C")),
    ]
    assert liang.reinforced(cards("5C 5C")).ranks == (5, 6, 7)


def test_s4_2_a_whole_suit_of_pairs_runs_every_way_round() -> None:
    hand = hand_of(" ".join(f"{rank}S {rank}S" for rank in names("2 3 4 5 6 7 8 9 10 J Q K A")) + " BJ")
    runs = declaration_sets(hand, 1, 12)
    assert len(runs) == 13 + 1  # 13 runs of 12 (one per missing rank) and the whole suit
    assert declaration_sets(hand, 1, 14) == []
