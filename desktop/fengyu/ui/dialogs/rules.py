"""The rules dialog, generated from a game's ``Rules`` dataclass: every field, grouped, explained, validated.

Nothing here lists a game's fields: the pages, controls, presets and defaults
all come from ``fields_info()`` and ``PRESETS``, so a field added to an engine
appears here by itself (and ``tests/ui/test_names.py`` asks for its words),
greyed out while the field it ``requires`` has no value that gives it an effect.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from fengyu.core.protocol import Json
from fengyu.core.rules import GameRules, RulesError
from fengyu.games.registry import game as game_spec
from fengyu.ui import names
from fengyu.ui.dialogs.controls import FieldControl, ListControl, Value, freeze, make_control
from fengyu.ui.dialogs.translated import TranslatedDialog


def plain_json(rules: GameRules) -> Json:
    """``rules.to_json()`` with tuples as lists, as JSON has them."""
    return {k: list(v) if isinstance(v, tuple) else v for k, v in rules.to_json().items()}


def matching_preset(rules_class: type[GameRules], values: Mapping[str, Any]) -> str | None:
    """The first preset whose rules are exactly ``values``, if any."""
    for preset in rules_class.PRESETS:
        if plain_json(rules_class.preset(preset)) == dict(values):
            return preset
    return None


class RulesDialog(TranslatedDialog):
    """Edit (or, ``read_only``, show) the rules of ``game``; ``rules_json()`` is the result."""

    def __init__(
        self,
        game: str,
        rules: Mapping[str, Any] | None = None,
        *,
        read_only: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.rules_class = game_spec(game).rules
        self.read_only = read_only
        self._rules: GameRules | None = None
        self._error: RulesError | None = None
        self._loading = False
        self.controls: dict[str, FieldControl] = {}

        self.preset_label = QLabel()
        self.preset = QComboBox()
        self.preset.setMinimumContentsLength(16)
        self.preset.activated.connect(self._preset_chosen)
        preset_row = QHBoxLayout()
        preset_row.addWidget(self.preset_label)
        preset_row.addWidget(self.preset)
        preset_row.addStretch(1)
        self.preset_label.setBuddy(self.preset)
        self._has_presets = bool(self.rules_class.PRESETS)
        self.preset_label.setVisible(self._has_presets)
        self.preset.setVisible(self._has_presets)

        self.groups: list[str] = []
        self.group_list = QListWidget()
        self.group_list.setStyleSheet("QListWidget::item { padding: 5px 8px; }")
        self.pages = QStackedWidget()
        self._build_pages()
        self.group_list.currentRowChanged.connect(self.pages.setCurrentIndex)
        self.group_list.setCurrentRow(0)

        self.error = QLabel()
        self.error.setObjectName("rulesError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.error.setTextFormat(Qt.TextFormat.PlainText)

        buttons = QDialogButtonBox.StandardButton.Close if read_only else QDialogButtonBox.StandardButton.Ok
        if not read_only:
            buttons |= QDialogButtonBox.StandardButton.Cancel | QDialogButtonBox.StandardButton.RestoreDefaults
        self.buttons = QDialogButtonBox(buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.defaults_button: QPushButton | None = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        if self.defaults_button is not None:
            self.defaults_button.clicked.connect(self.restore_defaults)

        body = QHBoxLayout()
        body.addWidget(self.group_list)
        body.addWidget(self.pages, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(preset_row)
        layout.addLayout(body, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        for control in self.controls.values():
            control.changed.connect(self._changed)
            if read_only:
                control.set_read_only()
        if read_only:
            freeze(self.preset)
        self.retranslate_ui()
        self.set_values(self._initial(rules))
        self.resize(760, 560)

    # -- building ----------------------------------------------------------------------------

    def _build_pages(self) -> None:
        by_group: dict[str, list[FieldControl]] = {}
        for info in self.rules_class.fields_info():
            control = make_control(self.game, info)
            self.controls[info.name] = control
            by_group.setdefault(info.group, []).append(control)
        for group, controls in by_group.items():
            self.groups.append(group)
            self.group_list.addItem("")
            self.pages.addWidget(self._page(controls))

    def _page(self, controls: list[FieldControl]) -> QScrollArea:
        """One group's fields in a grid: labels in the first column, controls aligned in the second."""
        page = QWidget()
        grid = QGridLayout(page)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(3)
        grid.setColumnStretch(2, 1)
        row = 0
        for control in controls:
            if control.label is not None and not control.label_above:
                grid.addWidget(control.label, row, 0)
                grid.addWidget(control.widget, row, 1)
            elif control.label is not None:
                grid.addWidget(control.label, row, 0, 1, 3)
                row += 1
                grid.addWidget(control.widget, row, 0, 1, 3)
            else:
                grid.addWidget(control.widget, row, 0, 1, 3)
            control.help.setContentsMargins(22, 0, 0, 10)
            control.help.setStyleSheet("color: palette(placeholder-text);")
            grid.addWidget(control.help, row + 1, 0, 1, 3)
            row += 2
        grid.setRowStretch(row, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(page)
        return scroll

    def _initial(self, rules: Mapping[str, Any] | None) -> Mapping[str, Value]:
        """The values to start from: the class defaults overridden by ``rules`` (a preset name is honoured)."""
        try:
            base = self.rules_class.from_json(rules or {})
        except RulesError:
            base = self.rules_class()
            known = {k: v for k, v in (rules or {}).items() if k in self.controls}
            return {**base.to_json(), **known}
        return base.to_json()

    # -- values ------------------------------------------------------------------------------

    def values(self) -> dict[str, Value]:
        return {name: control.value() for name, control in self.controls.items()}

    def set_values(self, values: Mapping[str, Any]) -> None:
        """Set the controls (fields not in ``values`` keep theirs), then validate once."""
        self._loading = True
        try:
            for name, value in values.items():
                if name in self.controls:
                    self.controls[name].set_value(tuple(value) if isinstance(value, list) else value)
        finally:
            self._loading = False
        self._changed()

    def restore_defaults(self) -> None:
        self.set_values(self.rules_class().to_json())

    def rules(self) -> GameRules | None:
        """The rules the controls show, or None while they are inconsistent."""
        return self._rules

    def rules_json(self) -> Json:
        """The result: the rules as JSON (only call while ``rules()`` is not None)."""
        if self._rules is None:
            raise RulesError(str(self._error))
        return plain_json(self._rules)

    def preset_name(self) -> str | None:
        """The preset the rules match, None for custom rules."""
        return matching_preset(self.rules_class, self.rules_json()) if self._rules is not None else None

    def _preset_chosen(self, index: int) -> None:
        preset = self.preset.itemData(index)
        if preset is not None:
            self.set_values(self.rules_class.preset(preset).to_json())

    def _changed(self) -> None:
        if self._loading:
            return
        values = self.values()
        try:
            self._rules = self.rules_class.from_json(values)
            self._error = None
        except RulesError as error:
            self._rules, self._error = None, error
        for control in self.controls.values():
            if (requires := control.info.requires) is not None:
                control.set_active(values.get(requires.field) in requires.values)
        self._show_state()

    def _show_state(self) -> None:
        self._fill_presets()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(self._rules is not None)
        self.error.setVisible(self._error is not None)
        self.error.setText(self._error_text())
        self.error.setToolTip(str(self._error) if self._error is not None else "")

    def _fill_presets(self) -> None:
        """The presets, plus "Custom" while the values match none of them."""
        if not self._has_presets:
            return
        current = matching_preset(self.rules_class, plain_json(self._rules)) if self._rules is not None else None
        self.preset.blockSignals(True)
        self.preset.clear()
        for preset in self.rules_class.PRESETS:
            self.preset.addItem(names.preset_label(self.game, preset), preset)
        if current is None:
            self.preset.addItem(self.tr("Custom"), None)
        self.preset.setCurrentIndex(self.preset.findData(current) if current is not None else self.preset.count() - 1)
        self.preset.blockSignals(False)

    def _error_text(self) -> str:
        """The refusal in words.

        The engine's message is English and names the fields by code; the
        dialog can say more itself only where it can find out more: for a
        list, which of its items do not fit the other settings.
        """
        if self._error is None:
            return ""
        detail = str(self._error)
        fields = [name for name in self.controls if re.search(rf"\b{re.escape(name)}\b", detail)]
        for field in fields:
            misfits = self._misfits(field)
            if misfits:
                return self.tr("With the other settings as they are, “{field}” cannot include {items}.").format(
                    field=names.rule_label(self.game, field), items=", ".join(misfits)
                )
        labels = ", ".join(f"“{names.rule_label(self.game, f)}”" for f in fields)
        # The engine's own sentence is English: it stays out of the words shown (the tooltip keeps it).
        if labels:
            return self.tr("These settings do not fit together: {fields}.").format(fields=labels)
        return self.tr("These settings do not fit together.")

    def _misfits(self, field: str) -> list[str]:
        """The items of a list field that are refused on their own, the other settings unchanged."""
        control = self.controls[field]
        if not isinstance(control, ListControl):
            return []
        values = self.values()
        misfits = []
        for item in control.value():
            try:
                self.rules_class.from_json({**values, field: (item,)})
            except RulesError:
                misfits.append(item)
        return misfits

    # -- language ------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        game = names.name("game", self.game)
        title = self.tr("Rules of {game} (in play)") if self.read_only else self.tr("Rules of {game}")
        self.setWindowTitle(title.format(game=game))
        self.preset_label.setText(self.tr("&Preset:"))
        for row, group in enumerate(self.groups):
            self.group_list.item(row).setText(names.group_label(self.game, group))
        metrics = self.group_list.fontMetrics()
        widest = max(metrics.horizontalAdvance(self.group_list.item(r).text()) for r in range(len(self.groups)))
        self.group_list.setFixedWidth(widest + 36)
        for control in self.controls.values():
            control.retranslate()
        if self.defaults_button is not None:
            self.defaults_button.setText(self.tr("&Defaults"))
        if self._rules is not None or self._error is not None:
            self._show_state()
