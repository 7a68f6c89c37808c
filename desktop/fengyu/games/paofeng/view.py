"""``PaofengView``: everything one seat may know about a hand, and nothing more.

Hidden from a seat until the hand ends: the other seats' concealed tiles, the
tile they just drew, the kind of their 暗杠 (R13: face down), and the order of
the wall (only its size is known). Public: the indicator and so the wild and
the flower kinds (R3, R4), every flower area, discard, exposed meld, 报听 and
托管. In a claim window a seat sees only its own pending decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from fengyu.core.protocol import Json
from fengyu.games.paofeng.codes import PaofengPhase
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.mahjong.views import LastDiscard, MeldView, PaymentLine, view_json

if TYPE_CHECKING:
    from fengyu.games.paofeng.engine import PaofengHand, WinRecord


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One §3.2 item of a win and its points."""

    code: str
    points: int


@dataclass(frozen=True, slots=True)
class ReadGroup:
    """One group of the reading the win was scored on: its shape, first face, and faces the wilds took."""

    shape: str
    tile: int
    wild_faces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Reading:
    """The interpretation with the highest S (D42) and how many 红中 stand for the wild in it."""

    form: str
    groups: tuple[ReadGroup, ...]
    reds_as_wild: int


@dataclass(frozen=True, slots=True)
class BaoView:
    """The 包 that applied: who pays it all, which way (``shun_bao`` / ``fan_bao``), its 口 and multiplier."""

    payer: int
    direction: str
    kou: str
    multiplier: int


@dataclass(frozen=True, slots=True)
class PaofengWin:
    """The hand's win (``engine.WinRecord``): who, on which tile, the items, the reading, 包 and payments."""

    seat: int
    tile: int
    items: tuple[ScoreItem, ...]
    tian_hu_items: tuple[str, ...]
    total: int
    pao_feng: bool
    reading: Reading
    replacements: int
    bao: BaoView | None
    payments: tuple[PaymentLine, ...]

    @classmethod
    def of(cls, win: WinRecord) -> PaofengWin:
        s = win.score
        bao = win.bao
        return cls(
            seat=win.seat,
            tile=win.tile,
            items=tuple(ScoreItem(code, points) for code, points in s.items),
            tian_hu_items=s.tian_hu_items,
            total=s.total,
            pao_feng=s.pao_feng,
            reading=Reading(
                s.reading.form,
                tuple(ReadGroup(g.shape, g.tile, tuple(g.wild_faces)) for g in s.reading.groups),
                s.reds_as_wild,
            ),
            replacements=win.replacements,
            bao=None if bao is None else BaoView(bao.payer, bao.direction, bao.code, bao.multiplier),
            payments=tuple(PaymentLine.of(p) for p in win.payments),
        )


@dataclass(frozen=True, slots=True)
class PaofengView:
    seat: int
    rules: PaofengRules
    phase: PaofengPhase
    dealer: int
    lian_zhuang: int
    scores: tuple[int, ...]
    current: int | None
    wall: int
    indicator: int
    wild: int
    flower_kinds: tuple[int, ...]
    red: str
    hand: tuple[int, ...]
    drawn: int | None
    concealed_counts: tuple[int, ...]
    melds: tuple[tuple[MeldView, ...], ...]
    rivers: tuple[tuple[int, ...], ...]
    flowers: tuple[tuple[int, ...], ...]
    bao_ting: tuple[bool, ...]
    tuo_guan: tuple[bool, ...]
    revealed: tuple[tuple[int, ...] | None, ...]
    claimed_tile: int | None
    awaiting_me: bool
    waiting_for: tuple[int, ...]
    last_discard: LastDiscard | None
    totals: tuple[int, ...]
    payments: tuple[PaymentLine, ...]
    win: PaofengWin | None
    end_reason: str | None
    next_dealer: int | None
    next_lian_zhuang: int | None

    @classmethod
    def of(cls, hand: PaofengHand, seat: int) -> PaofengView:
        over = hand.over
        me = hand.seats[seat]
        to_act = hand.to_act()
        window = hand.window if hand.phase == "claim" else None
        in_turn = hand.phase == "turn"
        return cls(
            seat=seat,
            rules=hand.rules,
            phase=hand.phase,
            dealer=hand.dealer,
            lian_zhuang=hand.lian_zhuang,
            scores=tuple(hand.scores),
            current=None if over else hand.current,
            wall=hand.wall_count,
            indicator=hand.indicator,
            wild=hand.roles.wild,
            flower_kinds=tuple(sorted(hand.roles.flowers)),
            red=hand.roles.red,
            hand=tuple(me.tiles()),
            drawn=hand.drawn if in_turn and hand.current == seat else None,
            concealed_counts=tuple(sum(st.concealed) for st in hand.seats),
            melds=tuple(
                tuple(MeldView.of(m, hidden=m.kind == "concealed_kong" and s != seat and not over) for m in st.melds)
                for s, st in enumerate(hand.seats)
            ),
            rivers=tuple(tuple(st.river) for st in hand.seats),
            flowers=tuple(tuple(st.flowers) for st in hand.seats),
            bao_ting=tuple(st.bao_ting for st in hand.seats),
            tuo_guan=tuple(st.tuo_guan for st in hand.seats),
            revealed=tuple(tuple(st.tiles()) if over or s == seat else None for s, st in enumerate(hand.seats)),
            claimed_tile=hand.claimed_tile if in_turn else None,
            awaiting_me=seat in to_act,
            waiting_for=((seat,) if seat in to_act else ()) if window is not None else tuple(to_act),
            last_discard=LastDiscard(window.seat, window.tile) if window is not None else None,
            totals=tuple(hand.ledger.totals()),
            payments=tuple(PaymentLine.of(p) for p in hand.ledger.lines),
            win=PaofengWin.of(hand.win) if hand.win is not None else None,
            end_reason=hand.end_reason,
            next_dealer=hand.next_dealer,
            next_lian_zhuang=hand.next_lian_zhuang,
        )

    def to_json(self) -> Json:
        """Plain JSON data (lists and dicts; the rules as their fields), as the LAN sends it and a hand file
        keeps it (``fengyu.mahjong.views.view_json``)."""
        return view_json(self)
