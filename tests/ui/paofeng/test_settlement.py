"""A Paofeng hand's settlement in words: every item and payment named, in the current language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from fengyu.core.protocol import Json
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.games import HandResult
from fengyu.table.table import Table
from fengyu.ui import names
from fengyu.ui.dialogs.settlement import HistoryDialog, SettlementDialog
from tests.table.conftest import run_bots
from tests.ui.dialogs.echo import EchoTranslator


def paofeng_history(rules: Json, hands: int, seed: int = 3, level: str = "normal") -> list[HandResult]:
    seats = tuple(SeatSpec("bot", level=level) for _ in range(4))
    table = Table(MatchConfig("paofeng", rules, seats, seed, hands))
    while not table.match_over:
        table.start_hand()
        run_bots(table)
    return table.history


def test_a_win_is_told_item_by_item_and_payment_by_payment(qtbot: QtBot) -> None:
    history = paofeng_history({"di_hua": 2}, hands=4)
    result = next(h for h in history if h.end_reason == "win")
    dialog = SettlementDialog(result, 0, history)
    qtbot.addWidget(dialog)
    win = result.details["win"]
    lines = dialog.payment_lines()
    assert lines[0].startswith("Wild (钻牌): ")
    assert names.tile_name(result.details["wild"]) in lines[0]
    score = lines[1]
    for item in win["items"]:
        assert f"{names.paofeng_name('item', item['code'])} {item['points']}" in score
    assert score.endswith(f"= {win['total']} points")
    payments = result.details["payments"]
    assert len(lines) == 2 + len(payments) + 1
    for line, payment in zip(lines[2:], payments, strict=False):
        assert f" {payment['amount']} — Self-drawn win worth {win['total']}" in line
        assert "base and flower ×2" in line
        assert ("dealer +3" in line) == ("dealer" in payment["reasons"])
    assert lines[-1].startswith("Next dealer: ")
    assert "winner:" in dialog.headline.text()


def test_a_drawn_hand_says_nobody_pays_and_history_lists_it(qtbot: QtBot) -> None:
    history = paofeng_history({}, hands=1, seed=3, level="tests.table.paofeng_bot:DefaultBot")
    assert history[0].end_reason == "liu_ju"  # bots that never claim nor aim for a win run the wall out
    dialog = SettlementDialog(history[0], 0, history)
    qtbot.addWidget(dialog)
    lines = dialog.payment_lines()
    assert len(lines) == 2
    assert "nobody pays" in lines[1]
    assert names.name("end", "liu_ju") in dialog.headline.text()
    listing = HistoryDialog(history, 0)
    qtbot.addWidget(listing)
    assert listing.table.rowCount() >= len(history)


def test_the_paofeng_words_follow_the_language(qtbot: QtBot) -> None:
    history = paofeng_history({}, hands=4)
    result = next(h for h in history if h.end_reason == "win")
    dialog = SettlementDialog(result, 0, history)
    qtbot.addWidget(dialog)
    english = dialog.view.plain_text()
    app = QCoreApplication.instance()
    assert app is not None
    translator = EchoTranslator()
    app.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: "«Wild (钻牌)" in dialog.view.plain_text())
        text = dialog.view.plain_text()
        assert "«Wild (钻牌)" in text
        code = result.details["win"]["items"][0]["code"]
        assert f"«{names._NAMES['paofeng_item'][code]}»" in text
    finally:
        app.removeTranslator(translator)
    qtbot.waitUntil(lambda: dialog.view.plain_text() == english)
