"""What the engine keeps per seat during a Sichuan hand: the shared seat and Sichuan's flags."""

from __future__ import annotations

from dataclasses import dataclass, field

from fengyu.games.sichuan.items import ItemNote
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
    ready_at_draw: bool = False
    version: int = 0
    _ready_version: int = -1
    _ready: bool = False

    def add(self, tile: int, copies: int = 1) -> None:
        """Every change to the concealed tiles goes through here (or ``take``), so ``version`` counts them."""
        self.concealed[tile] += copies
        self.version += 1

    def take(self, tile: int, copies: int = 1) -> None:
        self.concealed[tile] -= copies
        self.version += 1

    def may_be_ready(self, analyser: HandAnalyser) -> bool:
        """Whether the concealed 3k + 1 tiles are ready (shanten 0), remembered until they change.

        A cheap necessary condition checked before the full win test on every
        discard: a seat that is not ready cannot win on it.
        """
        if self.version != self._ready_version:
            self._ready_version = self.version
            self._ready = _ready(analyser, self.concealed)
        return self._ready


_READY: dict[tuple[HandAnalyser, bytes], bool] = {}
"""Whether a concealed hand is ready, by its counts: the same hands come back (a replay, the replay check of
every simulated hand, resumed saves), and a dictionary read costs far less than the analysis."""
_READY_LIMIT = 1 << 16


def _ready(analyser: HandAnalyser, concealed: list[int]) -> bool:
    key = (analyser, bytes(concealed))
    ready = _READY.get(key)
    if ready is None:
        if len(_READY) >= _READY_LIMIT:
            _READY.clear()  # bounded: a long run starts over rather than growing without end
        ready = _READY[key] = analyser.shanten(concealed) <= 0
    return ready
