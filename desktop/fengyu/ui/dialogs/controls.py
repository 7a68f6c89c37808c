"""One editing control per rules field, chosen from the field's metadata.

A bool is a check box, a field with choices a combo box, an int a spin box
with the field's range. The field's metadata says the rest: a list-valued
field's items (a checkable list), an integer that is a seat (a combo of seat
names) or a duration in seconds (0 shown as no limit).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QLabel, QSpinBox, QWidget

from fengyu.core.rules import FieldInfo, Scalar
from fengyu.ui import names

Value = Scalar | tuple[str, ...]

_LIST_COLUMNS = 7


_INPUT_EVENTS = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.KeyPress,
        QEvent.Type.KeyRelease,
        QEvent.Type.Wheel,
    }
)


class _InputBlocker(QObject):
    """Swallows the mouse, keyboard and wheel input of the widget it watches: a read-only control."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        return event.type() in _INPUT_EVENTS or super().eventFilter(watched, event)


def freeze(widget: QWidget) -> None:
    """Make ``widget`` ignore input while it still looks as usual: read-only without greying out."""
    widget.installEventFilter(_InputBlocker(widget))
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)


class FieldControl(QObject):
    """The widget that edits one field, with its label and help line."""

    changed = Signal()
    label_above = False
    """Whether the label sits above the control (wide controls) rather than beside it."""

    def __init__(self, game: str, info: FieldInfo, widget: QWidget, *, labelled: bool = True) -> None:
        super().__init__(widget)
        self.game = game
        self.info = info
        self.widget = widget
        self.label = QLabel() if labelled else None
        if self.label is not None:
            self.label.setBuddy(widget)
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.help.setTextFormat(Qt.TextFormat.PlainText)
        self.help.setObjectName("ruleHelp")

    @property
    def name(self) -> str:
        return self.info.name

    def value(self) -> Value:
        raise NotImplementedError

    def set_value(self, value: Value) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        text = names.rule_help(self.game, self.name)
        self.help.setText(text)
        for widget in (self.widget, self.label):
            if widget is not None:
                widget.setToolTip(text)
        if self.label is not None:
            self.label.setText(names.rule_label(self.game, self.name))

    def set_active(self, active: bool) -> None:
        """Grey the control out when the field has no effect under the other settings."""
        for widget in (self.widget, self.label, self.help):
            if widget is not None:
                widget.setEnabled(active)

    def set_read_only(self) -> None:
        """Show the value without letting it change (and without greying it out)."""
        freeze(self.widget)


class BoolControl(FieldControl):
    def __init__(self, game: str, info: FieldInfo) -> None:
        box = QCheckBox()
        super().__init__(game, info, box, labelled=False)
        self.box = box
        self.box.toggled.connect(self.changed)

    def value(self) -> bool:
        return self.box.isChecked()

    def set_value(self, value: Value) -> None:
        self.box.setChecked(bool(value))

    def retranslate(self) -> None:
        super().retranslate()
        self.box.setText(names.rule_label(self.game, self.name))


class ChoiceControl(FieldControl):
    """A combo box over the field's choices (the item data is the index: ``None`` is a choice too)."""

    def __init__(self, game: str, info: FieldInfo, choices: Sequence[Scalar]) -> None:
        combo = QComboBox()
        super().__init__(game, info, combo)
        self.combo = combo
        self.choices = tuple(choices)
        for index in range(len(self.choices)):
            self.combo.addItem("", index)
        self.combo.currentIndexChanged.connect(self.changed)

    def value(self) -> Scalar:
        return self.choices[self.combo.currentIndex()]

    def set_value(self, value: Value) -> None:
        index = next(i for i, c in enumerate(self.choices) if type(c) is type(value) and c == value)
        self.combo.setCurrentIndex(index)

    def choice_text(self, value: Scalar) -> str:
        return names.choice_label(self.game, self.name, value)

    def retranslate(self) -> None:
        super().retranslate()
        for index, choice in enumerate(self.choices):
            self.combo.setItemText(index, self.choice_text(choice))


class SeatControl(ChoiceControl):
    """A seat number shown as the seat's name, seen from the player who starts the match (seat 0)."""

    def __init__(self, game: str, info: FieldInfo) -> None:
        low, high = info.minimum or 0, info.maximum if info.maximum is not None else 3
        super().__init__(game, info, range(low, high + 1))

    def choice_text(self, value: Scalar) -> str:
        return names.seat_name(int(value or 0), 0)


class IntControl(FieldControl):
    def __init__(self, game: str, info: FieldInfo) -> None:
        spin = QSpinBox()
        super().__init__(game, info, spin)
        self.spin = spin
        self.spin.setRange(info.minimum if info.minimum is not None else 0, info.maximum or 1_000_000_000)
        self.spin.setAccelerated(True)
        self.spin.valueChanged.connect(self.changed)
        self.spin.setMinimumWidth(110)

    def value(self) -> int:
        return self.spin.value()

    def set_value(self, value: Value) -> None:
        assert not isinstance(value, tuple), f"{self.name} is a number, not a list"
        self.spin.setValue(int(value or 0))

    def retranslate(self) -> None:
        super().retranslate()
        if self.info.unit == "seconds":
            self.spin.setSuffix(QCoreApplication.translate("RuleControls", " s"))
            self.spin.setSpecialValueText(QCoreApplication.translate("RuleControls", "No limit"))

    def set_read_only(self) -> None:
        self.spin.setReadOnly(True)
        self.spin.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
        self.spin.setFocusPolicy(Qt.FocusPolicy.NoFocus)


class ListControl(FieldControl):
    """A checkable list of the items a list-valued field may hold; the value keeps the items' order."""

    label_above = True

    def __init__(self, game: str, info: FieldInfo, items: Sequence[str]) -> None:
        grid_owner = QWidget()
        super().__init__(game, info, grid_owner)
        grid = QGridLayout(grid_owner)
        grid.setContentsMargins(0, 0, 0, 0)
        self.boxes: dict[str, QCheckBox] = {}
        for index, item in enumerate(items):
            box = QCheckBox(item)
            box.toggled.connect(self.changed)
            grid.addWidget(box, index // _LIST_COLUMNS, index % _LIST_COLUMNS)
            self.boxes[item] = box

    def value(self) -> tuple[str, ...]:
        return tuple(item for item, box in self.boxes.items() if box.isChecked())

    def set_value(self, value: Value) -> None:
        chosen = set(value) if isinstance(value, tuple | list) else set()
        for item, box in self.boxes.items():
            box.setChecked(item in chosen)

    def set_read_only(self) -> None:
        for box in self.boxes.values():
            freeze(box)


def make_control(game: str, info: FieldInfo) -> FieldControl:
    """The control for one field; ``TypeError`` for a field of a kind no control knows."""
    if info.items is not None:
        return ListControl(game, info, info.items)
    if info.unit == "seat":
        return SeatControl(game, info)
    if info.choices is not None:
        return ChoiceControl(game, info, info.choices)
    if info.type is bool:
        return BoolControl(game, info)
    if info.type is int:
        return IntControl(game, info)
    raise TypeError(f"no control for the rules field {game}.{info.name} of type {info.type!r}")
