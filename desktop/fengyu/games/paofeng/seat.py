"""What the engine keeps per seat during a Paofeng hand: the shared seat and Paofeng's flags."""

from __future__ import annotations

from dataclasses import dataclass, field

from fengyu.mahjong.seat import Seat


@dataclass(slots=True)
class SeatState(Seat):
    """One player's tiles (``fengyu.mahjong.seat.Seat``) and per-hand flags.

    ``concealed`` counts physical kinds: wild tiles at W's index, flowers not yet
    set aside at theirs. ``locked`` is Wt(L) of the hand locked by 报听 (R21).
    ``claims`` counts chows and pongs for 吐牌 (R14); ``claimed`` is any claim at all
    (起手胡, §3.3); ``turns`` counts the turns begun; ``bu_hua`` every 补花.
    """

    flowers: list[int] = field(default_factory=list)
    bao_ting: bool = False
    locked: frozenset[int] = frozenset()
    tuo_guan: bool = False
    claims: int = 0
    claimed: bool = False
    turns: int = 0
    bu_hua: int = 0
