"""``TablePreview``: the place on each game's card where a still of its table is drawn.

The drawing needs the tile and card painters (``fengyu.ui.home.preview_art``),
which the window's first frame does not wait for: a preview stays empty (the
card's own background) until ``show_table`` is called, just after that frame,
and then draws its table at every paint.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget


class TablePreview(QWidget):
    def __init__(self, game: str, felt: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.felt = felt
        self._paint: Callable[[QWidget, str, QColor], None] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(120, 70)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(320, 200)

    @property
    def shows_table(self) -> bool:
        return self._paint is not None

    def show_table(self) -> None:
        """Draw the table from now on (loads the tile and card painters)."""
        from fengyu.ui.home.preview_art import paint_table  # noqa: PLC0415 - after the first frame

        self._paint = paint_table
        self.update()

    def set_felt(self, colour: QColor) -> None:
        self.felt = colour
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        if self._paint is not None:
            self._paint(self, self.game, self.felt)
