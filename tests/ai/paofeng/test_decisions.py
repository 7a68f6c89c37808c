"""The Paofeng bots' decisions in exact positions: wilds, 报听, 跑风, claims and 包.

Positions come from the rule tests' ``rigged`` helper (W = 3s unless said
otherwise); the bots only ever see the seat's view and its legal actions.
"""

from __future__ import annotations

import random

import pytest

from fengyu.ai.paofeng.bots import EasyBot, HardBot, NormalBot
from fengyu.ai.paofeng.danger import bao_risk, claim_chance
from fengyu.ai.paofeng.evaluation import options, pao_feng_distance, second_step_draws
from fengyu.ai.paofeng.expert import ExpertBot
from fengyu.ai.paofeng.expert_decisions import Futures
from fengyu.ai.paofeng.knowledge import Knowledge
from fengyu.core.protocol import Action
from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.rules import PaofengRules
from tests.games.paofeng.scenario import A, B, C, T, act, meld, rigged


def decide(bot: NormalBot, hand: PaofengHand, seat: int) -> Action:
    action = bot.choose(hand.view(seat), hand.legal_actions(seat))
    assert action in hand.legal_actions(seat)
    return action


# 123m 456m 789p 777s + W: waits on any tile (跑风, R19).
ANY_WAIT = "123m456m789p777s3s"


def test_a_discard_that_waits_on_any_tile_has_every_unseen_tile_as_an_improving_draw() -> None:
    hand = rigged(hands=[None, "123m456m789p77s9s3s7s", None, None], current=B, drawn="7s")
    k = Knowledge(hand.view(B))
    by_tile = {o.tile: o for o in options(k, [T("9s"), T("7s")])}
    assert by_tile[T("9s")].any_wait and by_tile[T("9s")].shanten == 0
    assert not by_tile[T("7s")].any_wait
    assert by_tile[T("9s")].draws > 2 * by_tile[T("7s")].draws


# 123m 456m 789p 777s 9s W + 7s drawn: a plain win (9s W pair), not 跑风 (the hand before the draw was
# not waiting on any tile); discarding 9s instead leaves 123m 456m 789p 777s W, waiting on any tile.
DECLINE = {"hands": [None, "123m456m789p77s9s3s7s", None, None], "current": B, "drawn": "7s"}


def test_normal_and_hard_decline_a_plain_win_with_a_wild_for_a_pao_feng_wait_and_declare_bao_ting() -> None:
    hand = rigged(**DECLINE)  # type: ignore[arg-type]
    assert "win" in {a.kind for a in hand.legal_actions(B)}
    assert decide(EasyBot(1), hand, B).kind == "win"
    for bot in (NormalBot(1), HardBot(1)):
        assert decide(bot, hand, B) == Action(B, "bao_ting", (T("9s"),))


def test_hard_takes_the_plain_win_late_in_the_hand() -> None:
    hand = rigged(**DECLINE, wall=4)  # type: ignore[arg-type]
    assert decide(HardBot(1), hand, B).kind == "win"


def test_hard_takes_the_plain_win_when_a_rival_has_declared_bao_ting() -> None:
    hand = rigged(**DECLINE, bao_ting=[C])  # type: ignore[arg-type]
    assert decide(NormalBot(1), hand, B).kind == "bao_ting"
    for bot in (HardBot(1), ExpertBot(1)):
        assert decide(bot, hand, B).kind == "win"


def test_a_pao_feng_win_is_always_taken() -> None:
    hand = rigged(hands=[None, ANY_WAIT + "9s", None, None], current=B, drawn="9s")
    for bot in (NormalBot(1), HardBot(1)):
        assert decide(bot, hand, B).kind == "win"


def test_normal_and_hard_decline_bao_ting_on_a_plain_wait() -> None:
    # Ready on 7s/1z: 报听 would lock a hand that pays no 明跑; the discard goes without it.
    plain = rigged(hands=[None, "123m456m789p77s11z9s", None, None], current=B, drawn="9s")
    assert "bao_ting" in {a.kind for a in plain.legal_actions(B)}
    for bot in (NormalBot(1), HardBot(1)):
        assert decide(bot, plain, B) == Action(B, "discard", (T("9s"),))


def test_easy_declares_bao_ting_whenever_ready() -> None:
    plain = rigged(hands=[None, "123m456m789p77s11z9s", None, None], current=B, drawn="9s")
    assert decide(EasyBot(1), plain, B).kind == "bao_ting"


def test_hard_sets_a_drawn_wild_aside_when_waiting_on_any_tile_for_a_likely_zhi_jiao() -> None:
    hand = rigged(hands=[None, ANY_WAIT + "3s", None, None], current=B, drawn="3s")
    assert decide(HardBot(1), hand, B) == Action(B, "bu_hua", (T("3s"),))
    assert decide(NormalBot(1), hand, B).kind == "win"


def test_hard_wins_at_once_when_the_wall_is_empty() -> None:
    hand = rigged(hands=[None, ANY_WAIT + "3s", None, None], current=B, drawn="3s", wall=0)
    assert decide(HardBot(1), hand, B).kind == "win"  # a replacement draw would end the hand (R15)


def test_after_bao_ting_a_drawn_wild_that_cannot_win_is_set_aside() -> None:
    hand = rigged(hands=[None, "123m456m789p77s11z3s", None, None], bao_ting=[B], current=B, drawn="3s")
    # W completes the hand (a plain win); every level takes it rather than a replacement draw.
    for bot in (EasyBot(1), NormalBot(1), HardBot(1)):
        assert decide(bot, hand, B).kind == "win"


def test_flowers_go_first() -> None:
    hand = rigged(hands=[None, "123m456m789p77s11z5z", None, None], current=B, drawn="5z", draws="9m")
    for bot in (EasyBot(1), NormalBot(1), HardBot(1), ExpertBot(1)):
        assert decide(bot, hand, B) == Action(B, "bu_hua", (T("5z"),))


def test_a_pong_that_brings_the_hand_closer_is_taken_and_a_useless_one_passed() -> None:
    hand = rigged(hands=["9p147m1234z99m258s2s", "55m123p456p789s14z", None, None], current=A)
    act(hand, A, "discard", "9p")
    assert hand.phase == "turn"  # nobody holds a pair of 9p
    hand = rigged(hands=["5m147m1234z99m258s2s", "55m123p456p789s14z", None, None], current=A)
    act(hand, A, "discard", "5m")
    assert decide(NormalBot(1), hand, B) == Action(B, "pong", (T("5m"),))


def test_hard_refuses_a_third_claim_from_one_feeder_far_from_ready() -> None:
    melds = {B: [meld("pong", "1z", A), meld("pong", "2z", A)]}
    hand = rigged(hands=["5m147m1234z99m258s2s", "55m19p19s4m", None, None], melds=melds, current=A)
    act(hand, A, "discard", "5m")
    assert Action(B, "pong", (T("5m"),)) in hand.legal_actions(B)
    assert decide(HardBot(1), hand, B).kind == "pass"  # a third 口 on A: 反包 if A wins


def test_hard_refuses_a_third_claim_from_one_feeder_even_when_it_makes_the_hand_ready() -> None:
    # B holds two pongs from A; ponging A's 5m leaves 123p 4p 9s: ready on 4p once the 9s goes.
    melds = {B: [meld("pong", "1z", A), meld("pong", "2z", A)]}
    hand = rigged(hands=["5m147m1234z99m258s2s", "55m123p4p9s", None, None], melds=melds, current=A)
    act(hand, A, "discard", "5m")
    assert Action(B, "pong", (T("5m"),)) in hand.legal_actions(B)
    assert decide(NormalBot(1), hand, B).kind == "pong"
    for bot in (HardBot(1), ExpertBot(1)):
        assert decide(bot, hand, B).kind == "pass"  # 反包 ×8 if A then wins outweighs 顺包's little gain


def test_bao_risk_counts_only_claimers_with_two_kou_on_this_seat() -> None:
    melds = {C: [meld("pong", "3z", B), meld("pong", "4z", B)]}
    hand = rigged(hands=[None, "123m456m789p77s11z9s", None, None], melds=melds, current=B, drawn="9s")
    k = Knowledge(hand.view(B))
    assert bao_risk(k, T("9m")) > 0 and claim_chance(k, C, T("9m")) == bao_risk(k, T("9m"))
    plain = rigged(hands=[None, "123m456m789p77s11z9s", None, None], current=B, drawn="9s")
    assert bao_risk(Knowledge(plain.view(B)), T("9m")) == 0


def test_a_dealt_flower_before_the_first_turn_does_not_stop_a_claim_decision() -> None:
    hand = rigged(hands=["5m147m1234z99m258s2s", "55m123p456p789s16z", None, None], current=A)
    act(hand, A, "discard", "5m")
    for bot in (EasyBot(1), NormalBot(1), HardBot(1), ExpertBot(1)):
        assert decide(bot, hand, B).kind in ("pong", "pass")


def test_hard_kongs_before_a_pao_feng_win_for_zhi_jiao() -> None:
    # 111m 456m 789p 777s W waits on any tile; the 4th 1m drawn: 暗杠 first, the replacement wins as 直叫.
    hand = rigged(hands=[None, "111m456m789p777s3s1m", None, None], current=B, drawn="1m", tail="5p")
    assert decide(NormalBot(1), hand, B).kind == "win"
    assert decide(HardBot(1), hand, B) == Action(B, "concealed_kong", (T("1m"),))
    act(hand, B, "concealed_kong", "1m")
    assert decide(HardBot(1), hand, B).kind == "win"
    act(hand, B, "win")
    assert hand.win is not None and dict(hand.win.score.items)["zhi_jiao"] == 10


def test_pao_feng_distance_is_zero_on_a_wait_on_any_tile() -> None:
    hand = rigged(hands=[None, "123m456m789p77s9s3s7s", None, None], current=B, drawn="7s")
    k = Knowledge(hand.view(B))
    rest = list(k.counts)
    rest[T("9s")] -= 1
    assert pao_feng_distance(k, rest, 0) == 0
    rest[T("9s")] += 1
    rest[T("7s")] -= 1
    assert pao_feng_distance(k, rest, 0) == 1


def test_hard_keeps_the_discard_whose_improving_draws_lead_to_wider_waits() -> None:
    # 235m 12p 78p 3556689s with 2m just drawn and no wild (W = 9m): letting 9s or 5m go leaves 36 improving
    # draws either way, three steps from ready. Normal lets 9s go (the lonelier end tile), hard lets 5m go,
    # whose improving draws lead on to more improving draws.
    hand = rigged(hands=[None, "235m12p78p3556689s", None, None], current=B, drawn="2m", wild="9m")
    k = Knowledge(hand.view(B))
    by_tile = {o.tile: o for o in options(k, sorted(set(k.view.hand)))}
    nine_s, five_m = by_tile[T("9s")], by_tile[T("5m")]
    assert nine_s.shanten == five_m.shanten == 3 and nine_s.draws == five_m.draws == 36
    assert second_step_draws(k, five_m) > second_step_draws(k, nine_s)
    assert decide(NormalBot(1), hand, B) == Action(B, "discard", (T("9s"),))
    assert decide(HardBot(1), hand, B) == Action(B, "discard", (T("5m"),))


CLOSE = {"hands": [None, "123m456m78p13s5s9s1z4z", None, None], "current": B, "drawn": "4z"}
"""Two steps from ready with several nearly equal discards."""


def test_expert_discards_as_the_hard_bot_does() -> None:
    for seed in range(4):
        assert decide(ExpertBot(seed), rigged(**CLOSE), B) == decide(HardBot(seed), rigged(**CLOSE), B)  # type: ignore[arg-type]


def test_expert_plays_as_hard_wherever_it_does_not_search(monkeypatch: pytest.MonkeyPatch) -> None:
    # Four hard seats play; an expert with seat 0's seed is asked every decision of seat 0 as well. Its play-outs
    # draw from their own generator, so away from its searches (of a win, a wild or a claim, which deal futures)
    # it must choose exactly as the hard bot does.
    futures: list[Futures] = []
    deal = Futures.deal

    def counted_deal(self: Futures) -> None:
        futures.append(self)
        deal(self)

    monkeypatch.setattr(Futures, "deal", counted_deal)
    bots = [HardBot(seat) for seat in range(4)]
    expert = ExpertBot(0)
    compared = 0
    for seed in range(12):
        hand = PaofengHand(PaofengRules(), seed)
        while not hand.over:
            seat = hand.to_act()[0]
            legal = hand.legal_actions(seat)
            action = bots[seat].choose(hand.view(seat), legal)
            if seat == 0:
                searches = len(futures)
                mine = expert.choose(hand.view(seat), legal)
                if len(futures) == searches:
                    assert mine == action
                    compared += 1
            hand.apply(action)
    assert compared > 30 and futures


def test_a_rival_who_declared_bao_ting_shortens_the_expected_race() -> None:
    quiet = Futures(Knowledge(rigged(**CLOSE).view(B)), random.Random(1))  # type: ignore[arg-type]
    ready = Futures(Knowledge(rigged(**CLOSE, bao_ting=[C]).view(B)), random.Random(1))  # type: ignore[arg-type]
    assert ready.other_win > 0.5 and quiet.other_win < 0.1
