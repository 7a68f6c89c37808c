"""The table: matches of several hands, seats, stale bot answers, time-outs, broken bots."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.core.protocol import Action, IllegalActionError, View
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.games import hand_seed
from fengyu.table.table import Table, TableUpdate
from tests.table.conftest import bots_config, human_config, played_against_easy, run_bots


class BrokenBot:
    """A bot written outside the project that fails: the table must carry on without it."""

    name = "broken"

    def __init__(self, seed: int) -> None:
        self.calls = 0

    def choose(self, view: View, legal: list[Action]) -> Action:
        raise RuntimeError("this bot is broken")


class WrongBot(BrokenBot):
    def choose(self, view: View, legal: list[Action]) -> Action:
        return Action(view.seat, "discard", (99,))


def play_match(table: Table) -> None:
    while not table.match_over:
        table.start_hand()
        run_bots(table)


def test_a_match_plays_its_hands_and_adds_them_up() -> None:
    table = Table(bots_config(hands=3))
    updates: list[TableUpdate] = []
    table.listeners.append(updates.append)
    play_match(table)
    assert len(table.history) == 3
    assert [h.index for h in table.history] == [0, 1, 2]
    assert [h.seed for h in table.history] == [hand_seed(7, i) for i in range(3)]
    assert len({h.seed for h in table.history}) == 3
    assert table.totals() == [sum(h.totals[s] for h in table.history) for s in range(4)]
    assert sum(table.totals()) == 0
    assert {u.hand_index for u in updates} == {0, 1, 2}
    assert [u.action for u in updates if u.action is None] == [None] * 3  # one deal per hand
    with pytest.raises(RuntimeError, match="match is over"):
        table.start_hand()


def test_the_next_dealer_comes_from_the_previous_hand() -> None:
    table = Table(bots_config(hands=2, rules={"mode": "single_winner"}))
    table.start_hand()
    run_bots(table)
    first = table.hand
    assert isinstance(first, SichuanHand)
    table.start_hand()
    assert isinstance(table.hand, SichuanHand)
    assert table.hand.inputs["dealer"] == first.next_dealer
    assert first.next_dealer is not None


def test_same_seed_same_match() -> None:
    one, two = Table(bots_config(seed=11, hands=2)), Table(bots_config(seed=11, hands=2))
    play_match(one)
    play_match(two)
    assert [h.to_json() for h in one.history] == [h.to_json() for h in two.history]


def test_a_hand_cannot_start_while_one_is_in_play() -> None:
    table = Table(human_config())
    table.start_hand()
    with pytest.raises(RuntimeError, match="not over"):
        table.start_hand()


def test_humans_are_refused_illegal_moves_with_the_rule() -> None:
    table = Table(human_config(rules={"ding_que": False}))
    table.start_hand()
    run_bots(table)
    assert 0 in table.waiting()
    with pytest.raises(IllegalActionError) as refused:
        table.submit(Action(0, "discard", (99,)))
    assert refused.value.rule
    with pytest.raises(IllegalActionError) as refused:
        table.submit(Action(1, "pass"))
    assert (refused.value.reason, refused.value.params) == ("not_your_seat", {"seat": 1})
    legal = [a for a in table.legal_actions(0) if a.kind == "discard"]
    update = table.submit(legal[0])
    assert update.action == legal[0]


def test_a_human_match_needs_the_human() -> None:
    table = Table(human_config())
    table.start_hand()
    run_bots(table)
    assert not table.hand_over
    assert 0 in table.waiting()
    assert all(t.seat != 0 for t in table.bot_turns())


def test_stale_bot_answers_are_dropped() -> None:
    table = Table(bots_config())
    table.start_hand()
    turns = table.bot_turns()
    assert turns
    assert table.bot_turns() == []  # handed out once
    first = turns[0]
    action = table.think(first)
    assert table.answer(first, action) is not None
    assert table.answer(first, action) is None  # the same answer twice
    for turn in turns[1:]:
        table.answer(turn, table.think(turn))
    run_bots(table)
    table.start_hand()
    assert table.answer(first, action) is None  # from an earlier hand


def test_bots_are_not_offered_leaving_or_items() -> None:
    table = Table(bots_config(rules={"items": True}))
    table.start_hand()
    for _ in range(30):
        for turn in table.bot_turns():
            assert all(a.kind not in ("escape", "item") for a in turn.legal)
            table.answer(turn, table.think(turn))


@pytest.mark.parametrize("bot", ["BrokenBot", "WrongBot"])
def test_a_failing_bot_plays_the_time_out_move(bot: str) -> None:
    hand = played_against_easy("sichuan", f"tests.table.test_table:{bot}", 3)
    assert any(a.seat == 0 for a in hand.actions)


def test_time_limits_follow_the_rules_and_time_outs_play_the_default() -> None:
    table = Table(human_config(rules={"ding_que": True, "turn_seconds": 9, "claim_seconds": 4}))
    table.start_hand()
    assert table.time_limit(0) == 9  # 定缺
    assert table.time_limit(1) == 9
    hand = table.hand
    assert isinstance(hand, SichuanHand)
    expected = hand.default_action(0)
    update = table.time_out(0)
    assert update is not None
    assert update.action == expected
    assert table.time_out(0) is None  # nothing awaited from seat 0 any more
    assert table.time_limit(0) == 0
    run_bots(table)
    while not table.hand_over:
        seat = table.waiting()[0]
        assert table.time_limit(seat) == (4 if hand.phase in ("claim", "rob") else 9)
        table.time_out(seat)
        run_bots(table)


def test_coins_carry_over_between_hands() -> None:
    config = MatchConfig(
        "sichuan", {"coin_mode": True}, tuple(SeatSpec("bot", level="easy") for _ in range(4)), 5, 2, coins=500
    )
    table = Table(config)
    play_match(table)
    assert table.coins is not None
    expected = [500] * 4
    for hand in table.history:
        assert hand.coins is not None
        expected = [max(0, c + d) for c, d in zip(expected, hand.coins, strict=True)]
    assert table.coins == expected
    assert table.coins != [500] * 4


def test_a_table_needs_a_known_game_and_sound_rules() -> None:
    seats = tuple(SeatSpec("bot", level="easy") for _ in range(4))
    with pytest.raises(ValueError, match="no game 'chess'"):
        Table(MatchConfig("chess", {}, seats, 1))
    with pytest.raises(ValueError, match="bad rules"):
        Table(MatchConfig("sichuan", {"mode": "sideways"}, seats, 1))
    with pytest.raises(ValueError, match="4 seats"):
        Table(MatchConfig("sichuan", {}, seats[:3], 1))


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), mode=st.sampled_from(["xue_zhan", "single_winner", "xue_liu"]))
def test_every_match_is_zero_sum_and_replays(seed: int, mode: str) -> None:
    table = Table(bots_config(seed=seed, hands=2, level="easy", rules={"mode": mode}))
    play_match(table)
    assert sum(table.totals()) == 0
    hand = table.hand
    assert hand is not None
    again = hand.record().replay(table.kind.new_hand)
    assert again.events == hand.events


def test_qian_kun_is_ordered_between_hands_and_reaches_the_next_deal(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    table = Table(human_config(rules={"items": True}), autosave=path)
    table.start_hand()
    with pytest.raises(IllegalActionError, match="between hands"):
        table.pre_order(0, "qian_kun_da_nuo_yi")
    run_bots(table)
    while not table.hand_over:
        table.time_out(0)
        run_bots(table)
    with pytest.raises(IllegalActionError) as refused:
        table.pre_order(1, "qian_kun_da_nuo_yi")
    assert refused.value.reason == "not_your_seat"  # a bot's seat
    table.pre_order(0, "qian_kun_da_nuo_yi")
    assert Table.resume(path).pre_orders == {0: {"qian_kun_da_nuo_yi"}}
    table.start_hand()
    hand = table.hand
    assert isinstance(hand, SichuanHand)
    assert hand.inputs["qian_kun_da_nuo_yi"] == [0]
    assert table.pre_orders == {}
    assert any(e.kind == "item_used" and e.seat == 0 for e in hand.events)


def test_items_cannot_be_ordered_when_the_rules_have_none() -> None:
    table = Table(human_config())
    with pytest.raises(IllegalActionError, match="cannot be ordered"):
        table.pre_order(0, "qian_kun_da_nuo_yi")
