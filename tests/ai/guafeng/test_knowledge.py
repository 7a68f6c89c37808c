"""Knowledge: what a seat reads from its view agrees with the true hands at every decision of random hands."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.ai.guafeng.bots import NormalBot
from fengyu.ai.guafeng.knowledge import read
from fengyu.core.protocol import Action
from fengyu.games.guafeng.engine import PLAY, GuafengHand
from tests.ai.guafeng.support import new_hand, play_out


def check_knowledge(hand: GuafengHand, seat: int, _legal: list[Action], _action: Action) -> None:
    if hand.phase != PLAY:
        return
    view = hand.view(seat)
    k = read(view, view.rules)
    order = hand.order
    assert order is not None  # the trump is known in play
    truth = [hand.hand(s) for s in range(4)]
    played = [code for trick in view.tricks for _, cards in trick.plays for code in cards]
    played += [code for _, cards in view.trick.plays for code in cards] if view.trick else []
    for code in range(54):
        assert k.played[code] == played.count(code)
        elsewhere = sum(truth[s].count(code) for s in range(4) if s != seat)
        hidden_kitty = 0 if k.kitty_known else hand.kitty.count(code)
        assert k.unseen[code] == elsewhere + hidden_kitty, code
    for other in range(4):
        for cls in k.voids[other]:
            assert not any(order.cls[code] == cls for code in truth[other]), (other, cls)
        for cls in k.pairless[other]:
            assert not any(truth[other].count(c) == 2 for c in order.class_codes[cls]), (other, cls)
        for code in range(54):
            assert k.known[other][code] <= truth[other].count(code), (other, code)
    for other in k.no_jokers:
        assert not {52, 53} & set(truth[other])


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 2**63), st.booleans(), st.sampled_from(["pairs", "singles"]))
def test_voids_pairs_cards_seen_and_known_holdings_match_the_truth(seed: int, reveal: bool, yu: str) -> None:
    bots = [NormalBot(seed=s) for s in range(4)]
    play_out(new_hand(seed, reveal_kitty=reveal, yu_fallback=yu), bots, check_knowledge)


def test_a_follower_short_of_the_led_class_is_marked_void() -> None:
    """Rule F1: playing fewer cards of the led class than were led shows the class is exhausted."""
    found = 0
    for seed in range(6):
        hand = new_hand(seed)
        bots = [NormalBot(seed=s) for s in range(4)]

        def count_voids(hand: GuafengHand, seat: int, legal: list[Action], action: Action) -> None:
            nonlocal found
            if hand.phase == PLAY:
                view = hand.view(seat)
                found += sum(len(v) for v in read(view, view.rules).voids)

        play_out(hand, bots, count_voids)
    assert found > 0
