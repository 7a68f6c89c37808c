"""The determinized search: consistent deals, legal answers under any rules, and the time budget kept."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.ai.guafeng.bots import EasyBot, ExpertBot, HardBot, NormalBot
from fengyu.ai.guafeng.knowledge import read
from fengyu.ai.guafeng.worlds import sample_world
from fengyu.ai.play_loop import Bot
from fengyu.core.protocol import Action
from fengyu.games.guafeng.engine import PLAY, GuafengHand
from fengyu.games.guafeng.simulation import random_rules
from fengyu.games.guafeng.view import GuafengView
from tests.ai.guafeng.support import new_hand, play_out


def check_worlds(hand: GuafengHand, seat: int, _legal: list[Action], _action: Action) -> None:
    if hand.phase != PLAY:
        return
    view = hand.view(seat)
    k = read(view, view.rules)
    hands, kitty = sample_world(k, random.Random(seat))
    assert hands[seat] == k.hand
    for other in range(4):
        assert sum(hands[other]) == view.hand_sizes[other]
        for cls in k.voids[other]:
            assert not any(hands[other][c] for c in k.order.class_codes[cls])
        assert all(hands[other][c] >= k.known[other][c] for c in range(54))
    assert len(kitty) == 4
    together = [sum(hands[s][c] for s in range(4)) + kitty.count(c) + k.played[c] for c in range(54)]
    assert together == [2] * 54


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 2**63), st.booleans())
def test_sampled_deals_respect_sizes_voids_and_known_cards(seed: int, reveal: bool) -> None:
    play_out(new_hand(seed, reveal_kitty=reveal), [NormalBot(seed=s) for s in range(4)], check_worlds)


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 2**63), st.integers(0, 2**32))
def test_every_level_answers_legally_under_random_rules(seed: int, draw: int) -> None:
    rules = random_rules(random.Random(draw))
    hand = GuafengHand(rules, seed)
    bots: list[Bot] = [EasyBot(seed=0), NormalBot(seed=1), HardBot(seed=2, budget=0.005), NormalBot(seed=3)]

    def listed(hand: GuafengHand, seat: int, legal: list[Action], action: Action) -> None:
        assert hand.covers(action, legal), (hand.phase, action)

    assert play_out(hand, bots, listed).result is not None


def test_the_hard_bot_keeps_its_time_budget() -> None:
    budget = 0.05
    bots = [HardBot(seed=s, budget=budget) for s in range(4)]
    times: list[float] = []

    class Timed:
        def __init__(self, bot: HardBot) -> None:
            self.bot = bot

        def choose(self, view: GuafengView, legal: list[Action]) -> Action:
            start = time.thread_time()
            action = self.bot.choose(view, legal)
            times.append(time.thread_time() - start)
            return action

    play_out(new_hand(21), [Timed(bot) for bot in bots])
    times.sort()
    # The thread's CPU time, not the wall clock: the budget is a deadline, and a loaded machine
    # that preempts the bot must not fail the test, while a bot searching past it still would.
    # One play-out may run past the deadline.
    assert times[int(0.95 * len(times))] <= budget + 0.1
    assert times[-1] <= budget + 0.3


@pytest.mark.slow
def test_all_levels_play_150_hands_under_random_rules_with_listed_actions() -> None:
    """The long version of the property above: every level in every seat, every toggle drawn at random."""
    for seed in range(150):
        hand = GuafengHand(random_rules(random.Random(seed)), seed * 7919)
        bots: list[Bot] = [
            HardBot(seed=1, budget=0.005),
            NormalBot(seed=2),
            ExpertBot(seed=3, budget=0.005),
            EasyBot(seed=4),
        ]
        turn = seed % 4
        bots = bots[turn:] + bots[:turn]

        def listed(hand: GuafengHand, seat: int, legal: list[Action], action: Action) -> None:
            assert hand.covers(action, legal), (hand.phase, action)

        assert play_out(hand, bots, listed).result is not None
