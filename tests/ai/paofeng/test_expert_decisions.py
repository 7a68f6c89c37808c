"""The Paofeng expert's decisions other than the discard: wins with a wild, a drawn wild, chi and pong.

Positions come from the rule tests' ``rigged`` helper (W = 3s). A wall of
60 tiles puts the spare tiles in the rivers, so the hand is well past the
first turn (起手胡 is out); a full wall and empty rivers make it the first turn.
"""

from __future__ import annotations

import random

from fengyu.ai.paofeng.bots import HardBot, NormalBot
from fengyu.ai.paofeng.expert import ExpertBot
from fengyu.ai.paofeng.expert_decisions import Futures, Line, decide_claim, decide_win, paired_verdict
from fengyu.ai.paofeng.knowledge import Knowledge
from fengyu.core.protocol import Action
from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.rules import PaofengRules
from tests.games.paofeng.scenario import A, B, C, T, act, rigged


def decide(bot: NormalBot, hand: PaofengHand, seat: int) -> Action:
    action = bot.choose(hand.view(seat), hand.legal_actions(seat))
    assert action in hand.legal_actions(seat)
    return action


# 123m 456m 789p 77s 9s W + 7s drawn: a plain win (9s W pair); discarding 9s instead waits on any tile (跑风).
DECLINE = {"hands": [None, "123m456m789p77s9s3s7s", None, None], "current": B, "drawn": "7s"}


def test_a_pao_feng_chance_with_a_long_wall_declines_the_plain_win_because_the_futures_say_so() -> None:
    hand = rigged(**DECLINE, wall=60)  # type: ignore[arg-type]
    k = Knowledge(hand.view(B))
    search = Futures(k, random.Random(1))
    now = search.win_now()
    assert now == 3 * (2 + 2 + 2) + 3  # 平胡, 门清 and 对倒胡 (7s completes 777s) a share; the dealer's 3
    rest = list(k.counts)
    rest[T("9s")] -= 1
    line = Line(tuple(rest), (), bao_ting=True)
    gains = []
    for _ in range(200):
        search.deal()
        gains.append(search.run(line) - now)
    assert paired_verdict(gains).depart  # running on for 跑风 + 明跑 is clearly worth more than 2 a share
    assert not decide_win(k, [T("9s"), T("7s")], True, random.Random(2), 100)
    assert decide(ExpertBot(1), hand, B) == Action(B, "bao_ting", (T("9s"),))


def test_a_plain_win_with_the_wall_almost_empty_is_taken() -> None:
    # Three tiles left: the others draw them all before this seat would draw again (R15), so running on wins nothing.
    hand = rigged(**DECLINE, wall=3)  # type: ignore[arg-type]
    assert decide(ExpertBot(1), hand, B).kind == "win"
    k = Knowledge(hand.view(B))
    search = Futures(k, random.Random(1))
    search.deal()
    rest = list(k.counts)
    rest[T("9s")] -= 1
    assert search.run(Line(tuple(rest), (), bao_ting=True)) == 0.0  # no draw left: nothing won, nothing lost


def test_with_four_tiles_left_the_expert_still_runs_where_hard_takes_the_plain_win() -> None:
    # The others draw three; this seat draws the last tile and wins on any tile: 跑风 + 明跑 against 平胡.
    hand = rigged(**DECLINE, wall=4)  # type: ignore[arg-type]
    assert decide(HardBot(1), hand, B).kind == "win"
    assert decide(ExpertBot(1), hand, B) == Action(B, "bao_ting", (T("9s"),))


def test_a_first_turn_plain_win_is_taken_where_hard_runs_for_pao_feng() -> None:
    # 起手胡 10 + 平胡 2 + 门清 2 now beat 跑风 5 + 明跑 3 + 门清 2 a round later (§3.2).
    hand = rigged(**DECLINE, first_turn=True)  # type: ignore[arg-type]
    assert Futures(Knowledge(hand.view(B)), random.Random(1)).first_turn
    assert decide(HardBot(1), hand, B).kind == "bao_ting"
    assert decide(ExpertBot(1), hand, B).kind == "win"
    act(hand, B, "win")
    assert hand.win is not None and hand.win.score.tian_hu_items == ("qi_shou_hu",)


def test_a_rival_who_declared_bao_ting_makes_the_expert_take_the_plain_win() -> None:
    hand = rigged(**DECLINE, wall=60, bao_ting=[C])  # type: ignore[arg-type]
    assert decide(ExpertBot(1), hand, B).kind == "win"


# 123m 456m 789p 1z W W W waits on any tile; the fourth wild drawn.
FOURTH_WILD = {"hands": [None, "123m456m789p1z3s3s3s3s", None, None], "current": B, "drawn": "3s", "wall": 60}


def test_the_fourth_wild_is_kept_where_hard_sets_it_aside() -> None:
    # E13: 跑风 5 + 四钻胡 10 + 门清 2 now (54 in all) beats 直叫 10 + 门清 2 after setting it aside (39).
    hand = rigged(**FOURTH_WILD)  # type: ignore[arg-type]
    assert decide(HardBot(1), hand, B) == Action(B, "bu_hua", (T("3s"),))
    k = Knowledge(hand.view(B))
    search = Futures(k, random.Random(1))
    search.deal()
    assert search.win_now() == 3 * (5 + 10 + 2) + 3 > search.aside_now() == 3 * (10 + 2) + 3
    # The expert keeps all four: it wins now, or (not yet 报听) runs one more draw for 明跑 on the same 跑风 wait.
    assert decide(ExpertBot(1), hand, B) in (Action(B, "win"), Action(B, "bao_ting", (T("1z"),)))


def test_a_drawn_wild_on_a_wait_on_any_tile_is_still_set_aside_for_zhi_jiao() -> None:
    hand = rigged(hands=[None, "123m456m789p777s3s3s", None, None], current=B, drawn="3s", wall=60)
    assert decide(ExpertBot(1), hand, B) == Action(B, "bu_hua", (T("3s"),))


PONG = {"hands": ["5m147m1234z99m258s2s", "55m123p456p789s14z", None, None], "current": A, "wall": 60}
"""A discards 5m; B holds a pair of 5m and may pong it."""


def _claim_position() -> PaofengHand:
    hand = rigged(**PONG)  # type: ignore[arg-type]
    act(hand, A, "discard", "5m")
    return hand


def test_a_claim_decision_is_legal_and_the_same_from_the_same_seed() -> None:
    answers = {decide(ExpertBot(7), _claim_position(), B) for _ in range(3)}
    assert len(answers) == 1 and next(iter(answers)).kind in ("pong", "pass")


def test_the_claim_search_keeps_the_hard_answer_without_a_clear_gain() -> None:
    hand = _claim_position()
    k = Knowledge(hand.view(B))
    legal = [a for a in hand.legal_actions(B) if a.kind != "tuo_guan"]
    pong = Action(B, "pong", (T("5m"),))
    passing = Action(B, "pass")
    assert pong in legal
    # A claim the hard bot would not allow (a third 口 on one feeder) is never searched: passing stands.
    assert decide_claim(k, legal, passing, lambda a: False, rng=random.Random(1), futures=40) == passing
    # A pong the hard bot makes stands: the play-outs undervalue the turns it skips.
    rng = random.Random(1)
    state = rng.getstate()
    assert decide_claim(k, legal, pong, lambda a: True, rng=rng, futures=40) == pong
    assert rng.getstate() == state  # no future was dealt for it


def test_the_pass_line_draws_at_once_after_the_upper_neighbours_discard() -> None:
    # With a rival on 报听 a round is dangerous; a seat that draws next (a chi position) meets none of that risk
    # before its first draw, a seat two places on meets two thirds of it.
    hand = rigged(**PONG, bao_ting=[C])  # type: ignore[arg-type]
    k = Knowledge(hand.view(B))
    search = Futures(k, random.Random(1))
    search.deal()
    now = Line(tuple(k.counts), (), bao_ting=False, between=0)
    later = Line(tuple(k.counts), (), bao_ting=False, between=2)
    assert search.run(now) > search.run(later)


def test_the_expert_plays_legal_actions_through_whole_hands() -> None:
    bots = [ExpertBot(seat) for seat in range(4)]
    for seed in range(3):
        hand = PaofengHand(PaofengRules(), seed)
        while not hand.over:
            seat = hand.to_act()[0]
            hand.apply(decide(bots[seat], hand, seat))
