"""The New Game dialog yields the MatchConfig its controls show."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from fengyu.core.rng import SEED_LIMIT
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.registry import game, games
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.kinds import game_kind
from fengyu.ui.dialogs.new_game import NewGameDialog
from fengyu.ui.dialogs.rules import plain_json
from tests.ui.conftest import WindowFactory


def make(qtbot: QtBot, last: MatchConfig | None = None) -> NewGameDialog:
    dialog = NewGameDialog(last)
    qtbot.addWidget(dialog)
    return dialog


def test_defaults_seat_the_player_against_three_normal_bots(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    config = dialog.config()
    assert config.game == "sichuan"
    assert config.seats[0].kind == "human" and config.seats[0].name == ""  # named in the language of the moment
    assert [s.level for s in config.seats[1:]] == ["normal"] * 3
    assert config.hands == 8
    assert config.rules == game("sichuan").rules().to_json()
    assert 0 <= config.seed < SEED_LIMIT
    assert dialog.seed.text() == str(config.seed)  # a drawn seed is shown, so it can be shared
    assert dialog.config().seed == config.seed


def test_every_registered_game_can_be_chosen_in_menu_order(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    assert [dialog.game.itemData(r) for r in range(dialog.game.count())] == ["sichuan", "paofeng", "guafeng"]
    assert [dialog.game.itemData(r) for r in range(dialog.game.count())] == list(games())


def test_the_config_follows_the_controls(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    qtbot.keyClicks(dialog.player, "Mei")
    dialog.levels[1].setCurrentIndex(dialog.levels[1].findData("easy"))
    dialog.levels[2].setCurrentIndex(dialog.levels[2].findData("expert"))
    dialog.hands.setCurrentIndex(dialog.hands.findData(0))
    preset = dialog.preset.findData("competition")
    dialog.preset.setCurrentIndex(preset)
    dialog.preset.activated.emit(preset)
    qtbot.keyClicks(dialog.seed, "12345")
    config = dialog.config()
    assert config == MatchConfig(
        "sichuan",
        game("sichuan").rules.preset("competition").to_json(),
        (
            SeatSpec("human", "Mei"),
            SeatSpec("bot", level="easy"),
            SeatSpec("bot", level="expert"),
            SeatSpec("bot", level="normal"),
        ),
        12345,
        hands=0,
        coins=10_000,
    )
    assert dialog.hands.currentText() == "Unlimited"


def test_the_ai_levels_are_the_games_levels(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    for combo in dialog.levels.values():
        assert [combo.itemData(i) for i in range(combo.count())] == list(game_kind("sichuan").levels)
        assert combo.currentData() == "normal"
    assert dialog._labels["seat1"].text().startswith("Right")


def test_each_level_tells_what_it_measured_in_the_chosen_game(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    combo = dialog.levels[1]
    for code in games():
        dialog.game.setCurrentIndex(dialog.game.findData(code))
        notes = {combo.itemData(i): combo.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(combo.count())}
        assert set(notes) == set(game_kind(code).levels)
        assert all(note and note.endswith(".") for note in notes.values()), notes
    assert "rules-of-thumb" in notes["hard"]


def test_customized_rules_come_back_from_the_rules_dialog(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    assert dialog.coins.isHidden()
    rules = dialog.open_rules()
    rules.controls["coin_mode"].set_value(True)
    rules.controls["room_coefficient"].set_value(100)
    rules.accept()
    assert dialog.preset.currentText() == "Custom"
    assert not dialog.coins.isHidden()  # the stake matters only when playing for coins
    dialog.coins.setValue(5000)
    config = dialog.config()
    assert config.rules["coin_mode"] is True and config.rules["room_coefficient"] == 100
    assert config.coins == 5000


def test_a_cancelled_rules_dialog_changes_nothing(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    rules = dialog.open_rules()
    rules.controls["fan_cap"].set_value(3)
    rules.reject()
    assert dialog.config().rules["fan_cap"] is None
    assert dialog.preset.currentData() == "standard"


def test_a_seed_too_large_disables_ok(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.keyClicks(dialog.seed, str(SEED_LIMIT))
    assert not ok.isEnabled()
    dialog.seed.setText(str(SEED_LIMIT - 1))
    assert ok.isEnabled()
    qtbot.keyClicks(dialog.seed, "x")  # the validator keeps the seed a number
    assert dialog.seed.text() == str(SEED_LIMIT - 1)


def test_new_seed_fills_a_shareable_seed(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    qtbot.mouseClick(dialog.new_seed, Qt.MouseButton.LeftButton)
    assert dialog.seed.text().isdigit()
    assert dialog.config().seed == int(dialog.seed.text())


def test_the_last_match_prefills_everything_but_the_seed(qtbot: QtBot) -> None:
    last = MatchConfig(
        "sichuan",
        {**game("sichuan").rules().to_json(), "coin_mode": True},
        (SeatSpec("human", "Mei"), *(SeatSpec("bot", level=level) for level in ("hard", "easy", "expert"))),
        99,
        hands=16,
        coins=777,
    )
    dialog = make(qtbot, last)
    assert dialog.seed.text() == ""
    config = dialog.config()
    assert (config.game, dict(config.rules), config.seats, config.hands, config.coins) == (
        last.game,
        dict(last.rules),
        last.seats,
        16,
        777,
    )


def test_unreadable_last_rules_fall_back_to_the_defaults(qtbot: QtBot) -> None:
    last = MatchConfig(
        "sichuan", {"no_such_rule": 1}, (SeatSpec("human", "Mei"), *[SeatSpec("bot", level="hard")] * 3), 1
    )
    dialog = make(qtbot, last)
    assert dialog.config().rules == game("sichuan").rules().to_json()
    assert dialog.config().seats[0].name == "Mei"


def choose_game(dialog: NewGameDialog, game: str) -> None:
    dialog.game.setCurrentIndex(dialog.game.findData(game))


def test_paofeng_shows_the_room_length_its_rules_set_instead_of_a_hand_count(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.show()
    choose_game(dialog, "paofeng")
    assert dialog.hands.isHidden() and not dialog.ruled_length.isHidden()
    assert dialog._labels["hands"].text() == "Room length:"
    assert dialog.ruled_length.text() == "Fixed hands (打局数), 8 hands (see Customize rules)"
    config = dialog.config()
    assert config.hands == 0  # R26: the room ends by its own rules, never cut short by a hand count
    rules = game_kind("paofeng").rules_class.from_json(config.rules)
    assert isinstance(rules, PaofengRules) and rules.num_hands == 8


def test_a_paofeng_board_room_says_how_big_the_board_is(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    choose_game(dialog, "paofeng")
    dialog._set_rules({"game_mode": "board", "board_limit": 50})
    assert dialog.ruled_length.text() == "Boards (打板子), 50 points (see Customize rules)"
    assert dialog.config().hands == 0


def test_sichuan_keeps_its_hand_count(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.show()
    choose_game(dialog, "paofeng")
    choose_game(dialog, "sichuan")
    assert not dialog.hands.isHidden() and dialog.ruled_length.isHidden()
    assert dialog._labels["hands"].text() == "&Hands:"
    assert dialog.config().hands == 8


def test_a_last_paofeng_match_keeps_the_room_length_of_its_rules(qtbot: QtBot) -> None:
    rules = {"game_mode": "rounds", "num_hands": 16}
    last = MatchConfig("paofeng", rules, (SeatSpec("human", "Mei"), *[SeatSpec("bot", level="hard")] * 3), 1, hands=4)
    dialog = make(qtbot, last)
    assert dialog.config().hands == 0
    assert "16 hands" in dialog.ruled_length.text()


def test_guafeng_shows_its_default_rules_as_the_standard_rules_not_custom(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    choose_game(dialog, "guafeng")
    assert dialog.preset.currentText() == "Standard rules"
    assert [dialog.preset.itemText(i) for i in range(dialog.preset.count())] == ["Standard rules"]
    standard = game("guafeng").rules()
    assert isinstance(standard, GuafengRules)
    dialog._set_rules({"joker_feng": not standard.joker_feng})
    assert dialog.preset.currentText() == "Custom"
    dialog._preset_chosen(dialog.preset.findData(""))  # back to the standard rules
    assert dialog.preset.currentText() == "Standard rules"
    assert dialog.config().rules == plain_json(game("guafeng").rules())


def test_a_blank_player_name_follows_the_language(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    dialog = make(qtbot)
    config = dialog.config()
    window.start_match(config)
    board = window.board
    assert board is not None
    assert window.seat_names()[0] == "You"
    window.language_actions["zh_CN"].trigger()
    qtbot.waitUntil(lambda: window.seat_names()[0] == "你")
