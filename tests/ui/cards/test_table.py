"""The Guafeng table in the window: refusals with their reason, both languages, the rules, the settlement, sizes."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import fields

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from fengyu.ai.guafeng.levels import LEVELS
from fengyu.core.protocol import Action, IllegalActionError
from fengyu.games.guafeng.engine import GuafengHand
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.guafeng.view import GuafengView
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.table import Table
from fengyu.ui import names
from fengyu.ui.cards.table import CardTable
from fengyu.ui.dialogs.new_game import NewGameDialog
from fengyu.ui.dialogs.rules import RulesDialog
from fengyu.ui.dialogs.settlement import HistoryDialog, writer
from fengyu.ui.dialogs.settlement_guafeng import GuafengSettlementWriter
from fengyu.ui.main_window import MainWindow
from fengyu.ui.result.screen import ResultScreen
from fengyu.ui.table_common import refusals
from tests.ui.cards.driver import assert_scene_shows, click_button, click_card, human_match, pick, wait_for_turn
from tests.ui.cells import cell, header
from tests.ui.conftest import WindowFactory

RULES = GuafengRules()


def open_table(window: MainWindow, seed: int = 5) -> tuple[Table, CardTable]:
    table = window.start_match(human_match(seed=seed))
    board = window.board
    assert isinstance(board, CardTable)
    return table, board


def take_turn(qtbot: QtBot, board: CardTable) -> None:
    """Decide as a cautious player would: pass on bids, otherwise what the normal bot picks, by clicks."""
    view = board.session.view()
    if view.phase in ("deal", "zhan"):
        click_button(qtbot, board, "pass")
    elif view.phase == "swap":
        click_button(qtbot, board, "done")
    else:
        choice = LEVELS["normal"](seed=2).choose(view, board.session.legal_actions())
        pick(board, choice.pieces)
        click_button(qtbot, board, "confirm")


def play_until(qtbot: QtBot, board: CardTable, table: Table, reached: Callable[[GuafengView], bool]) -> GuafengView:
    """Take the player's turns (``take_turn``) until, at one of them, the player's view has ``reached`` a point;
    return that view."""
    for _ in range(300):
        assert wait_for_turn(qtbot, board)
        view = table.view(0)
        assert isinstance(view, GuafengView)
        if reached(view):
            return view
        take_turn(qtbot, board)
    raise AssertionError("the point was never reached")


def an_illegal_follow(hand: GuafengHand, seat: int, size: int) -> tuple[tuple[int, ...], IllegalActionError] | None:
    """Cards of the right number that the follow rules refuse, and the refusal."""
    for cards in itertools.combinations(hand.hand(seat), size):
        try:
            hand.check(Action(seat, "play", cards))
        except IllegalActionError as refusal:
            return cards, refusal
    return None


def test_illegal_plays_are_refused_with_the_rule_in_words(qtbot: QtBot, window_factory: WindowFactory) -> None:
    window = window_factory("en")
    table, board = open_table(window)
    refused: set[str] = set()
    for _ in range(300):
        if not wait_for_turn(qtbot, board) or len(refused) == 2:
            break
        view = table.view(0)
        hand = table.hand
        assert isinstance(hand, GuafengHand)
        played = len(hand.actions)
        if view.phase == "play" and view.trick is not None and "follow" not in refused:
            found = an_illegal_follow(hand, 0, view.fill_size)
            if found is not None:
                cards, refusal = found
                pick(board, cards)
                click_button(qtbot, board, "confirm")
                assert len(hand.actions) == played  # nothing was played
                assert board.hints.text_shown().endswith(refusals.explained(refusal, 0))
                assert refusal.message not in board.hints.text_shown()  # the player's words, not the engine's
                refused.add("follow")
        if view.phase == "play" and view.trick is None and "lead" not in refused:
            by_suit = {card // 13: card for card in view.hand if card < 52}
            if len(by_suit) >= 2:
                pick(board, tuple(sorted(by_suit.values())[:2]))
                click_button(qtbot, board, "confirm")
                assert len(hand.actions) == played
                assert "a lead is a single card, a pair" in board.hints.text_shown()
                refused.add("lead")
        take_turn(qtbot, board)
        assert_scene_shows(board.card_scene, table.view(0), RULES)
    assert refused == {"follow", "lead"}


def seed_where_the_player_reaches(phase: str, tries: int, choose: Callable[[Table], Action]) -> int:
    """The first match seed whose first hand brings the player to ``phase``, the player answering the deal and
    the 粘牌 round with ``choose``.

    Found by playing the same match headlessly: the bots are seeded by the match seed, so the window's match
    goes the same way.
    """
    for seed in range(tries):
        table = Table(human_match(seed=seed))
        table.start_hand()
        while not table.hand_over:
            hand = table.hand
            assert isinstance(hand, GuafengHand)
            if 0 in table.waiting():
                if hand.phase not in ("deal", "zhan"):
                    break
                table.submit(choose(table))
            else:
                turn = table.bot_turns()[0]
                table.answer(turn, table.think(turn))
        if table.hand is not None and table.hand.phase == phase:
            return seed
    raise AssertionError(f"no seed found where the player reaches {phase}")


def seed_where_the_player_buries() -> int:
    """A match seed whose first hand has the player bury the kitty when they pass on every bid."""
    return seed_where_the_player_reaches("bury", 200, lambda table: Action(0, "pass"))


def test_the_burier_must_bury_every_joker_and_exactly_four_cards(qtbot: QtBot, window_factory: WindowFactory) -> None:
    window = window_factory("en")
    table, board = open_table(window, seed=seed_where_the_player_buries())
    for _ in range(300):
        assert wait_for_turn(qtbot, board)
        view = table.view(0)
        if view.phase != "bury":
            take_turn(qtbot, board)
            continue
        jokers = [c for c in view.hand if c >= 52]
        assert sorted(c for i in board.locked if (c := i.slot.card) is not None) == jokers  # picked, and kept picked
        for item in board.locked:
            board.card_clicked(item)
            assert item in board.selected
        if not jokers:
            click_button(qtbot, board, "confirm")
            assert board.hints.text_shown().endswith("Pick your cards first.")
        first_free = next(i for i in board.card_scene.items_in("hand", 0) if i not in board.locked)
        click_card(board, first_free)
        if len(board.selected) < 4:
            click_button(qtbot, board, "confirm")  # too few cards
            assert board.hints.text_shown().endswith("Not allowed: bury exactly 4 cards (rule §4.7)")
        assert len(view.hand) == 30
        click_button(qtbot, board, "suggest")  # the hint picks four cards, the jokers among them
        assert len(board.picked()) == 4 and set(jokers) <= set(board.picked())
        take_turn(qtbot, board)
        after = table.view(0)
        assert after.phase != "bury" and len(after.hand) == 26
        assert after.kitty is not None and all(c in after.kitty for c in jokers)
        return


def test_a_language_switch_rewords_the_card_table(qtbot: QtBot, window_factory: WindowFactory) -> None:
    window = window_factory("en")
    _table, board = open_table(window)
    assert wait_for_turn(qtbot, board)
    english = {key: button.text() for key, button in board.action_bar.buttons.items()}
    assert english["pass"].startswith("Pass")
    assert "Us A · Them A" in board.card_scene.info.text()
    window.language_actions["zh_CN"].trigger()
    qtbot.waitUntil(lambda: window.windowTitle() == "风雨牌桌")
    chinese = {key: button.text() for key, button in board.action_bar.buttons.items()}
    assert chinese.keys() == english.keys()
    assert chinese["pass"].startswith("过")
    assert all("亮主" in text or "冲主" in text for key, text in chinese.items() if key != "pass")
    assert "我方 A · 对方 A" in board.card_scene.info.text()
    assert board.card_scene.plates[0].info.score == "级别 A"
    assert "亮主" in board.hints.text_shown()
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: "Us A" in board.card_scene.info.text())


def test_the_rules_of_the_game_show_every_guafeng_option(qtbot: QtBot, window_factory: WindowFactory) -> None:
    window = window_factory("zh_CN")
    open_table(window, seed=3)
    dialog = window.show_rules()
    assert isinstance(dialog, RulesDialog)
    assert set(dialog.controls) == {f.name for f in fields(GuafengRules)}
    for name in dialog.controls:
        label = names.rule_label("guafeng", name)
        assert label != name and any("\u4e00" <= ch <= "\u9fff" for ch in label), name
    dialog.close()


def test_the_settlement_explains_a_guafeng_hand_in_words(qtbot: QtBot, window_factory: WindowFactory) -> None:
    window = window_factory("en")
    bots = tuple(SeatSpec("bot", level="easy") for _ in range(4))
    table = window.start_match(MatchConfig("guafeng", {}, bots, 21, 2))
    qtbot.waitUntil(lambda: isinstance(window.dialog, ResultScreen), timeout=30_000)
    screen = window.dialog
    assert isinstance(screen, ResultScreen)
    dialog = screen.view
    assert isinstance(writer(dialog.result, dialog.seat_names), GuafengSettlementWriter)
    result = table.history[0]
    text = dialog.plain_text()
    assert f"The defenders' total: {result.details['defender_points']} points." in text
    assert "Next hand:" in text
    assert dialog.payments_title.text() == "How the hand was scored:"
    assert header(dialog.table, 1).text() == "Levels climbed"
    history = screen.open_history()
    assert isinstance(history, HistoryDialog)
    assert cell(history.table, 0, 1).text() == "Played out"
    settlement = history.open_hand(0)
    assert settlement is not None
    assert isinstance(writer(settlement.hand_result, settlement.seat_names), GuafengSettlementWriter)
    history.close()
    screen.next_button.click()
    qtbot.waitUntil(lambda: table.hand_index == 1, timeout=5_000)


def test_the_table_fits_both_window_sizes_and_keeps_the_picture(qtbot: QtBot, window_factory: WindowFactory) -> None:
    window = window_factory("zh_CN")
    table, board = open_table(window, seed=6)
    for _ in range(60):
        if not wait_for_turn(qtbot, board) or (table.view(0).phase == "play" and len(table.view(0).tricks) >= 2):
            break
        take_turn(qtbot, board)
    for width, height in ((1280, 820), (900, 640)):
        window.resize(width, height)
        qtbot.waitUntil(lambda: abs(board.card_scene.layout.width - board.viewport().width()) < 1)
        assert_scene_shows(board.card_scene, table.view(0), RULES)
        scene = board.card_scene.sceneRect()
        for item in board.card_scene.cards:
            assert scene.contains(item.sceneBoundingRect().center())
        buttons = board.action_bar.geometry()
        assert board.viewport().rect().contains(buttons)


def seed_where_the_player_sticks() -> int:
    """A match seed whose first hand has the player make a 粘牌 (so return cards and swap kitty cards)."""

    def stick(table: Table) -> Action:
        sticks = [a for a in table.legal_actions(0) if a.kind == "zhan"]
        return sticks[0] if sticks else Action(0, "pass")

    return seed_where_the_player_reaches("give", 400, stick)


def test_after_a_zhan_the_player_returns_cards_and_may_swap_kitty_cards(
    qtbot: QtBot, window_factory: WindowFactory
) -> None:
    window = window_factory("en")
    table, board = open_table(window, seed=seed_where_the_player_sticks())
    phases: list[str] = []
    while wait_for_turn(qtbot, board):
        view = table.view(0)
        phases.append(view.phase)
        if view.phase == "zhan":
            click_button(qtbot, board, next(k for k in board.action_bar.buttons if k.startswith("zhan")))
        elif view.phase == "give":
            assert f"Pick {view.fill_size} cards to return" in board.hints.text_shown()
            take_turn(qtbot, board)
        elif view.phase == "swap":
            swaps = [k for k in board.action_bar.buttons if k.startswith("swap_")]
            before = view.kitty_swaps
            if swaps and before == 0:
                click_button(qtbot, board, swaps[0])
                assert table.view(0).kitty_swaps == 1
            else:
                click_button(qtbot, board, "done")
        elif view.phase == "play":
            break
        else:
            take_turn(qtbot, board)
        assert_scene_shows(board.card_scene, table.view(0), RULES)
    assert "give" in phases and "swap" in phases


def test_the_help_lists_the_card_tables_keys(qtbot: QtBot, window_factory: WindowFactory) -> None:
    window = window_factory("en")
    open_table(window)
    box = window.show_keys()
    assert "Click a card" in box.text() and "Play" in box.text()
    assert "tile" not in box.text()
    box.close()


def test_a_guafeng_game_resumes_in_a_new_window_as_it_stood(qtbot: QtBot, window_factory: WindowFactory) -> None:
    window = window_factory("en")
    table, board = open_table(window, seed=4)
    for _ in range(8):
        assert wait_for_turn(qtbot, board)
        take_turn(qtbot, board)
    assert wait_for_turn(qtbot, board)
    before = table.view(0)
    window.close()
    again = window_factory("en")
    resumed = again.resume()
    assert resumed is not None
    assert isinstance(again.board, CardTable)
    board = again.board
    assert wait_for_turn(qtbot, board)
    assert resumed.view(0) == before
    assert_scene_shows(board.card_scene, resumed.view(0), RULES)


def test_guafeng_is_chosen_and_started_from_the_new_game_dialog(qtbot: QtBot, window_factory: WindowFactory) -> None:
    window = window_factory("en")
    window.new_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog)
    dialog.game.setCurrentIndex(dialog.game.findData("guafeng"))
    config = dialog.config()
    assert config.game == "guafeng" and GuafengRules.from_json(config.rules) == GuafengRules()
    assert [s.level for s in config.seats[1:]] == ["normal"] * 3
    assert config.hands == 0  # a Guafeng game goes on until a side wins at K
    dialog.accept()
    assert isinstance(window.board, CardTable)
    assert window.table is not None and window.table.config.game == "guafeng"
    assert wait_for_turn(qtbot, window.board) or window.table.hand_over


def test_a_card_dragged_up_out_of_the_hand_is_played(qtbot: QtBot, window_factory: WindowFactory) -> None:
    window = window_factory("en")
    table, board = open_table(window, seed=7)
    view = play_until(qtbot, board, table, lambda v: v.phase == "play" and v.trick is None)
    single = max(view.hand)  # any one card is a lead
    item = next(i for i in reversed(board.card_scene.items_in("hand", 0)) if i.slot.card == single)
    rect = item.body_rect()
    start = board.mapFromScene(item.mapToScene(rect.left() + rect.width() * 0.5, rect.top() + rect.height() * 0.3))
    end = start - QPoint(0, round(rect.height() * 1.5))
    viewport = board.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * step / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    hand = table.hand
    assert hand is not None
    assert Action(0, "play", (single,)) in hand.actions


def test_the_last_trick_can_be_looked_at_again(qtbot: QtBot, window_factory: WindowFactory) -> None:
    window = window_factory("en")
    table, board = open_table(window, seed=7)
    view = play_until(qtbot, board, table, lambda v: v.phase == "play" and bool(v.tricks))
    last = view.tricks[-1]
    hand = table.hand
    assert hand is not None
    before = len(hand.actions)
    click_button(qtbot, board, "last_trick")
    shown = board.hints.text_shown()
    assert "Last trick: " in shown
    for _seat, cards in last.plays:
        assert names.cards_text(cards) in shown
    assert len(hand.actions) == before  # looking changes nothing


def test_the_decision_clock_counts_down_and_a_time_out_plays_for_the_player(
    qtbot: QtBot, window_factory: WindowFactory
) -> None:
    window = window_factory("en")
    window.preferences.offline_clocks = True  # offline, the rules' clock plays only when the player asks
    table = window.start_match(human_match(seed=5, rules={"turn_seconds": 2}))
    board = window.board
    assert isinstance(board, CardTable)
    assert wait_for_turn(qtbot, board)
    qtbot.waitUntil(lambda: "Time left: " in board.hints.text_shown(), timeout=2_000)
    hand = table.hand
    assert hand is not None
    before = len(hand.actions)
    qtbot.waitUntil(lambda: len(hand.actions) > before, timeout=5_000)  # nobody clicked: the time-out move
    assert hand.actions[before].seat == 0


def test_without_a_time_setting_no_clock_is_shown(qtbot: QtBot, window_factory: WindowFactory) -> None:
    window = window_factory("en")
    _table, board = open_table(window, seed=5)
    assert wait_for_turn(qtbot, board)
    qtbot.wait(300)
    assert board.hints.text_shown() and "Time left" not in board.hints.text_shown()
    assert board.session.seconds_left() is None


def test_the_kitty_is_named_beside_its_cards_once_it_is_buried(qtbot: QtBot, window_factory: WindowFactory) -> None:
    window = window_factory("en")
    table, board = open_table(window, seed=5)
    label = board.card_scene.kitty_label
    assert wait_for_turn(qtbot, board)
    assert table.view(0).phase == "deal" and not label.isVisible()
    for _ in range(300):
        if table.view(0).phase == "play":
            break
        take_turn(qtbot, board)
        assert wait_for_turn(qtbot, board)
    assert label.isVisible() and label.text() == "Kitty"
    kitty = board.card_scene.items_in("kitty", -1)
    assert len(kitty) == 4
    right_end = max(item.sceneBoundingRect().right() for item in kitty)
    assert label.sceneBoundingRect().left() >= right_end - 1  # beside the cards, not over them


def blurred_difference(a: QImage, b: QImage) -> int:
    """The largest channel difference between two pictures shrunk to a quarter: sub-pixel sampling differences
    (a rotated card back's pattern, an edge a pixel over) fade, a card drawn several pixels out of line or
    with a stale face does not."""

    def small(image: QImage) -> QImage:
        size = image.size() / 4
        mode = Qt.TransformationMode.SmoothTransformation
        return image.scaled(size, Qt.AspectRatioMode.IgnoreAspectRatio, mode).convertToFormat(
            QImage.Format.Format_RGB32
        )

    a, b = small(a), small(b)
    worst = 0
    for y in range(a.height()):
        for x in range(a.width()):
            one, two = a.pixelColor(x, y), b.pixelColor(x, y)
            pairs = ((one.red(), two.red()), (one.green(), two.green()), (one.blue(), two.blue()))
            worst = max(worst, *(abs(p - q) for p, q in pairs))
    return worst


def test_cached_card_pictures_match_fresh_paints_after_animated_play(
    qtbot: QtBot, window_factory: WindowFactory
) -> None:
    """Cards keep Qt's item picture cache (smooth frames); after animated deals, plays, collected tricks and a
    picked card, what the window shows must be what painting every card anew shows."""
    window = window_factory("en", speed="fast")
    table, board = open_table(window, seed=7)
    play_until(qtbot, board, table, lambda v: v.phase == "play" and len(v.tricks) >= 2)
    click_card(board, board.card_scene.items_in("hand", 0)[3])  # picked: raised and lit
    qtbot.waitUntil(lambda: not any(item.is_moving for item in board.card_scene.cards), timeout=5_000)
    qtbot.wait(200)  # the lift animation
    cached = board.grab().toImage()
    for item in board.card_scene.cards:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    fresh = board.grab().toImage()
    assert blurred_difference(cached, fresh) < 100  # a card 3 px out of line differs by about 130


def test_the_cached_felt_follows_a_new_table_colour(qtbot: QtBot, window_factory: WindowFactory) -> None:
    """The felt is painted once and blitted (a full repaint costs no gradient); a new colour still shows at once."""
    window = window_factory("en")
    _table, board = open_table(window, seed=5)
    assert wait_for_turn(qtbot, board)
    spot = QPoint(board.viewport().width() // 2, 4)  # felt: above the partner's fan, between the panels
    before = board.grab().toImage().pixelColor(spot)
    board.set_felt(QColor(150, 20, 30))
    after = board.grab().toImage().pixelColor(spot)
    assert before.green() > before.red() and after.red() > after.green()
