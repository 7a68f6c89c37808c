"""The expert's search: the same play for the same seed, the last-trick trump kept for a rich kitty, play-outs that
follow the rules and lead as the hard bot's do, and decisions within the time budget."""

from __future__ import annotations

import random
import time
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.ai.guafeng.bots import ExpertBot, NormalBot
from fengyu.ai.guafeng.expert_playout import ExpertPosition
from fengyu.ai.guafeng.expert_search import _paired
from fengyu.ai.guafeng.knowledge import Knowledge, read
from fengyu.ai.guafeng.playout import Position
from fengyu.ai.guafeng.search import _position
from fengyu.ai.guafeng.worlds import sample_world
from fengyu.core.protocol import Action
from fengyu.games.guafeng.engine import PLAY, GuafengHand
from fengyu.games.guafeng.follow import follow_violation
from fengyu.games.guafeng.view import GuafengView
from tests.ai.guafeng.support import new_hand, play_out
from tests.ai.guafeng.test_play import situation
from tests.games.guafeng.support import cards


def actions_of(seed: int, budget: float) -> list[Action]:
    hand = new_hand(seed)
    bots = [ExpertBot(seed=0, budget=budget), NormalBot(seed=1), ExpertBot(seed=2, budget=budget), NormalBot(seed=3)]
    taken: list[Action] = []
    play_out(hand, bots, lambda _hand, _seat, _legal, action: taken.append(action))
    return taken


def test_the_same_seed_plays_the_same_hand() -> None:
    # The budget is play-out work, not time: a loaded machine (or a slow one) plays exactly the same cards.
    assert actions_of(5, 0.05) == actions_of(5, 0.05)


def test_the_top_trump_is_kept_for_the_last_trick_when_the_kitty_holds_jokers() -> None:
    # Seat 1 leads A♦ (the trump level card), seat 3 drops K♦: 10 points the big joker would take. But both
    # jokers lie in the kitty (150 to the defenders who win the last trick, and the kitty's points multiplied):
    # the expert follows with the 7♦ and keeps the big joker, the one card sure of the last trick.
    view, legal = situation("BJ 7D", [(1, "AD"), (2, "6D"), (3, "KD")])
    view = replace(view, kitty=tuple(sorted(cards("BJ SJ KS 10S"))))
    action = ExpertBot(seed=0).play(read(view, view.rules), legal)
    assert sorted(action.pieces) == cards("7D")


def test_a_paired_gain_is_the_mean_difference_with_its_standard_error() -> None:
    gain, error = _paired([1.0, 2.0, 3.0, 2.0], [0.0, 1.0, 1.0, 2.0])
    assert gain == 1.0
    assert abs(error - (2 / 3) ** 0.5 / 2) < 1e-12


def decisions(seed: int) -> list[tuple[Knowledge, tuple[list[list[int]], list[int]]]]:
    """Knowledge at every play decision of a hand of normal bots, with a world drawn for it."""
    hand = new_hand(seed)
    bots = [NormalBot(seed=s) for s in range(4)]
    found: list[tuple[Knowledge, tuple[list[list[int]], list[int]]]] = []
    rng = random.Random(seed)

    def note(hand: GuafengHand, seat: int, _legal: list[Action], _action: Action) -> None:
        if hand.phase == PLAY:
            k = read(hand.view(seat), hand.rules)
            found.append((k, sample_world(k, rng)))

    play_out(hand, bots, note)
    return found


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 2**63))
def test_play_outs_follow_the_rules_and_lead_as_the_hard_bots_do(seed: int) -> None:
    for k, (hands, kitty) in decisions(seed)[::7]:
        p = _position(k, hands, kitty, ExpertPosition)
        while not p.over:
            play = p.policy()
            if p.lead is None:
                # The expert's lead is the hard bot's lead, with who can beat it read from tables.
                plain = Position(p.order, [list(h) for h in p.hands], p.kitty, p.dealer, p.turn, list(p.trick_points))
                assert plain.policy() == play
            else:
                assert follow_violation(p.hands[p.turn], p.lead, play, p.order) is None
            p.play(play)
        assert sum(p.trick_points) <= 200


def test_an_expert_decision_keeps_the_time_budget() -> None:
    bots = [ExpertBot(seed=0), NormalBot(seed=1), ExpertBot(seed=2), NormalBot(seed=3)]
    times: list[float] = []

    class Timed:
        def __init__(self, bot: NormalBot) -> None:
            self.bot = bot

        def choose(self, view: GuafengView, legal: list[Action]) -> Action:
            start = time.thread_time()
            action = self.bot.choose(view, legal)
            if isinstance(self.bot, ExpertBot):
                times.append(time.thread_time() - start)
            return action

    play_out(new_hand(21), [Timed(bot) for bot in bots])
    times.sort()
    # CPU time of the thread, so a machine busy with other work does not fail the test.
    assert times[int(0.95 * len(times))] <= 0.3
