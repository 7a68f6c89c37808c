"""The result screen over the table: the hands drawn, each payment with its formula, the buttons, the copy."""

from __future__ import annotations

import dataclasses
import html
from collections import Counter
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.games import HandResult
from fengyu.table.table import Table
from fengyu.ui.meanings import meaning
from fengyu.ui.names import paofeng_name
from fengyu.ui.result.screen import ResultScreen
from tests.table.conftest import run_bots
from tests.ui.cells import cell, header
from tests.ui.dialogs.echo import EchoTranslator
from tests.ui.dialogs.hands import play

SEATS = ["Mei", "Bo", "Lan", "Jun"]
SICHUAN = 7
"""Seed of a Sichuan hand (easy bots, default rules) with a discard win with a 根, a self-draw and kong money."""
PAOFENG_BAO = 4
"""Seed of a Paofeng hand (easy bots) won under 包牌 (顺包, 吃三口, ×3)."""
GUAFENG = 117
"""Seed of a Guafeng hand (easy bots) whose defenders capture the kitty (抄底) and climb from A to 3."""
DRAWN = (22, {"ding_que": False})
"""A Sichuan hand (easy bots) that runs the wall out: three flower pigs and one ready hand."""


def one_hand(game: str, seed: int) -> list[HandResult]:
    seats = tuple(SeatSpec("bot", level="easy") for _ in range(4))
    table = Table(MatchConfig(game, {}, seats, seed, 1))
    while not table.match_over:
        table.start_hand()
        run_bots(table)
    return table.history


def open_screen(qtbot: QtBot, history: list[HandResult], **options: Any) -> tuple[QWidget, ResultScreen]:
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(1100, 760)
    table.show()
    screen = ResultScreen(history[-1], 0, history, seat_names=SEATS, parent=table, **options)
    screen.open()
    qtbot.waitExposed(screen)
    return table, screen


def assert_rows_fit(screen: ResultScreen) -> None:
    """Every drawn piece lies inside its row, and the screen inside the table with the table around it."""
    for row in screen.view.rows:
        assert row.isVisible()
        for rect in row.piece_rects():
            assert rect.left() >= 0 and rect.right() <= row.width() + 0.5, (rect, row.width())
    parent = screen.parentWidget()
    assert parent is not None
    table = parent.rect()
    geometry = screen.geometry()
    assert table.contains(geometry) and geometry.top() > 0 and geometry.height() < table.height()


def test_a_sichuan_hand_shows_each_winner_and_every_formula(qtbot: QtBot) -> None:
    history = play(SICHUAN, {}).history
    details = history[0].details
    wins = details["wins"]
    assert {w["how"] for w in wins} >= {"self_draw", "discard"}
    assert any(w["gen"] and w["how"] == "discard" for w in wins)
    _table, screen = open_screen(qtbot, history)
    view = screen.view
    winners = list(dict.fromkeys(w["seat"] for w in wins))
    assert len(view.rows) == len(winners)
    for seat, row, caption in zip(winners, view.rows, view.captions, strict=True):
        own = [w["tile"] for w in wins if w["seat"] == seat]
        melds = [m["tile"] for m in details["melds"][seat] for _ in range(3 if m["kind"] == "pong" else 4)]
        assert [p.code for p in row.pieces] == sorted(details["hands"][seat]) + melds + own
        assert [p.code for p in row.pieces if p.lit] == own  # the winning tile, lit, at the end
        assert caption.text().startswith(f"{SEATS[seat]} won: ")
    assert_rows_fit(screen)
    assert view.levels.isHidden()  # levels are Guafeng's
    text = view.plain_text()
    lines = view.payment_lines()
    assert all(line in text for line in lines)
    assert any("× Root" in line and "→ base 6 × 2^(" in line for line in lines)  # 根 and S7's formula
    assert any("self-draw on" in line for line in lines)
    kong = [line for line in lines if line.split(" — ")[1].startswith(("Wind:", "Rain:"))]  # 刮风下雨
    assert kong
    for seat in range(4):
        assert cell(view.table, seat, 0).text() == SEATS[seat]
        assert int(cell(view.table, seat, 1).text()) == history[0].totals[seat]


def test_the_buttons_deal_hide_bring_back_and_copy(qtbot: QtBot) -> None:
    history = play(SICHUAN, {}).history
    _table, screen = open_screen(qtbot, history)
    assert screen.next_button.text() == "&Next hand"
    with qtbot.assertNotEmitted(screen.next_hand_requested, wait=50):  # Enter never deals by accident
        qtbot.keyClick(screen.view.pane, Qt.Key.Key_Return)
        qtbot.keyClick(screen, Qt.Key.Key_Enter)
        qtbot.keyClick(screen.table_button, Qt.Key.Key_Return)  # a focused button is not "Next hand"
    screen.table_button.click()  # look at the table
    assert screen.isHidden() and screen.peek.isVisible()
    screen.peek.show_button.click()
    assert screen.isVisible() and screen.peek.isHidden()
    qtbot.keyClick(screen, Qt.Key.Key_Escape)  # Esc, too, shows the table
    assert screen.isHidden() and screen.peek.isVisible()
    with qtbot.waitSignal(screen.next_hand_requested, timeout=1000):
        screen.peek.go_button.click()  # the next hand, from the bar over the table
    screen.bring_back()
    screen.copy_button.click()
    copied = QGuiApplication.clipboard().text()
    assert copied == screen.plain_text()
    assert copied.startswith("Hand 1 · ")
    for line in screen.view.payment_lines():
        assert line in copied
    with qtbot.waitSignal(screen.next_hand_requested, timeout=1000):
        screen.next_button.click()


def test_the_last_hand_offers_play_again_and_the_final_standings(qtbot: QtBot) -> None:
    history = play(SICHUAN, {}).history
    _table, screen = open_screen(qtbot, history, match_over=True)
    assert screen.next_button.text() == "&Play again"
    assert screen.view.final.isVisible()
    assert screen.view.final.text().startswith("The match is over. Final standings:")
    with qtbot.waitSignal(screen.play_again_requested, timeout=1000):
        screen.next_button.click()
    _table, remote = open_screen(qtbot, history, match_over=True, can_play_again=False)
    assert remote.next_button.isHidden() and remote.table_button.isVisible()


def test_a_paofeng_win_under_bao_shows_the_hand_and_who_pays_for_all(qtbot: QtBot) -> None:
    history = one_hand("paofeng", PAOFENG_BAO)
    details = history[0].details
    win, bao = details["win"], details["win"]["bao"]
    assert bao is not None
    _table, screen = open_screen(qtbot, history)
    (row,) = screen.view.rows
    codes = [p.code for p in row.pieces]
    seat = win["seat"]
    meld_tiles = sum((len(m["tiles"]) for m in details["melds"][seat]), 0)
    assert len(codes) == len(details["hands"][seat]) + meld_tiles + len(details["flowers"][seat])
    assert Counter(codes) >= Counter(details["hands"][seat])
    assert [p.code for p in row.pieces if p.lit] == [win["tile"]]
    assert all(p.wild == (p.code == details["wild"]) for p in row.pieces)
    assert screen.view.captions[0].text().startswith(f"{SEATS[seat]} won: {win['total']} points")
    (paid,) = [line for line in screen.view.payment_lines() if " paid " in line]
    assert paid.startswith(f"{SEATS[bao['payer']]} paid {SEATS[seat]} {details['payments'][0]['amount']} — ")
    assert f"×{bao['multiplier']}" in paid  # the 包 and its multiplier in words …
    assert paid.endswith(f"= {details['payments'][0]['amount']}")  # … and as arithmetic
    assert_rows_fit(screen)


def test_a_paofeng_win_by_paofeng_is_named_over_the_hand(qtbot: QtBot) -> None:
    history = one_hand("paofeng", PAOFENG_BAO)
    win = dict(history[0].details["win"], pao_feng=True)  # 跑风 itself: no seed of easy bots was found reaching it
    ran = dataclasses.replace(history[0], details={**history[0].details, "win": win})
    _table, screen = open_screen(qtbot, [ran])
    assert screen.view.captions[0].text().endswith("· Paofeng (跑风) · flowers set aside at the right")


def test_a_guafeng_hand_shows_the_kitty_captured_and_the_levels_climbed(qtbot: QtBot) -> None:
    history = one_hand("guafeng", GUAFENG)
    details = history[0].details
    assert details["capture"] > 0 and details["levels_before"] != details["levels_after"]
    _table, screen = open_screen(qtbot, history)
    (row,) = screen.view.rows
    assert row.kind == "card"
    assert [p.code for p in row.pieces] == details["kitty"]
    caption = screen.view.captions[0].text()
    assert "抄底" in caption and f"+{details['capture']}" in caption
    text = screen.plain_text()
    assert "capture the kitty" in text
    assert "climb from level A to 3" in text
    assert screen.view.levels.text() == "Levels — Mei and Lan: level A → 3 · Bo and Jun: level A"
    assert header(screen.view.table, 1).text() == "Levels climbed"
    assert_rows_fit(screen)


@pytest.mark.parametrize("size", [(800, 560), (1920, 1080)])
def test_the_screen_follows_the_table_size(qtbot: QtBot, size: tuple[int, int]) -> None:
    history = play(SICHUAN, {}).history
    table, screen = open_screen(qtbot, history)
    table.resize(*size)
    qtbot.waitUntil(lambda: screen.geometry().bottom() < size[1])
    assert_rows_fit(screen)
    assert screen.next_button.isVisible() and screen.next_button.geometry().bottom() < screen.height()


def test_a_drawn_sichuan_end_shows_every_hand_ready_or_not(qtbot: QtBot) -> None:
    history = play(*DRAWN).history
    details = history[0].details
    assert not details["wins"] and details["hua_zhu"] == [0, 2, 3] and details["ready"] == {"1": 12}
    _table, screen = open_screen(qtbot, history)
    captions = [caption.text() for caption in screen.view.captions]
    assert captions == ["Mei: Flower pig", "Bo: ready, worth up to 12", "Lan: Flower pig", "Jun: Flower pig"]
    for seat, row in enumerate(screen.view.rows):
        assert sorted(details["hands"][seat]) == [p.code for p in row.pieces][: len(details["hands"][seat])]
        assert not any(p.lit for p in row.pieces)
    assert_rows_fit(screen)


def test_a_language_switch_rewords_the_screen(qtbot: QtBot) -> None:
    history = play(SICHUAN, {}).history
    _table, screen = open_screen(qtbot, history)
    english = screen.plain_text()
    app = QCoreApplication.instance()
    assert app is not None
    translator = EchoTranslator()
    app.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: screen.next_button.text().startswith("«"))
        qtbot.waitUntil(lambda: screen.view.captions[0].text().startswith("«"))
        assert screen.peek.show_button.text().startswith("«") and screen.view.headline.text().startswith("«")
    finally:
        app.removeTranslator(translator)
    qtbot.waitUntil(lambda: screen.plain_text() == english)


def test_the_screen_says_what_each_pattern_named_means(qtbot: QtBot) -> None:
    """直叫 and every other item of the win are explained below the payments, in the copied text too, and in
    the tooltip of the hand that made them."""
    history = one_hand("paofeng", PAOFENG_BAO)
    win = history[0].details["win"]
    items = [{"code": "zhi_jiao", "points": 10}, *(i for i in win["items"] if i["code"] != "ping_hu")]
    shown = dataclasses.replace(history[0], details={**history[0].details, "win": {**win, "items": items}})
    _table, screen = open_screen(qtbot, [shown])
    view = screen.view
    explained = meaning("paofeng", "zhi_jiao")
    assert view.meanings.isVisible()
    listed = view.meanings.text().replace("\u2060", "")  # the glosses' word joiners are drawn as nothing
    assert f"{paofeng_name('item', 'zhi_jiao')}: {explained}" in listed
    for item in items:
        assert html.escape(meaning("paofeng", item["code"])) in listed
    assert explained in screen.plain_text()
    assert explained in view.captions[0].toolTip()


def test_a_sichuan_win_explains_its_pattern_root_and_add_ons(qtbot: QtBot) -> None:
    history = play(SICHUAN, {}).history
    _table, screen = open_screen(qtbot, history)
    text = screen.view.meanings.text()
    for win in history[-1].details["wins"]:
        assert html.escape(meaning("sichuan", win["pattern"])) in text
        if win["gen"]:
            assert html.escape(meaning("sichuan", "gen")) in text


def test_a_guafeng_hand_names_no_pattern_to_explain(qtbot: QtBot) -> None:
    _table, screen = open_screen(qtbot, one_hand("guafeng", GUAFENG))
    assert not screen.view.meanings.isVisible()


def test_no_english_line_breaks_inside_a_chinese_gloss(qtbot: QtBot) -> None:
    """At any width, "Flowers (补花)" may wrap before its bracket, never between 补 and 花."""
    from PySide6.QtGui import QTextDocument

    from fengyu.ui.result.view import GLOSS, WORD_JOINER

    _table, screen = open_screen(qtbot, one_hand("paofeng", PAOFENG_BAO))
    view = screen.view
    for label in (view.payments, view.meanings):
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setHtml(label.text())
        text = document.toPlainText()
        glosses = [match.span() for match in GLOSS.finditer(text.replace(WORD_JOINER, "字"))]
        assert glosses, text  # the hand's lines do gloss their terms
        for width in range(120, 700, 3):
            document.setTextWidth(width)
            document.size()  # lays the document out at that width
            block = document.begin()
            while block.isValid():
                layout = block.layout()
                for index in range(1, layout.lineCount()):
                    start = block.position() + layout.lineAt(index).textStart()
                    inside = [text[a:b] for a, b in glosses if a < start < b]
                    assert not inside, (width, inside)
                block = block.next()
