"""Why an action is refused: the rule it breaks and the reason code, for ``IllegalActionError``.

Only called once an action is known to be outside ``legal_actions``; it names
the most specific rule that forbids it and why (a code of ``REFUSALS`` with its
values), so the UI can explain the refusal in the player's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.core.refusals import COMMON
from fengyu.core.tiles import SUITED_KIND_COUNT

if TYPE_CHECKING:
    from fengyu.games.sichuan.engine import SichuanHand


REFUSALS = COMMON.extended(
    {
        "left_hand": "this seat has left the hand",
        "no_chow": "there is no chow in Sichuan mahjong",
        "suits_only": "a tile is a kind 0..26: Sichuan plays the three suits only",
        "items_off": "items are not enabled in these rules",
        "item_used": "each item may be used once per hand ({item})",
        "item_not_now": "item {item} cannot be used now",
        "exchange_three": "choose three concealed tiles to exchange",
        "exchange_three_one_suit": "choose three concealed tiles of one suit to exchange",
        "declare_void": "declare the void suit: m, p or s",
        "no_claim": "this seat has no claim to make on this tile",
        "passed_win": "过水不胡: after passing a win, this seat wins on {tile} before its next draw only for more fan",
        "not_a_claim_win": "{tile} does not complete a legal win for this seat",
        "void_no_claim": "no pong or kong of {tile}: it is of the void suit",
        "pong_needs_tiles": "a pong needs two, an exposed kong three tiles matching {tile}, and W ≥ 1 for a kong",
        "answer_claim": "answer with one of the offered claims or 过",
        "not_held": "you can only discard a tile you hold",
        "winner_discards_drawn": "a 血流 winner must discard the tile it drew",
        "not_void_suit": "while you hold tiles of your void suit ({suit}) you must discard one of them",
        "discard_after_pong": "after a pong you must discard: no kong and no 自摸 now",
        "kong_needs_wall": "a kong needs at least one tile left in the wall",
        "void_no_kong": "no kong of {tile}: it is of the void suit",
        "kong_not_held": "you do not hold the tiles for a kong of {tile}",
        "no_zimo_after_item": "no 自摸 after an exchange item until your next discard",
        "not_a_win": "these tiles are not a legal win",
    }
)
"""Every reason a Sichuan hand refuses an action for, with its English template."""


def why_illegal(hand: SichuanHand, action: Action) -> IllegalActionError:
    """The refusal of an action outside ``legal_actions``, naming the most specific rule it breaks."""
    error = REFUSALS.error
    seat, kind = action.seat, action.kind
    if seat not in range(4):
        return error("R1", "no_such_seat", seat=seat)
    st = hand.seats[seat]
    if hand.over:
        return error("", "hand_over")
    if st.escaped:
        return error("R38", "left_hand")
    if kind == "chow":
        return error("R2", "no_chow")
    if any(not 0 <= p < SUITED_KIND_COUNT for p in action.pieces):
        return error("R1", "suits_only")
    if kind == "item":
        if not hand.rules.items:
            return error("§6.3", "items_off")
        if action.option in st.items_used:
            return error("D26", "item_used", item=action.option)
        return error("§6.3", "item_not_now", item=action.option)
    if hand.phase == "exchange":
        one_suit = hand.rules.huan_san_zhang == "same_suit"
        return error("R6", "exchange_three_one_suit" if one_suit else "exchange_three")
    if hand.phase == "ding_que":
        return error("R7", "declare_void")
    if hand.phase in ("claim", "rob"):
        window = hand.window
        if window is None or seat == window.seat or seat in window.answers:
            return error("R11", "no_claim")
        if kind == "win" and hand.rules.pass_win_lock and st.pass_lock:
            with_tile = list(st.concealed)
            with_tile[window.tile] += 1
            if hand._win_shape_ok(seat, with_tile):  # a win the seat passed up: 过水不胡 holds it back
                return error("R24", "passed_win", tile=window.tile)
        if seat not in window.options:
            return error("R11", "no_claim")
        if kind == "win":
            return error("R23", "not_a_claim_win", tile=window.tile)
        if kind in ("pong", "exposed_kong"):
            if hand.is_void(seat, window.tile):
                return error("R19", "void_no_claim", tile=window.tile)
            return error("R14", "pong_needs_tiles", tile=window.tile)
        return error("R11", "answer_claim")
    if seat != hand.current:
        return error("R9", "not_your_turn")
    tile = action.pieces[0] if action.pieces else -1
    if kind == "discard":
        if tile not in range(SUITED_KIND_COUNT) or not st.concealed[tile]:
            return error("R9", "not_held")
        if hand.frozen(seat):
            return error("R30", "winner_discards_drawn")
        return error("R10", "not_void_suit", suit=hand.void_of(seat) or "")
    if kind in ("concealed_kong", "added_kong"):
        if hand.must_discard:
            return error("D07", "discard_after_pong")
        if hand.wall_count < 1:
            return error("R19", "kong_needs_wall")
        if tile not in range(SUITED_KIND_COUNT):
            return error("R16" if kind == "concealed_kong" else "R17", "not_legal", kind=kind)
        if hand.is_void(seat, tile):
            return error("R19", "void_no_kong", tile=tile)
        return error("R16" if kind == "concealed_kong" else "R17", "kong_not_held", tile=tile)
    if kind == "win":
        if hand.must_discard:
            return error("D07", "discard_after_pong")
        if st.no_self_draw:
            return error("D26", "no_zimo_after_item")
        return error("R23", "not_a_win")
    return error("R9", "not_legal", kind=kind)
