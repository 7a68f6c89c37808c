"""The row of action buttons laid over either table, above the player's hand.

Real ``QPushButton``s, so keyboard focus, shortcuts, accessibility and tests all work as
everywhere else in Qt; the table's layout places the row on every resize.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from fengyu.ui.table_common.geometry import Rect

BUTTON_STYLE = """
QPushButton {
    color: #2b1d05; background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe08a, stop:1 #e8a93a);
    border: 2px solid #7a4b0c; border-radius: 10px; padding: 4px 14px; font-weight: bold;
}
QPushButton:hover { background: #fff0b8; }
QPushButton:pressed { background: #d89a2c; }
QPushButton[primary="true"] {
    color: white; background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f25b4a, stop:1 #b3221a);
    border-color: #5e0d08;
}
QPushButton[primary="true"]:hover { background: #ff7a6a; }
QPushButton[quiet="true"] { color: #e8f0e8; background: rgba(0, 0, 0, 110); border-color: rgba(255,255,255,90); }
QPushButton:disabled { color: #777; background: #ccc; border-color: #999; }
"""


@dataclass(frozen=True, slots=True)
class Choice:
    """One button: its label, an optional shortcut, what it does, and how it looks."""

    label: str
    run: Callable[[], None]
    shortcut: str = ""
    style: str = ""
    """``primary`` (a win), ``quiet`` (pass), or plain."""
    key: str = ""
    """A stable name for tests and for the AI's suggestion highlight."""


class ActionBar(QWidget):
    """The buttons of the decision the player faces (right-aligned above their hand)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setStyleSheet(BUTTON_STYLE)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        self.hide()

    def set_choices(self, choices: list[Choice], height: float) -> None:
        for button in self.buttons.values():
            self._row.removeWidget(button)
            button.deleteLater()
        self.buttons = {}
        font = self.font()
        font.setPixelSize(max(11, round(height * 0.38)))
        for choice in choices:
            text = choice.label
            if choice.shortcut:
                key = QKeySequence(choice.shortcut).toString(QKeySequence.SequenceFormat.NativeText)
                text = f"{choice.label}  ({key})"
            button = QPushButton(text, self)
            button.setFont(font)
            button.setMinimumHeight(round(height))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            if choice.shortcut:
                button.setShortcut(QKeySequence(choice.shortcut))
            if choice.style:
                button.setProperty(choice.style, "true")
            button.clicked.connect(lambda _checked=False, run=choice.run: run())  # not the checked flag
            self._row.addWidget(button)
            self.buttons[choice.key or choice.label] = button
        self.setVisible(bool(choices))

    def place(self, rect: Rect) -> None:
        self.setGeometry(round(rect.x), round(rect.y), round(rect.width), round(rect.height))
