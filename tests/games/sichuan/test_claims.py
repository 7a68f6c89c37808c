"""Claims on a discard: options, priority, 一炮多响, pong, 过水不胡, the last four (R11–R14, R24, R25)."""

from __future__ import annotations

import pytest

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from tests.games.sichuan.scenario import T, act, census, kinds, rigged

# Seat 0 discards 9p. Seat 1 waits on 6p/9p; seat 2 waits on 1m/9p and holds 99p (can pong); seat 3 is inert.
DISCARDER = "22334455m1122p8p9p"
READY_9P = "123m456m234p678p9p"
SHANPON_9P = "11m789m345p567p99p"
HANDS = [DISCARDER, READY_9P, SHANPON_9P, None]


def after_discard(rules: SichuanRules | None = None, wall: int | None = None) -> SichuanHand:
    hand = rigged(rules, hands=HANDS, wall=wall)
    act(hand, 0, "discard", "9p")
    return hand


def test_r11_every_eligible_seat_is_asked_at_once() -> None:
    hand = after_discard()
    assert hand.phase == "claim"
    assert set(hand.to_act()) == {1, 2}
    assert kinds(hand, 1) == {"win", "pass", "escape"}
    assert kinds(hand, 2) == {"win", "pong", "pass", "escape"}
    assert kinds(hand, 3) == {"escape"}  # nothing to claim: not even asked


def test_r11_with_an_empty_wall_only_wins_may_be_claimed() -> None:
    hand = after_discard(wall=0, rules=SichuanRules(last_four_auto_win=False))
    assert kinds(hand, 2) == {"win", "pass", "escape"}


def test_r12_a_win_voids_the_pong() -> None:
    hand = after_discard()
    act(hand, 2, "pong", "9p")
    act(hand, 1, "win")
    assert [w.seat for w in hand.wins] == [1]
    assert hand.seats[2].melds == []


def test_r12_an_unopposed_pong_is_executed() -> None:
    hand = after_discard()
    act(hand, 1, "pass")
    act(hand, 2, "pong", "9p")
    assert hand.current == 2 and hand.seats[2].melds[0].kind == "pong"
    assert hand.seats[0].river[-1:] != [T("9p")]  # the tile left the discarder's river


def test_r12_nobody_claims_next_seat_draws() -> None:
    hand = after_discard()
    act(hand, 1, "pass")
    act(hand, 2, "pass")
    assert hand.current == 1 and hand.events[-1].kind == "draw"
    assert hand.seats[0].river[-1] == T("9p")


def test_r13_one_discard_many_winners_each_paid_by_the_discarder() -> None:
    hand = after_discard()
    act(hand, 2, "win")
    act(hand, 1, "win")
    assert sorted(w.seat for w in hand.wins) == [1, 2]
    assert [(p.payer, p.payee, p.amount, p.reason) for p in hand.ledger.lines] == [
        (0, 1, 6, "win"),
        (0, 2, 6, "win"),
    ]
    assert hand.seats[1].won_tiles == [T("9p")] and hand.seats[2].won_tiles == []  # tile to the first winner
    assert hand.current == 3  # R28: after the last winner in play order


def test_r13_without_multi_win_the_nearest_claimant_wins_and_the_other_claim_lapses() -> None:
    rules = SichuanRules(one_shot_multi_win=False, pass_win_lock=True)
    hand = after_discard(rules)
    act(hand, 2, "win")
    act(hand, 1, "win")
    assert [w.seat for w in hand.wins] == [1]
    assert hand.seats[2].pass_lock == 0  # a lapsed claim is not a decline (R24)


def test_r14_pong_then_discard_without_drawing_and_skipped_seats() -> None:
    hand = after_discard()
    act(hand, 1, "pass")
    act(hand, 2, "pong", "9p")
    assert kinds(hand, 2) == {"discard", "escape"}  # no draw, kong or 自摸
    draws_before = sum(1 for e in hand.events if e.kind == "draw")
    act(hand, 2, "discard", "1m")
    assert sum(1 for e in hand.events if e.kind == "draw") == draws_before + 1
    assert hand.current == 3  # seat 1 lost its turn; seat 3 (after the ponger) draws


def test_r14_pong_of_a_void_tile_is_not_offered() -> None:
    hand = rigged(hands=[DISCARDER, READY_9P, SHANPON_9P, None], voids="sspm")
    act(hand, 0, "discard", "9p")
    assert "pong" not in kinds(hand, 2)


def test_r24_declining_a_win_locks_wins_up_to_its_fan_until_the_next_draw() -> None:
    rules = SichuanRules(pass_win_lock=True)
    # Seat 1 discards 9p and seat 3 (waiting on 6p/9p) passes; seat 2 then draws 9m and discards 6p.
    hand = rigged(rules, hands=[None, DISCARDER, "1357m2468m135p67p", READY_9P], current=1, draws="9m")
    act(hand, 1, "discard", "9p")
    act(hand, 3, "pass")
    assert hand.current == 2 and hand.seats[3].pass_lock == 1
    act(hand, 2, "discard", "6p")  # 6p would also be a 平胡 (1 fan) for seat 3: locked
    assert hand.wins == [] and hand.current == 3
    assert hand.seats[3].pass_lock == 0  # seat 3 has drawn: cleared


def test_r24_the_lock_blocks_a_win_of_equal_fan_on_a_later_discard() -> None:
    rules = SichuanRules(pass_win_lock=True)
    hand = rigged(rules, hands=[DISCARDER, READY_9P, SHANPON_9P, None])
    hand.seats[1].pass_lock = 1
    act(hand, 0, "discard", "9p")
    assert "win" not in kinds(hand, 1)
    assert "win" in kinds(hand, 2)
    with pytest.raises(IllegalActionError) as caught:
        act(hand, 1, "win")
    refusal = caught.value  # the player is told it is 过水不胡, not that the tile is no win
    assert (refusal.rule, refusal.reason, refusal.params) == ("R24", "passed_win", {"tile": T("9p")})


def test_r24_answering_pong_while_a_win_is_offered_is_a_decline() -> None:
    hand = after_discard(SichuanRules(pass_win_lock=True))
    act(hand, 1, "pass")
    act(hand, 2, "pong", "9p")
    assert hand.seats[1].pass_lock == 1 and hand.seats[2].pass_lock == 1


def test_r25_last_four_forces_the_discard_win() -> None:
    hand = rigged(hands=HANDS, wall=4)
    events = act(hand, 0, "discard", "9p")
    wins = [e for e in events if e.kind == "win"]
    assert sorted(e.seat for e in wins if e.seat is not None) == [1, 2]
    assert all(e.public["forced"] for e in wins)


def test_r25_with_r13_off_only_the_nearest_forced_claimant_wins() -> None:
    """R25 removes only the choice to pass: two forced claims on one discard still go through R13."""
    hand = rigged(SichuanRules(one_shot_multi_win=False, pass_win_lock=True), hands=HANDS, wall=4)
    act(hand, 0, "discard", "9p")
    on_the_discard = [(w.seat, w.payers) for w in hand.wins if w.how == "discard"]
    assert on_the_discard == [(1, (0,))]  # seat 2's forced claim lapsed: the discarder pays once
    assert hand.seats[2].pass_lock == 0  # a lapsed claim is no decline (R24)


def test_r25_last_four_forces_the_self_draw() -> None:
    hand = rigged(hands=[DISCARDER, READY_9P, None, None], wall=4, draws="9p")
    events = act(hand, 0, "discard", "8p")  # nobody claims; seat 1 draws 9p from the last four
    win = next(e for e in events if e.kind == "win")
    assert (win.seat, win.public["how"], win.public["forced"]) == (1, "self_draw", True)
    assert census(hand) == [4] * 27


def test_r25_before_the_last_four_a_win_stays_optional() -> None:
    hand = rigged(hands=[DISCARDER, READY_9P, None, None], wall=5, draws="9p")
    act(hand, 0, "discard", "8p")
    assert hand.wins == [] and "win" in kinds(hand, 1)


def test_r25_a_pass_locked_win_is_not_forced() -> None:
    hand = rigged(SichuanRules(pass_win_lock=True), hands=HANDS, wall=4)
    hand.seats[1].pass_lock = 1
    hand.seats[2].pass_lock = 1
    act(hand, 0, "discard", "9p")
    assert hand.wins == []


def test_claim_answers_out_of_turn_are_refused_with_the_rule() -> None:
    hand = after_discard()
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(Action(3, "pong", (T("9p"),)))
    assert caught.value.rule == "R11"
    act(hand, 1, "pass")
    with pytest.raises(IllegalActionError):
        act(hand, 1, "win")  # already answered
