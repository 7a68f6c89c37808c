"""The table's geometry: everything on screen and nothing on top of anything else, at any size."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.games.sichuan.view import SichuanView
from fengyu.mahjong.views import MeldView
from fengyu.ui.mahjong.items import DialItem
from fengyu.ui.mahjong.layout import READABLE_STACK, TableLayout
from fengyu.ui.mahjong.model import Slot, claimed_index, my_hand_order, slots, wall_span
from fengyu.ui.table_common.geometry import Rect, caption_reach, overlap

SIZES = [(760, 540), (800, 560), (800, 600), (1100, 760), (1180, 800), (1920, 1080), (1280, 1024), (1600, 700)]


def crowded_view() -> SichuanView:
    """A late 血流 hand: long rivers, four melds in front of a seat, won tiles, revealed hands."""
    rules = SichuanRules(mode="xue_liu")
    pong = MeldView("pong", 4, (4, 4, 4), 4, 1)
    kong = MeldView("exposed_kong", 12, (12,) * 4, 12, 2)
    hidden = MeldView("concealed_kong", None, ())
    return SichuanView(
        seat=0,
        rules=rules,
        phase="turn",
        dealer=0,
        current=0,
        wall=8,
        hand=(0, 1, 2, 9, 10, 11, 18, 19, 20, 26, 26, 5, 6, 7),
        drawn=7,
        concealed_counts=(14, 1, 13, 7),
        melds=((), (pong, kong, pong, kong), (), (hidden, pong)),
        rivers=tuple(tuple(i % 27 for i in range(22)) for _ in range(4)),
        won_tiles=((), (3, 8, 15), (), (21,)),
        voids=("s", "m", "p", "s"),
        won=(False, True, False, True),
        escaped=(False,) * 4,
        revealed=(None, (22,), None, (18, 18, 19, 20, 21, 22, 23)),
        totals=(0, 0, 0, 0),
        payments=(),
        wins=(),
        awaiting_me=True,
        waiting_for=(0,),
        last_discard=None,
        pass_lock=0,
        exchange=None,
        items_used=(),
        item_note=None,
        golden=(False,) * 4,
        end_reason=None,
        next_dealer=None,
        coin_deltas=None,
    )


def meld_heavy_view() -> SichuanView:
    """The crowded hand with the player holding melds too: a pong from 上家 and a kong from 对家."""
    mine = (MeldView("pong", 13, (13,) * 3, 13, 3), MeldView("exposed_kong", 22, (22,) * 4, 22, 2))
    view = crowded_view()
    return dataclasses.replace(view, hand=(0, 1, 2, 9, 10, 11, 7), drawn=7, melds=(mine, *view.melds[1:]))


Box = tuple[float, float, float, float]
"""A box on screen: left, top, right, bottom."""


def box(slot: Slot) -> Box:
    p = slot.place
    turned = round(p.rotation) % 180 == 90
    w, h = (p.height, p.width) if turned else (p.width, p.height)
    return p.x - w / 2, p.y - h / 2, p.x + w / 2, p.y + h / 2


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_tile_is_on_screen_and_zones_do_not_overlap(width: int, height: int) -> None:
    layout = TableLayout(width, height)
    placed = slots(crowded_view(), layout)
    for slot in placed:
        left, top, right, bottom = box(slot)
        assert left >= -0.5 and top >= -0.5, slot
        assert right <= width + 0.5 and bottom <= height + 0.5, slot
    for i, a in enumerate(placed):
        for b in placed[i + 1 :]:
            if a.zone == b.zone:
                continue
            al, at, ar, ab = box(a)
            bl, bt, br, bb = box(b)
            overlap = min(ar, br) - max(al, bl), min(ab, bb) - max(at, bt)
            assert overlap[0] <= 1 or overlap[1] <= 1, f"{a.zone} {a.index} overlaps {b.zone} {b.index}"


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("make_view", [crowded_view, meld_heavy_view])
def test_plates_hints_and_buttons_stay_clear_of_the_hands(
    width: int, height: int, make_view: Callable[[], SichuanView]
) -> None:
    layout = TableLayout(width, height)
    placed = slots(make_view(), layout)
    for i, a in enumerate(placed):  # the meld-heavy view too: no two zones meet
        for b in placed[i + 1 :]:
            if a.zone != b.zone:
                (al, at, ar, ab), (bl, bt, br, bb) = box(a), box(b)
                assert min(ar, br) - max(al, bl) <= 1 or min(ab, bb) - max(at, bt) <= 1, (a.zone, b.zone)
    hands = [s for s in placed if s.zone[0] in ("hand", "meld", "won")]
    rects = [layout.plate_rect(side) for side in range(4)] + [layout.hint_rect(), layout.auto_play_rect()]
    rects.append(layout.action_rect())
    for rect in rects:
        assert rect.x >= 0 and rect.y >= 0
        assert rect.x + rect.width <= width and rect.y + rect.height <= height
        for slot in hands:
            left, top, right, bottom = box(slot)
            clear = right <= rect.x or left >= rect.x + rect.width or bottom <= rect.y or top >= rect.y + rect.height
            assert clear, f"{slot.zone} {slot.index} under a panel at {rect}"


def test_my_hand_is_sorted_with_the_void_suit_apart_and_the_draw_last() -> None:
    view = crowded_view()
    tiles, gap_after = my_hand_order(view)
    assert gap_after is not None
    assert tiles[-1] == 7  # the tile just drawn
    body = tiles[:-1]
    assert body[gap_after + 1 :] == [18, 19, 20, 26, 26]  # bamboo, the void suit, set apart
    assert body[: gap_after + 1] == sorted(body[: gap_after + 1])


def test_the_wall_shrinks_from_the_head_and_kongs_take_from_the_tail() -> None:
    head, tail = wall_span(crowded_view())
    assert tail == 108 - 3  # two direct kongs and a concealed kong: three replacement draws
    assert tail - head == 8


CAPTION_SIZES = [*SIZES, (1280, 820), (900, 640), (640, 480)]


@pytest.mark.parametrize(("width", "height"), CAPTION_SIZES)
@pytest.mark.parametrize("ems", [1, 2, 3, 6])
def test_call_captions_never_cover_a_plate_and_stay_on_screen(width: int, height: int, ems: int) -> None:
    """A caption (碰, 自摸, 跑风, or an English word of up to six ems) popping up and rising over any seat."""
    layout = TableLayout(width, height)
    pixels = layout.mine * 1.1
    text_w, text_h, rise = ems * pixels + 16, pixels * 1.2 + 16, pixels * 0.6
    for side in range(4):
        x, y = layout.caption_center(side, text_w, text_h, rise)
        assert_clear(layout, caption_reach(x, y, text_w, text_h, rise), f"a {ems}-em caption over side {side}")


@pytest.mark.parametrize(("width", "height"), CAPTION_SIZES)
@pytest.mark.parametrize("ems", [1, 2, 3])
def test_score_changes_never_cover_a_plate_nor_the_call_of_the_moment(width: int, height: int, ems: int) -> None:
    """A payment (+6, −128) popping up over a seat while the seat's call (胡) pops up beside its plate: neither
    covers a plate, and the two do not cover each other."""
    layout = TableLayout(width, height)
    pixels = layout.mine * 0.55
    text_w, text_h, rise = ems * pixels + 16, pixels * 1.2 + 16, pixels * 0.6
    call_pixels = layout.mine * 1.1
    call_w, call_h, call_rise = call_pixels + 16, call_pixels * 1.2 + 16, call_pixels * 0.6
    scores = []
    for side in range(4):
        x, y = layout.score_caption_center(side, text_w, text_h, rise)
        reach = caption_reach(x, y, text_w, text_h, rise)
        assert_clear(layout, reach, f"a {ems}-em score over side {side}")
        call = caption_reach(*layout.caption_center(side, call_w, call_h, call_rise), call_w, call_h, call_rise)
        assert not overlap(reach, call), f"side {side}: the score {reach} covers the call {call}"
        scores.append(reach)
    for a, b in itertools.combinations(scores, 2):
        assert not overlap(a, b), f"two seats' score changes cover each other: {a}, {b}"


def assert_clear(layout: TableLayout, reach: Rect, what: str) -> None:
    """``reach`` (a caption's whole course) stays on the table and off every plate."""
    assert reach.x >= 0 and reach.y >= 0, what
    assert reach.x + reach.width <= layout.width and reach.y + reach.height <= layout.height, what
    for plate in (layout.plate_rect(s) for s in range(4)):
        assert not overlap(reach, plate), f"{what} covers the plate at {plate}"


@pytest.mark.parametrize(("width", "height"), CAPTION_SIZES)
def test_the_auto_play_switch_covers_no_plate_no_tile_and_not_the_hints(width: int, height: int) -> None:
    layout = TableLayout(width, height)
    switch = layout.auto_play_rect()
    for rect in [layout.plate_rect(side) for side in range(4)] + [layout.hint_rect()]:
        clear = (
            switch.x + switch.width <= rect.x
            or switch.x >= rect.x + rect.width
            or switch.y + switch.height <= rect.y
            or switch.y >= rect.y + rect.height
        )
        assert clear, f"the switch at {switch} covers {rect}"
    for slot in slots(crowded_view(), layout):  # nor any tile, discards included
        left, top, right, bottom = box(slot)
        clear = right <= switch.x or left >= switch.x + switch.width or bottom <= switch.y
        assert clear or top >= switch.y + switch.height, f"{slot.zone} {slot.index} under the switch"


@pytest.mark.parametrize("tiles", [108, 136])
@pytest.mark.parametrize("size", [(760, 540), (1180, 800), (1920, 1080)])
def test_the_wall_is_a_square_ring_of_stacks_that_never_cross(tiles: int, size: tuple[int, int]) -> None:
    layout = TableLayout(*size, tiles)
    stacks = {}
    for x, y, rotation, width in layout.wall_stack_places(tiles)[::2]:  # the top tile of each stack
        across, deep = (width, width * 1.25) if rotation % 180 == 0 else (width * 1.25, width)
        stacks[(round(x, 3), round(y, 3))] = (x - across / 2, y - deep / 2, x + across / 2, y + deep / 2)
    boxes = list(stacks.values())
    assert len(boxes) == tiles // 2
    centre = layout.center_rect()
    for i, (left, top, right, bottom) in enumerate(boxes):
        assert centre.x <= left and right <= centre.x + centre.width  # inside the centre box
        assert centre.y - 1 <= top and bottom <= centre.y + centre.height + 1
        for other in boxes[:i]:
            overlap_x = min(right, other[2]) - max(left, other[0])
            overlap_y = min(bottom, other[3]) - max(top, other[1])
            assert overlap_x <= 0.01 or overlap_y <= 0.01, "two stacks of the wall cross"


def test_a_claimed_tile_lies_across_toward_the_seat_it_came_from() -> None:
    pong = MeldView("pong", 4, (4, 4, 4), 4)
    assert claimed_index(dataclasses.replace(pong, source=3), 0, 3) == 0  # from 上家: the left tile
    assert claimed_index(dataclasses.replace(pong, source=2), 0, 3) == 1  # from 对家: the middle one
    assert claimed_index(dataclasses.replace(pong, source=1), 0, 4) == 3  # from 下家: the right one
    assert claimed_index(MeldView("concealed_kong", 4, (4,) * 4), 0, 4) is None
    view = crowded_view()
    layout = TableLayout(1180, 800)
    melds = [s for s in slots(view, layout) if s.zone == ("meld", 1)]
    kong = melds[3:7]  # seat 1's direct kong from seat 2 (its 下家): the last tile lies across
    assert [round(s.place.rotation - kong[0].place.rotation) % 180 for s in kong] == [0, 0, 0, 90]
    mine = [s for s in slots(view, layout) if s.zone == ("hand", 0)]
    assert all(m.place.width < mine[0].place.width for m in melds)  # melds are smaller than the hand


@pytest.mark.parametrize(("claimed", "order"), [(10, [10, 9, 11]), (9, [9, 10, 11]), (11, [11, 9, 10])])
def test_a_chow_turns_the_tile_it_claimed_not_the_runs_first(claimed: int, order: list[int]) -> None:
    """Issue 15: the claimed tile of a chow (always from 上家) leads its meld, lying across toward 上家; the
    other two follow in order — whichever tile of the run was claimed."""
    hand = PaofengHand(PaofengRules(), 5, dealer=0)
    chow = MeldView("chow", 9, (9, 10, 11), claimed, 3)
    view = dataclasses.replace(hand.view(0), melds=((chow,), (), (), ()))
    melds = [s for s in slots(view, TableLayout(1180, 800)) if s.zone == ("meld", 0)]
    assert [s.tile for s in melds] == order
    assert [round(s.place.rotation - melds[1].place.rotation) % 180 for s in melds] == [90, 0, 0]


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_melds_have_a_row_of_their_own_in_front_of_the_hand(width: int, height: int) -> None:
    """Every seat's melds lie nearer the centre than every one of its concealed tiles, start where the hand
    starts (seen from the seat) and are smaller than its concealed tiles."""
    layout = TableLayout(width, height)
    placed = slots(meld_heavy_view(), layout)
    for seat in range(4):
        hand = [box(s) for s in placed if s.zone == ("hand", seat)]
        melds = [box(s) for s in placed if s.zone == ("meld", seat)]
        if not melds:
            continue
        inward: Callable[[Box], tuple[float, float]] = {  # how far a box reaches from the seat's edge
            0: lambda b: (height - b[3], height - b[1]),
            1: lambda b: (width - b[2], width - b[0]),
            2: lambda b: (b[1], b[3]),
            3: lambda b: (b[0], b[2]),
        }[seat]
        assert min(inward(m)[0] for m in melds) >= max(inward(h)[1] for h in hand), (
            f"seat {seat}'s melds in its hand row"
        )
        first: Callable[[Box], float] = {
            0: lambda b: b[0],
            1: lambda b: height - b[3],
            2: lambda b: width - b[2],
            3: lambda b: b[1],
        }[seat]
        assert abs(min(first(m) for m in melds) - min(first(h) for h in hand)) < 1, f"seat {seat}: not left-aligned"
        mine = [s.place.width for s in placed if s.zone == ("hand", seat)]
        assert all(s.place.width < mine[0] for s in placed if s.zone == ("meld", seat))


WALL_SIZES = [(760, 540), (800, 560), (1180, 800), (1920, 1080)]


def wall_boxes(layout: TableLayout, tiles: int) -> list[tuple[float, float, float, float]]:
    """Every wall tile's box on screen (a tile back is 1.25 times as tall as wide)."""
    out = []
    for x, y, rotation, width in layout.wall_stack_places(tiles):
        across, deep = (width, width * 1.25) if rotation % 180 == 0 else (width * 1.25, width)
        out.append((x - across / 2, y - deep / 2, x + across / 2, y + deep / 2))
    return out


@pytest.mark.parametrize("tiles", [108, 136])
@pytest.mark.parametrize("size", WALL_SIZES)
def test_the_wall_is_of_real_tiles_clear_of_the_ponds_and_the_dial(
    qtbot: QtBot, tiles: int, size: tuple[int, int]
) -> None:
    layout = TableLayout(*size, tiles)
    width = layout.wall_stack_places()[0][3]
    # Sichuan's 108 tiles: half a discard wide; Paofeng's 136 need four more stacks a side.
    assert width >= (0.45 if tiles == 108 else 0.38) * layout.small
    dial = DialItem()
    dial.set_layout(layout)
    d = dial.boundingRect()
    ponds = [box(s) for s in slots(crowded_view(), layout) if s.zone[0] == "river"]
    assert len(wall_boxes(layout, tiles)) == tiles
    for left, top, right, bottom in wall_boxes(layout, tiles):
        assert right <= d.left() or left >= d.right() or bottom <= d.top() or top >= d.bottom(), "wall on the dial"
        for pl, pt, pr, pb in ponds:
            assert min(right, pr) - max(left, pl) <= 0.5 or min(bottom, pb) - max(top, pt) <= 0.5, "wall on a pond"


@pytest.mark.parametrize("tiles", [108, 136])
@pytest.mark.parametrize("size", WALL_SIZES)
def test_the_wall_reads_as_a_wall_from_the_smallest_window(tiles: int, size: tuple[int, int]) -> None:
    """Issue 15: Paofeng's 136 tiles made a thin ring at 800×560 (7.8 px stacks). Every stack is at least
    ``READABLE_STACK`` (9 px) wide, where a stack's two layers and each tile back's rim still show, down to the
    window's minimum (760×540). The centre box grows for it only where the plain box is too small: the tables
    at 1180×800 and larger keep their sizes, the small ones' tiles shrink by about a twentieth."""
    layout = TableLayout(*size, tiles)
    assert min(place[3] for place in layout.wall_stack_places()) >= READABLE_STACK
    plain = TableLayout(*size, 108)
    if size[0] >= 1180:
        assert (layout.mine, layout.center_half) == (plain.mine, plain.center_half)
    assert layout.mine >= plain.mine * 0.94


@pytest.mark.parametrize("tiles", [108, 136])
def test_the_wall_shows_its_break_between_the_tail_and_the_head(tiles: int) -> None:
    """At the deal the head (first draw) and the tail (first replacement) are a stack or more apart, the head
    in front of the player."""
    layout = TableLayout(1180, 800)
    places = layout.wall_stack_places(tiles)
    head, tail = places[0], places[-1]
    assert head[1] > layout.cy  # on the player's side
    assert abs(head[0] - tail[0]) + abs(head[1] - tail[1]) >= 2 * head[3]


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("side", range(4))
def test_a_draw_and_a_discard_move_no_other_tile_of_the_row(width: int, height: int, side: int) -> None:
    """The drawn tile stands apart at the row's end: the thirteen others keep their places (every seat's row
    shifting each turn cost the window its frames)."""
    layout = TableLayout(width, height)
    waiting, _melds = layout.row_places(side, 13, [3], drawn=False)
    drawn, _melds = layout.row_places(side, 14, [3], drawn=True)
    assert drawn[:13] == waiting
