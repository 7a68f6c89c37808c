"""The board's model of a Paofeng hand: every one of the 136 tiles accounted for, the wall's live part, wild marks."""

from __future__ import annotations

from fengyu.ai.paofeng.levels import LEVELS
from fengyu.games.paofeng.engine import LIVE_WALL, PaofengHand
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.ui.board.layout import TableLayout
from fengyu.ui.board.model import slots, wall_span

LAYOUT = TableLayout(1280, 800)


def test_every_tile_is_on_the_table_or_in_the_wall_after_every_action() -> None:
    for seed in range(3):
        hand = PaofengHand(PaofengRules(), seed)
        bots = [LEVELS["easy"](seed=s) for s in range(4)]
        while True:
            for seat in range(4):
                view = hand.view(seat)
                shown = slots(view, LAYOUT)
                head, tail = wall_span(view)
                assert LIVE_WALL <= head <= tail <= 136
                assert tail - head == view.wall
                assert len(shown) + view.wall + 1 == 136  # the indicator lies apart, face up
                assert all(s.wild == (s.face_up and s.tile == view.wild) for s in shown)
                mine = [s.tile for s in shown if s.zone == ("hand", seat)]
                if view.drawn is not None:
                    assert mine.pop() == view.drawn  # the tile just drawn stands apart at the end
                wilds = [t for t in mine if t == view.wild]
                assert mine[: len(wilds)] == wilds  # the player's wilds stand first
            if hand.over:
                break
            seat = hand.to_act()[0]
            legal = [a for a in hand.legal_actions(seat) if a.kind != "tuo_guan"]
            hand.apply(bots[seat].choose(hand.view(seat), legal))
