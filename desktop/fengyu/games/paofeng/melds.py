"""Paofeng's reading of the shared melds (``fengyu.mahjong.melds``): which ones are 风 melds (R11, R13).

A meld's ``tile`` is what scoring reads: the lowest face of a chow, the kind of a pong or kong (a pong or
kong of 红中 is always 中, R5). Its ``tiles`` are the physical kinds it holds — a chow may hold a concealed
红中 standing for W — so the 136 tiles can be counted.
"""

from __future__ import annotations

from fengyu.games.paofeng.roles import FENG
from fengyu.mahjong.melds import KONGS, Meld, MeldKind

__all__ = ["KONGS", "Meld", "MeldKind", "is_feng", "meld_json"]


def is_feng(meld: Meld) -> bool:
    """A pong or kong of 东南西北中: 风碰 and the 风 kong rows (§3.3, D35)."""
    return meld.kind != "chow" and meld.tile in FENG


def meld_json(meld: Meld, *, hide: bool = False) -> dict[str, object]:
    """The meld for views and events; ``hide`` masks a concealed kong's tiles (R13: it is face down)."""
    if hide:
        return {"kind": meld.kind, "face": None, "tiles": None, "from": None}
    return {"kind": meld.kind, "face": meld.tile, "tiles": list(meld.tiles), "from": meld.source}
