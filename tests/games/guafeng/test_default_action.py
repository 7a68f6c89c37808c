"""``default_action``: a time-out's move is always legal, passes on bids and never feeds points needlessly."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.games.guafeng.engine import BURY, DEAL, PASS, PLAY, ZHAN_WINDOW, GuafengHand
from fengyu.games.guafeng.order import BIG_JOKER, POINTS, SMALL_JOKER
from fengyu.games.guafeng.rules import GuafengRules


def test_nothing_is_awaited_from_a_seat_not_to_act() -> None:
    hand = GuafengHand(GuafengRules(), 5)
    waiting = hand.to_act()
    others = [seat for seat in range(4) if seat not in waiting]
    assert all(hand.default_action(seat) is None for seat in others)


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**64 - 1), st.booleans())
def test_time_outs_alone_play_a_whole_hand_with_legal_sensible_moves(seed: int, throw: bool) -> None:
    hand = GuafengHand(GuafengRules(allow_throw=throw), seed)
    while not hand.over:
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        # Bidding by time-out would never declare, so let the first bid happen to reach the play.
        action = legal[-1] if hand.phase == DEAL and len(legal) > 1 else hand.default_action(seat)
        assert action is not None
        assert hand.covers(action, legal), action
        phase = hand.phase
        if phase == ZHAN_WINDOW:
            assert action.kind == PASS
        elif phase == BURY:
            held = hand.hand(seat)
            jokers = [code for code in held if code in (SMALL_JOKER, BIG_JOKER)]
            assert sorted(code for code in action.pieces if code in (SMALL_JOKER, BIG_JOKER)) == sorted(jokers)
        elif phase == PLAY and hand.view(seat).trick is None:
            assert len(action.pieces) == 1
        hand.apply(action)
    assert hand.result is not None


def test_a_follow_by_time_out_keeps_points_when_it_may() -> None:
    """Following a single with a free choice, the time-out gives a card without points if it has one."""
    for seed in range(40):
        hand = GuafengHand(GuafengRules(), seed)
        while not hand.over:
            seat = hand.to_act()[0]
            legal = hand.legal_actions(seat)
            if hand.phase == DEAL and len(legal) > 1:
                hand.apply(legal[-1])
                continue
            action = hand.default_action(seat)
            assert action is not None
            view = hand.view(seat)
            free_single = view.fill_size == 1 and legal[0].option == "fill" and not legal[0].pieces
            has_blank = any(POINTS[code] == 0 for code in view.fill_pool)
            if hand.phase == PLAY and view.trick is not None and free_single and has_blank:
                assert POINTS[action.pieces[0]] == 0
            hand.apply(action)
