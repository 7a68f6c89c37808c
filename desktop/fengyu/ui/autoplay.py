"""Autoplay: the real window plays a match with four bots, saving screenshots at the key moments.

The moments (once per hand each): the deal, 换三张, the void suits revealed,
the first 补花, chow, pong, kong, 报听 and win, the hand's end (Guafeng: the first
declaration, the kitty revealed, the first trick, a failed throw, the fifth full
trick before it is collected, the hand's end), the settlement, the match's end.

Used by ``fengyu play --autoplay`` (for anyone who wants to watch, and to see
the table in both languages and at any size) and by the tests. Everything goes
through the same window, board and dialogs a player uses; only the clicks on
"Next hand" on each hand's result screen are made by this driver.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from fengyu.table.config import MatchConfig
from fengyu.ui.cards.director import Director as CardDirector
from fengyu.ui.mahjong.frames import FrameMeter
from fengyu.ui.main_window import MainWindow
from fengyu.ui.result.screen import ResultScreen
from fengyu.ui.session import Step

MOMENTS: tuple[str, ...] = (
    "deal",
    "exchange",
    "ding_que",
    "bu_hua",
    "chow",
    "pong",
    "kong",
    "exposed_kong",
    "added_kong",
    "concealed_kong",
    "bao_ting",
    "win",
    *("declare", "reveal", "trick", "throw_failed", "hand_over"),  # Guafeng
)
MOMENTS += ("hand_end",)
"""Events worth a screenshot, the first time each happens in a hand (Sichuan's, Paofeng's and Guafeng's)."""
FULL_TRICK_SHOT = 5
"""Which held picture of a hand (the kitty shown, then each full trick) is saved as ``full_trick``."""


class Autoplay(QObject):
    finished = Signal()

    def __init__(
        self, window: MainWindow, config: MatchConfig, screenshots: Path | None, *, pause_ms: int = 250
    ) -> None:
        super().__init__()
        self.window = window
        self.config = config
        self.screenshots = screenshots
        self.pause_ms = pause_ms
        self.meter = FrameMeter()
        self.saved: list[Path] = []
        self.started = 0.0
        self.seconds = 0.0
        self.totals: list[int] | None = None
        """The match's result, kept when the window closes."""
        self._seen: set[tuple[int, str]] = set()
        self._pending: list[str] = []
        self._tricks_held: dict[int, int] = {}
        if screenshots is not None:
            screenshots.mkdir(parents=True, exist_ok=True)

    def start(self) -> None:
        self.started = time.perf_counter()
        self.meter.start()
        self.window.start_match(self.config)
        board = self.window.board
        assert board is not None
        board.director.shown.connect(self._shown)
        board.director.idle.connect(self._idle)
        if isinstance(board.director, CardDirector):  # a card table holds each full trick a moment
            board.director.held.connect(self._held)
        board.hand_finished.connect(lambda _result: QTimer.singleShot(self.pause_ms, self, self._settle))

    # -- screenshots -------------------------------------------------------------------------------

    def _shown(self, step: Step) -> None:
        table = self.window.table
        assert table is not None
        kinds = {e.kind for e in step.events}
        if any(e.kind == "discard" and e.public.get("bao_ting") for e in step.events):
            kinds.add("bao_ting")
        for moment in MOMENTS:
            if moment in kinds and (table.hand_index, moment) not in self._seen:
                self._seen.add((table.hand_index, moment))
                self._pending.append(moment)

    def _held(self, _step: Step) -> None:
        """The fifth full trick of a hand, before its winner collects it."""
        table = self.window.table
        assert table is not None
        self._tricks_held[table.hand_index] = self._tricks_held.get(table.hand_index, 0) + 1
        if self._tricks_held[table.hand_index] == FULL_TRICK_SHOT:
            self.shoot(self.window, "full_trick")

    def _idle(self) -> None:
        for moment in self._pending:
            self.shoot(self.window, moment)
        self._pending = []

    def shoot(self, widget: QWidget, moment: str) -> None:
        if self.screenshots is None:
            return
        table = self.window.table
        index = table.hand_index + 1 if table is not None else 0
        path = self.screenshots / f"hand{index:02d}-{len(self.saved):03d}-{moment}.png"
        widget.grab().save(str(path))
        self.saved.append(path)

    # -- between hands -------------------------------------------------------------------------------

    def _settle(self) -> None:
        """The result screen over the table is saved; then the next hand is dealt, or the match ends."""
        screen = self.window.result_screen
        if isinstance(screen, ResultScreen):
            self.shoot(self.window, "settlement")
        table = self.window.table
        if table is not None and table.match_over:
            QTimer.singleShot(self.pause_ms, self, self._finish)
        elif isinstance(screen, ResultScreen):
            screen.next_button.click()

    def _finish(self) -> None:
        if isinstance(self.window.result_screen, ResultScreen):
            self.shoot(self.window, "match_over")
        self.meter.stop()
        self.seconds = time.perf_counter() - self.started
        table = self.window.table
        self.totals = table.totals() if table is not None else None
        self.finished.emit()  # quitting closes the window, and the table with it
