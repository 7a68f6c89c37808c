"""Sichuan bots: always legal, blind to what their seat cannot see, and each level's character."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.ai.sichuan import reading
from fengyu.ai.sichuan.bots import EasyBot, HardBot, NormalBot
from fengyu.ai.sichuan.expert import ExpertBot
from fengyu.ai.sichuan.levels import LEVELS
from fengyu.core.protocol import Action
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.games.sichuan.simulation import random_rules
from tests.games.sichuan.scenario import T, act, meld, rigged, tiles
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


def discard(bot: NormalBot, hand: SichuanHand) -> str:
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
        melds={1: [meld("exposed_kong", "5s", 2)]},
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
def test_void_choice_and_exchange_come_from_the_weakest_suit(cls: type[NormalBot]) -> None:
    hand = SichuanHand(SichuanRules(huan_san_zhang="same_suit"), 9, dealer=0)
    for seat in range(4):
        action = cls().choose(hand.view(seat), hand.legal_actions(seat))
        suit = action.pieces[0] // 9
        held = hand.seats[seat].concealed
        sizes = [sum(held[9 * i : 9 * i + 9]) for i in range(3)]
        assert sizes[suit] == min(n for n in sizes if n >= 3) or cls is HardBot
        hand.apply(action)


def test_hard_never_throws_a_known_xue_liu_wait_while_an_equally_close_discard_exists() -> None:
    # 123m456m789m234p + 9p + 5p: either single goes and the other is the wait. Waiting on 5p has more live
    # copies (seat 1 holds a 9p), so 9p is the natural discard — unless seat 1 is a 血流 winner waiting on 9p.
    hands = ["123m456m789m234p9p5p", "123m456m234p678p9p", None, None]
    hidden = rigged(SichuanRules(mode="xue_liu"), hands=hands, voids="ssss", drawn="5p")
    assert discard(HardBot(), hidden) == "9p"
    frozen = rigged(SichuanRules(mode="xue_liu"), hands=hands, voids="ssss", drawn="5p", won=[1])
    assert discard(HardBot(), frozen) == "5p"
    assert discard(NormalBot(), frozen) == "9p"  # the normal bot does not read the table


def claim_window(hand_text: str, discarded: str) -> SichuanHand:
    """Seat 3 discards ``discarded``; seat 0 (holding ``hand_text``) may claim it."""
    hand = rigged(hands=[hand_text, None, None, f"123m456m789m12p{discarded}3p9p"], voids="ssss", current=3)
    act(hand, 3, "discard", discarded)
    assert hand.phase == "claim" and 0 in hand.to_act()
    return hand


def test_hard_pongs_when_the_pong_keeps_the_hand_as_close_normal_only_when_closer() -> None:
    # 55p 345m 678m 23p 79p 1m: ponging 5p leaves the hand two tiles from ready (its only pair is gone), as before.
    hand = claim_window("55p345m678m23p79p1m", "5p")
    legal = hand.legal_actions(0)
    assert HardBot().choose(hand.view(0), legal).kind == "pong"
    assert NormalBot().choose(hand.view(0), legal).kind == "pass"


def test_hard_declares_every_concealed_kong() -> None:
    hand = rigged(hands=["5555m123p456p789p1p", None, None, None], voids="ssss", drawn="1p")
    action = HardBot().choose(hand.view(0), hand.legal_actions(0))
    assert action.kind == "concealed_kong" and action.pieces == (T("5m"),)


def test_expert_search_depends_on_the_seed_not_the_clock() -> None:
    # The budget buys a count of play-outs, not time: with the budget the limit (40 worlds of 300), two bots
    # of one seed decide alike however busy the machine is, and a larger budget buys more worlds.
    hand = rigged(hands=["123m456m789m23p5p7p9p", None, None, None], voids="ssss", drawn="9p", wall=12)
    first, second = ExpertBot(seed=3, budget=0.05), ExpertBot(seed=3, budget=0.05)
    assert first.worlds_for(5) == 40 < first.max_worlds
    assert first.choose(hand.view(0), hand.legal_actions(0)) == second.choose(hand.view(0), hand.legal_actions(0))
    drawn = first.search_rng.random()
    assert drawn == second.search_rng.random() != ExpertBot(seed=3).search_rng.random()  # both searched, alike
    assert ExpertBot(budget=10.0).worlds_for(5) == first.max_worlds
    assert ExpertBot(budget=0.001).worlds_for(5) == 0  # too few to vouch for anything: hard's pick stands


def late_table(me: str, wall: int = 16) -> SichuanHand:
    """Seat 0 (void s) to discard late, against three opponents long done with their voids (p, m, m).

    The rivers make every opponent likely ready; 8p was the last discard (seat 3's own,
    after seats 1 and 2), so it is safe against all three; m tiles are safe against seats 2 and 3.
    """
    rules = SichuanRules(base_points=1)
    hand = rigged(rules, hands=[me, None, None, None], voids="spmm", drawn=me[-2:], wall=wall)
    for seat, river in ((1, "1p2p3p9m1m8m2m5m7m"), (2, "1m2m3m9p1p4p8p6p"), (3, "2m4m1p2p9p3p7p8p")):
        hand.seats[seat].river = tiles(river)
    return hand


def test_hard_lets_a_safe_tile_go_instead_of_an_equally_useful_dangerous_one() -> None:
    # Two tiles from ready either way: the lonely 5p (normal's pick) may feed seat 1's p-wait; 1m is as useless
    # and seats 2 and 3 have voided m.
    hand = late_table("2m3m4m6m7m9m9m1p2p3p8p8p1m5p")
    assert discard(NormalBot(), hand) == "5p"
    assert discard(HardBot(), hand) == "1m"


def test_hard_lets_a_void_tile_go_while_it_is_safe_and_a_likely_wait_while_the_table_is_far() -> None:
    # Seat 0 has voided p and holds 8p and 5p: both must go (R10). Late, 8p has just gone by all three
    # opponents (safe until each discards again), 5p has not: 8p goes now.
    me = "2m3m4m6m7m8m1s2s3s5s5s9s8p5p"
    rules = SichuanRules(base_points=1)
    late = rigged(rules, hands=[me, None, None, None], voids="pmmm", drawn="5p", wall=16)
    for seat, river in ((1, "1p2p3p9s1m8m2m5m7m"), (2, "1m2m3m9p1p4p8s6p"), (3, "2m4m1p2p9p3p7p8p")):
        late.seats[seat].river = tiles(river)
    assert discard(HardBot(), late) == "8p"
    # Early, nobody near ready: the middle 5p, a likelier wait once they are, goes before the end 1p.
    early = rigged(rules, hands=["2m3m4m6m7m8m1s2s3s5s5s9s1p5p", None, None, None], voids="pmmm", drawn="5p", wall=50)
    for seat in (1, 2, 3):
        early.seats[seat].river = tiles("1m9m")
    assert discard(HardBot(), early) == "5p"


def test_hard_lets_go_the_tile_that_went_by_every_opponent_a_round_ago(monkeypatch: pytest.MonkeyPatch) -> None:
    # Ready either way, on a single 5m or 5p, against three opponents who look ready. This seat threw 5m last
    # round and every opponent has discarded since without winning on it: the read finds 5m a wait about a third
    # as often as a fresh tile, so hard keeps the 5p wait and lets 5m go. Without that, it lets 5p go.
    def table() -> SichuanHand:
        hand = rigged(
            SichuanRules(base_points=1),
            hands=["1m2m3m7m8m9m1p2p3p7p8p9p5m5p", None, None, None],
            voids="spmm",
            drawn="5p",
            wall=20,
        )
        rivers = ("1s2s3s4s5s6s7s5m", "1s9s2s8s3s7s4m6p", "5p9s1s2s6m4p7s3m", "9s1s2s8s3s6p2m4p")
        for seat, river in enumerate(rivers):
            hand.seats[seat].river = tiles(river)
        return hand

    assert discard(HardBot(), table()) == "5m"
    monkeypatch.setattr(reading, "PASSED_SHARE", (1.0,) * len(reading.PASSED_SHARE))
    assert discard(HardBot(), table()) == "5p"


def test_hard_keeps_pushing_a_ready_one_suit_hand() -> None:
    # Ready for 清一色 after throwing the drawn 4m: worth far more than the deal-in 4m risks against seat 1.
    hand = late_table("1p2p3p4p5p6p7p8p9p2p3p5p5p4m")
    assert discard(HardBot(), hand) == "4m"


def test_hard_folds_a_hand_that_can_no_longer_be_ready_against_a_likely_ready_table() -> None:
    # Two steps from ready after a lonely tile goes (9p, or an m tile on the way to 清一色). With 16 tiles
    # left that is worth its risk; with 2 left (no draw of its own) the hand cannot be ready at the wall's
    # end, so hard breaks its 8p pair, safe against all three, where the normal bot still throws a lonely tile.
    me = "1m5m8m1p1p2p2p3p4p5p5p8p9p8p"
    assert discard(HardBot(), late_table(me)) in {"9p", "1m", "5m", "8m"}
    late = late_table(me, wall=2)
    late.seats[0].river.remove(T("9p"))  # one 9p unseen: else every 9p and 8p is in sight and 9p is dead safe
    assert discard(HardBot(), late) == "8p"
    assert discard(NormalBot(), late) in {"9p", "1m", "5m", "8m"}  # normal throws a lonely tile still


def test_expert_keeps_to_its_time_budget() -> None:
    hand = rigged(hands=["123m456m789m23p5p7p9p", None, None, None], voids="ssss", drawn="9p", wall=30)
    bot = ExpertBot(seed=1, budget=0.1)
    started = time.thread_time()  # CPU time: a preempted bot on a busy machine is not over its budget
    action = bot.choose(hand.view(0), hand.legal_actions(0))
    assert action in hand.legal_actions(0)
    assert time.thread_time() - started < 0.1 + 0.2  # one world may finish after the deadline
