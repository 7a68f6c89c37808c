"""Partner-aware trick play in made-up situations (level A, ♦ trump), and leads that cash sure winners."""

from __future__ import annotations

from dataclasses import replace

import pytest

from fengyu.ai.guafeng.bots import NormalBot
from fengyu.ai.guafeng.knowledge import read
from fengyu.ai.guafeng.play import Threats, choose_play
from fengyu.core.protocol import Action
from fengyu.games.guafeng.combos import Combo, beats, classify, qualify
from fengyu.games.guafeng.engine import FILL, PLAY, GuafengHand
from fengyu.games.guafeng.follow import fill_pool, follow_options
from fengyu.games.guafeng.leads import lead_options
from fengyu.games.guafeng.order import POINTS
from fengyu.games.guafeng.view import GuafengView, TrickView
from tests.ai.guafeng.support import new_hand, play_out, play_until
from tests.games.guafeng.support import cards, hand_of

FILLER = "4H 6H 7H 8H 9H JH QH 4C 6C 7C 8C 9C JC QC"
"""Side cards without points that fill the seat's hand up to a realistic size."""


def base_view() -> GuafengView:
    """The first play decision of seed 3 (level A, trumps ♦): the frame the situations are drawn in."""
    hand = play_until(new_hand(3), [NormalBot(seed=s) for s in range(4)], PLAY)
    view = hand.view(hand.to_act()[0])
    assert (view.level, view.trump) == ("A", "D")
    return view


def situation(held: str, plays: list[tuple[int, str]]) -> tuple[GuafengView, list[Action]]:
    """Seat 0 holding ``held`` (plus filler), to play after ``plays`` in the current trick."""
    view = base_view()
    own = tuple(sorted(cards(f"{held} {FILLER}")))
    trick_plays = tuple((seat, tuple(sorted(cards(text)))) for seat, text in plays)
    order = read(view, view.rules).order
    lead = classify(trick_plays[0][1], order)
    assert lead is not None
    winner = trick_plays[0][0]
    best = lead
    for seat, played in trick_plays[1:]:
        combo = qualify(lead, played, order)
        if combo is not None and beats(combo, best):
            best, winner = combo, seat
    points = sum(POINTS[c] for _, played in trick_plays for c in played)
    counts = hand_of(" ".join(f"{held} {FILLER}".split()))
    pool = fill_pool(counts, lead, order)
    legal = [
        Action(0, PLAY, option.cards, FILL if option.template else "") for option in follow_options(counts, lead, order)
    ]
    view = replace(
        view,
        seat=0,
        hand=own,
        hand_sizes=(len(own), len(own), len(own) - 1, len(own) - 1),
        tricks=(),
        trick=TrickView(trick_plays[0][0], trick_plays, winner, points),
        to_act=(0,),
        fill_pool=tuple(sorted(c for c, n in pool.items() for _ in range(n))),
        fill_size=lead.size,
    )
    return view, legal


def decide(held: str, plays: list[tuple[int, str]]) -> list[int]:
    view, legal = situation(held, plays)
    action = choose_play(read(view, view.rules), legal)
    return sorted(action.pieces)


def test_points_go_to_a_partner_who_wins_the_trick_for_sure() -> None:
    # Partner (seat 2) leads K♠, the highest side spade at level A; seat 3 follows low. Only seat 1 is left,
    # and it cannot beat K♠ in spades: give the 10♠.
    assert decide("10S 6S", [(2, "KS"), (3, "4S")]) == cards("10S")


def test_no_points_into_a_trick_an_opponent_after_us_can_still_take() -> None:
    # Partner's 9♠ can be beaten by seat 1 (Q♠, K♠ are out): keep the 10♠, play the 6♠.
    assert decide("10S 6S", [(2, "9S"), (3, "4S")]) == cards("6S")


def test_the_last_seat_takes_points_from_the_opponents_when_it_can() -> None:
    # Seat 3's 10♠ is winning 10 points; seat 0 plays last and wins with Q♠.
    assert decide("QS 6S", [(1, "9S"), (2, "4S"), (3, "10S")]) == cards("QS")


def test_a_lost_trick_gets_the_cheapest_card_and_no_points() -> None:
    # Seat 1 ruffed-in with a trump lead we cannot follow in kind: the trick is lost, throw the cheapest.
    assert decide("10S 6S", [(1, "QS"), (2, "4S"), (3, "KS")]) == cards("6S")


@pytest.mark.parametrize("seed", range(4))
def test_a_lead_is_always_a_listed_combination(seed: int) -> None:
    hand = new_hand(seed)
    bots = [NormalBot(seed=s) for s in range(4)]
    while not hand.over:
        seat = hand.to_act()[0]
        view = hand.view(seat)
        legal = hand.legal_actions(seat)
        action = bots[seat].choose(view, legal)
        if hand.phase == PLAY and view.trick is None:
            assert action in legal
        hand.apply(action)


def test_the_top_trump_is_kept_for_the_last_trick() -> None:
    # Seat 1 leads A♦ (the trump level card), seat 3 drops K♦ on it: 10 points. The big joker would take them,
    # but it is the card that wins the last trick and with it the kitty (抄底): follow with the 7♦ instead.
    assert decide("BJ 7D", [(1, "AD"), (2, "6D"), (3, "KD")]) == cards("7D")


def test_the_kept_trump_is_played_when_nothing_else_may_be() -> None:
    # Only the big joker follows trumps: the rule never makes a play illegal.
    assert decide("BJ", [(1, "AD"), (2, "6D"), (3, "KD")]) == cards("BJ")


def test_a_joker_is_kept_even_when_a_stronger_one_is_out() -> None:
    # The small joker cannot be sure of the last trick (a big joker is unseen), but a joker still wins most of them.
    assert decide("SJ 7D", [(1, "AD"), (2, "6D"), (3, "KD")]) == cards("7D")


class PlainThreats(Threats):
    """``Threats`` as it was: every unseen combination of the lead's size re-qualified against every lead."""

    def _combos(self, cls: int, lead: Combo) -> list[Combo]:
        k = self.k
        counts = {c: k.unseen[c] for c in k.order.class_codes[cls] if k.unseen[c]}
        if lead.kind == "single":
            found = [classify((c,), k.order) for c in counts]
        else:
            found = [classify(cards, k.order) for cards in lead_options(counts, k.order) if len(cards) == lead.size]
        combos = [combo for combo in found if combo is not None]
        return [
            qualified
            for combo in combos
            if (combo.same_shape(lead) or lead.kind == "throw") and (qualified := qualify(lead, combo.cards, k.order))
        ]


@pytest.mark.parametrize(("seed", "throws"), [(0, False), (1, True), (2, False), (3, True)])
def test_the_threats_a_bot_weighs_are_those_of_the_plain_requalifying_search(seed: int, *, throws: bool) -> None:
    """The cached, shape-filtered threat lists answer every ``could_beat`` of a hand as re-qualifying each did."""
    asked = 0

    def compare(hand: GuafengHand, seat: int, legal: list[Action], _action: Action) -> None:
        nonlocal asked
        view = hand.view(seat)
        if hand.phase != PLAY:
            return
        k = read(view, view.rules)
        fast, plain = Threats(k), PlainThreats(k)
        others = [(seat + step) % 4 for step in range(1, 4)]
        for action in legal:
            combo = classify(action.pieces, k.order) if action.pieces else None
            if combo is not None:
                lead = classify(view.trick.plays[0][1], k.order) if view.trick and view.trick.plays else combo
                assert lead is not None
                for seats in (others, others[1:], [others[0]]):
                    assert fast.could_beat(lead, combo, seats) == plain.could_beat(lead, combo, seats)
                    asked += 1

    play_out(new_hand(seed, allow_throw=throws), [NormalBot(seed=s) for s in range(4)], compare)
    assert asked > 100
