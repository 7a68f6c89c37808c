"""包牌 (R22, R23): 口, the relations, the multipliers, who pays and the floor of §3.1."""

from __future__ import annotations

import pytest

from fengyu.games.paofeng.bao import Kou, bao_for, relation
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.paofeng.settlement import shares, win_payments
from tests.games.paofeng.scenario import A, B, C, D, act, meld, payments, rigged


def kous(claimer: int, feeder: int, chi: int, dui: int) -> list[Kou]:
    return [Kou(claimer, feeder, "chi")] * chi + [Kou(claimer, feeder, "dui")] * dui


@pytest.mark.parametrize(
    ("chi", "dui", "found"),
    [(2, 0, None), (3, 0, (3, "chi")), (2, 1, (3, "chi")), (1, 2, (3, "dui")), (2, 2, (4, "dui")), (3, 1, (4, "chi"))],
)
def test_r22_three_kou_make_a_relation_and_a_tie_counts_as_dui(
    chi: int, dui: int, found: tuple[int, str] | None
) -> None:
    assert relation(kous(B, A, chi, dui), B, A) == found
    assert relation(kous(B, A, chi, dui), A, B) is None  # the relation has a direction


@pytest.mark.parametrize(
    ("chi", "dui", "shun", "fan"), [(3, 0, 3, 6), (0, 3, 4, 8), (4, 0, 4, 8), (0, 4, 6, 12), (1, 3, 6, 12)]
)
def test_r23_multipliers_for_shun_bao_and_fan_bao(chi: int, dui: int, shun: int, fan: int) -> None:
    claims = kous(B, A, chi, dui)
    shun_bao = bao_for(claims, B)  # the claimer wins: the feeder pays
    fan_bao = bao_for(claims, A)  # the feeder wins: the claimer pays
    assert shun_bao is not None and (shun_bao.payer, shun_bao.direction, shun_bao.multiplier) == (A, "shun_bao", shun)
    assert fan_bao is not None and (fan_bao.payer, fan_bao.direction, fan_bao.multiplier) == (B, "fan_bao", fan)
    assert bao_for(claims, C) is None  # relations not involving the winner have no effect


def test_r23_the_largest_k_wins_then_the_first_payer_after_the_winner() -> None:
    both = kous(B, A, 3, 0) + kous(C, B, 0, 3)  # E19: 顺包 k 3 (A pays) and 反包 k 8 (C pays)
    bao = bao_for(both, B)
    assert bao is not None and (bao.payer, bao.multiplier) == (C, 8)
    tie = kous(B, D, 0, 3) + kous(B, C, 0, 3)  # two 顺包 对三口 for B: C comes before D after B
    bao = bao_for(tie, B)
    assert bao is not None and bao.payer == C


def test_r23_the_payer_pays_at_least_the_three_normal_shares() -> None:
    bao = bao_for(kous(B, A, 3, 0), B)
    assert shares(4, B, D) == {C: 4, D: 7, A: 4}
    assert win_payments(4, B, D, bao, PaofengRules()) == [(A, 15, ("win", "shun_bao", "chi_san_kou"))]
    big = win_payments(10, B, D, bao, PaofengRules(di_hua=3))
    assert big == [(A, 3 * 33, ("win", "shun_bao", "chi_san_kou"))]  # m × max(k × 10, 10 + 13 + 10)


def test_r22_kou_are_counted_by_the_engine_and_bu_gang_adds_none() -> None:
    hand = rigged(
        hands=["4s147m47p1234z25m6p9s", None, None, "444s147m2p"],
        melds={D: [meld("pong", "9m", A), meld("chow", "1p", C)]},
        current=A,
        tail="8m",
    )
    act(hand, A, "discard", "4s")
    act(hand, D, "pong", "4s")
    assert [(k.claimer, k.feeder, k.kind) for k in hand.kous] == [(D, A, "dui"), (D, C, "chi"), (D, A, "dui")]
    act(hand, D, "added_kong", "4s")
    assert len(hand.kous) == 3


def test_r23_fan_bao_through_the_engine() -> None:
    # E8's relation, seen from the engine: A chi'd four times from D, D wins: A pays for everybody.
    hand = rigged(
        hands=[None, None, None, "123m456m789m22p56s7s"],
        melds={A: [meld("chow", "1m", D), meld("chow", "4p", D), meld("chow", "7p", D), meld("chow", "6s", D)]},
        current=D,
        drawn="7s",
    )
    act(hand, D, "win")
    assert payments(hand) == {A: 8 * 9}
    assert hand.ledger.lines[0].reasons == ("win", "fan_bao", "chi_si_kou")
