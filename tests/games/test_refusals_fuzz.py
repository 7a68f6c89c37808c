"""Any action, however malformed its tiles or cards, is applied or refused with ``IllegalActionError`` (naming a
rule) in every game, and a refusal changes nothing: the refusal explainers never raise anything else."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.table import Table
from tests.games.sichuan.scenario import T, act, rigged

KINDS = {
    "sichuan": ["discard", "pong", "exposed_kong", "concealed_kong", "added_kong", "win", "pass", "chow", "item",
                "exchange", "ding_que", "escape"],
    "paofeng": ["discard", "chow", "pong", "exposed_kong", "concealed_kong", "added_kong", "bu_hua", "bao_ting", "win",
                "pass", "tuo_guan"],
    "guafeng": ["pass", "liang", "xu", "chong", "zhan", "bury", "give", "swap", "swap_done", "play"],
}  # fmt: skip


def _hand_at(game: str, seed: int, moves: int):  # type: ignore[no-untyped-def]
    table = Table(MatchConfig(game, {}, tuple(SeatSpec("bot", level="easy") for _ in range(4)), seed, 1))
    table.start_hand()
    applied = 0
    while not table.hand_over and applied < moves:
        turns = table.bot_turns()
        if not turns:
            break
        applied += sum(table.answer(turn, table.think(turn)) is not None for turn in turns)
    assert table.hand is not None
    return table.hand


@settings(max_examples=60, deadline=None)
@given(
    game=st.sampled_from(sorted(KINDS)),
    seed=st.integers(0, 2**32),
    moves=st.integers(0, 120),
    data=st.data(),
)
def test_any_action_is_applied_or_refused_with_a_rule(game: str, seed: int, moves: int, data: st.DataObject) -> None:
    hand = _hand_at(game, seed, moves)
    waiting = list(hand.to_act()) or [0]
    for _ in range(8):
        action = Action(
            data.draw(st.sampled_from(waiting) | st.integers(0, 7)),
            data.draw(st.sampled_from(KINDS[game]) | st.text(min_size=1, max_size=8)),
            tuple(data.draw(st.lists(st.integers(0, 255), max_size=6))),
            data.draw(st.sampled_from(["", "on", "off", "m", "p", "s", "x"])),
        )
        before = (len(hand.events), len(hand.actions), hand.view(0))
        rule = None
        try:
            hand.apply(action)
        except IllegalActionError as refusal:
            rule = refusal.rule
        if rule is not None:
            assert rule
            assert (len(hand.events), len(hand.actions), hand.view(0)) == before
        if hand.over:
            break


@pytest.mark.parametrize("kind", ["pong", "exposed_kong", "win"])
def test_a_sichuan_claim_naming_an_honour_is_refused_by_r1(kind: str) -> None:
    """Issue 17: a pong of tile ≥ 27 raised IndexError in the void check."""
    hand: SichuanHand = rigged(hands=["1m2m3m4m5m6m7m8m9m1p2p3p4p5p", "5p5p1m2m3m4m5m6m7m8m9m1s2s", None, None])
    act(hand, 0, "discard", "5p")
    assert hand.phase == "claim"
    for tile in (27, 33, 255):
        with pytest.raises(IllegalActionError) as refusal:
            hand.apply(Action(1, kind, (tile,)))
        assert refusal.value.rule in ("R1", "R11")
    assert T("5p") == hand.window.tile  # type: ignore[union-attr]
