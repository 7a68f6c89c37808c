"""流局: 查花猪, 查大叫, 退税, played out as the spec's example X21 (R31–R35)."""

from __future__ import annotations

from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from tests.games.sichuan.scenario import act, census, rigged


def x21(rules: SichuanRules | None = None) -> SichuanHand:
    """X21: 直杠, a 自摸, a 暗杠, then the wall runs out with seats 0, 1, 2 still in."""
    hand = rigged(
        rules,
        hands=["555m222p333p66p99p", "123456789m14578p", "888s79m1234567s9s", "123s456s999s45p77p"],
        voids="ssmm",
        current=1,
        draws="2s8m6p3s4s8s",
        tail="1s6m",
        wall=8,
    )
    act(hand, 1, "discard", "5m")
    act(hand, 0, "exposed_kong", "5m")  # (1) seat 1 pays seat 0 6
    act(hand, 0, "discard", "1s")
    act(hand, 1, "discard", "2s")
    act(hand, 2, "discard", "8m")
    act(hand, 3, "win")  # (2) 平胡 自摸: seats 0, 1, 2 pay 6
    act(hand, 0, "discard", "3s")
    act(hand, 1, "discard", "4s")
    act(hand, 2, "concealed_kong", "8s")  # (3) seats 0, 1 pay 12 each
    act(hand, 2, "discard", "6m")  # (4) the wall is empty: 流局
    return hand


def test_x21_the_whole_hand() -> None:
    hand = x21()
    assert hand.over and hand.end_reason == "liu_ju"
    assert hand.ledger.totals() == [120, 60, -198, 18]
    assert census(hand) == [4] * 27


def test_r33_flower_pig_pays_16b_to_each_non_pig_contender() -> None:
    hand = x21()
    assert [(p.payer, p.payee, p.amount) for p in hand.ledger.lines if p.reason == "hua_zhu"] == [
        (2, 0, 96),
        (2, 1, 96),
    ]


def test_r34_not_ready_pays_each_ready_contender_its_da_jiao() -> None:
    hand = x21()
    assert [(p.payer, p.payee, p.amount) for p in hand.ledger.lines if p.reason == "da_jiao"] == [(1, 0, 24)]
    liu_ju = next(e for e in hand.events if e.kind == "liu_ju")
    assert liu_ju.public == {"hua_zhu": [2], "ready": {"0": 24}}


def test_r35_not_ready_contenders_refund_kong_money_ready_ones_keep_it() -> None:
    hand = x21()
    assert [(p.payer, p.payee, p.amount) for p in hand.ledger.lines if p.reason == "refund"] == [(2, 0, 12), (2, 1, 12)]


def test_r33_r34_r35_toggles() -> None:
    hand = x21(SichuanRules(cha_hua_zhu=False, kong_refund=False))
    reasons = {p.reason for p in hand.ledger.lines}
    assert "hua_zhu" not in reasons and "refund" not in reasons
    # Without 查花猪 the pig pays 查大叫 like any non-ready player.
    assert [(p.payer, p.payee) for p in hand.ledger.lines if p.reason == "da_jiao"] == [(1, 0), (2, 0)]
    quiet = x21(SichuanRules(cha_da_jiao=False))
    assert "da_jiao" not in {p.reason for p in quiet.ledger.lines}


def test_r32_single_winner_mode_ends_at_the_first_win_without_liu_ju_steps() -> None:
    hand = rigged(
        SichuanRules(mode="single_winner"),
        hands=["555m222p333p66p99p", "123456789m14578p", "888s79m1234567s9s", "123s456s999s45p77p"],
        voids="ssmm",
        current=1,
        draws="2s8m6p3s4s8s",
        tail="1s6m",
        wall=8,
    )
    for seat, kind, tile in (
        (1, "discard", "5m"),
        (0, "exposed_kong", "5m"),
        (0, "discard", "1s"),
        (1, "discard", "2s"),
        (2, "discard", "8m"),
        (3, "win", None),
    ):
        act(hand, seat, kind, tile)
    assert hand.over and hand.end_reason == "win"
    assert hand.ledger.totals() == [0, -12, -6, 18]
    assert not any(e.kind == "liu_ju" for e in hand.events)
