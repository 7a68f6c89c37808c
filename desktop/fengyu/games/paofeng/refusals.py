"""Why an action is refused: the rule it breaks, for ``IllegalActionError``.

Only called once an action is known to be outside ``legal_actions``; it names
the most specific rule that forbids it, so the UI can explain the refusal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fengyu.core.protocol import Action
from fengyu.core.tiles import KIND_COUNT

if TYPE_CHECKING:
    from fengyu.games.paofeng.engine import PaofengHand

_CLAIMS = ("chow", "pong", "exposed_kong", "pass")


def why_illegal(hand: PaofengHand, action: Action) -> tuple[str, str]:
    """(rule, message) for an action outside ``legal_actions``."""
    seat, kind = action.seat, action.kind
    if seat not in range(4):
        return "R1", f"there is no seat {seat}"
    if hand.over:
        return "hand_over", "the hand is over"
    st = hand.seats[seat]
    if kind == "tuo_guan":
        return "R16", "托管 is switched with option on or off, to the other state"
    if any(not 0 <= p < KIND_COUNT for p in action.pieces):
        return "R12", "a tile is a kind 0..33"
    if hand.phase == "claim":
        return _claim_refusal(hand, action)
    if kind in _CLAIMS:
        return "R11", "claims answer another seat's discard"
    if seat != hand.current:
        return "R10", "it is not this seat's turn"
    tile = action.pieces[0] if len(action.pieces) == 1 else None
    roles = hand.roles
    if kind == "win":
        if hand.drawn is None and not hand.dealt:
            return "R17", "a win is declared only right after a draw"
        if hand.holds_flower(seat):
            return "R17", "set every flower aside before declaring a win"
        if hand.reader.is_win(st.concealed, len(st.melds)):
            return "R20", "with 有钻必须跑风 a hand holding a wild wins only by 跑风"
        return "R18", "these tiles do not form a winning shape"
    if tile is None or not st.concealed[tile]:
        return "R12", "name one tile the seat holds"
    if kind in ("discard", "bao_ting"):
        if tile == roles.wild:
            return "R6", "a wild is never discarded"
        if tile in roles.flowers or hand.holds_flower(seat):
            return "R7", "flowers are set aside (补花) before the discard, never discarded"
        if st.bao_ting:
            return "R21", "after 报听 only the tile just drawn may be discarded"
        if kind == "bao_ting" and tile in hand.legal_discards(seat):
            return "R21", "报听 needs a hand that still waits on a tile of U after this discard"
        return "R14", "吐牌: the claimed kind may not be discarded in this claim turn"
    if kind == "bu_hua":
        if tile == roles.wild:
            return "R8", "only a wild just drawn, after 报听, on 听任意张 or in 托管, may be used as a flower"
        return "R7", "only flower tiles are set aside"
    if kind in ("concealed_kong", "added_kong"):
        if tile == roles.wild:
            return "R6", "wilds take part in no kong"
        if st.bao_ting:
            return "R21", "after 报听 a kong uses the tile just drawn and must keep the waits"
        return "R13", "a kong needs four concealed tiles, or a concealed tile and the seat's own pong"
    return "R10", f"{kind!r} is not a legal action now"


def _claim_refusal(hand: PaofengHand, action: Action) -> tuple[str, str]:
    seat, kind = action.seat, action.kind
    window = hand.window
    assert window is not None
    st = hand.seats[seat]
    if seat not in window.options or seat in window.answers:
        if st.tuo_guan:
            return "R16", "a seat in 托管 never claims"
        if st.bao_ting and kind != "exposed_kong":
            return "R21", "after 报听 only a 明杠 that keeps the waits may be claimed"
        if kind == "chow" and seat != (window.seat + 1) % 4:
            return "R11", "only the discarder's 下家 may chi"
        return "R11", "this seat has no claim to make on this tile"
    if kind not in _CLAIMS:
        return "R11", "answer the discard with a claim or 过 first"
    if kind == "chow":
        if seat != (window.seat + 1) % 4:
            return "R11", "only the discarder's 下家 may chi"
        if hand.roles.wild in action.pieces:
            return "R6", "wilds take part in no chi"
        return "R5", "a chi needs two concealed tiles making a sequence with the discard (a discarded 红中 is 中)"
    if st.bao_ting:
        return "R21", "after 报听 only a 明杠 that keeps the waits may be claimed"
    return "R11", "a pong needs two, a 明杠 three matching tiles, and a legal discard must remain (D11)"
