"""What each mahjong game changes in where its tiles lie: the hand's order, the melds, the tiles set aside.

The board's model is one for every mahjong game; what differs is answered
here, from the seat's view alone (pure, no Qt): how the player's own tiles are
ordered, how a meld is laid down, which tiles sit beside a seat's plate (the
tiles a Sichuan seat has won, a Paofeng seat's flowers), how big the wall is
and where its live part lies, and which kinds carry the wild's mark.
"""

from __future__ import annotations

from typing import Any, Protocol

from fengyu.core.tiles import KIND_COUNT
from fengyu.games.paofeng.view import PaofengView
from fengyu.games.sichuan.view import SichuanView
from fengyu.mahjong.views import MeldView

MahjongView = SichuanView | PaofengView
"""A seat's view of either mahjong game: what the mahjong table draws."""

SUIT_LETTERS = "mps"
Shown = list[tuple[int | None, bool]]
"""Tiles as (kind or None when unseen, face up)."""


class TileRules(Protocol):
    """What differs between the games' tables; each game's class reads its own view type."""

    wall_tiles: int
    aside_zone: str
    """The zone kind of the tiles beside a seat's plate."""

    def hand_order(self, view: Any) -> tuple[list[int], int | None]:
        """The player's concealed tiles as shown, the drawn tile last; and the index after which a gap falls."""
        ...

    def meld_tiles(self, meld: MeldView, mine: bool, over: bool) -> Shown: ...

    def aside(self, view: Any, seat: int) -> list[int]: ...

    def wall_span(self, view: Any) -> tuple[int, int]:
        """The wall positions still holding tiles, as ``[head, tail)``: draws from the head, replacements
        from the tail."""
        ...

    def wilds(self, view: Any) -> frozenset[int]:
        """The kinds marked as the hand's wild."""
        ...

    def won_in_hand(self, view: Any, seat: int) -> int | None:
        """The tile ``seat`` won on when it is still among its concealed tiles at the hand's end (set apart
        and lit like the tiles beside a Sichuan plate); None when there is none, or it lies elsewhere."""
        ...


def _concealed_kong(tile: int | None, mine: bool, over: bool) -> Shown:
    """A concealed kong: its two ends face down; its middle shown to its owner, and to all once the hand is over."""
    if tile is None:
        return [(None, False)] * 4
    middle = mine or over
    return [(tile, False), (tile, middle), (tile, middle), (tile, False)]


class SichuanTiles:
    wall_tiles = 108
    aside_zone = "won"

    def hand_order(self, view: SichuanView) -> tuple[list[int], int | None]:
        """Sorted, void suit last (after a gap), the tile just drawn apart at the end."""
        tiles = sorted(view.hand)
        drawn = view.drawn
        if drawn is not None and drawn in tiles:
            tiles.remove(drawn)
        void = view.voids[view.seat]
        gap_after = None
        if void is not None:
            suit = SUIT_LETTERS.index(void)
            keep = [t for t in tiles if t // 9 != suit]
            apart = [t for t in tiles if t // 9 == suit]
            if keep and apart:
                gap_after = len(keep) - 1
            tiles = keep + apart
        if drawn is not None:
            tiles.append(drawn)
        return tiles, gap_after

    def meld_tiles(self, meld: MeldView, mine: bool, over: bool) -> Shown:
        if meld.kind == "concealed_kong":
            return _concealed_kong(meld.tile, mine, over)
        return [(t, True) for t in meld.tiles]

    def aside(self, view: SichuanView, seat: int) -> list[int]:
        return list(view.won_tiles[seat])

    def wall_span(self, view: SichuanView) -> tuple[int, int]:
        """Normal draws take from the head, kong replacements from the tail (D01)."""
        replacements = sum(1 for melds in view.melds for m in melds if m.is_kong)
        return self.wall_tiles - view.wall - replacements, self.wall_tiles - replacements

    def wilds(self, view: SichuanView) -> frozenset[int]:
        return frozenset()

    def won_in_hand(self, view: SichuanView, seat: int) -> int | None:
        """Sichuan's won tiles leave the hand for the plate's side (``aside``), where they are lit."""
        return None


class PaofengTiles:
    wall_tiles = KIND_COUNT * 4
    aside_zone = "flower"

    def hand_order(self, view: PaofengView) -> tuple[list[int], int | None]:
        """The wilds first (apart), then the other tiles sorted; the tile just drawn apart at the end."""
        tiles = sorted(view.hand)
        drawn = view.drawn
        if drawn is not None and drawn in tiles:
            tiles.remove(drawn)
        wilds = [t for t in tiles if t == view.wild]
        rest = [t for t in tiles if t != view.wild]
        gap_after = len(wilds) - 1 if wilds and rest else None
        tiles = wilds + rest
        if drawn is not None:
            tiles.append(drawn)
        return tiles, gap_after

    def meld_tiles(self, meld: MeldView, mine: bool, over: bool) -> Shown:
        """A chow shows its physical tiles (a 红中 standing for the wild's face among them, R5)."""
        if meld.kind == "concealed_kong":
            return _concealed_kong(meld.tile, mine, over)
        return [(t, True) for t in meld.tiles]

    def aside(self, view: PaofengView, seat: int) -> list[int]:
        return list(view.flowers[seat])

    def wall_span(self, view: PaofengView) -> tuple[int, int]:
        """R2: every flower set aside and every kong drew a replacement from the back of the wall."""
        flowers = sum(len(f) for f in view.flowers)
        kongs = sum(1 for melds in view.melds for m in melds if m.is_kong)
        tail = self.wall_tiles - flowers - kongs
        return tail - view.wall, tail

    def wilds(self, view: PaofengView) -> frozenset[int]:
        return frozenset((view.wild,))

    def won_in_hand(self, view: PaofengView, seat: int) -> int | None:
        """R17: the one win is a self-draw, so its tile is in the winner's hand (a 跑风 wild included)."""
        win = view.win
        return win.tile if view.phase == "over" and win is not None and win.seat == seat else None


TILE_RULES: dict[str, TileRules] = {"sichuan": SichuanTiles(), "paofeng": PaofengTiles()}


def tile_rules(view: MahjongView) -> TileRules:
    """The tile rules of the game a view belongs to."""
    return TILE_RULES[view.rules.GAME]
