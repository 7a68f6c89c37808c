"""Sichuan bots: always legal, blind to what their seat cannot see, and each level's character."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.ai.sichuan.bots import EasyBot, HardBot, NormalBot
from fengyu.ai.sichuan.expert import ExpertBot
from fengyu.ai.sichuan.levels import LEVELS
from fengyu.core.protocol import Action
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.simulation import random_rules
from tests.games.sichuan.scenario import meld, rigged
from tests.games.sichuan.test_view import hidden_shuffled


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32))
def test_every_level_plays_whole_hands_legally_under_any_rules(seed: int) -> None:
    rng = random.Random(seed)
    rules = random_rules(rng)
    hand = SichuanHand(rules, seed, coins=[1000] * 4 if rules.coin_mode else None)
    bots = [LEVELS[level](seed=seed + i) for i, level in enumerate(("easy", "normal", "hard", "expert"))]
    for bot in bots:
        if isinstance(bot, ExpertBot):
            bot.budget = 0.02
    while not hand.over:
        seat = hand.to_act()[0]
        legal = hand.legal_actions(seat)
        action = bots[seat].choose(hand.view(seat), legal)
        assert action in legal
        assert action.kind not in ("item", "escape")
        hand.apply(action)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["normal", "hard"]))
def test_a_decision_depends_only_on_what_the_seat_may_know(seed: int, level: str) -> None:
    rng = random.Random(seed)
    hand = SichuanHand(random_rules(rng).replace(items=False, coin_mode=False), seed)
    players = [NormalBot(seed=i) for i in range(4)]
    for _ in range(rng.randint(5, 60)):
        if hand.over:
            return
        seat = hand.to_act()[0]
        hand.apply(players[seat].choose(hand.view(seat), hand.legal_actions(seat)))
    if hand.over or hand.phase != "turn":
        return
    seat = hand.current
    twin = hidden_shuffled(hand, seat, rng)
    first = LEVELS[level](seed=5).choose(hand.view(seat), hand.legal_actions(seat))
    second = LEVELS[level](seed=5).choose(twin.view(seat), twin.legal_actions(seat))
    assert first == second


def discard(bot, hand) -> str:
    action = bot.choose(hand.view(hand.current), hand.legal_actions(hand.current))
    assert action.kind == "discard"
    from fengyu.core.tiles import Tile

    return str(Tile(action.pieces[0]))


def test_normal_keeps_the_most_improving_draws() -> None:
    # 123m 456m 789m 23p 55p + a stray 9p: the 9p goes, leaving a wait on 1p/4p.
    hand = rigged(hands=["123m456m789m23p55p9p", None, None, None], drawn="9p")
    assert discard(NormalBot(), hand) == "9p"


def test_void_tiles_go_first_at_every_level() -> None:
    hand = rigged(hands=["123m456m234p678p9p1s", None, None, None], drawn="1s")
    for cls in (EasyBot, NormalBot, HardBot):
        assert discard(cls(), hand) == "1s"


def test_hard_prefers_the_more_valuable_wait() -> None:
    # 1122334455667m 9p: drop 9p for 清一色 seven pairs (waits 7m); dropping 7m waits on 9p (七对, less).
    hand = rigged(hands=["11223344556m67m9p", None, None, None], drawn="9p", voids="ssss")
    assert discard(HardBot(), hand) == "9p"


def test_hard_avoids_a_dead_wait() -> None:
    # Discarding 9s would wait on 5s only — but all four 5s sit in seat 1's kong: a dead wait.
    hand = rigged(
        hands=["123m456m789m46s11s9s", None, None, None],
        melds={1: [meld("direct_kong", "5s", 2)]},
        voids="pppp",
        drawn="9s",
    )
    assert discard(NormalBot(), hand) == "9s"
    assert discard(HardBot(), hand) != "9s"


def test_easy_slips_where_normal_does_not() -> None:
    hand = rigged(hands=["123m456m789m23p55p9p", None, None, None], drawn="9p")
    choices = {discard(EasyBot(seed=s), hand) for s in range(60)}
    assert "9p" in choices and len(choices) > 1


def test_every_bot_takes_a_win() -> None:
    hand = rigged(hands=["123m456m234p678p99p", None, None, None], drawn="9p")
    for cls in (EasyBot, NormalBot, HardBot, ExpertBot):
        action = cls().choose(hand.view(0), hand.legal_actions(0))
        assert action == Action(0, "win")


@pytest.mark.parametrize("cls", [NormalBot, HardBot])
def test_void_choice_and_exchange_come_from_the_weakest_suit(cls) -> None:
    from fengyu.games.sichuan.rules import SichuanRules

    hand = SichuanHand(SichuanRules(huan_san_zhang="same_suit"), 9, dealer=0)
    for seat in range(4):
        action = cls().choose(hand.view(seat), hand.legal_actions(seat))
        suit = action.pieces[0] // 9
        held = hand.seats[seat].concealed
        sizes = [sum(held[9 * i : 9 * i + 9]) for i in range(3)]
        assert sizes[suit] == min(n for n in sizes if n >= 3) or cls is HardBot
        hand.apply(action)
