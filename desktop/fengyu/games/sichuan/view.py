"""``SichuanView``: everything one seat may know about a hand, and nothing more.

Hidden from a seat: the other seats' concealed tiles (until they win, R27, or the
hand ends), the wall order, the kind of another seat's 暗杠 until the end (R16),
other seats' 换三张 selections and 定缺 choices before the reveal, and who else
has a claim to consider on a discard (only the seat's own pending decision is
shown).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from fengyu.core.protocol import Json
from fengyu.games.sichuan.codes import SichuanPhase
from fengyu.games.sichuan.items import ItemNote
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.mahjong.views import LastDiscard, MeldView, PaymentLine, view_json

if TYPE_CHECKING:
    from fengyu.games.sichuan.engine import SichuanHand, WinRecord


@dataclass(frozen=True, slots=True)
class SichuanWin:
    """One settled win (``engine.WinRecord``): who, on what, how, who paid, and its score (§3)."""

    seat: int
    tile: int
    how: str
    payers: tuple[int, ...]
    source: int | None
    pattern: str
    patterns: tuple[str, ...]
    gen: int
    total_fan: int
    fan: int
    value: int
    share: int

    @classmethod
    def of(cls, win: WinRecord) -> SichuanWin:
        s = win.score
        return cls(
            win.seat,
            win.tile,
            win.how,
            win.payers,
            win.source,
            s.pattern,
            s.patterns,
            s.gen,
            s.total_fan,
            s.fan,
            s.value,
            s.share,
        )


@dataclass(frozen=True, slots=True)
class SichuanView:
    seat: int
    rules: SichuanRules
    phase: SichuanPhase
    dealer: int
    current: int | None
    wall: int
    hand: tuple[int, ...]
    drawn: int | None
    concealed_counts: tuple[int, ...]
    melds: tuple[tuple[MeldView, ...], ...]
    rivers: tuple[tuple[int, ...], ...]
    won_tiles: tuple[tuple[int, ...], ...]
    voids: tuple[str | None, ...]
    won: tuple[bool, ...]
    escaped: tuple[bool, ...]
    revealed: tuple[tuple[int, ...] | None, ...]
    totals: tuple[int, ...]
    payments: tuple[PaymentLine, ...]
    wins: tuple[SichuanWin, ...]
    awaiting_me: bool
    waiting_for: tuple[int, ...]
    last_discard: LastDiscard | None
    pass_lock: int
    exchange: tuple[int, ...] | None
    items_used: tuple[str, ...]
    end_reason: str | None
    next_dealer: int | None
    coin_deltas: tuple[int, ...] | None
    item_note: ItemNote | None = None
    """What the seat's own last item told it (private)."""
    golden: tuple[bool, ...] = (False, False, False, False)
    """Each seat marked by 金手指 (public, §6.3); defaults for views kept by earlier versions."""

    @classmethod
    def of(cls, hand: SichuanHand, seat: int) -> SichuanView:
        over = hand.over
        me = hand.seats[seat]
        to_act = hand.to_act()
        in_window = hand.phase in ("claim", "rob")
        window = hand.window
        reveal_voids = hand.phase not in ("exchange", "ding_que")
        return cls(
            seat=seat,
            rules=hand.rules,
            phase=hand.phase,
            dealer=hand.dealer,
            current=hand.current if hand.phase in ("turn", "claim", "rob") else None,
            wall=hand.wall_count,
            hand=tuple(me.tiles()),
            drawn=me.turn_draws[-1] if me.turn_draws and hand.current == seat and hand.phase == "turn" else None,
            concealed_counts=tuple(st.concealed_total for st in hand.seats),
            melds=tuple(
                tuple(MeldView.of(m, hidden=m.kind == "concealed_kong" and s != seat and not over) for m in st.melds)
                for s, st in enumerate(hand.seats)
            ),
            rivers=tuple(tuple(st.river) for st in hand.seats),
            won_tiles=tuple(tuple(st.won_tiles) for st in hand.seats),
            voids=tuple(
                st.void if reveal_voids else (st.void_choice if s == seat else None) for s, st in enumerate(hand.seats)
            ),
            won=tuple(st.won for st in hand.seats),
            escaped=tuple(st.escaped for st in hand.seats),
            revealed=tuple(
                tuple(st.tiles()) if (over or st.won or s == seat) else None for s, st in enumerate(hand.seats)
            ),
            totals=tuple(hand.ledger.totals()),
            payments=tuple(PaymentLine.of(p) for p in hand.ledger.lines),
            wins=tuple(SichuanWin.of(w) for w in hand.wins),
            awaiting_me=seat in to_act,
            waiting_for=(seat,) if in_window and seat in to_act else (() if in_window else tuple(to_act)),
            last_discard=LastDiscard(window.seat, window.tile) if in_window and window else None,
            pass_lock=me.pass_lock,
            exchange=tuple(me.exchange) if me.exchange is not None else None,
            items_used=tuple(sorted(me.items_used)),
            item_note=me.item_note,
            golden=tuple(s in hand.golden for s in range(len(hand.seats))),
            end_reason=hand.end_reason,
            next_dealer=hand.next_dealer,
            coin_deltas=tuple(hand.coin_deltas) if hand.coin_deltas is not None else None,
        )

    def to_json(self) -> Json:
        """Plain JSON data (lists and dicts; the rules as their fields), as the LAN sends it and a hand file
        keeps it (``fengyu.mahjong.views.view_json``)."""
        return view_json(self)
