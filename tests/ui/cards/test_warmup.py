"""The card table's warmer paints every card look a table shows ahead of time, so no frame of play pays for a
card's first paint (they cost up to ten milliseconds each and fell into about two hundred frames of a hand)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache
from pytestqt.qtbot import QtBot

from fengyu.games.guafeng.rules import GuafengRules
from fengyu.table.table import Table
from fengyu.ui.art import cards
from fengyu.ui.art.pixmaps import MIN_CACHE_KB, reserve_cache
from fengyu.ui.cards.layout import CARD_ASPECT, CardLayout
from fengyu.ui.cards.model import slots
from fengyu.ui.cards.warmup import footprint_kb, looks, paintings
from fengyu.ui.table_common.warmup import PieceWarmer
from tests.table.test_guafeng import guafeng_bots


def test_the_looks_cover_every_face_and_back_at_each_size_the_layout_uses() -> None:
    layout = CardLayout(1180, 800)
    wanted = looks(layout)
    faces = {(code, state, round(width, 2)) for code, state, width in wanted if code is not None}
    for width, states in (
        (layout.mine, ("normal", "hover", "selected")),
        (layout.played, ("normal", "win")),
        (layout.played * 0.82, ("normal",)),
        (layout.small * 0.95, ("normal",)),
    ):
        for state in states:
            assert {(code, state, round(width, 2)) for code in range(54)} <= faces
    backs = {round(width, 2) for code, _state, width in wanted if code is None}
    assert backs == {
        round(w, 2)
        for w in (layout.small, layout.small * 1.2, layout.small * 0.8, layout.small * 0.95, layout.played * 0.82)
    }
    assert wanted[0][0] is None  # the deck's backs come first: they are dealt at once


def test_every_card_a_played_hand_shows_is_a_warmed_look() -> None:
    """Each card of every step of a whole hand (hand, trick, declarations, kitty, piles, deck), as each seat sees
    it, has a look the warmer paints: a size or state added to the layout without warming it would fail here."""
    layout = CardLayout(1180, 800)
    warmed = {(code, state, round(width, 2)) for code, state, width in looks(layout)}
    table = Table(guafeng_bots(seed=13, hands=1, level="normal"))
    rules = GuafengRules()
    table.start_hand()
    shown = 0
    while not table.hand_over:
        for seat in range(4):
            for hold in (False, True):
                for slot in slots(table.view(seat), layout, rules, hold=hold):
                    state = "win" if slot.leading and slot.zone != "hand" else "normal"
                    code = slot.card if slot.face_up else None
                    assert (code, state, round(slot.place.width, 2)) in warmed, slot
                    shown += 1
        turn = table.bot_turns()[0]
        table.answer(turn, table.think(turn))
    assert shown > 10_000


@pytest.mark.parametrize("size", [(900, 640), (1920, 1080)])
def test_after_warming_no_card_look_is_painted_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """At 1920×1080 the looks take 48 MB, the cache's usual limit: the table reserves room for them first (as
    ``CardTable._warm`` does), or the pictures of play (its cards' own) evict the looks warmed first."""
    QPixmapCache.clear()
    QPixmapCache.setCacheLimit(MIN_CACHE_KB)
    layout = CardLayout(*size)
    reserve_cache(footprint_kb(layout, 1.0))
    warmer = PieceWarmer()
    warmer.warm(paintings(layout), 1.0)
    qtbot.waitUntil(lambda: warmer.pending == 0, timeout=60_000)
    for index in range(12):  # what the table keeps there as play goes on: its cards' own pictures (12 MB)
        QPixmapCache.insert(f"test-other|{index}", QPixmap(1024, 256))
    painted: list[tuple[object, ...]] = []
    real = cards._paint_card

    def counted(*args: Any) -> None:
        painted.append(args)
        real(*args)

    monkeypatch.setattr(cards, "_paint_card", counted)
    target = QPixmap(1, 1)
    with QPainter(target) as painter:
        for code, state, width in looks(layout):
            rect = QRectF(0, 0, width, width * CARD_ASPECT)
            cards.draw_card(painter, rect, code, face_up=code is not None, state=state)
    assert painted == []


def test_the_looks_at_full_hd_outgrow_the_usual_cache_and_the_reservation_covers_them() -> None:
    need = footprint_kb(CardLayout(1920, 1080), 1.0)
    assert need > MIN_CACHE_KB * 0.9
    reserve_cache(need)
    assert QPixmapCache.cacheLimit() >= need + MIN_CACHE_KB // 2
