"""The board's model of a Paofeng hand: every one of the 136 tiles accounted for, the wall's live part, wild marks."""

from __future__ import annotations

from fengyu.ai.paofeng.levels import LEVELS
from fengyu.games.paofeng.engine import LIVE_WALL, PaofengHand
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.ui.mahjong.layout import TableLayout
from fengyu.ui.mahjong.model import slots, wall_span

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
                if view.win is not None and view.win.seat == seat:
                    assert mine.pop() == view.win.tile  # so does the tile won on, once the hand is over
                wilds = [t for t in mine if t == view.wild]
                assert mine[: len(wilds)] == wilds  # the player's wilds stand first
            if hand.over:
                break
            seat = hand.to_act()[0]
            legal = [a for a in hand.legal_actions(seat) if a.kind != "tuo_guan"]
            hand.apply(bots[seat].choose(hand.view(seat), legal))


def play_out(seed: int) -> PaofengHand:
    hand = PaofengHand(PaofengRules(), seed)
    bots = [LEVELS["normal"](seed=s) for s in range(4)]
    while not hand.over:
        seat = hand.to_act()[0]
        legal = [a for a in hand.legal_actions(seat) if a.kind != "tuo_guan"]
        hand.apply(bots[seat].choose(hand.view(seat), legal))
    return hand


def test_the_winning_tile_stands_apart_at_the_end_of_the_winners_row_and_is_lit() -> None:
    won = 0
    for seed in range(8):
        hand = play_out(seed)
        if hand.win is None:
            continue
        won += 1
        for seat in range(4):  # every seat sees it, the winner's own board too
            shown = slots(hand.view(seat), LAYOUT)
            lit = [s for s in shown if s.won]
            assert len(lit) == 1
            row = [s for s in shown if s.zone == ("hand", hand.win.seat)]
            assert lit[0] is row[-1] and lit[0].tile == hand.win.tile
            body = row[:-1]
            step = abs(body[1].place.x - body[0].place.x) + abs(body[1].place.y - body[0].place.y)
            apart = abs(row[-1].place.x - body[-1].place.x) + abs(row[-1].place.y - body[-1].place.y)
            assert apart > step * 1.3  # set apart like a tile just drawn
    assert won >= 3


def test_no_tile_is_lit_while_the_hand_is_played() -> None:
    hand = PaofengHand(PaofengRules(), 3)
    assert not any(s.won for s in slots(hand.view(0), LAYOUT))
