"""What the table should show for one seat's view: every tile's zone, face and place.

The scene never guesses rules: after each step of the game it asks this module
where every tile must be — from the seat's ``SichuanView`` alone — and moves
its items there (animated by the director). Because the picture is always
recomputed from the view, the scene cannot drift from the engine; tests compare
the two after every event.

Zones are ``(kind, seat)`` with kind ``hand`` (concealed tiles), ``meld``,
``river`` (discards) or ``won`` (tiles a seat won on, 血战/血流).
"""

from __future__ import annotations

from dataclasses import dataclass

from fengyu.games.sichuan.view import SichuanView
from fengyu.ui.board.layout import WALL_TILES, Place, TableLayout

SUIT_LETTERS = "mps"


@dataclass(frozen=True, slots=True)
class Slot:
    """One tile as it should appear: ``tile`` None is a tile this seat cannot see."""

    zone: tuple[str, int]
    index: int
    tile: int | None
    face_up: bool
    place: Place


def side_of(seat: int, me: int) -> int:
    """Screen side of ``seat`` for the player at ``me``: 0 bottom, 1 right (下家), 2 top, 3 left."""
    return (seat - me) % 4


def my_hand_order(view: SichuanView) -> tuple[list[int], int | None]:
    """The player's concealed tiles as shown: sorted, void suit last, the tile just drawn apart at the end.

    Returns the tiles and the index after which the void suit begins (None: no gap).
    """
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


def meld_tiles(meld: dict, mine: bool, over: bool) -> list[tuple[int | None, bool]]:
    """The tiles of one meld as (tile, face up): a 暗杠 shows its two ends face down."""
    tile = meld["tile"]
    kind = meld["kind"]
    if kind == "pong":
        return [(tile, True)] * 3
    if kind == "concealed_kong":
        if tile is None:
            return [(None, False)] * 4
        middle = mine or over
        return [(tile, False), (tile, middle), (tile, middle), (tile, False)]
    return [(tile, True)] * 4


def slots(view: SichuanView, layout: TableLayout) -> list[Slot]:
    """Every tile the view shows, with its place on this layout."""
    out: list[Slot] = []
    me = view.seat
    over = view.phase == "over"
    for seat in range(4):
        side = side_of(seat, me)
        melds = view.melds[seat]
        groups = [meld_tiles(m, seat == me, over) for m in melds]
        gap_after = None
        if seat == me:
            concealed, gap_after = my_hand_order(view)
            shown = [(t, True) for t in concealed]
            drawn = view.drawn is not None
        else:
            revealed = view.revealed[seat]
            if revealed is not None:
                shown = [(t, True) for t in sorted(revealed)]
            else:
                shown = [(None, False)] * view.concealed_counts[seat]
            drawn = view.current == seat and view.phase == "turn" and len(shown) % 3 == 2 and revealed is None
        places, meld_places = layout.row_places(
            side, len(shown), [len(g) for g in groups], drawn=drawn, gap_after=gap_after
        )
        zone = ("hand", seat)
        out += [Slot(zone, i, t, up, p) for i, ((t, up), p) in enumerate(zip(shown, places, strict=True))]
        index = 0
        for group, group_places in zip(groups, meld_places, strict=True):
            for (t, up), p in zip(group, group_places, strict=True):
                out.append(Slot(("meld", seat), index, t, up, p))
                index += 1
        out += [Slot(("river", seat), i, t, True, layout.river_place(side, i)) for i, t in enumerate(view.rivers[seat])]
        won = view.won_tiles[seat]
        won_places = layout.won_places(side, len(won))
        out += [Slot(("won", seat), i, t, True, p) for i, (t, p) in enumerate(zip(won, won_places, strict=True))]
    return out


def wall_span(view: SichuanView) -> tuple[int, int]:
    """The wall positions still holding tiles, as ``[head, tail)``.

    Normal draws take from the head, kong replacements from the tail (D01).
    """
    replacements = sum(1 for melds in view.melds for m in melds if m["kind"] != "pong")
    head = WALL_TILES - view.wall - replacements
    return head, WALL_TILES - replacements
