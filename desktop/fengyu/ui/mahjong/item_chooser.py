"""The 道具 chooser (Sichuan items, §6.3): pick an item the rules offer now, and what it acts on.

The engine lists each usable item with every tile it may name; the chooser
shows one row per item with only the choices that list allows, so whatever
the player picks is legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from fengyu.core.protocol import Action
from fengyu.ui.dialogs.translated import TranslatedDialog
from fengyu.ui.names import name, tile_name

HELP = {
    "tou_tian_huan_ri": QT_TRANSLATE_NOOP(
        "ItemChooser", "Swap one of your tiles for a tile of your choice from the wall."
    ),
    "yi_hua_jie_mu": QT_TRANSLATE_NOOP("ItemChooser", "Swap one of your tiles for a random tile from the wall."),
    "qian_li_yan": QT_TRANSLATE_NOOP("ItemChooser", "Learn roughly where a kind of tile lies in the wall."),
    "shun_feng_er": QT_TRANSLATE_NOOP("ItemChooser", "See the next tile to be drawn."),
    "jin_shou_zhi": QT_TRANSLATE_NOOP("ItemChooser", "A golden finger marks you at the table until you leave it."),
}


class ItemChooser(TranslatedDialog):
    """Choose one of ``actions`` (the seat's legal item uses); ``chosen()`` is the action."""

    def __init__(self, actions: Sequence[Action], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._actions = list(actions)
        self.items = list(dict.fromkeys(a.option for a in actions))
        self.buttons = QButtonGroup(self)
        self.radios: dict[str, QRadioButton] = {}
        self.helps: dict[str, QLabel] = {}
        self.give: dict[str, QComboBox] = {}
        self.want: dict[str, QComboBox] = {}
        grid = QGridLayout()
        for row, item in enumerate(self.items):
            radio = QRadioButton()
            self.buttons.addButton(radio, row)
            self.radios[item] = radio
            grid.addWidget(radio, 2 * row, 0, 1, 3)
            pieces = [a.pieces for a in actions if a.option == item]
            if pieces and pieces[0]:
                first = QComboBox()
                for kind in sorted({p[0] for p in pieces}):
                    first.addItem(tile_name(kind), kind)
                self.give[item] = first
                grid.addWidget(first, 2 * row + 1, 1)
                if len(pieces[0]) == 2:
                    second = QComboBox()
                    for kind in sorted({p[1] for p in pieces}):
                        second.addItem(tile_name(kind), kind)
                    self.want[item] = second
                    grid.addWidget(second, 2 * row + 1, 2)
                first.currentIndexChanged.connect(lambda _i, r=radio: r.setChecked(True))
            help_label = QLabel()
            help_label.setWordWrap(True)
            self.helps[item] = help_label
            grid.addWidget(help_label, 2 * row + 1, 0)
        if self.radios:
            next(iter(self.radios.values())).setChecked(True)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        self.button_box = box
        column = QVBoxLayout(self)
        column.addLayout(grid)
        column.addWidget(box)
        self.retranslate_ui()

    def chosen(self) -> Action | None:
        """The item use the controls describe (None if it is not among the legal ones)."""
        row = self.buttons.checkedId()
        if row < 0:
            return None
        item = self.items[row]
        pieces: tuple[int, ...] = ()
        if item in self.give:
            pieces = (self.give[item].currentData(),)
            if item in self.want:
                pieces += (self.want[item].currentData(),)
        wanted = next((a for a in self._actions if a.option == item and a.pieces == pieces), None)
        return wanted

    def retranslate_ui(self) -> None:
        self.setWindowTitle(name("action", "item"))
        for item, radio in self.radios.items():
            radio.setText(name("item", item))
            self.helps[item].setText(self.tr(str(HELP[item])) if item in HELP else "")
        for combos in (self.give, self.want):
            for combo in combos.values():
                for index in range(combo.count()):
                    combo.setItemText(index, tile_name(combo.itemData(index)))
