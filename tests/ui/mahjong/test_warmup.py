"""The warmer paints every tile look a table needs ahead of time, so no frame pays for a first paint."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache
from pytestqt.qtbot import QtBot

from fengyu.games.paofeng.engine import PaofengHand
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.sichuan.engine import SichuanHand
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.ui.art import tiles
from fengyu.ui.mahjong.layout import TILE_ASPECT, TableLayout
from fengyu.ui.mahjong.warmup import looks, paintings
from fengyu.ui.table_common.warmup import PieceWarmer


def test_the_looks_cover_every_kind_at_every_size_with_the_wild_marked() -> None:
    layout = TableLayout(1280, 820)
    paofeng = PaofengHand(PaofengRules(), 4).view(0)
    wanted = looks(paofeng, layout)
    assert len(wanted) == 34 * 4
    assert {kind for kind, wild, _w in wanted if wild} == {paofeng.wild}
    assert wanted[0][2] == layout.small  # the size the rivers and the other seats use comes first
    sichuan = looks(SichuanHand(SichuanRules(), 4).view(0), layout)
    assert len(sichuan) == 27 * 4 and not any(wild for _k, wild, _w in sichuan)


def test_after_warming_no_look_is_painted_again(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    QPixmapCache.clear()
    view = PaofengHand(PaofengRules(), 4).view(0)
    layout = TableLayout(900, 640)
    warmer = PieceWarmer()
    warmer.warm(paintings(view, layout), 1.0)
    qtbot.waitUntil(lambda: warmer.pending == 0, timeout=20_000)
    painted: list[tuple[object, ...]] = []
    real = tiles._paint_tile

    def counted(*args: Any) -> None:
        painted.append(args)
        real(*args)

    monkeypatch.setattr(tiles, "_paint_tile", counted)
    target = QPixmap(1, 1)
    with QPainter(target) as painter:
        for kind, wild, width in looks(view, layout):
            tiles.draw_tile(painter, QRectF(0, 0, width, width * TILE_ASPECT), kind, wild=wild)
    assert painted == []
