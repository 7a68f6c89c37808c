"""Why an action is refused: the rule it breaks, for ``IllegalActionError``.

Only called once an action is known to be outside ``legal_actions``; it names
the most specific rule that forbids it, so the UI can explain the refusal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fengyu.core.protocol import Action
from fengyu.core.tiles import SUITED_KIND_COUNT

if TYPE_CHECKING:
    from fengyu.games.sichuan.engine import SichuanHand


def why_illegal(hand: SichuanHand, action: Action) -> tuple[str, str]:
    """The rule an action breaks, for a clear refusal (IllegalActionError)."""
    seat, kind = action.seat, action.kind
    if seat not in range(4):
        return "R1", f"there is no seat {seat}"
    st = hand.seats[seat]
    if hand.over:
        return "hand_over", "the hand is over"
    if st.escaped:
        return "R38", "this seat has left the hand"
    if kind == "chow":
        return "R2", "there is no chow in Sichuan mahjong"
    if any(not 0 <= p < SUITED_KIND_COUNT for p in action.pieces):
        return "R1", "a tile is a kind 0..26: Sichuan plays the three suits only"
    if kind == "item":
        if not hand.rules.items:
            return "§6.3", "items are not enabled in these rules"
        if action.option in st.items_used:
            return "D26", "each item may be used once per hand"
        return "§6.3", f"item {action.option!r} cannot be used now"
    if hand.phase == "exchange":
        return "R6", "choose three concealed tiles to exchange" + (
            " of one suit" if hand.rules.huan_san_zhang == "same_suit" else ""
        )
    if hand.phase == "ding_que":
        return "R7", "declare the void suit: m, p or s"
    if hand.phase in ("claim", "rob"):
        options = (hand.window.options if hand.window else {}).get(seat)
        if options is None or seat in (hand.window.answers if hand.window else {}):
            return "R11", "this seat has no claim to make on this tile"
        if kind == "win":
            return "R23", "this tile does not complete a legal win for this seat (or 过水不胡, R24)"
        if kind in ("pong", "exposed_kong"):
            if hand.is_void(seat, action.pieces[0] if action.pieces else 0):
                return "R19", "no pong or kong of a tile of your void suit"
            return "R14", "a pong needs two, a direct kong three matching concealed tiles and W ≥ 1"
        return "R11", "answer with one of the offered claims or 过"
    if seat != hand.current:
        return "R9", "it is not this seat's turn"
    tile = action.pieces[0] if action.pieces else -1
    if kind == "discard":
        if tile not in range(SUITED_KIND_COUNT) or not st.concealed[tile]:
            return "R9", "you can only discard a tile you hold"
        if hand.frozen(seat):
            return "R30", "a 血流 winner must discard the tile it drew"
        return "R10", "while you hold tiles of your void suit you must discard one of them"
    if kind in ("concealed_kong", "added_kong"):
        if hand.must_discard:
            return "D07", "after a pong you must discard without konging"
        if hand.wall_count < 1:
            return "R19", "a kong needs at least one tile left in the wall"
        if tile in range(SUITED_KIND_COUNT) and hand.is_void(seat, tile):
            return "R19", "no kong of a tile of your void suit"
        return ("R16" if kind == "concealed_kong" else "R17"), "you do not hold the tiles for this kong"
    if kind == "win":
        if hand.must_discard:
            return "D07", "after a pong you must discard without declaring 自摸"
        if st.no_self_draw:
            return "D26", "no 自摸 after an exchange item until your next discard"
        return "R23", "these tiles are not a legal win"
    return "R9", f"{kind!r} is not a legal action now"
