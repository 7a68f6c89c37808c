"""``TableScene``: the tiles of a mahjong table as scene items, kept equal to a seat's view.

``plan`` matches the items on the table to the slots the view calls for
(``fengyu.ui.mahjong.model``): an item stays the same tile wherever it can, so a
discard is the very tile leaving the hand, a pong takes the discard from the
river, a draw is a new tile leaving the wall. The director animates the plan;
``settle`` applies it at once. Either way the scene ends equal to the view.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem

from fengyu.ui.art.tiles import TileItem
from fengyu.ui.mahjong.items import DialItem, IndicatorItem, LastDiscardMark, TagItem, WallItem
from fengyu.ui.mahjong.layout import WALL_TILES, Place, TableLayout
from fengyu.ui.mahjong.model import Slot, slots, wall_span
from fengyu.ui.mahjong.tile_rules import tile_rules
from fengyu.ui.table_common import moves
from fengyu.ui.table_common.felt import FeltScene
from fengyu.ui.table_common.plates import PlateItem


class BoardTile(TileItem):
    """A tile on the table, knowing which slot of the view it stands for."""

    def __init__(self, slot: Slot) -> None:
        super().__init__(slot.tile, face_up=slot.face_up)
        self.slot = slot
        # Qt keeps the painted tile and moves the picture: a gliding tile costs a blit, not a Python paint.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


Move = moves.Move[BoardTile, Slot]
"""One tile's part in a step."""


OUTWARD = ((0, 1), (1, 0), (0, -1), (-1, 0))
"""Per side (bottom, right, top, left), the screen direction from the centre towards the seat."""
POINTER_TURN = (180.0, 90.0, 0.0, -90.0)
"""Per side, the turn of the last discard's pointer (drawn pointing down) so that it points inwards."""


class TableScene(FeltScene):
    tile_clicked = Signal(object)
    """One of the tiles was clicked, or dragged out of the hand (the ``BoardTile``)."""

    def __init__(self, seat: int, wall_tiles: int = WALL_TILES) -> None:
        super().__init__()
        self.seat = seat
        self.wall_tiles = wall_tiles
        """The game's wall (the layout sizes the centre box for it)."""
        self.layout = TableLayout(1100, 760, wall_tiles)
        self.tiles: list[BoardTile] = []
        self.wall = WallItem()
        self.dial = DialItem()
        self.plates = [PlateItem() for _ in range(4)]
        self.indicator = IndicatorItem()
        self.last_mark = LastDiscardMark()
        """Points at the last tile discarded (hidden while there is none, or it was claimed)."""
        self.aside_tags = [TagItem() for _ in range(4)]
        """Per side, the word before its tiles set aside (flowers, tiles won)."""
        for item in (self.wall, self.dial, self.indicator, self.last_mark, *self.plates, *self.aside_tags):
            self.addItem(item)
        self.view_shown: Any | None = None
        self.resize_table(1100, 760)

    # -- size and colour ------------------------------------------------------------------------

    def resize_table(self, width: float, height: float) -> None:
        """Lay the table out for a new size; every item jumps to its new place."""
        self.setSceneRect(QRectF(0, 0, width, height))
        self.layout = TableLayout(width, height, self.wall_tiles)
        self.wall.set_layout(self.layout)
        self.dial.set_layout(self.layout)
        self.indicator.set_rect(self.layout.indicator_rect())
        for side, plate in enumerate(self.plates):
            plate.set_rect(self.layout.plate_rect(side))
        for side, tag in enumerate(self.aside_tags):
            tag.set_rect(self.layout.aside_label_rect(side))
        self._paint_felt()
        if self.view_shown is not None:
            self.settle(self.plan(self.view_shown))

    # -- tiles ----------------------------------------------------------------------------------------

    def plan(self, view: Any) -> list[Move]:
        """Match the current items to the slots of ``view`` (see the module docstring)."""
        wanted = slots(view, self.layout)
        free: dict[int, BoardTile] = {id(item): item for item in self.tiles}
        assigned: dict[int, BoardTile] = {}

        by_zone: dict[tuple[str, int], list[BoardTile]] = defaultdict(list)
        for item in sorted(self.tiles, key=lambda i: i.slot.index):
            by_zone[item.slot.zone].append(item)

        def take(index: int, item: BoardTile) -> None:
            assigned[index] = item
            del free[id(item)]

        # 1. Tiles staying in their zone keep their item, in order.
        for index, slot in enumerate(wanted):
            for item in by_zone.get(slot.zone, ()):
                if id(item) in free and item.slot.tile == slot.tile and item.slot.face_up == slot.face_up:
                    take(index, item)
                    break
        # 2. A known tile moving between zones: prefer the same seat's tiles, then anyone's.
        # 3. A tile becoming known comes from the same seat's hidden tiles; a hidden one from its hand.
        for index, slot in enumerate(wanted):
            if index in assigned:
                continue
            seat = slot.zone[1]
            candidates = sorted(free.values(), key=lambda i: (i.slot.zone[1] != seat, i.slot.zone[0] != "hand"))
            match = next(
                (i for i in candidates if slot.tile is not None and i.slot.tile == slot.tile),
                None,
            ) or next(
                (i for i in candidates if i.slot.zone == ("hand", seat) and (i.slot.tile is None or slot.tile is None)),
                None,
            )
            if match is not None:
                take(index, match)
        moves = []
        for index, slot in enumerate(wanted):
            kept = assigned.get(index)
            if kept is None:
                moves.append(Move(BoardTile(slot), slot, new=True))
            else:
                moves.append(Move(kept, slot))
        moves += [Move(item, None) for item in free.values()]
        self.view_shown = view
        self.wall.set_tiles(tile_rules(view).wall_tiles)
        self.wall.set_span(*wall_span(view))
        return moves

    def begin(self, move: Move) -> None:
        """Put a move's item on stage: new items join the scene, every item takes its slot's face and size."""
        item = move.item
        if move.new:
            self.addItem(item)
            self.tiles.append(item)
            item.clicked.connect(self.tile_clicked)
            item.dropped.connect(self.tile_clicked)
        if move.slot is None:
            return
        slot = move.slot
        item.slot = slot
        # Only what changed: a resize or a new face throws away the item's cached picture.
        if item.tile != slot.tile:
            item.tile = slot.tile
        if item.face_up != slot.face_up:
            item.face_up = slot.face_up
        item.wild = slot.wild
        if slot.won:
            item.state = "win"
        elif item.state == "win":
            item.state = "normal"
        place = slot.place
        size = item.size()
        if size.width() != place.width or size.height() != place.height:
            item.set_size(place.width, place.height)
        z = self._z(slot)
        if item.zValue() != z:
            item.setZValue(z)

    def finish(self, move: Move) -> None:
        """End a move: a leaving item is taken off the table.

        The removal waits for the event loop: the item may be finishing its own
        fade-out animation right now, and removing it would destroy that
        animation in the middle of its ``finished`` signal.
        """
        item = move.item
        if move.leaving and item in self.tiles:
            self.tiles.remove(item)
            item.hide()
            QTimer.singleShot(0, self, lambda: self._discard(item))

    def _discard(self, item: BoardTile) -> None:
        if item.scene() is self:
            self.removeItem(item)

    def settle(self, moves: list[Move]) -> None:
        """Apply a plan at once (no animation)."""
        for move in moves:
            self.begin(move)
            if move.slot is not None:
                place = move.slot.place
                # A zero-length move also cancels any glide still under way.
                move.item.animate_to(QPointF(place.x, place.y), rotation=place.rotation, opacity=1.0, duration=0)
            self.finish(move)

    def clear_tiles(self) -> None:
        """Take every tile off the table (a new hand is dealt from the wall)."""
        for item in self.tiles:
            item.hide()
            QTimer.singleShot(0, self, lambda i=item: self._discard(i))
        self.tiles = []

    @staticmethod
    def _z(slot: Slot) -> float:
        base = {"river": 100, "won": 200, "flower": 200, "meld": 300, "hand": 400}[slot.zone[0]]
        return base + slot.index

    def mark_last_discard(self, place: Place | None, side: int) -> None:
        """Point at the tile at ``place`` in ``side``'s pond (None: point at nothing).

        The pointer stands on the tile's outer side (away from the centre) and points inwards: a pond fills
        its rows from the centre outwards, so beyond the last discard lies no tile of its pond, while a
        pointer over its top edge covered the tile of the row before it (the player's and the side seats').
        """
        if place is None:
            self.last_mark.hide()
            return
        upright = round(place.rotation) % 180 == 0
        across, deep = (place.width, place.height) if upright else (place.height, place.width)
        dx, dy = OUTWARD[side]
        reach = across / 2 if dx else deep / 2
        self.last_mark.point_at(place.x + dx * reach, place.y + dy * reach, place.width * 0.45, POINTER_TURN[side])

    def items_in(self, kind: str, seat: int) -> list[BoardTile]:
        """The tiles of one zone in order (for the controls and the tests)."""
        return sorted((i for i in self.tiles if i.slot.zone == (kind, seat)), key=lambda i: i.slot.index)
