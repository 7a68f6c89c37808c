"""The New Game dialog: which game, who plays, under which rules, how long — a ``MatchConfig``.

How long: a number of hands for a game whose rules leave it open (Sichuan); a
game whose rules end the match themselves (Paofeng's room, 打局数 or 打板子,
R26) shows that instead, and its match is not cut short by a hand count.

Seat 0 is the player; the other seats are computer players of a chosen level.
The games whose table is not built yet are listed but cannot be chosen, so a
player sees what is coming. The seed is shown (and may be typed) so that a
match can be replayed or shared; left blank, a random one is drawn on OK.
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from fengyu.core.protocol import Json
from fengyu.core.rng import SEED_LIMIT
from fengyu.core.rules import RulesError
from fengyu.games.registry import game as game_spec
from fengyu.games.registry import games
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.kinds import game_kind
from fengyu.ui import names
from fengyu.ui.dialogs.rules import RulesDialog, matching_preset, plain_json
from fengyu.ui.dialogs.translated import TranslatedDialog

HAND_COUNTS = (4, 8, 16, 0)
"""The match lengths offered; 0 plays until the player stops."""

DEFAULT_LEVEL = "normal"
SEATS = 4
MAX_COINS = 1_000_000_000


DEFAULTS = ""
"""The preset box's entry for a game without presets: its rules as they come, named as its standard rules."""


class NewGameDialog(TranslatedDialog):
    """Choose a match; ``config()`` is the result. ``last`` pre-fills the choices (its seed is not reused)."""

    def __init__(self, last: MatchConfig | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules_dialog: RulesDialog | None = None
        self._rules: Json = {}

        self.game = QComboBox()
        for code in games():
            self.game.addItem("", code)
        self.player = QLineEdit()
        self.player.setMaxLength(24)
        self.preset = QComboBox()
        self.preset.setMinimumContentsLength(14)
        self.customize = QPushButton()
        self.customize.clicked.connect(self.open_rules)
        self.hands = QComboBox()
        for count in HAND_COUNTS:
            self.hands.addItem("", count)
        self.ruled_length = QLabel()
        """What the rules say about the match's length, shown instead of ``hands`` when they decide it."""
        self.ruled_length.setWordWrap(True)
        self.levels: dict[int, QComboBox] = {seat: QComboBox() for seat in range(1, SEATS)}
        self.coins = QSpinBox()
        self.coins.setRange(0, MAX_COINS)
        self.coins.setSingleStep(1000)
        self.coins.setValue(10_000)
        self.seed = QLineEdit()
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,20}"), self.seed))
        self.new_seed = QPushButton()
        self.new_seed.clicked.connect(lambda: self.seed.setText(str(secrets.randbelow(SEED_LIMIT))))

        preset_row = QHBoxLayout()
        preset_row.addWidget(self.preset, 1)
        preset_row.addWidget(self.customize)
        length_row = QHBoxLayout()
        length_row.addWidget(self.hands, 1)
        length_row.addWidget(self.ruled_length, 1)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.new_seed)
        self._labels: dict[str, QLabel] = {}
        form = QFormLayout()
        self._form = form
        self._add_row("game", self.game)
        self._add_row("player", self.player)
        self._add_row("rules", preset_row)
        for seat, combo in self.levels.items():
            self._add_row(f"seat{seat}", combo)
        self._add_row("hands", length_row)
        self._add_row("coins", self.coins)
        self._add_row("seed", seed_row)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        self.setMinimumWidth(460)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.preset.activated.connect(self._preset_chosen)
        self.seed.textChanged.connect(self._check_seed)
        self._start_from(last)
        self.retranslate_ui()

    def _add_row(self, key: str, field: QWidget | QHBoxLayout) -> None:
        label = QLabel()
        self._labels[key] = label
        self._form.addRow(label, field)

    def _start_from(self, last: MatchConfig | None) -> None:
        game = last.game if last is not None and last.game in games() else next(iter(games()))
        self.game.blockSignals(True)
        self.game.setCurrentIndex(self.game.findData(game))
        self.game.blockSignals(False)
        self._game_changed()
        if last is None or last.game != game:
            return
        with contextlib.suppress(RulesError):  # rules saved by another version: keep the defaults
            self._set_rules(last.rules)
        self.player.setText(last.seats[0].name if last.seats else "")
        for seat, combo in self.levels.items():
            if seat < len(last.seats) and (index := combo.findData(last.seats[seat].level)) >= 0:
                combo.setCurrentIndex(index)
        if self._ruled_length() is None and (index := self.hands.findData(last.hands)) >= 0:
            self.hands.setCurrentIndex(index)
        self.coins.setValue(min(last.coins, MAX_COINS))

    # -- the game and its rules ------------------------------------------------------------------

    @property
    def game_code(self) -> str:
        return str(self.game.currentData())

    def _game_changed(self) -> None:
        kind = game_kind(self.game_code)
        for combo in self.levels.values():
            combo.clear()
            for level in kind.levels:
                combo.addItem(names.name("level", level), level)
            combo.setCurrentIndex(max(0, combo.findData(DEFAULT_LEVEL)))
        self.hands.setCurrentIndex(self.hands.findData(game_spec(self.game_code).match_hands))
        self._set_rules({})

    def _set_rules(self, rules: Mapping[str, Any]) -> None:
        rules_class = game_spec(self.game_code).rules
        self._rules = plain_json(rules_class.from_json(rules))
        self._show_rules()

    def _ruled_length(self) -> str | None:
        """The match's length as the rules set it (Paofeng's room, R26), or None when they leave it open."""
        mode = self._rules.get("game_mode")
        if mode is None:
            return None
        game = self.game_code
        size = "num_hands" if mode == "rounds" else "board_limit"
        return self.tr("{room}, {size} (see Customize rules)").format(
            room=names.choice_label(game, "game_mode", mode), size=names.choice_label(game, size, self._rules[size])
        )

    def _show_rules(self) -> None:
        """The preset the rules match (or "Custom"), the coins row only when the rules play for coins, and the
        hand count only when the rules do not end the match themselves."""
        rules_class = game_spec(self.game_code).rules
        current = matching_preset(rules_class, self._rules)
        self.preset.clear()
        for preset in rules_class.PRESETS:
            self.preset.addItem(names.preset_label(self.game_code, preset), preset)
        if not rules_class.PRESETS:  # a game without presets: its defaults are its standard rules
            self.preset.addItem(self.tr("Standard rules"), DEFAULTS)
            if self._rules == plain_json(rules_class()):
                current = DEFAULTS
        if current is None:
            self.preset.addItem(self.tr("Custom"), None)
        self.preset.setCurrentIndex(self.preset.findData(current) if current is not None else self.preset.count() - 1)
        coin_mode = bool(self._rules.get("coin_mode", False))
        self.coins.setVisible(coin_mode)
        self._labels["coins"].setVisible(coin_mode)
        ruled = self._ruled_length()
        self.hands.setVisible(ruled is None)
        self.ruled_length.setVisible(ruled is not None)
        self.ruled_length.setText(ruled or "")
        self._labels["hands"].setText(self.tr("&Hands:") if ruled is None else self.tr("Room length:"))

    def _preset_chosen(self, index: int) -> None:
        preset = self.preset.itemData(index)
        if preset == DEFAULTS:
            self._set_rules({})
        elif preset is not None:
            self._set_rules({"preset": preset})

    def open_rules(self) -> RulesDialog:
        """Open the rules dialog on the current rules; accepting it takes its rules."""
        dialog = RulesDialog(self.game_code, self._rules, parent=self)
        dialog.accepted.connect(lambda: self._set_rules(dialog.rules_json()))
        self.rules_dialog = dialog
        dialog.open()
        return dialog

    # -- the result ---------------------------------------------------------------------------------

    def _check_seed(self) -> None:
        text = self.seed.text()
        ok = not text or int(text) < SEED_LIMIT
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def config(self) -> MatchConfig:
        """The match the controls show (a blank seed is drawn now, and shown)."""
        if not self.seed.text():
            self.seed.setText(str(secrets.randbelow(SEED_LIMIT)))
        # A blank name stays blank: the table then calls the seat "You" in whatever language is on at the time.
        human = SeatSpec("human", self.player.text().strip())
        bots = (SeatSpec("bot", level=str(self.levels[seat].currentData())) for seat in range(1, SEATS))
        return MatchConfig(
            game=self.game_code,
            rules=dict(self._rules),
            seats=(human, *bots),
            seed=int(self.seed.text()),
            hands=int(self.hands.currentData()) if self._ruled_length() is None else 0,
            coins=self.coins.value(),
        )

    # -- language -------------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New Game"))
        for row, code in enumerate(games()):
            self.game.setItemText(row, names.name("game", code))
        labels = {
            "game": self.tr("&Game:"),
            "player": self.tr("Your &name:"),
            "rules": self.tr("&Rules:"),
            "coins": self.tr("Starting &coins:"),
            "seed": self.tr("&Seed:"),
        }
        for seat in self.levels:
            labels[f"seat{seat}"] = self.tr("{seat} (computer):").format(seat=names.seat_name(seat, 0))
        for key, text in labels.items():
            self._labels[key].setText(text)
        self._labels["game"].setBuddy(self.game)
        self._labels["player"].setBuddy(self.player)
        self._labels["rules"].setBuddy(self.preset)
        self._labels["hands"].setBuddy(self.hands)
        self._labels["coins"].setBuddy(self.coins)
        self._labels["seed"].setBuddy(self.seed)
        self.player.setPlaceholderText(names.name("seat", "0"))
        self.customize.setText(self.tr("C&ustomize rules…"))
        for index, count in enumerate(HAND_COUNTS):
            text = self.tr("{n} hands").format(n=count) if count else self.tr("Unlimited")
            self.hands.setItemText(index, text)
        for combo in self.levels.values():
            for index in range(combo.count()):
                combo.setItemText(index, names.name("level", str(combo.itemData(index))))
        self.seed.setPlaceholderText(self.tr("Random"))
        self.seed.setToolTip(self.tr("The same seed deals the same tiles: share it to play the same match again."))
        self.new_seed.setText(self.tr("New seed"))
        self.coins.setSuffix(self.tr(" coins"))
        self._show_rules()
