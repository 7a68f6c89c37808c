"""Where everything sits on the card table, for a window of any size.

Pure geometry (no Qt), recomputed on every resize and tested without a window.
The player sits at the bottom with their hand fanned in one row; 下家 (next in
play order) is on the right, 对家 (the partner) at the top, 上家 on the left,
each with a fan of card backs along their edge. The trick (or, while
bidding, the declarations) lies in the middle in front of each seat; each
seat's won cards make a small pile beside its name plate. Positions are card
*centres*, rotations in degrees.

Sizes follow the window's height (the column from the partner's fan through
the trick to the player's raised hand must fit), then are capped by its width
(30 cards of the player's hand must fan within it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from fengyu.ui.table_common.geometry import PiecePlace, Rect, beside_plate, clear_caption

CARD_ASPECT = 7 / 5
"""Height over width of a card (a poker card)."""

PILE_LAYERS = 40
"""A won pile rises one step for each of its first cards, then stays that high."""
PILE_RISE = 0.35
"""The rise of a won pile per card, in pixels."""

SIDE_ROW = 4
"""Cards per row of a side seat's open hand."""

MAX_HAND = 30
"""The most cards the player ever holds: 26 and the kitty's 4 while burying."""


@dataclass(frozen=True, slots=True)
class Place(PiecePlace):
    """Where one card sits: its centre, its turn, its width (its height follows) and its stacking."""

    aspect: ClassVar[float] = CARD_ASPECT
    z: float = 0.0


class CardLayout:
    """Geometry of a card table drawn in a ``width`` × ``height`` area."""

    def __init__(self, width: float, height: float) -> None:
        self.width = max(480.0, width)
        self.height = max(360.0, height)
        by_height = self.height / 5.6 / CARD_ASPECT
        by_width = self.width / 12.0
        self.mine = min(by_height, by_width)
        """Width of the player's own cards."""
        self.small = self.mine * 0.5
        """Width of the other seats' card backs and of the won piles."""
        self.played = self.mine * 0.78
        """Width of the cards in the trick and the declarations."""
        self.margin = self.mine * 0.22
        self.cx = self.width / 2
        self.cy = (self.top_band() + self.hand_top()) / 2

    # -- bands ----------------------------------------------------------------------------------

    def top_band(self) -> float:
        """The bottom edge of the partner's fan."""
        return self.margin + self.small * CARD_ASPECT

    def hand_top(self) -> float:
        """The top of the player's hand, raised cards included."""
        return self.height - self.margin - self.mine * CARD_ASPECT * 1.22

    def side_band(self) -> float:
        """How far a side seat's fan reaches in from the window's edge."""
        return self.margin + self.small * CARD_ASPECT

    # -- hands ------------------------------------------------------------------------------------

    def my_hand(
        self, count: int, breaks: set[int] | frozenset[int] = frozenset(), trumps_from: int | None = None
    ) -> list[Place]:
        """The player's cards, left to right, overlapping as much as they must to fit beside the plate.

        A small gap opens before each index in ``breaks`` (a new suit) when there is room; the gap before
        ``trumps_from`` (the first trump, when side cards come before it) is wider and always kept, so the
        trumps read as one block however full the hand.
        """
        w = self.mine
        left = self.plate_rect(0).x + self.plate_rect(0).width + self.margin
        right = self.width - self.margin
        trump_gap = w * 0.28 if trumps_from else 0.0
        breaks = set(breaks) - {trumps_from}
        gap = w * 0.1
        room = right - left - w - gap * len(breaks) - trump_gap
        step = w * 0.5 if count <= 1 else min(w * 0.5, room / (count - 1))
        if step < w * 0.22:  # too tight for the suits' gaps: the cards' corners come first
            gap = 0.0
            step = w * 0.5 if count <= 1 else min(w * 0.5, (right - left - w - trump_gap) / (count - 1))
        span = w + step * max(0, count - 1) + gap * len(breaks) + trump_gap
        x = max(left, (self.width - span) / 2) + w / 2
        y = self.height - self.margin - w * CARD_ASPECT / 2
        places = []
        for i in range(count):
            if i in breaks:
                x += gap
            if i == trumps_from:
                x += trump_gap
            places.append(Place(x, y, 0.0, w, i))
            x += step
        return places

    def other_hand(self, side: int, count: int) -> list[Place]:
        """Another seat's card backs fanned along its edge (right, top or left)."""
        w = self.small
        h = w * CARD_ASPECT
        step = w * 0.2
        span = step * max(0, count - 1)
        if side == 2:
            x0 = self.cx - span / 2
            return [Place(x0 + i * step, self.margin + h / 2, 180.0, w, i) for i in range(count)]
        mid = self.cy + self.mine * 0.1  # a little low: the info panel sits above 上家's fan
        y0 = mid - span / 2
        x = self.width - self.margin - h / 2 if side == 1 else self.margin + h / 2
        rotation = -90.0 if side == 1 else 90.0
        return [Place(x, y0 + i * step, rotation, w, i) for i in range(count)]

    def open_hand(self, side: int, count: int) -> list[Place]:
        """Another seat's cards face up (a replay with all hands open), upright so they read from the player's
        chair, overlapping so each card's corner index shows, in the same band as its backs would be.

        The partner's make one row as wide as its fan of backs may be (30 cards at most); a side seat's make
        rows of ``SIDE_ROW`` smaller cards, each row half a card below the last, within the side band.
        """
        if side == 2:
            w = self.small
            step = w * 0.3 if count <= 1 else min(w * 0.3, w * 6.0 / (count - 1))
            x0 = self.cx - step * max(0, count - 1) / 2
            return [Place(x0 + i * step, self.margin + w * CARD_ASPECT / 2, 0.0, w, i) for i in range(count)]
        w = self.small * 0.75
        h = w * CARD_ASPECT
        span = self.small * CARD_ASPECT * 0.94  # a little inside the band: 下家's won pile rises towards it
        step = (span - w) / (SIDE_ROW - 1)
        rows = max(1, -(-count // SIDE_ROW))
        drop = h * 0.5
        top = self.cy + self.mine * 0.1 - ((rows - 1) * drop + h) / 2
        x0 = self.width - self.margin - span if side == 1 else self.margin
        return [
            Place(x0 + w / 2 + (i % SIDE_ROW) * step, top + h / 2 + (i // SIDE_ROW) * drop, 0.0, w, i)
            for i in range(count)
        ]

    # -- the middle -------------------------------------------------------------------------------

    def play_anchor(self, side: int) -> tuple[float, float]:
        """The centre of what a seat puts on the table (its play in the trick, its declaration)."""
        h = self.played * CARD_ASPECT
        dy = min(h * 1.02, (self.hand_top() - self.top_band()) / 2 - h * 0.55)
        dx = self.played * 3.0
        anchors = {0: (self.cx, self.cy + dy), 1: (self.cx + dx, self.cy), 2: (self.cx, self.cy - dy)}
        return anchors.get(side, (self.cx - dx, self.cy))

    def played_cards(self, side: int, count: int, *, scale: float = 1.0, spread: float = 0.34) -> list[Place]:
        """A seat's cards in the middle: a short fan, upright, centred on its anchor (``spread``: step / width)."""
        w = self.played * scale
        step = w * spread
        x, y = self.play_anchor(side)
        span = step * max(0, count - 1)
        return [Place(x - span / 2 + i * step, y, 0.0, w, 100 + i) for i in range(count)]

    def centre_cards(self, count: int) -> list[Place]:
        """Cards shown in the very middle (the kitty when it is revealed), spread apart."""
        w = self.played
        step = w * 1.08
        span = step * max(0, count - 1)
        return [Place(self.cx - span / 2 + i * step, self.cy, 0.0, w, 300 + i) for i in range(count)]

    def deck_place(self) -> Place:
        """Where the undealt cards lie: the middle of the table."""
        return Place(self.cx, self.cy, 0.0, self.small * 1.2, -1)

    # -- piles, plates, panels ---------------------------------------------------------------------

    def plate_size(self) -> tuple[float, float]:
        return self.mine * 2.3, self.mine * 0.82

    def plate_rect(self, side: int) -> Rect:
        """A seat's name plate: the player's at the bottom left; 下家's above its trick, 上家's below its own;
        the partner's beside its fan."""
        w, h = self.plate_size()
        band = self.side_band() + self.margin
        trick_half = self.played * CARD_ASPECT / 2
        if side == 0:
            return Rect(self.margin, self.height - self.margin - h, w, h)
        if side == 1:
            return Rect(self.width - band - w, self.cy - trick_half - self.margin - h, w, h)
        if side == 2:
            fan_half = self.small * 0.2 * 25 / 2 + self.small
            return Rect(self.cx + fan_half + self.margin, self.margin, w, h)
        return Rect(band, self.cy + trick_half + self.margin, w, h)

    def pile_places(self, side: int, count: int) -> list[Place]:
        """A seat's won cards, face down in a neat stack next to its plate."""
        plate = self.plate_rect(side)
        w = self.small * 0.8
        h = w * CARD_ASPECT
        if side in (0, 3):
            x, y = plate.x + w / 2, plate.y - self.margin * 0.6 - h / 2
        elif side == 1:
            x, y = plate.x + plate.width - w / 2, plate.y + plate.height + self.margin * 0.6 + h / 2
        else:
            x, y = plate.x + plate.width + self.margin + w / 2, plate.y + h / 2
        rise = PILE_RISE * (PILE_LAYERS - 1)
        if side == 1:
            y += rise  # the stack rises towards the plate above it
        return [
            Place(x + min(i, PILE_LAYERS - 1) * PILE_RISE, y - min(i, PILE_LAYERS - 1) * PILE_RISE, 0.0, w, 50 + i)
            for i in range(count)
        ]

    def score_center(self, side: int, width: float, height: float, rise: float) -> tuple[float, float]:
        """Where points a seat's side won (a caption of ``width`` × ``height`` that rises by ``rise`` as it fades)
        are called out: right-aligned with the seat's plate, just above the player's own and just below the
        others', so that the number never covers a plate's words, however far it rises."""
        where = "above" if side == 0 else "below"
        start = beside_plate(self.plate_rect(side), (width, height), rise, self.margin * 0.5, where)
        plates = [self.plate_rect(s) for s in range(4)]
        return clear_caption(
            start,
            (width, height),
            rise,
            screen=(self.width, self.height),
            towards=(self.cx, self.cy),
            avoid=plates,
            step=self.mine * 0.1,
        )

    def info_rect(self) -> Rect:
        """The panel of the hand's facts (level, trump, both teams' levels, points): top left."""
        return Rect(self.margin, self.margin, self.mine * 3.9, self.mine * 1.45)

    def kitty_places(self, count: int) -> list[Place]:
        """The buried kitty once play starts: small, under the info panel, clear of 上家's fan."""
        info = self.info_rect()
        w = self.small * 0.95
        step = w * 0.62
        x = self.side_band() + self.margin + w / 2
        y = info.y + info.height + self.margin * 0.6 + w * CARD_ASPECT / 2
        return [Place(x + i * step, y, 0.0, w, 200 + i) for i in range(count)]

    def kitty_label_anchor(self) -> tuple[float, float]:
        """Where the kitty's name starts (left end, vertical centre): just right of the buried cards, so four
        small face-up cards under the info panel are not taken for 上家's."""
        places = self.kitty_places(4)
        last = places[-1]
        return last.x + last.width / 2 + self.margin * 0.5, last.y

    def action_rect(self) -> Rect:
        """The action buttons: a row just above the player's raised hand."""
        h = self.mine * 0.5
        left = self.plate_rect(0).x + self.plate_rect(0).width + self.margin
        return Rect(left, self.hand_top() - h - self.margin * 0.5, self.width - left - self.margin, h)

    def hint_rect(self) -> Rect:
        """Messages to the player (what to do, why a play was refused): the panel's widest extent, ending just
        above the buttons, inside 下家's fan (it grows upwards as far as it needs)."""
        w = self.mine * 3.4
        bottom = self.action_rect().y - self.margin * 0.4
        return Rect(self.width - self.side_band() - self.margin - w, bottom - self.mine, w, self.mine)
