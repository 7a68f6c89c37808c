"""Each game's phase and action-kind ``Literal`` lists exactly what its engine produces.

Random hands, played from fixed seeds with random legal moves, go through every phase and offer every
kind of action (Sichuan with 换三张 and the items on, so its exchange and item actions occur too; enough
hands that a robbed added kong and a Guafeng 粘牌 with its returns and swaps come up). A code the
engine makes but the Literal lacks would let a typo pass the type checker; a code the Literal names
but no hand reaches would be a dead or misspelt code.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, get_args

import pytest

from fengyu.core.protocol import Action
from fengyu.games.guafeng.codes import GuafengActionKind, GuafengPhase
from fengyu.games.guafeng.engine import GuafengHand
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.paofeng.codes import PaofengActionKind, PaofengPhase
from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.sichuan.codes import SichuanActionKind, SichuanPhase
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from tests.games.guafeng.support import complete

Pick = Callable[[Any, list[Action], random.Random], Action]


def _mahjong_move(hand: Any, legal: list[Action], rng: random.Random) -> Action:
    """A random legal move, never leaving the table or 托管, claiming more often than passing."""
    legal = [a for a in legal if a.kind not in ("escape", "tuo_guan")]
    claims = [a for a in legal if a.kind != "pass"]
    return rng.choice(claims if claims and rng.random() < 0.7 else legal)


def _guafeng_move(hand: Any, legal: list[Action], rng: random.Random) -> Action:
    """A random listed move, a template completed with random cards of its pool."""
    return complete(hand, rng.choice(legal), rng)


def _sichuan(seed: int) -> SichuanHand:
    rules = SichuanRules.from_json({**SichuanRules().to_json(), "huan_san_zhang": "any", "items": True})
    return SichuanHand(rules, seed)


def _produced(new_hand: Callable[[int], Any], hands: int, pick: Pick) -> tuple[set[str], set[str]]:
    """The phases the hands pass through and the kinds of every action any seat is offered."""
    phases: set[str] = set()
    kinds: set[str] = set()
    for seed in range(hands):
        hand, rng = new_hand(seed), random.Random(seed)
        while True:
            phases.add(hand.phase)
            if hand.over:
                break
            for seat in range(4):
                kinds.update(action.kind for action in hand.legal_actions(seat))
            seat = hand.to_act()[0]
            hand.apply(pick(hand, hand.legal_actions(seat), rng))
    return phases, kinds


@pytest.mark.parametrize(
    ("new_hand", "hands", "pick", "phase_type", "kind_type"),
    [
        pytest.param(_sichuan, 300, _mahjong_move, SichuanPhase, SichuanActionKind, id="sichuan"),
        pytest.param(
            lambda seed: PaofengHand(PaofengRules(), seed),
            300,
            _mahjong_move,
            PaofengPhase,
            PaofengActionKind,
            id="paofeng",
        ),
        pytest.param(
            lambda seed: GuafengHand(GuafengRules(), seed),
            100,
            _guafeng_move,
            GuafengPhase,
            GuafengActionKind,
            id="guafeng",
        ),
    ],
)
def test_the_literals_list_exactly_the_codes_the_engine_produces(
    new_hand: Callable[[int], Any], hands: int, pick: Pick, phase_type: Any, kind_type: Any
) -> None:
    phases, kinds = _produced(new_hand, hands, pick)
    assert phases == set(get_args(phase_type))
    assert kinds == set(get_args(kind_type))
