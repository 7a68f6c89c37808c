"""Views (§4.11): a seat's view depends on nothing it may not know, and is plain JSON."""

from __future__ import annotations

import copy
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.games.guafeng.engine import GuafengHand
from fengyu.games.guafeng.rules import GuafengRules
from tests.games.guafeng.support import complete


def shuffle_hidden(hand: GuafengHand, seat: int, rng: random.Random) -> GuafengHand:
    """The same hand with the other seats' cards (and the undealt ones) dealt out differently, sizes kept."""
    other = copy.deepcopy(hand)
    table = other._table
    hidden = [code for s in range(4) if s != seat for code in other.hand(s)] + table.deck[table.dealt : 104]
    rng.shuffle(hidden)
    for s in range(4):
        if s != seat:
            size = sum(table.hands[s])
            table.hands[s] = [0] * 54
            for code in hidden[:size]:
                table.hands[s][code] += 1
            hidden = hidden[size:]
    table.deck[table.dealt : 104] = hidden
    return other


@settings(max_examples=12)
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**32), st.booleans())
def test_s4_11_a_view_does_not_change_when_hidden_cards_move(seed: int, bot: int, reveal: bool) -> None:
    hand = GuafengHand(GuafengRules(reveal_kitty=reveal), seed)
    rng = random.Random(bot)
    step = 0
    while not hand.over:
        if step % 17 == 0:
            seat = rng.randrange(4)
            before = hand.view(seat).to_json()
            assert shuffle_hidden(hand, seat, rng).view(seat).to_json() == before
            json.dumps(before)
        mover = hand.to_act()[0]
        hand.apply(complete(hand, rng.choice(hand.legal_actions(mover)), rng))
        step += 1
