"""The play-out policy plans the last trick as the heuristic does: the top trump is kept back for it."""

from __future__ import annotations

from fengyu.ai.guafeng.knowledge import counts_of
from fengyu.ai.guafeng.playout import Position
from fengyu.games.guafeng.order import card_order, suit_index
from fengyu.games.guafeng.rules import GuafengRules
from tests.games.guafeng.support import cards


def position(*hands: str) -> Position:
    """Level A, ♦ trumps, seat 1 to lead, the given hands (seats 0..3)."""
    order = card_order(14, suit_index("D"), GuafengRules())
    return Position(
        order=order,
        hands=[counts_of(cards(text)) for text in hands],
        kitty=cards("4S 6S 7S 8S"),
        dealer=1,
        turn=1,
        trick_points=[0, 0],
    )


def test_a_play_out_keeps_the_big_joker_for_the_last_trick() -> None:
    p = position("BJ 7D 4H", "AD 4C 6C", "6D 7C 8C", "KD 9C JC")
    for text in ("AD", "6D", "KD"):
        p.play(cards(text))
    # Seat 0 could take the 10 points with the big joker; it keeps it and follows with the 7♦.
    assert p.policy() == tuple(cards("7D"))


def test_the_kept_trump_wins_the_last_trick() -> None:
    p = position("BJ", "AD", "6D", "KD")
    for text in ("AD", "6D", "KD"):
        p.play(cards(text))
    assert p.policy() == tuple(cards("BJ"))
