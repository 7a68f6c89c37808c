"""``CardScene``: the cards of a Guafeng table as scene items, kept equal to a seat's view.

``plan`` matches the items on the table to the slots the view calls for
(``fengyu.ui.cards.model``): an item stays the same card wherever it can, so a
play is the very card leaving the hand, a collected trick is the trick's
cards gliding to the winner's pile, a dealt card is a card leaving the deck.
The director animates the plan; ``settle`` applies it at once. Either way the
scene ends equal to the view.
"""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from fengyu.ui.art.cards import CardItem
from fengyu.ui.cards.info import InfoItem
from fengyu.ui.cards.layout import CARD_ASPECT, CardLayout
from fengyu.ui.cards.model import Slot
from fengyu.ui.table_common import moves
from fengyu.ui.table_common.felt import FeltScene
from fengyu.ui.table_common.plates import PlateItem

LABEL = QColor(246, 241, 224, 200)
"""The colour of words written on the felt (the kitty's name)."""


class TableCard(CardItem):
    """A card on the table, knowing which slot of the view it stands for."""

    def __init__(self, slot: Slot) -> None:
        super().__init__(slot.card, face_up=slot.face_up)
        self.slot = slot
        # Qt keeps the painted card and moves the picture: a gliding or repainted card costs a blit, not a Python
        # paint, so the window draws without waiting for the interpreter lock a thinking bot holds. Every change
        # of look (face, state, size, lift) repaints the item, which refreshes the picture.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


Move = moves.Move[TableCard, Slot]
"""One card's part in a step."""


class CardScene(FeltScene):
    card_clicked = Signal(object)
    """One of the player's cards was clicked (the ``TableCard``)."""
    card_dropped = Signal(object)
    """One of the player's cards was dragged up out of the hand (the ``TableCard``)."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.layout = CardLayout(1100, 760)
        self.cards: list[TableCard] = []
        self.plates = [PlateItem() for _ in range(4)]
        self.info = InfoItem()
        self.kitty_label = QGraphicsSimpleTextItem()
        self.kitty_label.setBrush(LABEL)
        self.kitty_label.hide()
        for item in (*self.plates, self.info, self.kitty_label):
            self.addItem(item)
        self.resize_table(1100, 760)

    # -- size and colour ------------------------------------------------------------------------

    def resize_table(self, width: float, height: float) -> None:
        """Lay the table out for a new size: every item jumps to its place (no animation)."""
        self.layout = CardLayout(width, height)
        self.setSceneRect(QRectF(0, 0, self.layout.width, self.layout.height))
        for side, plate in enumerate(self.plates):
            plate.set_rect(self.layout.plate_rect(side))
        self.info.set_rect(self.layout.info_rect())
        font = QFont()
        font.setPixelSize(max(10, round(self.layout.mine * 0.17)))
        font.setBold(True)
        self.kitty_label.setFont(font)
        self._place_kitty_label()
        self._paint_felt()

    def show_kitty_label(self, text: str | None) -> None:
        """Name the kitty beside its cards (``None``: the kitty is not on the table)."""
        self.kitty_label.setText(text or "")
        self.kitty_label.setVisible(text is not None)
        self._place_kitty_label()

    def _place_kitty_label(self) -> None:
        x, y = self.layout.kitty_label_anchor()
        self.kitty_label.setPos(x, y - self.kitty_label.boundingRect().height() / 2)

    # -- cards ----------------------------------------------------------------------------------------

    def items_in(self, zone: str, seat: int) -> list[TableCard]:
        return sorted(
            (c for c in self.cards if c.slot.zone == zone and c.slot.seat == seat), key=lambda c: c.slot.index
        )

    def plan(self, wanted: list[Slot]) -> list[Move]:
        """Match the items to ``wanted``; items left over leave, missing ones are made (from the deck)."""
        free: dict[tuple[str, int, int | None], list[TableCard]] = defaultdict(list)
        for item in sorted(self.cards, key=lambda c: c.slot.index):
            free[item.slot.zone, item.slot.seat, item.slot.card].append(item)
        moves: list[Move] = []
        unmatched: list[Slot] = []
        for slot in wanted:  # 1. the same card stays in its zone
            same = free.get((slot.zone, slot.seat, slot.card))
            if same:
                moves.append(Move(same.pop(0), slot))
            else:
                unmatched.append(slot)
        left = [item for items in free.values() for item in items]
        by_card: dict[int | None, list[TableCard]] = defaultdict(list)
        for item in left:
            by_card[item.slot.card].append(item)
        still: list[Slot] = []
        for slot in unmatched:  # 2. a known card moves from wherever it was
            same = by_card.get(slot.card) if slot.card is not None else None
            if same:
                item = same.pop(0)
                left.remove(item)
                moves.append(Move(item, slot))
            else:
                still.append(slot)
        for slot in still:  # 3. any card leaving, of the same seat first (a back turned up as it is played)
            pick = next((i for i in left if i.slot.seat == slot.seat), None) or next(
                (i for i in left if i.slot.zone != "declared"), None
            )
            if pick is not None:
                left.remove(pick)
                moves.append(Move(pick, slot))
            else:
                moves.append(Move(self._new_item(slot), slot, new=True))
        moves += [Move(item, None) for item in left]
        return moves

    def _new_item(self, slot: Slot) -> TableCard:
        item = TableCard(slot)
        item.clicked.connect(self.card_clicked.emit)
        item.dropped.connect(self.card_dropped.emit)
        self.addItem(item)
        self.cards.append(item)
        return item

    def begin(self, move: Move) -> None:
        """Give the item its new identity (face, size, stacking) before it travels."""
        item, slot = move.item, move.slot
        if slot is None:
            item.interactive = False
            return
        if slot == item.slot and not move.new:
            return  # the same card in the same place: a step touches every card on the table, most unchanged
        item.slot = slot
        item.card = slot.card
        item.face_up = slot.face_up
        if slot.zone != "hand":  # the player's hand keeps its picks; elsewhere the trick's best play glows
            item.state = "win" if slot.leading else "normal"
        width = slot.place.width
        item.set_size(width, width * CARD_ASPECT)
        item.setZValue(slot.place.z)

    def settle(self, moves: list[Move]) -> None:
        """Apply a plan at once."""
        for move in moves:
            self.begin(move)
            if move.slot is None:
                self.finish(move)
                continue
            place = move.slot.place
            move.item.setPos(QPointF(place.x, place.y))
            move.item.setRotation(place.rotation)
            move.item.setOpacity(1.0)

    def finish(self, move: Move) -> None:
        """Remove an item that left the table."""
        if move.item in self.cards:
            self.cards.remove(move.item)
            self.removeItem(move.item)
            move.item.deleteLater()

    def clear_cards(self) -> None:
        for item in list(self.cards):
            self.finish(Move(item, None))
