"""Random positions of each game and random moves to throw at them: what the refusal tests share.

A position is reached by bots playing a seeded table for a number of moves; a probe is any action — a known
kind or a made-up one, pieces that may be no tile or card at all, any seat — or a legal action with one piece
changed, so that most probes are illegal and many are nearly legal (the refusals that name a tile or cards).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from hypothesis import strategies as st

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.table import Table

KINDS = {
    "sichuan": ["discard", "pong", "exposed_kong", "concealed_kong", "added_kong", "win", "pass", "chow", "item",
                "exchange", "ding_que", "escape"],
    "paofeng": ["discard", "chow", "pong", "exposed_kong", "concealed_kong", "added_kong", "bu_hua", "bao_ting", "win",
                "pass", "tuo_guan"],
    "guafeng": ["pass", "liang", "xu", "chong", "zhan", "bury", "give", "swap", "swap_done", "play"],
}  # fmt: skip
"""The action kinds of each game (probes draw other strings too)."""


def hand_at(game: str, seed: int, moves: int) -> Any:
    """The hand of a seeded table of easy bots after ``moves`` of their moves (or at its end)."""
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


def probe(data: st.DataObject, hand: Any, game: str) -> Action:
    """One action to try on ``hand``: anything at all, or a legal action of a waiting seat with a piece changed."""
    waiting = list(hand.to_act()) or [0]
    seat = data.draw(st.sampled_from(waiting) | st.integers(0, 7))
    legal = hand.legal_actions(seat) if 0 <= seat < 4 else []
    near = [action for action in legal if action.pieces]
    nearly_legal: bool = data.draw(st.booleans())
    if near and nearly_legal:
        action = data.draw(st.sampled_from(near))
        pieces = list(action.pieces)
        pieces[data.draw(st.integers(0, len(pieces) - 1))] = data.draw(st.integers(0, 60))
        return Action(seat, action.kind, tuple(pieces))
    return Action(
        seat,
        data.draw(st.sampled_from(KINDS[game]) | st.text(min_size=1, max_size=8)),
        tuple(data.draw(st.lists(st.integers(0, 255), max_size=6))),
        data.draw(st.sampled_from(["", "on", "off", "m", "p", "s", "x"])),
    )


def refusals_of(data: st.DataObject, hand: Any, game: str, probes: int) -> Iterator[tuple[Action, IllegalActionError]]:
    """Throw up to ``probes`` probes at ``hand`` (applying the legal ones) and yield each refused one with its
    refusal, after checking the refusal changed nothing: no event, no action, the same view and seats to act."""
    for _ in range(probes):
        action = probe(data, hand, game)
        before = (len(hand.events), len(hand.actions), hand.view(0), hand.to_act())
        try:
            hand.apply(action)
        except IllegalActionError as error:
            assert (len(hand.events), len(hand.actions), hand.view(0), hand.to_act()) == before
            yield action, error
        if hand.over:
            return
