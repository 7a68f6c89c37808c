"""The 托管 switch over the table: the player hands their seat to a bot of a chosen level, and takes it back.

A checkable button (Ctrl+T) and, beside it, the level the bot plays at. The
board does the rest through the session; the seat's plate shows 托 while a
bot plays it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QActionGroup, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QMenu, QPushButton, QWidget

from fengyu.ui.names import name
from fengyu.ui.table_common.actions import BUTTON_STYLE, OWN_TIP, fit_buttons
from fengyu.ui.table_common.geometry import Rect

SHORTCUT = "Ctrl+T"
DEFAULT_LEVEL = "normal"


class AutoPlaySwitch(QWidget):
    toggled = Signal(bool)
    """The player switched 托管 on or off."""

    def __init__(self, levels: Iterable[str], parent: QWidget) -> None:
        super().__init__(parent)
        self.setStyleSheet(BUTTON_STYLE)
        self.levels = list(levels)
        self._pixels = 12.0
        self.level = DEFAULT_LEVEL if DEFAULT_LEVEL in self.levels else self.levels[0]
        self.button = QPushButton(self)
        self.button.setCheckable(True)
        self.button.setProperty("quiet", "true")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.setShortcut(QKeySequence(SHORTCUT))
        self.button.toggled.connect(self._switched)
        self.chooser = QPushButton(self)
        self.chooser.setProperty("quiet", "true")
        self.chooser.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.menu = QMenu(self.chooser)
        group = QActionGroup(self.menu)
        group.setExclusive(True)
        for level in self.levels:
            action = self.menu.addAction("")
            action.setData(level)
            action.setCheckable(True)
            action.setChecked(level == self.level)
            group.addAction(action)
        group.triggered.connect(lambda action: self.choose_level(str(action.data())))
        self.chooser.setMenu(self.menu)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        row.addStretch(1)
        row.addWidget(self.button)
        row.addWidget(self.chooser)
        self.retranslate()

    @property
    def on(self) -> bool:
        return self.button.isChecked()

    def show_state(self, on: bool) -> None:
        """Show the session's state without switching anything."""
        self.button.blockSignals(True)
        self.button.setChecked(on)
        self.button.blockSignals(False)
        self._restyle()

    def choose_level(self, level: str) -> None:
        """The bot's level for the next 托管 (a bot playing now keeps its level until switched off and on)."""
        self.level = level
        for action in self.menu.actions():
            action.setChecked(action.data() == level)
        self.retranslate()

    def _switched(self, on: bool) -> None:
        self._restyle()
        self.toggled.emit(on)

    def _restyle(self) -> None:
        self.button.setProperty("primary", "true" if self.on else "")
        self.button.setProperty("quiet", "" if self.on else "true")
        self.button.style().polish(self.button)

    def retranslate(self) -> None:
        key = QKeySequence(SHORTCUT).toString(QKeySequence.SequenceFormat.NativeText)
        self.button.setText(self.tr("Auto-play"))
        self.button.setProperty(
            OWN_TIP, self.tr("Let the computer play your seat ({key}); press again to take it back.").format(key=key)
        )
        self.chooser.setText(name("level", self.level))
        self.chooser.setProperty(OWN_TIP, self.tr("The level the computer plays your seat at"))
        for action in self.menu.actions():
            action.setText(name("level", str(action.data())))
        self._fit()

    def place(self, rect: Rect, height: float) -> None:
        """Take ``rect``; the two buttons' words shrink, then elide, rather than clip."""
        geometry = QRect(round(rect.x), round(rect.y), round(rect.width), round(rect.height))
        if geometry == self.geometry() and height * 0.34 == self._pixels:
            return  # placed again after every hint: nothing to refit
        self._pixels = height * 0.34
        self.setGeometry(geometry)
        self._fit()

    def _fit(self) -> None:
        labels = [self.tr("Auto-play"), name("level", self.level)]
        fit_buttons([self.button, self.chooser], labels, self.width(), self._pixels)
