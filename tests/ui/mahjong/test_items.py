"""道具 at the table (§6.3): the chooser offers what the rules allow, and the table tells what an item showed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from fengyu.core.tiles import format_tiles
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.ui.mahjong.board import Board
from fengyu.ui.mahjong.item_chooser import ItemChooser
from fengyu.ui.main_window import MainWindow
from fengyu.ui.result.screen import ResultScreen
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.driver import click_button, human_match, play_suggested, wait_for_turn


def my_turn(qtbot: QtBot, window: MainWindow) -> tuple[Board, SichuanHand]:
    board = window.board
    assert isinstance(board, Board)
    table = window.table
    assert table is not None
    for _ in range(40):
        assert wait_for_turn(qtbot, board)
        hand = table.hand
        assert isinstance(hand, SichuanHand)
        if hand.phase == "turn" and "item" in board.action_bar.buttons:
            return board, hand
        play_suggested(qtbot, board)
    raise AssertionError("no turn with items came")


def use(qtbot: QtBot, board: Board, item: str, give: int | None = None, want: int | None = None) -> None:
    click_button(qtbot, board, "item")
    chooser = board.chooser
    assert isinstance(chooser, ItemChooser)
    chooser.radios[item].setChecked(True)
    if give is not None:
        chooser.give[item].setCurrentIndex(chooser.give[item].findData(give))
    if want is not None:
        chooser.want[item].setCurrentIndex(chooser.want[item].findData(want))
    ok = chooser.button_box.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_items_show_what_they_reveal_and_swap_tiles(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    window.start_match(human_match(seed=31, rules={"items": True, "ding_que": False}))
    board, hand = my_turn(qtbot, window)
    chooser_items = set(ItemChooser([a for a in hand.legal_actions(0) if a.kind == "item"]).items)
    assert chooser_items == {"tou_tian_huan_ri", "yi_hua_jie_mu", "qian_li_yan", "shun_feng_er", "jin_shou_zhi"}

    next_tile = hand.wall[hand.head]
    use(qtbot, board, "shun_feng_er")
    qtbot.waitUntil(lambda: "The next tile is" in board.hints.text())
    assert f"[{format_tiles([next_tile])}]" in board.hints.text()

    board, hand = my_turn(qtbot, window)
    give = hand.view(0).hand[0]
    want = next(t for t in range(27) if t in hand.wall[hand.head : hand.tail] and t != give)
    use(qtbot, board, "tou_tian_huan_ri", give, want)
    qtbot.waitUntil(lambda: "Swapped" in board.hints.text())
    assert want in hand.view(0).hand

    board, hand = my_turn(qtbot, window)
    use(qtbot, board, "jin_shou_zhi")
    qtbot.waitUntil(lambda: 0 in board.golden)
    assert "☝" in [b[0] for b in board.table_scene.plates[0].info.badges]


def test_qian_kun_is_ordered_from_the_menu_for_the_next_deal(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    table = window.start_match(human_match(seed=32, rules={"items": True}))
    assert window.qian_kun_action.isVisible()
    window.qian_kun_action.setChecked(True)
    board = window.board
    assert isinstance(board, Board)
    while not table.hand_over:
        table.time_out(0)
        qtbot.waitUntil(lambda: table.hand_over or (board._offered and not board.director.busy), timeout=20_000)
    qtbot.waitUntil(lambda: isinstance(window.dialog, ResultScreen), timeout=20_000)
    assert isinstance(window.dialog, ResultScreen)
    window.dialog.next_button.click()  # the result screen's Next hand deals it
    qtbot.waitUntil(lambda: table.hand_index == 1, timeout=5_000)
    assert isinstance(table.hand, SichuanHand)
    assert table.hand.inputs["qian_kun_da_nuo_yi"] == [0]
    assert not window.qian_kun_action.isChecked()


def test_without_items_there_is_no_item_button(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    window.start_match(human_match(seed=33))
    board = window.board
    assert isinstance(board, Board)
    assert wait_for_turn(qtbot, board)
    assert "item" not in board.action_bar.buttons
    assert not window.qian_kun_action.isVisible()


def test_a_resumed_table_still_shows_the_golden_finger_and_the_item_note(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    """金手指 and what an item showed are facts of the view, not of past events: a new board on the
    mid-hand save (a resume, as a LAN reconnection) shows both."""
    window = make_window("en")
    window.start_match(human_match(seed=31, rules={"items": True, "ding_que": False}))
    board, hand = my_turn(qtbot, window)
    use(qtbot, board, "jin_shou_zhi")
    qtbot.waitUntil(lambda: 0 in board.golden)
    board, hand = my_turn(qtbot, window)
    next_tile = hand.wall[hand.head]
    use(qtbot, board, "shun_feng_er")
    qtbot.waitUntil(lambda: "The next tile is" in board.hints.text())
    window.close_table()

    again = make_window("en")
    table = again.resume()
    assert table is not None
    resumed = again.board
    assert isinstance(resumed, Board) and resumed is not board
    assert wait_for_turn(qtbot, resumed)
    qtbot.waitUntil(lambda: "The next tile is" in resumed.hints.text())
    assert f"[{format_tiles([next_tile])}]" in resumed.hints.text()
    assert 0 in resumed.golden
    assert "☝" in [b[0] for b in resumed.table_scene.plates[0].info.badges]
