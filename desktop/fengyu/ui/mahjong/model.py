"""What the table should show for one seat's view: every tile's zone, face and place.

The scene never guesses rules: after each step of the game it asks this module
where every tile must be — from the seat's view alone (a ``SichuanView`` or a
``PaofengView``; what differs between the games is in ``tile_rules``) — and
moves its items there (animated by the director). Because the picture is
always recomputed from the view, the scene cannot drift from the engine; tests
compare the two after every event.

Zones are ``(kind, seat)`` with kind ``hand`` (concealed tiles), ``meld``,
``river`` (discards) or the game's tiles set beside the plate: ``won`` (tiles a
seat won on, 血战/血流) or ``flower`` (Paofeng's flowers).

A tile won on is lit (``Slot.won``): Sichuan's beside the plate, and at the end
of a Paofeng hand the self-drawn winning tile, set apart at the end of the
winner's row like a tile just drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

from fengyu.mahjong.views import MeldView
from fengyu.ui.mahjong.layout import Place, TableLayout
from fengyu.ui.mahjong.tile_rules import MahjongView, Shown, tile_rules


@dataclass(frozen=True, slots=True)
class Slot:
    """One tile as it should appear: ``tile`` None is a tile this seat cannot see; ``wild`` carries the wild's mark."""

    zone: tuple[str, int]
    index: int
    tile: int | None
    face_up: bool
    place: Place
    wild: bool = False
    won: bool = False
    """A tile its seat won on: drawn in the winning look."""


def side_of(seat: int, me: int) -> int:
    """Screen side of ``seat`` for the player at ``me``: 0 bottom, 1 right (下家), 2 top, 3 left."""
    return (seat - me) % 4


def my_hand_order(view: MahjongView) -> tuple[list[int], int | None]:
    """The player's concealed tiles as shown, and the index after which a gap falls (None: no gap)."""
    return tile_rules(view).hand_order(view)


def slots(view: MahjongView, layout: TableLayout) -> list[Slot]:
    """Every tile the view shows, with its place on this layout."""
    rules = tile_rules(view)
    wilds = rules.wilds(view)
    out: list[Slot] = []
    me = view.seat
    over = view.phase == "over"

    def add(zone: tuple[str, int], shown: Shown, places: list[Place], won: int | None = None) -> None:
        """``won``: the index of the tile won on, if any (every tile of a ``won`` zone is one)."""
        start = sum(1 for s in out if s.zone == zone)
        out.extend(
            Slot(zone, start + i, t, up, p, up and t in wilds, zone[0] == "won" or i == won)
            for i, ((t, up), p) in enumerate(zip(shown, places, strict=True))
        )

    for seat in range(4):
        side = side_of(seat, me)
        groups = [rules.meld_tiles(m, seat == me, over) for m in view.melds[seat]]
        gap_after = None
        if seat == me:
            concealed, gap_after = rules.hand_order(view)
            shown: Shown = [(t, True) for t in concealed]
            drawn = view.drawn is not None
        else:
            revealed = view.revealed[seat]
            if revealed is not None:
                shown = [(t, True) for t in sorted(revealed)]
            else:
                shown = [(None, False)] * view.concealed_counts[seat]
            drawn = view.current == seat and view.phase == "turn" and len(shown) % 3 == 2 and revealed is None
        won = rules.won_in_hand(view, seat) if over else None
        if won is not None and (won, True) not in shown:
            won = None
        if won is not None:
            shown.remove((won, True))
            shown.append((won, True))
            drawn, gap_after = True, None
        turned = [claimed_index(m, seat, len(g)) for m, g in zip(view.melds[seat], groups, strict=True)]
        groups = [claimed_in_place(g, m, t) for g, m, t in zip(groups, view.melds[seat], turned, strict=True)]
        places, meld_places = layout.row_places(
            side, len(shown), [len(g) for g in groups], drawn=drawn, gap_after=gap_after, turned=turned
        )
        add(("hand", seat), shown, places, len(shown) - 1 if won is not None else None)
        for group, group_places in zip(groups, meld_places, strict=True):
            add(("meld", seat), group, group_places)
        river = view.rivers[seat]
        add(("river", seat), [(t, True) for t in river], [layout.river_place(side, i) for i in range(len(river))])
        aside = rules.aside(view, seat)
        add((rules.aside_zone, seat), [(t, True) for t in aside], layout.won_places(side, len(aside)))
    return out


def claimed_index(meld: MeldView, seat: int, size: int) -> int | None:
    """Which place of ``seat``'s meld lies across: the claimed tile's, turned toward the seat it came from —
    first from 上家 (on the left), second from 对家, last from 下家 (on the right); None for a meld of the
    seat's own tiles."""
    source = meld.source
    if source is None or source == seat:
        return None
    return {3: 0, 2: 1, 1: size - 1}[(source - seat) % 4]


def claimed_in_place(group: Shown, meld: MeldView, turned: int | None) -> Shown:
    """The meld's tiles with the claimed one moved to the turned place: a chow's claimed tile leads, turned
    toward 上家, and the other two follow in order (the tiles of a pong or kong are all alike)."""
    claimed = (meld.claimed, True)
    if turned is None or meld.claimed is None or claimed not in group:
        return group
    tiles = list(group)
    tiles.remove(claimed)
    tiles.insert(turned, claimed)
    return tiles


def wall_span(view: MahjongView) -> tuple[int, int]:
    """The wall positions still holding tiles, as ``[head, tail)`` (normal draws from the head, replacements
    from the tail)."""
    return tile_rules(view).wall_span(view)
