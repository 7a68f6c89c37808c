"""游戏币场: coins at hand end, shortfall shared in proportion, the house fee (§5.5, X23)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from fengyu.games.sichuan.coins import settle_coins
from fengyu.games.sichuan.rules import SichuanRules
from tests.games.sichuan.scenario import act, rigged

COINS = SichuanRules(mode="single_winner", coin_mode=True, room_coefficient=100)


def test_x23_coins_after_a_self_draw() -> None:
    hand = rigged(COINS, hands=["123m456m234p678p99p", None, None, None], drawn="9p", coins=[5000] * 4)
    act(hand, 0, "win")
    assert hand.ledger.totals() == [18, -6, -6, -6]
    assert hand.coin_deltas == (1620, -600, -600, -600) and hand.house_fee == 180


def test_x23_a_short_loser_pays_what_it_has_and_the_winner_gets_a_share() -> None:
    hand = rigged(COINS, hands=["123m456m234p678p99p", None, None, None], drawn="9p", coins=[5000, 400, 5000, 5000])
    act(hand, 0, "win")
    assert hand.coin_deltas == (1440, -400, -600, -600) and hand.house_fee == 160


def test_seed_example_5400_coins() -> None:
    # Seed 001 §六: X = 20 points, N = 100, three losers: the winner receives 20 * 100 * 3 * 0.9.
    assert settle_coins([60, -20, -20, -20], [10_000] * 4, 100, 10).deltas == (5400, -2000, -2000, -2000)


@given(
    st.lists(st.integers(-500, 500), min_size=3, max_size=3),
    st.lists(st.integers(0, 100_000), min_size=4, max_size=4),
    st.integers(1, 1000),
    st.integers(0, 100),
)
def test_coins_are_conserved_with_the_house_fee(points: list[int], coins: list[int], n: int, fee: int) -> None:
    points = [*points, -sum(points)]
    result = settle_coins(points, coins, n, fee)
    assert sum(result.deltas) + result.house == 0
    assert result.house >= 0
    assert all(-d <= c for d, c in zip(result.deltas, coins, strict=True))  # never below zero coins
