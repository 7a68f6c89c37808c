"""Why an action is refused: the rule it breaks and the reason code, for ``IllegalActionError``.

Only called once an action is known to be outside ``legal_actions``; it names
the most specific rule that forbids it and why (a code of ``REFUSALS`` with its
values), so the UI can explain the refusal in the player's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fengyu.core.protocol import Action, IllegalActionError
from fengyu.core.refusals import COMMON
from fengyu.core.tiles import KIND_COUNT

if TYPE_CHECKING:
    from fengyu.games.paofeng.engine import PaofengHand

_CLAIMS = ("chow", "pong", "exposed_kong", "pass")

REFUSALS = COMMON.extended(
    {
        "tuo_guan_state": "托管 is switched with option on or off, to the other state",
        "not_a_tile": "a tile is a kind 0..33",
        "claims_answer_discards": "claims answer another seat's discard",
        "win_after_draw": "a win is declared only right after a draw",
        "flowers_before_win": "set every flower aside before declaring a win",
        "wild_wins_by_paofeng": "with 有钻必须跑风 a hand holding a wild wins only by 跑风",
        "not_a_win": "these tiles do not form a winning shape",
        "not_held": "name one tile the seat holds",
        "wild_not_discarded": "{tile} is the wild: a wild is never discarded",
        "flower_not_discarded": "flowers are set aside (补花) before the discard, never discarded",
        "ting_discards_drawn": "after 报听 only the tile just drawn may be discarded",
        "ting_needs_wait": "报听 needs a hand that still waits on a tile of U after this discard",
        "tu_pai": "吐牌: {tile}, the claimed kind, may not be discarded in this claim turn",
        "wild_as_flower": "only a wild just drawn, after 报听, on 听任意张 or in 托管, may be used as a flower",
        "only_flowers": "only flower tiles are set aside",
        "wild_no_kong": "wilds take part in no kong",
        "ting_kong": "after 报听 a kong uses the tile just drawn and must keep the waits",
        "kong_not_held": "you do not hold the tiles for a kong of {tile}",
        "tuo_guan_no_claim": "a seat in 托管 never claims",
        "ting_claims_kong_only": "after 报听 only a 明杠 that keeps the waits may be claimed",
        "chi_next_only": "only the discarder's 下家 may chi",
        "no_claim": "this seat has no claim to make on this tile",
        "answer_claim": "answer the discard with a claim or 过 first",
        "wild_no_chi": "wilds take part in no chi",
        "chi_needs_run": "a chi needs two concealed tiles making a sequence with {tile} (a discarded 红中 is 中)",
        "pong_needs_tiles_and_discard": "a pong needs two, a 明杠 three tiles matching {tile}, "
        "and a legal discard must remain (D11)",
    }
)
"""Every reason a Paofeng hand refuses an action for, with its English template."""


def why_illegal(hand: PaofengHand, action: Action) -> IllegalActionError:
    """The refusal of an action outside ``legal_actions``, naming the most specific rule it breaks."""
    error = REFUSALS.error
    seat, kind = action.seat, action.kind
    if seat not in range(4):
        return error("R1", "no_such_seat", seat=seat)
    if hand.over:
        return error("", "hand_over")
    st = hand.seats[seat]
    if kind == "tuo_guan":
        return error("R16", "tuo_guan_state")
    if any(not 0 <= p < KIND_COUNT for p in action.pieces):
        return error("R12", "not_a_tile")
    if hand.phase == "claim":
        return _claim_refusal(hand, action)
    if kind in _CLAIMS:
        return error("R11", "claims_answer_discards")
    if seat != hand.current:
        return error("R10", "not_your_turn")
    tile = action.pieces[0] if len(action.pieces) == 1 else None
    roles = hand.roles
    if kind == "win":
        if hand.drawn is None and not hand.dealt:
            return error("R17", "win_after_draw")
        if hand.holds_flower(seat):
            return error("R17", "flowers_before_win")
        if hand.reader.is_win(st.concealed, len(st.melds)):
            return error("R20", "wild_wins_by_paofeng")
        return error("R18", "not_a_win")
    if tile is None or not st.concealed[tile]:
        return error("R12", "not_held")
    if kind in ("discard", "bao_ting"):
        if tile == roles.wild:
            return error("R6", "wild_not_discarded", tile=tile)
        if tile in roles.flowers or hand.holds_flower(seat):
            return error("R7", "flower_not_discarded")
        if st.bao_ting:
            return error("R21", "ting_discards_drawn")
        if kind == "bao_ting" and tile in hand.legal_discards(seat):
            return error("R21", "ting_needs_wait")
        return error("R14", "tu_pai", tile=tile)
    if kind == "bu_hua":
        if tile == roles.wild:
            return error("R8", "wild_as_flower")
        return error("R7", "only_flowers")
    if kind in ("concealed_kong", "added_kong"):
        if tile == roles.wild:
            return error("R6", "wild_no_kong")
        if st.bao_ting:
            return error("R21", "ting_kong")
        return error("R13", "kong_not_held", tile=tile)
    return error("R10", "not_legal", kind=kind)


def _claim_refusal(hand: PaofengHand, action: Action) -> IllegalActionError:
    error = REFUSALS.error
    seat, kind = action.seat, action.kind
    window = hand.window
    assert window is not None
    st = hand.seats[seat]
    if seat not in window.options or seat in window.answers:
        if st.tuo_guan:
            return error("R16", "tuo_guan_no_claim")
        if st.bao_ting and kind != "exposed_kong":
            return error("R21", "ting_claims_kong_only")
        if kind == "chow" and seat != (window.seat + 1) % 4:
            return error("R11", "chi_next_only")
        return error("R11", "no_claim")
    if kind not in _CLAIMS:
        return error("R11", "answer_claim")
    if kind == "chow":
        if seat != (window.seat + 1) % 4:
            return error("R11", "chi_next_only")
        if hand.roles.wild in action.pieces:
            return error("R6", "wild_no_chi")
        return error("R5", "chi_needs_run", tile=window.tile)
    if st.bao_ting:
        return error("R21", "ting_claims_kong_only")
    return error("R11", "pong_needs_tiles_and_discard", tile=window.tile)
