"""An offer names its tile: the discard on offer is lit in its pond and drawn on the claim buttons, and the last
discard always carries the pointer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from fengyu.ui.mahjong.board import Board
from fengyu.ui.mahjong.scene import TableScene
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.driver import human_match, play_suggested, wait_for_turn

CLAIMS = ("win", "pong", "chow")


def claim_offered(board: Board) -> bool:
    view = board.latest.view if board.latest is not None else None
    return view is not None and view.phase != "turn" and view.last_discard is not None


@pytest.mark.parametrize("game", ["sichuan", "paofeng"])
def test_a_claim_shows_its_tile_in_the_pond_and_on_its_buttons(
    qtbot: QtBot, make_window: WindowFactory, game: str
) -> None:
    window = make_window("en")
    window.start_match(human_match(3, game=game, hands=4))
    board = window.board
    assert isinstance(board, Board)
    seen_mark = False
    for _ in range(400):
        if not wait_for_turn(qtbot, board):
            window.next_hand()  # no claim this hand: deal the next one
            continue
        assert board.latest is not None
        view = board.latest.view
        if any(board.table_scene.items_in("river", s) for s in range(4)):
            mark = board.table_scene.last_mark
            seen_mark = seen_mark or mark.isVisible()
        claims = [k for k in board.action_bar.buttons if k in CLAIMS or k.startswith("kong_")]
        if claim_offered(board) and claims:
            seat, tile = view.last_discard.seat, view.last_discard.tile
            pond = board.table_scene.items_in("river", seat)
            assert pond[-1].slot.tile == tile and pond[-1].state == "offer"  # lit where it lies
            for key in claims:
                assert not board.action_bar.buttons[key].icon().isNull(), key  # and drawn on the button
            # The pointer stands over the same tile.
            mark = board.table_scene.last_mark
            assert mark.isVisible()
            assert pond[-1].sceneBoundingRect().adjusted(-1, -1, 1, 1).contains(mark.pos())
            assert seen_mark
            return
        play_suggested(qtbot, board)
    pytest.fail("no claim was offered in four hands")


@pytest.mark.parametrize("size", [(800, 560), (1180, 800), (1920, 1080)])
@pytest.mark.parametrize("side", range(4))
@pytest.mark.parametrize("last", [0, 5, 8, 17, 25])
def test_the_last_discards_pointer_covers_no_other_tile(
    qtbot: QtBot, size: tuple[int, int], side: int, last: int
) -> None:
    """Issue 15 (seen at 1180×800): the pointer stood over the last discard's top edge, so in the player's pond
    it hid the 萬 of the tile in the row before. It points at the tile from its outer side, on no other tile."""
    scene = TableScene(0)
    scene.resize_table(*size)
    layout = scene.layout
    place = layout.river_place(side, last)
    scene.mark_last_discard(place, side)
    mark = scene.last_mark.sceneBoundingRect()
    for index in range(last):
        other = layout.river_place(side, index)
        upright = round(other.rotation) % 180 == 0
        w, h = (other.width, other.height) if upright else (other.height, other.width)
        tile = QRectF(other.x - w / 2, other.y - h / 2, w, h).adjusted(1, 1, -1, -1)
        assert not mark.intersects(tile), f"pointer on discard {index}"
    upright = round(place.rotation) % 180 == 0
    w, h = (place.width, place.height) if upright else (place.height, place.width)
    assert QRectF(place.x - w / 2, place.y - h / 2, w, h).adjusted(-1, -1, 1, 1).contains(scene.last_mark.pos())
