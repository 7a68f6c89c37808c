"""Money outside wins: 刮风下雨 kong money (§4), the 流局 checks (R33–R35) and the escape penalty (R38)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fengyu.core.tiles import SUITED_KIND_COUNT
from fengyu.games.sichuan.scoring import ANALYSER, hand_counts, ready_value, suit_failure
from fengyu.mahjong.melds import Meld

if TYPE_CHECKING:
    from fengyu.games.sichuan.engine import SichuanHand

PIG_FACTOR = 16
"""查花猪 pays 16 × base points to each non-pig contender (R33), never capped."""


def kong_money(hand: SichuanHand, seat: int, meld: Meld, stale: bool) -> list[tuple[int, int]]:
    """§4.2: who pays the konger, and how much, under the configured scheme."""
    rules = hand.rules
    b = rules.base_points
    scheme = rules.kong_scheme
    others = [(seat + step) % 4 for step in (1, 2, 3) if hand.active((seat + step) % 4)]
    if meld.kind == "added_kong" and stale and not rules.stale_bu_gang_pays:
        return []
    if scheme == "roots":
        n = roots(hand, seat)
        if meld.kind == "exposed_kong":
            return [(meld.source, n * b)] if meld.source is not None else []
        if meld.kind == "added_kong":
            return [(meld.source, n * b)] if meld.source in others else []
        return [(s, n * b) for s in others]
    if meld.kind == "exposed_kong":
        amount = b if scheme == "standard" else 2 * b
        return [(meld.source, amount)] if meld.source is not None else []
    if meld.kind == "added_kong":
        return [(s, b) for s in others]
    return [(s, 2 * b) for s in others]


def roots(hand: SichuanHand, seat: int) -> int:
    """§4.3: kongs made by the konger (this one included) plus its 四归一 kinds."""
    st = hand.seats[seat]
    kongs = sum(1 for m in st.melds if m.is_kong)  # a robbed 补杠 stays a pong: never counted
    counts = list(st.concealed)
    for meld in st.melds:
        if meld.kind == "pong":
            counts[meld.tile] += 3
    return kongs + counts.count(4)


def settle_liu_ju(hand: SichuanHand) -> tuple[list[int], dict[int, int]]:
    """R33–R35 among contenders only: 查花猪, 查大叫, then refunds. Returns the pigs and the ready values."""
    rules = hand.rules
    ledger = hand.ledger
    contenders = [s for s in range(4) if hand.contender(s)]
    pigs = [s for s in contenders if is_pig(hand, s)]
    ready = {s: value for s in contenders if s not in pigs and (value := _pig_free_da_jiao(hand, s)) is not None}
    if rules.cha_hua_zhu:
        for pig in pigs:
            for other in contenders:
                if other not in pigs:
                    ledger.pay(pig, other, PIG_FACTOR * rules.base_points, ("hua_zhu",))
    if rules.cha_da_jiao:
        for seat in contenders:
            if seat in ready or (rules.cha_hua_zhu and seat in pigs):
                continue
            for other, value in ready.items():
                ledger.pay(seat, other, value, ("da_jiao",))
    if rules.kong_refund:
        for seat in contenders:
            if seat in ready:
                continue
            for kong in hand.kongs:
                if kong.seat == seat and not kong.transferred:
                    for payment in kong.payments:
                        if not hand.seats[payment.payer].escaped:
                            ledger.pay(seat, payment.payer, payment.amount, ("refund",), kong.kong_id)
    return pigs, ready


def is_pig(hand: SichuanHand, seat: int) -> bool:
    """R33 / D06: a contender still holding its void suit (or three suits without 定缺)."""
    st = hand.seats[seat]
    return suit_failure(hand_counts(st.concealed, st.melds), hand.void_of(seat)) is not None


def da_jiao(hand: SichuanHand, seat: int) -> int | None:
    """R34: the seat's 大叫, or None if not ready.

    A seat caught holding 14 − 3k tiles (an escape in the middle of its turn)
    counts the best discard it could make.
    """
    return None if is_pig(hand, seat) else _pig_free_da_jiao(hand, seat)


def _pig_free_da_jiao(hand: SichuanHand, seat: int) -> int | None:
    """``da_jiao`` of a seat known not to be a pig (``settle_liu_ju`` has just asked)."""
    st = hand.seats[seat]
    void = hand.void_of(seat)
    if sum(st.concealed) % 3 == 1:
        if not st.may_win(ANALYSER, void):
            return None  # shanten above 0 (not a pig: no void tile): no wait at all
        return ready_value(st.concealed, st.melds, void, hand.rules)
    best = None
    for kind in range(SUITED_KIND_COUNT):
        if st.concealed[kind]:
            rest = list(st.concealed)
            rest[kind] -= 1
            value = ready_value(rest, st.melds, void, hand.rules)
            if value is not None and (best is None or value > best):
                best = value
    return best


def escape_penalty(hand: SichuanHand, seat: int) -> None:
    """R38: P_pig to each other contender, or in the last four each ready contender's 大叫 if larger."""
    if not hand.rules.escape_penalty:
        return
    others = [s for s in range(4) if s != seat and hand.contender(s)]
    method_a = dict.fromkeys(others, PIG_FACTOR * hand.rules.base_points)
    method_b: dict[int, int] = {}
    if hand.wall_count <= 4 and hand.phase not in ("exchange", "ding_que"):
        for s in others:
            value = da_jiao(hand, s)
            if value is not None:
                method_b[s] = value
    chosen = method_b if sum(method_b.values()) > sum(method_a.values()) else method_a
    for other, amount in chosen.items():
        hand.ledger.pay(seat, other, amount, ("escape",))
