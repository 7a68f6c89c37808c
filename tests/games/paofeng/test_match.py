"""Hands in sequence (R24, R25, R26): the dealer, 连庄, 打局数 and 打板子 — and worked example E15."""

from __future__ import annotations

import pytest

from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.match import Match
from fengyu.games.paofeng.rules import PaofengRules
from tests.games.paofeng.scenario import A, B, C, D, act, meld, rigged

BOARD_25 = PaofengRules(game_mode="board", board_limit=25)


def dealer_wins(match: Match) -> PaofengHand:
    """The dealer draws 4p onto 123m 456m 789m 55p 23p: 平胡 + 苦摸 + 门清 + 连庄 N."""
    inputs = match.next_inputs()
    dealer = inputs["dealer"]
    hands: list[str | None] = [None] * 4
    hands[dealer] = "123m456m789m55p234p"
    hand = rigged(
        match.rules,
        hands=hands,
        current=dealer,
        dealer=dealer,
        drawn="4p",
        lian_zhuang=inputs["lian_zhuang"],
        scores=inputs["scores"],
    )
    act(hand, dealer, "win")
    return hand


def liu_ju(match: Match) -> PaofengHand:
    inputs = match.next_inputs()
    dealer = inputs["dealer"]
    hands: list[str | None] = [None] * 4
    hands[dealer] = "9p147m1234z99m258s9s"
    hand = rigged(
        match.rules,
        hands=hands,
        current=dealer,
        dealer=dealer,
        wall=0,
        lian_zhuang=inputs["lian_zhuang"],
        scores=inputs["scores"],
    )
    act(hand, dealer, "discard", "9p")
    return hand


def c_wins_with_a_pong(match: Match) -> PaofengHand:
    """C (one earlier 补花, a pong of 9s) draws 4p: 平胡 2 + 苦摸 2 + 补花 1 = S 5."""
    inputs = match.next_inputs()
    hand = rigged(
        match.rules,
        hands=[None, None, "123m456m55p234p", None],
        melds={C: [meld("pong", "9s", D)]},
        bu_hua={C: 1},
        current=C,
        dealer=inputs["dealer"],
        drawn="4p",
        lian_zhuang=inputs["lian_zhuang"],
        scores=inputs["scores"],
    )
    act(hand, C, "win")
    return hand


def test_e15_lian_zhuang_liu_ju_and_da_ban_zi() -> None:
    match = Match(BOARD_25, dealer=A)
    steps = [(dealer_wins, [30, -10, -10, -10]), (liu_ju, [30, -10, -10, -10])]
    steps += [(dealer_wins, [66, -22, -22, -22]), (c_wins_with_a_pong, [58, -25, -8, -25])]
    for play, totals in steps:
        hand = play(match)
        match.record(hand)
        assert match.scores == totals
    assert hand.win is not None and hand.win.score.total == 5
    assert {p.payer: (p.amount, p.reasons[-1]) for p in hand.ledger.lines} == {
        A: (8, "dealer"),
        B: (3, "board_cap"),
        D: (3, "board_cap"),
    }
    assert match.over  # B's and D's boards are used up (R26)


def test_e15_with_ba_zhuang_no_bonus_the_room_continues() -> None:
    match = Match(BOARD_25.replace(ba_zhuang_no_bonus=True), dealer=A)
    for play in (dealer_wins, liu_ju, dealer_wins, c_wins_with_a_pong):
        match.record(play(match))
    assert match.scores == [46, -23, 0, -23]
    assert not match.over
    assert match.next_inputs() == {"dealer": C, "lian_zhuang": 1, "scores": [46, -23, 0, -23]}


def test_r24_the_winner_deals_next_and_after_liu_ju_the_dealer_again() -> None:
    match = Match(PaofengRules(), dealer=A)
    match.record(liu_ju(match))
    assert (match.dealer, match.lian_zhuang) == (A, 2)
    match.record(c_wins_with_a_pong(match))
    assert (match.dealer, match.lian_zhuang) == (C, 1)
    assert Match(PaofengRules()).next_inputs()["dealer"] is None  # the first dealer is drawn by the hand


def test_r25_lian_zhuang_is_n_the_hands_of_the_dealership() -> None:
    match = Match(PaofengRules(), dealer=B)
    for n in (1, 2, 3):
        hand = dealer_wins(match)
        assert hand.win is not None and dict(hand.win.score.items)["lian_zhuang"] == n
        match.record(hand)
    no_bonus = dealer_wins(Match(PaofengRules(ba_zhuang_no_bonus=True), dealer=B, lian_zhuang=4))
    assert no_bonus.win is not None and "lian_zhuang" not in dict(no_bonus.win.score.items)


@pytest.mark.parametrize("hands", [4, 8, 16])
def test_r26_da_ju_shu_ends_after_num_hands_liu_ju_included(hands: int) -> None:
    match = Match(PaofengRules(num_hands=hands), dealer=D)
    for number in range(hands):
        assert not match.over
        match.record(liu_ju(match) if number % 2 else dealer_wins(match))
    assert match.over
    with pytest.raises(ValueError, match="over"):
        match.next_inputs()


def test_r26_da_ban_zi_a_loser_pays_at_most_what_is_left_of_its_board() -> None:
    match = Match(BOARD_25, dealer=A, scores=[10, -10, 24, -24])
    hand = dealer_wins(match)
    assert {p.payer: p.amount for p in hand.ledger.lines} == {B: 10, C: 10, D: 1}
    assert hand.ledger.totals() == [21, -10, -10, -1]
    match.record(hand)
    assert match.over and match.scores[D] == -25
