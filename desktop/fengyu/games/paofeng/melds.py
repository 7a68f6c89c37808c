"""Melds: chi, pong and the three kongs, with the faces they score and the tiles they hold (R11, R13).

A meld's ``face`` is what scoring reads: the lowest face of a chi, the kind of a
pong or kong (a pong or kong of 红中 is always 中, R5). ``tiles`` are the
physical kinds it holds — a chi may hold a concealed 红中 standing for W — so the
136 tiles can be counted. ``source`` is the feeder whose discard was claimed
(a 补杠 keeps its pong's); a 暗杠 has none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from fengyu.games.paofeng.roles import FENG

MeldKind = Literal["chi", "pong", "ming_gang", "bu_gang", "an_gang"]
KONGS = ("ming_gang", "bu_gang", "an_gang")


@dataclass(frozen=True, slots=True)
class Meld:
    kind: MeldKind
    face: int
    tiles: tuple[int, ...]
    source: int | None = None

    @classmethod
    def of(cls, kind: MeldKind, face: int, source: int | None = None) -> Meld:
        """A meld of natural tiles only (no 红中 standing for W)."""
        if kind == "chi":
            return cls(kind, face, (face, face + 1, face + 2), source)
        return cls(kind, face, (face,) * (3 if kind == "pong" else 4), source)

    @property
    def is_kong(self) -> bool:
        return self.kind in KONGS

    @property
    def is_feng(self) -> bool:
        """A pong or kong of 东南西北中: 风碰 and the 风 kong rows (§3.3, D35)."""
        return self.kind != "chi" and self.face in FENG

    def to_json(self, *, hide: bool = False) -> dict[str, object]:
        """The meld for views and events; ``hide`` masks a 暗杠's kind (R13: it is face down)."""
        if hide:
            return {"kind": self.kind, "face": None, "tiles": None, "from": None}
        return {"kind": self.kind, "face": self.face, "tiles": list(self.tiles), "from": self.source}
