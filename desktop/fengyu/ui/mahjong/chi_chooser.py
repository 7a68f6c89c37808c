"""The chow chooser: when a discard can be chowed in several ways, the player picks the sequence.

Each legal ``chow`` action becomes one button showing the whole sequence as
tiles — the discard among the two tiles the player gives — so the choice is
seen, not read. Only the engine's legal options are offered.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from fengyu.core.protocol import Action
from fengyu.games.paofeng.roles import RED
from fengyu.ui.art.tiles import draw_tile

TILE_W, TILE_H = 40, 54


def sequence_icon(tiles: Sequence[int], discard: int, wild: int | None) -> QIcon:
    """The chow as tiles, the discard raised so the player sees which one it is."""
    pixmap = QPixmap(len(tiles) * (TILE_W + 2) + 4, TILE_H + 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for index, tile in enumerate(tiles):
        raised = 0 if tile == discard else 8
        rect = QRectF(2 + index * (TILE_W + 2), 2 + raised, TILE_W, TILE_H - 2)
        draw_tile(painter, rect, tile, state="selected" if tile == discard else "normal", wild=tile == wild)
    painter.end()
    return QIcon(pixmap)


class ChiChooser(QDialog):
    """Choose one of ``actions`` (the seat's legal chows of ``discard``); ``chosen()`` is the action."""

    def __init__(
        self, actions: Sequence[Action], discard: int, wild: int | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._actions = list(actions)
        self._chosen: Action | None = None
        self.label = QLabel()
        row = QHBoxLayout()
        self.buttons: list[QPushButton] = []
        for action in self._actions:
            # A 红中 standing for the wild's face (R5) takes that face's place in the sequence.
            tiles = sorted((*action.pieces, discard), key=lambda t: wild if t == RED and wild is not None else t)
            button = QPushButton()
            button.setIcon(sequence_icon(tiles, discard, wild))
            button.setIconSize(QSize(3 * (TILE_W + 2) + 4, TILE_H + 12))
            button.clicked.connect(lambda _checked=False, a=action: self._pick(a))
            row.addWidget(button)
            self.buttons.append(button)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addLayout(row)
        layout.addWidget(box)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Chow"))
        self.label.setText(self.tr("Which sequence do you chow?"))

    def _pick(self, action: Action) -> None:
        self._chosen = action
        self.accept()

    def chosen(self) -> Action | None:
        return self._chosen
