"""The row of action buttons laid over either table, above the player's hand.

Real ``QPushButton``s, so keyboard focus, shortcuts, accessibility and tests all work as
everywhere else in Qt; the table's layout places the row on every resize.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QIcon, QKeySequence
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
    run: Callable[[], object]
    """What the button does (what it returns, a dialog it opened, is not used)."""
    shortcut: str = ""
    style: str = ""
    """``primary`` (a win), ``quiet`` (pass), or plain."""
    key: str = ""
    """A stable name for tests and for the AI's suggestion highlight."""
    icon: QIcon | None = None
    """A picture on the button: a claim shows the tile it takes."""


OWN_TIP = "ownTip"
"""A button's own tooltip (a dynamic property): shown while its whole label fits, else the label is."""


def fit_buttons(buttons: list[QPushButton], labels: list[str], width: float, pixels: float) -> None:
    """Letter ``buttons`` as large as ``pixels`` allows while the row fits ``width``: the letters shrink (to no
    less than 10 pixels), then the labels are elided; an elided button holds its whole label in its tooltip."""
    if not buttons:
        return
    spacing = 6 * (len(buttons) - 1)
    size = max(10, round(pixels))

    def needed(px: int) -> float:
        total = spacing
        for button, label in zip(buttons, labels, strict=True):
            font = button.font()
            font.setPixelSize(px)
            total += QFontMetrics(font).horizontalAdvance(label) + _chrome(button) + 4  # and a little air
        return total

    while size > 10 and needed(size) > width:
        size -= 1
    fits = needed(size) <= width
    share = (width - spacing) / len(buttons)
    for button, label in zip(buttons, labels, strict=True):
        font = button.font()
        if font.pixelSize() != size:  # a new font re-polishes the styled button: only when it changes
            font.setPixelSize(size)
            button.setFont(font)
        room = round(share - _chrome(button) - 4)
        shown = label if fits else QFontMetrics(font).elidedText(label, Qt.TextElideMode.ElideRight, room)
        tip = label if shown != label else str(button.property(OWN_TIP) or "")
        if button.text() != shown:
            button.setText(shown)
        if button.toolTip() != tip:
            button.setToolTip(tip)


def _chrome(button: QPushButton) -> int:
    """The width a button adds around its label (padding, border, icon)."""
    icon = button.iconSize().width() + 6 if not button.icon().isNull() else 0
    arrow = 20 if button.menu() is not None else 0
    return 2 * 14 + 2 * 2 + icon + arrow  # BUTTON_STYLE: padding 14, border 2


class ActionBar(QWidget):
    """The buttons of the decision the player faces (right-aligned above their hand); they take their size from
    the bar's place, so they grow and shrink with the window, and never clip their labels."""

    def __init__(self, parent: QWidget, fill: float = 1.0) -> None:
        super().__init__(parent)
        self.setStyleSheet(BUTTON_STYLE)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        self.labels: dict[str, str] = {}
        """Each button's whole label (a button too narrow for it shows it elided)."""
        self._fill = fill
        """How much of the bar's height a button takes."""
        self.hide()

    def set_choices(self, choices: list[Choice]) -> None:
        for button in self.buttons.values():
            self._row.removeWidget(button)
            button.deleteLater()
        self.buttons = {}
        self.labels = {}
        for choice in choices:
            text = choice.label
            if choice.shortcut:
                key = QKeySequence(choice.shortcut).toString(QKeySequence.SequenceFormat.NativeText)
                text = f"{choice.label}  ({key})"
            button = QPushButton(text, self)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            if choice.shortcut:
                button.setShortcut(QKeySequence(choice.shortcut))
            if choice.style:
                button.setProperty(choice.style, "true")
            if choice.icon is not None:
                button.setIcon(choice.icon)
            button.clicked.connect(lambda _checked=False, run=choice.run: run())  # not the checked flag
            self._row.addWidget(button)
            key = choice.key or choice.label
            self.buttons[key] = button
            self.labels[key] = text
        self._fit()
        self.setVisible(bool(choices))

    def relabel(self, key: str, label: str) -> None:
        """Give the button ``key`` a new label (fitted like the others)."""
        self.labels[key] = label
        self._fit()

    def place(self, rect: Rect) -> None:
        self.setGeometry(round(rect.x), round(rect.y), round(rect.width), round(rect.height))
        self._fit()

    def _fit(self) -> None:
        height = self.height() * self._fill
        for button in self.buttons.values():
            button.setFixedHeight(max(24, round(height)))
            if not button.icon().isNull():
                side = max(12, round(height * 0.72))
                button.setIconSize(QSize(round(side * 0.75), side))
        fit_buttons(list(self.buttons.values()), list(self.labels.values()), self.width(), height * 0.38)
