"""Real Sichuan hands for the dialog tests, played headlessly by bots (seeds chosen for what they show)."""

from __future__ import annotations

from typing import Any

from fengyu.core.protocol import Action
from fengyu.table.config import MatchConfig
from fengyu.table.games import HandResult
from fengyu.table.table import Table
from tests.table.conftest import bots_config, human_config, run_bots

Case = tuple[int, dict[str, Any]]
"""A match seed and the rules that, played by easy bots, give the hand its name says."""

# Seeds found by playing easy bots (hands=1 unless said); each shows what its name says.
GANG_SHANG_PAO: Case = (317, {})  # a concealed kong, its 杠上炮 with the transfer, a win with a root
HUA_ZHU = (23, {"ding_que": False})  # a drawn end with two flower pigs and a ready player
REFUND_COINS = (541, {"coin_mode": True, "room_coefficient": 10})  # an added kong, 查大叫, refunds, coins
ROB_KONG: Case = (543, {})  # a robbed added kong


def play(seed: int, rules: dict[str, Any], hands: int = 1) -> Table:
    """A finished match of ``hands`` hands between four easy bots."""
    table = Table(bots_config(seed=seed, hands=hands, level="easy", rules=rules))
    while not table.match_over:
        table.start_hand()
        run_bots(table)
    return table


def result(case: Case) -> HandResult:
    seed, rules = case
    return play(seed, rules).history[0]


def escape(seed: int = 7, after: int = 20) -> HandResult:
    """A hand that ends when the human seat 0 leaves after about ``after`` bot actions."""
    config: MatchConfig = human_config(seed=seed, hands=1)
    table = Table(config)
    table.start_hand()
    played = 0
    while played < after and not table.hand_over:
        applied = run_bots(table, limit=after - played)
        if 0 in table.waiting():
            table.time_out(0)  # the human's default move
            applied += 1
        played += applied
        if applied == 0:
            break
    table.submit(Action(0, "escape"))
    assert table.hand_over
    return table.history[-1]
