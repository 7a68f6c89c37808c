"""What the engine keeps per seat during a Sichuan hand: the shared seat and Sichuan's flags."""

from __future__ import annotations

from dataclasses import dataclass, field

from fengyu.games.sichuan.items import ItemNote
from fengyu.games.sichuan.scoring import SUIT_BASE
from fengyu.mahjong import HandAnalyser
from fengyu.mahjong.seat import Seat


@dataclass(slots=True)
class SeatState(Seat):
    """One player's tiles (``fengyu.mahjong.seat.Seat``) and per-hand flags.

    ``turn_draws`` are the tiles drawn in the seat's current turn, in order
    (the last one is the winning tile of a 自摸 and the time-out discard, R40);
    ``draws`` counts every draw of the hand (地胡 needs the first).
    """

    won_tiles: list[int] = field(default_factory=list)
    void: str | None = None
    won: bool = False
    escaped: bool = False
    pass_lock: int = 0
    turn_draws: list[int] = field(default_factory=list)
    draws: int = 0
    di_hu_chance: bool = False
    exchange: tuple[int, ...] | None = None
    void_choice: str | None = None
    items_used: set[str] = field(default_factory=set)
    item_note: ItemNote | None = None
    no_self_draw: bool = False
    win_possible_at_draw: bool = False
    """``may_win`` just before the turn's last draw: a 自摸 needs it (a winning hand less the tile drawn may win)."""
    win_possible: bool | None = None
    """``may_win`` remembered: None until asked after the tiles (or the void) last changed."""

    def add(self, tile: int, copies: int = 1) -> None:
        """Every change to the concealed tiles forgets ``win_possible``: here, in ``take``, or (the engine's hot
        discard and draw) where the change is made."""
        self.concealed[tile] += copies
        self.win_possible = None

    def take(self, tile: int, copies: int = 1) -> None:
        self.concealed[tile] -= copies
        self.win_possible = None

    def may_win(self, analyser: HandAnalyser, void: str | None) -> bool:
        """Whether these 3k + 1 concealed tiles may win on some tile: none of the void suit (R23) and ready.

        A cheap necessary condition asked on every discard and draw before the full win test, remembered
        (``win_possible``) until the tiles change: a seat holding a tile of its void suit cannot win, whatever
        it draws or claims, and one that is not ready (shanten above 0) cannot either. The void is the seat's
        declared suit when the rules have 定缺, else None; the engine forgets the answer when it is declared.
        """
        possible = self.win_possible
        if possible is None:
            concealed = self.concealed
            if void is not None and any(concealed[SUIT_BASE[void] : SUIT_BASE[void] + 9]):
                possible = False
            else:
                possible = _ready(analyser, concealed)
            self.win_possible = possible
        return possible


_READY: dict[tuple[HandAnalyser, bytes], bool] = {}
"""Whether a concealed hand is ready, by its counts: the same hands come back (a replay, the replay check of
every simulated hand, resumed saves), and a dictionary read costs far less than the analysis."""
_READY_LIMIT = 1 << 16


def _ready(analyser: HandAnalyser, concealed: list[int]) -> bool:
    counts = bytes(concealed)
    key = (analyser, counts)
    ready = _READY.get(key)
    if ready is None:
        if len(_READY) >= _READY_LIMIT:
            _READY.clear()  # bounded: a long run starts over rather than growing without end
        ready = _READY[key] = analyser.shanten(counts) <= 0  # the counts as bytes: no second conversion
    return ready
