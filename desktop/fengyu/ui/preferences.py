"""The player's preferences, kept with ``QSettings``, and the dialog that edits them.

``Preferences`` gives each setting a type and a default, so the rest of the
app never parses a settings string: language, animation speed (with the factor
animations multiply their durations by), sounds, the table's felt colour,
whether the rules' clocks run offline, and the last New Game settings. Pass an explicit ``QSettings`` (an ini file) to
keep tests and tools away from the user's real settings.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from fengyu.ui.dialogs.translated import TranslatedDialog
from fengyu.ui.translations import LANGUAGES, QT_TRANSLATE_NOOP, system_language

if TYPE_CHECKING:  # the match settings' schema (msgspec) loads when they are read, after the first frame
    from fengyu.table.config import MatchConfig

LANGUAGE_NAMES = {"zh_CN": "中文", "en": "English"}
"""Each language is named in itself, so a user can always find their own."""

ANIMATION_SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.75}
"""Speed code → factor on every animation's duration (0: no animation at all)."""

FELT_COLOURS: dict[str, str] = {
    "green": "#1e6b45",
    "jade": "#2f7f78",
    "blue": "#24506e",
    "red": "#7a2830",
    "brown": "#6b4a2b",
    "slate": "#3d4650",
}
"""Named table colours, the first the default."""

CUSTOM = "custom"

_SPEED_NAMES = {
    "instant": QT_TRANSLATE_NOOP("Preferences", "Instant"),
    "fast": QT_TRANSLATE_NOOP("Preferences", "Fast"),
    "normal": QT_TRANSLATE_NOOP("Preferences", "Normal"),
    "slow": QT_TRANSLATE_NOOP("Preferences", "Slow"),
}
_COLOUR_NAMES = {
    "green": QT_TRANSLATE_NOOP("Preferences", "Green felt"),
    "jade": QT_TRANSLATE_NOOP("Preferences", "Jade"),
    "blue": QT_TRANSLATE_NOOP("Preferences", "Blue"),
    "red": QT_TRANSLATE_NOOP("Preferences", "Red"),
    "brown": QT_TRANSLATE_NOOP("Preferences", "Wood"),
    "slate": QT_TRANSLATE_NOOP("Preferences", "Slate"),
    CUSTOM: QT_TRANSLATE_NOOP("Preferences", "Custom…"),
}


def _tr(source: str) -> str:
    return QCoreApplication.translate("Preferences", source)


class Preferences:
    """Typed access to the stored settings; every getter falls back to its default on a missing or bad value."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings if settings is not None else QSettings()

    def sync(self) -> None:
        self._settings.sync()

    def _text(self, key: str) -> str | None:
        value = self._settings.value(key)
        return value if isinstance(value, str) else None

    @property
    def language(self) -> str:
        """``zh_CN`` or ``en``; by default the system's (Chinese on a Chinese system)."""
        value = self._text("language")
        return value if value in LANGUAGES else system_language()

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGES:
            raise ValueError(f"unsupported language {value!r}; choose one of {LANGUAGES}")
        self._settings.setValue("language", value)

    @property
    def animation_speed(self) -> str:
        value = self._text("animation_speed")
        return value if value in ANIMATION_SPEEDS else "normal"

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        if value not in ANIMATION_SPEEDS:
            raise ValueError(f"unknown animation speed {value!r}; choose one of {list(ANIMATION_SPEEDS)}")
        self._settings.setValue("animation_speed", value)

    @property
    def animation_factor(self) -> float:
        """What an animation multiplies its duration by (0.0 = instant)."""
        return ANIMATION_SPEEDS[self.animation_speed]

    @property
    def sounds(self) -> bool:
        # Ini files store booleans as the strings "true"/"false".
        value = self._settings.value("sounds", True)
        return value if isinstance(value, bool) else str(value).lower() != "false"

    @sounds.setter
    def sounds(self, value: bool) -> None:
        self._settings.setValue("sounds", bool(value))

    @property
    def offline_clocks(self) -> bool:
        """Whether the rules' decision clocks run for the player offline too (off: take all the time you like)."""
        value = self._settings.value("offline_clocks", False)
        return value if isinstance(value, bool) else str(value).lower() == "true"

    @offline_clocks.setter
    def offline_clocks(self, value: bool) -> None:
        self._settings.setValue("offline_clocks", bool(value))

    @property
    def card_counter(self) -> bool:
        """Whether Guafeng's card counter (记牌器) is shown at the card table."""
        value = self._settings.value("card_counter", False)
        return value if isinstance(value, bool) else str(value).lower() == "true"

    @card_counter.setter
    def card_counter(self, value: bool) -> None:
        self._settings.setValue("card_counter", bool(value))

    @property
    def table_colour_key(self) -> str:
        """One of ``FELT_COLOURS`` or ``custom``."""
        value = self._text("table_colour")
        if value in FELT_COLOURS:
            return value
        return CUSTOM if value is not None and QColor.isValidColorName(value) else "green"

    @property
    def table_colour(self) -> QColor:
        key = self.table_colour_key
        return QColor(FELT_COLOURS[key] if key != CUSTOM else self._text("table_colour"))

    def set_table_colour(self, colour: str | QColor) -> None:
        """A named felt (``green`` …) or any colour (stored as ``#rrggbb``)."""
        if isinstance(colour, str) and colour in FELT_COLOURS:
            self._settings.setValue("table_colour", colour)
            return
        value = QColor(colour)
        if not value.isValid():
            raise ValueError(f"not a colour: {colour!r}")
        self._settings.setValue("table_colour", value.name())

    def guide_offered(self, game: str) -> bool:
        """Whether How to Play was offered at a first game of ``game`` (it is offered once)."""
        return str(self._settings.value(f"guide_offered/{game}", "false")).lower() == "true"

    def set_guide_offered(self, game: str) -> None:
        self._settings.setValue(f"guide_offered/{game}", True)

    @property
    def last_match(self) -> MatchConfig | None:
        """The settings of the last New Game (None if never set or unreadable)."""
        from fengyu.table.config import MatchConfig  # noqa: PLC0415 - see TYPE_CHECKING above

        text = self._text("last_match")
        if text is None:
            return None
        try:
            return MatchConfig.from_json(json.loads(text))
        except ValueError:  # also json.JSONDecodeError
            return None

    @last_match.setter
    def last_match(self, config: MatchConfig) -> None:
        self._settings.setValue("last_match", json.dumps(config.to_json()))


class PreferencesDialog(TranslatedDialog):
    """Edits a ``Preferences``; the values are written when the dialog is accepted."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._preferences = preferences
        self._custom = preferences.table_colour if preferences.table_colour_key == CUSTOM else QColor()

        self.language = QComboBox()
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        self.language.setCurrentIndex(LANGUAGES.index(preferences.language))
        self.speed = QComboBox()
        for code in ANIMATION_SPEEDS:
            self.speed.addItem("", code)
        self.speed.setCurrentIndex(list(ANIMATION_SPEEDS).index(preferences.animation_speed))
        self.sounds = QCheckBox()
        self.sounds.setChecked(preferences.sounds)
        self.clocks = QCheckBox()
        self.clocks.setChecked(preferences.offline_clocks)
        self.colour = QComboBox()
        for code in _COLOUR_NAMES:
            self.colour.addItem("", code)
        self.colour.setCurrentIndex(list(_COLOUR_NAMES).index(preferences.table_colour_key))
        self.swatch = QLabel()
        self.swatch.setFixedSize(48, 24)
        self.colour_dialog = QColorDialog(self)
        self.colour_dialog.colorSelected.connect(self._custom_chosen)
        self.colour_dialog.rejected.connect(self._custom_cancelled)
        self.colour.activated.connect(self._colour_activated)
        self._last_index = self.colour.currentIndex()

        colour_row = QHBoxLayout()
        colour_row.addWidget(self.colour, 1)
        colour_row.addWidget(self.swatch)
        self._form = QFormLayout()
        self._labels = [QLabel() for _ in range(5)]
        self._form.addRow(self._labels[0], self.language)
        self._form.addRow(self._labels[1], self.speed)
        self._form.addRow(self._labels[2], self.sounds)
        self._form.addRow(self._labels[3], colour_row)
        self._form.addRow(self._labels[4], self.clocks)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        self.setMinimumWidth(380)
        layout.addLayout(self._form)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        self._show_swatch()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        for label, text in zip(
            self._labels,
            (
                self.tr("Language:"),
                self.tr("Animation speed:"),
                self.tr("Sounds:"),
                self.tr("Table colour:"),
                self.tr("Clocks:"),
            ),
            strict=True,
        ):
            label.setText(text)
        self.sounds.setText(self.tr("Play sounds"))
        self.clocks.setText(self.tr("Time my turns offline too"))
        self.clocks.setToolTip(
            self.tr(
                "When on, a game against the computer gives you the rules' time for each decision (Sichuan: "
                "20 s a turn, 15 s a claim) and plays for you when it runs out."
            )
        )
        for i, code in enumerate(ANIMATION_SPEEDS):
            self.speed.setItemText(i, _tr(_SPEED_NAMES[code]))
        for i, code in enumerate(_COLOUR_NAMES):
            self.colour.setItemText(i, _tr(_COLOUR_NAMES[code]))
        self.colour_dialog.setWindowTitle(self.tr("Table colour"))

    def chosen_colour(self) -> QColor:
        code = self.colour.currentData()
        return QColor(FELT_COLOURS[code]) if code != CUSTOM else QColor(self._custom)

    def _colour_activated(self, index: int) -> None:
        if self.colour.itemData(index) == CUSTOM:
            self.colour_dialog.setCurrentColor(self._custom if self._custom.isValid() else self.chosen_colour())
            self.colour_dialog.open()
        else:
            self._last_index = index
        self._show_swatch()

    def _custom_chosen(self, colour: QColor) -> None:
        self._custom = QColor(colour)
        self._last_index = list(_COLOUR_NAMES).index(CUSTOM)
        self.colour.setCurrentIndex(self._last_index)
        self._show_swatch()

    def _custom_cancelled(self) -> None:
        """No colour chosen: back to what was selected before "Custom…"."""
        self.colour.setCurrentIndex(self._last_index)
        self._show_swatch()

    def _show_swatch(self) -> None:
        colour = self.chosen_colour()
        ok = colour.isValid()
        self.swatch.setStyleSheet(f"background: {colour.name()}; border: 1px solid #444;" if ok else "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def accept(self) -> None:
        prefs = self._preferences
        prefs.language = self.language.currentData()
        prefs.animation_speed = self.speed.currentData()
        prefs.sounds = self.sounds.isChecked()
        prefs.offline_clocks = self.clocks.isChecked()
        code = self.colour.currentData()
        prefs.set_table_colour(code if code != CUSTOM else self._custom)
        prefs.sync()
        super().accept()
