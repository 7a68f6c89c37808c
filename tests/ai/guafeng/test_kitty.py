"""Burying, the return after 粘牌 and the kitty swap: always legal, and sensible where the rules leave a choice."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.ai.guafeng.bots import NormalBot
from fengyu.ai.guafeng.kitty import choose_burial
from fengyu.core.protocol import Action
from fengyu.games.guafeng.engine import BURY, GIVE, SWAP, GuafengHand
from fengyu.games.guafeng.order import NAT, PERMANENT_RANKS, POINTS, level_rank
from tests.ai.guafeng.support import new_hand, play_out, play_until

JOKERS = {52, 53}


def check_burial(hand: GuafengHand, seat: int, legal: list[Action], action: Action) -> None:
    if hand.phase != BURY:
        return
    assert hand.covers(action, legal)
    view = hand.view(seat)
    held = list(view.hand)
    stuck_declared = [c for d in view.declarations if d.owner == seat and seat in view.stuck for c in d.jokers]
    must = sorted(c for c in held if c in JOKERS)
    for code in stuck_declared:
        must.remove(code)
    # §4.7: every joker the burier may bury is buried.
    assert sorted(c for c in action.pieces if c in JOKERS) == must
    level = level_rank(view.level)
    free = [c for c in action.pieces if c not in JOKERS]
    pool = list(view.fill_pool)
    for code in free:
        pool.remove(code)
    plain = [c for c in pool if c not in JOKERS and NAT[c] not in (*PERMANENT_RANKS, level) and not POINTS[c]]
    if plain:
        # While a plain side card without points stays in hand, nothing better is buried instead.
        assert all(NAT[c] not in (*PERMANENT_RANKS, level) for c in free), (free, plain)
        assert all(not POINTS[c] for c in free) or len(plain) < len(free)


def check_exchange(hand: GuafengHand, seat: int, legal: list[Action], action: Action) -> None:
    if hand.phase in (GIVE, SWAP):
        assert hand.covers(action, legal)
    if hand.phase == SWAP and any(a.kind == SWAP for a in legal):
        assert action.kind == SWAP  # a plain trump for a side card of its rank is always worth taking


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**63))
def test_burials_bury_every_joker_and_keep_trumps_and_points(seed: int) -> None:
    bots = [NormalBot(seed=s) for s in range(4)]
    play_out(new_hand(seed), bots, check_burial)


def test_exchanges_after_zhan_are_legal_and_the_sticker_swaps() -> None:
    """Eager declarers make 粘牌 frequent enough to reach the exchange phases."""

    class Eager(NormalBot):
        eagerness = 3.0

    seen = set()
    for seed in range(60):
        hand = new_hand(seed)

        def watch(hand: GuafengHand, seat: int, legal: list[Action], action: Action) -> None:
            seen.add(hand.phase)
            check_exchange(hand, seat, legal, action)
            check_burial(hand, seat, legal, action)

        play_out(hand, [Eager(seed=s) for s in range(4)], watch)
    assert GIVE in seen


def test_the_burier_keeps_a_point_card_when_blank_cards_can_go() -> None:
    hand = play_until(new_hand(3), [NormalBot(seed=s) for s in range(4)], BURY)
    seat = hand.to_act()[0]
    view = hand.view(seat)
    action = choose_burial(view, hand.legal_actions(seat))
    assert hand.covers(action, hand.legal_actions(action.seat))
    assert sum(POINTS[c] for c in action.pieces) == 0
    assert action.kind == BURY
