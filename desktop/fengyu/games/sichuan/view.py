"""``SichuanView``: everything one seat may know about a hand, and nothing more.

Hidden from a seat: the other seats' concealed tiles (until they win, R27, or the
hand ends), the wall order, the kind of another seat's 暗杠 until the end (R16),
other seats' 换三张 selections and 定缺 choices before the reveal, and who else
has a claim to consider on a discard (only the seat's own pending decision is
shown).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import msgspec

from fengyu.core.protocol import Json
from fengyu.games.sichuan.rules import SichuanRules

if TYPE_CHECKING:
    from fengyu.games.sichuan.engine import SichuanHand


@dataclass(frozen=True, slots=True)
class SichuanView:
    seat: int
    rules: SichuanRules
    phase: str
    dealer: int
    current: int | None
    wall: int
    hand: list[int]
    drawn: int | None
    concealed_counts: list[int]
    melds: list[list[dict[str, Any]]]
    rivers: list[list[int]]
    won_tiles: list[list[int]]
    voids: list[str | None]
    won: list[bool]
    escaped: list[bool]
    revealed: list[list[int] | None]
    totals: list[int]
    payments: list[dict[str, Any]]
    wins: list[dict[str, Any]]
    awaiting_me: bool
    waiting_for: list[int]
    last_discard: dict[str, int] | None
    pass_lock: int
    exchange: list[int] | None
    items_used: list[str]
    end_reason: str | None
    next_dealer: int | None
    coin_deltas: list[int] | None

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
            hand=me.tiles(),
            drawn=me.turn_draws[-1] if me.turn_draws and hand.current == seat and hand.phase == "turn" else None,
            concealed_counts=[st.concealed_total for st in hand.seats],
            melds=[
                [
                    {
                        "kind": m.kind,
                        "tile": m.tile if (s == seat or over or m.kind != "concealed_kong") else None,
                        "from": m.source,
                    }
                    for m in st.melds
                ]
                for s, st in enumerate(hand.seats)
            ],
            rivers=[list(st.river) for st in hand.seats],
            won_tiles=[list(st.won_tiles) for st in hand.seats],
            voids=[
                st.void if reveal_voids else (st.void_choice if s == seat else None) for s, st in enumerate(hand.seats)
            ],
            won=[st.won for st in hand.seats],
            escaped=[st.escaped for st in hand.seats],
            revealed=[st.tiles() if (over or st.won or s == seat) else None for s, st in enumerate(hand.seats)],
            totals=hand.ledger.totals(),
            payments=[p.to_json() for p in hand.ledger.lines],
            wins=[w.to_json() for w in hand.wins],
            awaiting_me=seat in to_act,
            waiting_for=[seat] if in_window and seat in to_act else ([] if in_window else list(to_act)),
            last_discard={"seat": window.seat, "tile": window.tile} if in_window and window else None,
            pass_lock=me.pass_lock,
            exchange=list(me.exchange) if me.exchange is not None else None,
            items_used=sorted(me.items_used),
            end_reason=hand.end_reason,
            next_dealer=hand.next_dealer,
            coin_deltas=list(hand.coin_deltas) if hand.coin_deltas is not None else None,
        )

    def to_json(self) -> Json:
        """Plain JSON data (fresh lists and dicts; the rules as their fields).

        ``msgspec.to_builtins`` gives the same data as ``dataclasses.asdict`` a
        hundred times faster: the LAN host encodes four views after every action.
        """
        data: Json = msgspec.to_builtins(self)
        return data
