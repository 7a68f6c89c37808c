"""Where everything sits on the mahjong table, for a window of any size.

Pure geometry (no Qt), so it is cheap to recompute on every resize and easy to
test. Each side of the table is laid out in its own frame — ``x`` runs along
the side from the seated player's left to right, ``y`` from the table's edge
towards the centre — and then turned onto the screen: the local player at
the bottom, 下家 (next in play order) on the right, 对家 at the top, 上家 on
the left. Positions are tile *centres* (the tile items rotate about their
centre), rotations are in degrees.

Sizes follow the window's height first (the bottom half must hold the centre,
four rows of discards, the player's row of melds and the hand), then are capped by
its width so the player's hand fits on one row and the side seats' plates stay
clear of the side ponds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from fengyu.ui.table_common.geometry import CAPTION_OVERSHOOT, PiecePlace, Rect, beside_plate, clear_caption

TILE_ASPECT = 4 / 3
"""Height over width of a tile's face."""

RIVER_COLUMNS = 6
RIVER_ROWS = 4
"""A river fills rows of six from the centre outwards; discards beyond 24 start a fifth row on top."""

ASIDE_LABEL = 2.6
"""The width of the label before a row of tiles set aside, in those tiles' widths."""

WALL_TILES = 108
"""Sichuan's wall; a game with more tiles (Paofeng's 136) asks for its own size."""


@dataclass(frozen=True, slots=True)
class Place(PiecePlace):
    """Where one tile sits: its centre, its turn and its width (height follows)."""

    aspect: ClassVar[float] = TILE_ASPECT


SIDE_ROTATION = (0.0, -90.0, 180.0, 90.0)
"""Turn of each side's frame: bottom, right, top, left."""

FACE_ROTATION = (0.0, -90.0, 0.0, 90.0)
"""Turn of the tiles' faces: the top seat's tiles stay upright, so that its discards read easily."""


CENTRE = 3.8
"""Half the centre box's side, in discard widths: room for Sichuan's wall of full-sized stacks around the dial."""
CENTRE_MOST = 5.0
"""The most the centre box grows to keep a bigger wall's stacks readable (Paofeng's 18 stacks a side against
Sichuan's 14 want 4.8 at 800×560, 5 at the smallest window)."""
READABLE_STACK = 9.0
"""The narrowest wall stack, in pixels, that still reads as a wall: a stack's top tile sits a quarter of its
width above the one beneath, and at 9 px that step (2.25 px) and each tile back's rim (a pixel round a body of
6 or more) still show, so the ring reads as two layers of tiles. Sichuan's wall at 800×560 (9.8 px) and
Paofeng's at 1180×800 (11 px) read as walls; Paofeng's at 800×560 at the plain centre box (7.8 px) was a thin
ring."""
STACK_DEPTH = 1.25
"""A wall stack's depth on screen, in stack widths (the tile back is drawn 1.25 times as tall as wide)."""
STACK_LIFT = 0.25
"""How far a stack's top tile sits above the one beneath, in stack widths."""


def wall_stacks(tiles: int) -> int:
    """Stacks a side of the wall ring: as many as ``tiles`` need plus at least one spare (14 for 108, 18 for 136)."""
    return math.ceil((tiles // 2 + 1) / 4)


def stack_width(center_half: float, tiles: int) -> float:
    """The width of a wall stack when the ring fills a centre box of half side ``center_half``."""
    stacks = wall_stacks(tiles)
    c = center_half / (1 + 2 * STACK_LIFT / (stacks + STACK_DEPTH))  # the lifted top row stays inside the box
    return 2 * c / (stacks + STACK_DEPTH)


class TableLayout:
    """Geometry of a table drawn in a ``width`` × ``height`` area, for a wall of ``wall_tiles``."""

    def __init__(self, width: float, height: float, wall_tiles: int = WALL_TILES) -> None:
        self.width = max(320.0, width)
        self.height = max(240.0, height)
        self.wall_tiles = wall_tiles
        # Bottom half: centre box (half side c = 3.8 small tiles, room for a wall of full-sized stacks),
        # 4 river rows, a gap, my melds' row (0.6 tall tiles and a gap), my hand, a margin. A small window
        # grows the centre box (everything else shrinks a little) until the wall's stacks are readable.
        centre = CENTRE
        while True:
            self.mine = self._tile_width(centre)
            """Width of the player's own concealed tiles."""
            if centre >= CENTRE_MOST or stack_width(self.mine * 0.62 * centre, wall_tiles) >= READABLE_STACK:
                break
            centre = min(CENTRE_MOST, centre + 0.05)
        self.small = self.mine * 0.62
        """Width of discards, opponents' tiles and melds."""
        self.my_melds = self.mine * 0.6
        self.margin = self.mine * 0.35
        self.center_half = self.small * centre
        self.cx, self.cy = self.width / 2, self.height / 2

    def _tile_width(self, centre: float) -> float:
        """The player's tile width with a centre box of half side ``centre`` discard widths."""
        melds_row = 0.6 * TILE_ASPECT + 0.12
        rows = centre * 0.62 + RIVER_ROWS * 0.62 * TILE_ASPECT + 0.25 + melds_row + TILE_ASPECT + 0.35
        return min(self.height / 2 / rows, self.width / 24.5)

    # -- frames ---------------------------------------------------------------------------------

    def side_length(self, side: int) -> float:
        return self.width if side % 2 == 0 else self.height

    def to_screen(self, side: int, x: float, y: float) -> tuple[float, float]:
        """A point of ``side``'s frame on the screen (x along the side, y from its edge inwards)."""
        half = self.side_length(side) / 2
        u = x - half  # along the side, from its middle
        if side == 0:
            return self.cx + u, self.height - y
        if side == 1:
            return self.width - y, self.cy - u
        if side == 2:
            return self.cx - u, y
        return y, self.cy + u

    def _place(self, side: int, x: float, y: float, width: float, *, lying: bool = False) -> Place:
        sx, sy = self.to_screen(side, x, y)
        rotation = FACE_ROTATION[side] + (90.0 if lying else 0.0)
        return Place(sx, sy, rotation, width)

    # -- hands and melds --------------------------------------------------------------------------

    def tile_width(self, side: int) -> float:
        return self.mine if side == 0 else self.small

    def meld_width(self, side: int) -> float:
        """Width of a seat's meld tiles: smaller than its concealed ones."""
        return self.my_melds if side == 0 else self.small * 0.8

    def meld_row_y(self, side: int) -> float:
        """Distance from ``side``'s edge to the middle of its row of melds: just in front of the hand."""
        hand_depth = self.tile_width(side) * TILE_ASPECT
        return self.margin + hand_depth + self.mine * 0.12 + self.meld_width(side) * TILE_ASPECT / 2

    def row_places(
        self,
        side: int,
        count: int,
        meld_sizes: list[int],
        *,
        drawn: bool,
        gap_after: int | None = None,
        turned: list[int | None] | None = None,
    ) -> tuple[list[Place], list[list[Place]]]:
        """A seat's concealed tiles left to right (seen from the seat), and its melds in a row of their own.

        The melds' row lies just in front of the hand (toward the centre), smaller, and starts where the
        hand starts, so that a meld never shares the hand's row. The drawn tile (the last concealed one)
        stands apart; ``gap_after`` puts a small gap after that index (the player's void suit set apart).
        ``turned`` names, per meld, the tile lying across (the one claimed, turned toward the seat it came
        from), or None. The two rows are centred together on their side, clear of the player's name plate
        at the bottom left; the drawn tile is left out of the centring, so that a draw and a discard move no
        other tile of the row (a redrawn row of every seat each turn cost the window its frames).
        """
        turned = turned or [None] * len(meld_sizes)
        w = self.tile_width(side)
        meld_w = self.meld_width(side)
        gap = w * 0.45
        meld_spacing = meld_w * 0.3
        row = (count - (1 if drawn else 0)) * w + (gap * 0.6 if gap_after is not None else 0)
        across = meld_w * (TILE_ASPECT - 1)  # what a tile lying across adds to its meld's length
        melds_span = sum(meld_sizes) * meld_w + max(0, len(meld_sizes) - 1) * meld_spacing
        melds_span += across * sum(1 for t in turned if t is not None)
        start = (self.side_length(side) - max(row, melds_span)) / 2
        if side == 0:
            start = max(start, self.margin * 2 + self.mine * 4.2)  # the bottom-left corner holds the name plate
        y = self.margin + w * TILE_ASPECT / 2
        hand = []
        x = start
        for index in range(count):
            if drawn and index == count - 1:
                x += gap
            hand.append(self._place(side, x + w / 2, y, w))
            x += w
            if gap_after is not None and index == gap_after:
                x += gap * 0.6
        x = start
        meld_y = self.meld_row_y(side)
        groups = []
        for size, lying in zip(meld_sizes, turned, strict=True):
            group = []
            for i in range(size):
                if i == lying:
                    low = meld_y + meld_w * TILE_ASPECT / 2 - meld_w / 2  # level with the row's inner edge
                    group.append(self._place(side, x + meld_w * TILE_ASPECT / 2, low, meld_w, lying=True))
                    x += meld_w * TILE_ASPECT
                else:
                    group.append(self._place(side, x + meld_w / 2, meld_y, meld_w))
                    x += meld_w
            groups.append(group)
            x += meld_spacing
        return hand, groups

    # -- discards -----------------------------------------------------------------------------------

    def river_place(self, side: int, index: int) -> Place:
        """The ``index``-th discard of a seat: rows of six from the centre outwards."""
        w = self.small
        h = w * TILE_ASPECT
        row, column = divmod(index, RIVER_COLUMNS)
        if row >= RIVER_ROWS + 1:
            row, column = RIVER_ROWS, column + (row - RIVER_ROWS) * RIVER_COLUMNS  # very long rivers run on
        length = self.side_length(side)
        x = length / 2 - RIVER_COLUMNS * w / 2 + (column + 0.5) * w
        inner = self.side_length(1 - side % 2) / 2 - self.center_half  # distance from the edge to the centre box
        y = inner - (row + 0.5) * h
        return self._place(side, x, y, w)

    def won_places(self, side: int, count: int) -> list[Place]:
        """Tiles a seat has won (血战/血流), upright in rows of six beside its name plate.

        Beside the plate, not in the seat's row: a 血流 seat may win many times and
        its row of melds is long enough already.
        """
        w = self.small * 0.8
        h = w * TILE_ASPECT
        plate = self.plate_rect(side)
        above = side in (0, 3)
        lead = self.aside_label_rect(side).width + w * 0.15  # the row's label comes first
        places = []
        for index in range(count):
            row, column = divmod(index, 6)
            x = plate.x + lead + w / 2 + column * w * 1.05
            y = (
                plate.y - self.margin * 0.4 - h / 2 - row * h * 1.05
                if above
                else plate.y + plate.height + self.margin * 0.4 + h / 2 + row * h * 1.05
            )
            places.append(Place(x, y, 0.0, w))
        return places

    def aside_label_rect(self, side: int) -> Rect:
        """The label before a seat's row of tiles set aside (花牌 / 胡牌), level with its first row: wide enough
        for "Flowers" whole in the smallest legible letters at the window's minimum size."""
        w = self.small * 0.8
        h = w * TILE_ASPECT
        plate = self.plate_rect(side)
        y = plate.y - self.margin * 0.4 - h if side in (0, 3) else plate.y + plate.height + self.margin * 0.4
        return Rect(plate.x, y, w * ASIDE_LABEL, h)

    # -- the centre ---------------------------------------------------------------------------------------

    def center_rect(self) -> Rect:
        c = self.center_half
        return Rect(self.cx - c, self.cy - c, 2 * c, 2 * c)

    def wall_stack_places(self, tiles: int | None = None) -> list[tuple[float, float, float, float]]:
        """The wall positions as (x, y, rotation, width), in dealing order, for ``tiles`` (the layout's wall).

        A square ring of two-tile stacks filling the centre box around the dial, as many stacks a side as
        the wall needs plus at least one spare (14 a side for 108 tiles, 18 for 136); each side's row stops
        where the next side's begins (a pinwheel), so no two rows cross at a corner. The wall is broken in
        front of the player: the head (position 0, the first draw) starts in the middle of the bottom side
        and runs round the ring; the spare stacks are left empty just before it, so the break between the
        head and the tail (where replacements are taken) shows from the deal on and widens as both ends
        are drawn. Position ``2k`` is the top tile of stack ``k`` and ``2k + 1`` the one beneath.
        """
        tiles = self.wall_tiles if tiles is None else tiles
        stacks = wall_stacks(tiles)
        depth, lift = STACK_DEPTH, STACK_LIFT
        stack_w = stack_width(self.center_half, tiles)
        c = stack_w * (stacks + depth) / 2
        ring = []
        for side in range(4):
            angle = math.radians(-90.0 * side)
            for k in range(stacks):
                u = -c + (k + 0.5) * stack_w  # along the side, left to right seen from that seat
                v = c - stack_w * depth / 2  # from the centre towards the seat
                x = self.cx + u * math.cos(angle) - v * math.sin(angle)
                y = self.cy + u * math.sin(angle) + v * math.cos(angle)
                ring.append((x, y, SIDE_ROTATION[side]))
        head = stacks // 2
        places = []
        for x, y, rotation in ring[head:] + ring[:head]:
            for layer in (0, 1):
                places.append((x, y - (1 - layer) * stack_w * lift, rotation, stack_w))
        return places[:tiles]

    def indicator_rect(self) -> Rect:
        """The wild's corner (Paofeng: the turned-up tile and the wild it names), top left of the centre box,
        in the square the top and left rivers leave free."""
        w = self.small * 3.0
        h = self.small * 2.3
        c = self.center_half
        return Rect(self.cx - c - w - self.small * 0.15, self.cy - c - h - self.small * 0.15, w, h)

    def _side_edge(self) -> float:
        """How far a side seat's tiles (its hand and its row of melds) reach in from the window's edge."""
        return self.meld_row_y(1) + self.meld_width(1) * TILE_ASPECT / 2 + self.margin

    def plate_rect(self, side: int) -> Rect:
        """The name plate of a seat (name, score, dealer mark, void suit, win order), clear of every tile."""
        w, h = self.mine * 4.2, self.mine * 1.55
        edge = self._side_edge()
        if side == 0:
            return Rect(self.margin, self.height - self.margin - h, w, h)
        if side == 1:
            return Rect(self.width - edge - w, self.height * 0.43 - h / 2, w, h)
        if side == 2:
            return Rect(edge, self.margin, w, h)
        return Rect(edge, self.height * 0.7 - h / 2, w, h)

    def caption_center(self, side: int, width: float, height: float, rise: float) -> tuple[float, float]:
        """Where a call caption (碰, 自摸, 跑风 …) of ``width`` × ``height`` starts, over ``side``'s part of the
        table: beside its plate, towards the centre, so that neither it nor its rise (it drifts up by
        ``rise`` as it fades) ever covers a plate. A caption too wide for its place is pushed towards the
        centre of the table until it is clear."""
        grown_w, grown_h = width * CAPTION_OVERSHOOT, height * CAPTION_OVERSHOOT
        plate = self.plate_rect(side)
        gap = self.margin * 0.5
        if side == 0:
            x, y = self.cx, self.height - self.mine * 3.2
        elif side == 1:
            x, y = plate.x - gap - grown_w / 2, plate.y + plate.height / 2
        elif side == 2:
            x, y = plate.x + plate.width / 2, plate.y + plate.height + gap + rise + grown_h / 2
        else:
            x, y = plate.x + plate.width + gap + grown_w / 2, plate.y + plate.height / 2
        return self._clear_of_plates((x, y), (width, height), rise)

    def score_caption_center(self, side: int, width: float, height: float, rise: float) -> tuple[float, float]:
        """Where a seat's score change (+12, −6) of ``width`` × ``height`` starts: right-aligned over the plate
        of a seat in the lower half, under it in the upper half (beside it for 对家, whose call caption takes
        the room below), clear of every plate's words throughout its rise, of the other seats' changes and of
        the seat's call caption of the same moment (胡, beside the plate towards the centre)."""
        where = ("above", "below", "right", "above")[side]
        start = beside_plate(self.plate_rect(side), (width, height), rise, self.margin * 0.3, where)
        return self._clear_of_plates(start, (width, height), rise)

    def _clear_of_plates(
        self, start: tuple[float, float], size: tuple[float, float], rise: float
    ) -> tuple[float, float]:
        plates = [self.plate_rect(s) for s in range(4)]
        return clear_caption(
            start,
            size,
            rise,
            screen=(self.width, self.height),
            towards=(self.cx, self.cy),
            avoid=plates,
            step=self.mine * 0.2,
        )

    def hint_rect(self) -> Rect:
        """The hint panel (waits, shanten, suggestions): top right, below 对家's rows, inside 下家's column."""
        w, h = self.mine * 4.6, self.mine * 2.2
        top = self._side_edge()
        return Rect(self.width - self._side_edge() - w, top, w, h)

    def auto_play_rect(self) -> Rect:
        """The 托管 switch: right-aligned just below the hint panel, above 下家's plate."""
        hint = self.hint_rect()
        return Rect(hint.x, hint.y + hint.height + self.margin * 0.3, hint.width, self.mine * 0.75)

    def action_rect(self) -> Rect:
        """The action buttons (碰 杠 胡 过 …): right-aligned just above the player's row of melds."""
        left = self.width * 0.25
        h = self.mine * 1.1
        melds_top = self.meld_row_y(0) + self.my_melds * TILE_ASPECT / 2
        top = self.height - melds_top - self.margin * 0.5 - h
        return Rect(left, top, self.width - self.margin - left, h)
