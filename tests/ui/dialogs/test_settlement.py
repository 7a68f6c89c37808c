"""The settlement explains every payment line in words; the history lists the hands and opens any of them."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QFont, QGuiApplication
from pytestqt.qtbot import QtBot

from fengyu.games.sichuan.scoring import FAN
from fengyu.table.games import HandResult
from fengyu.ui import names
from fengyu.ui.dialogs.settlement import HistoryDialog, SettlementDialog, relative_names
from fengyu.ui.dialogs.settlement_sichuan import SettlementWriter, group_payments
from tests.ui.cells import cell, header
from tests.ui.dialogs.hands import GANG_SHANG_PAO, HUA_ZHU, REFUND_COINS, ROB_KONG, escape, play, result

SEATS = ["Mei", "Bo", "Lan", "Jun"]


def check_sentence(text: str, group: Any, details: dict[str, Any]) -> None:
    """What each kind of line must say: who paid whom, how much, and the reason's particulars."""
    for payer in group.payers:
        assert SEATS[payer] in text
    assert SEATS[group.payee] in text and str(group.amount) in text
    if group.reason == "win":
        win = details["wins"][group.ref]
        assert f"{names.name('pattern', win['pattern'])} {FAN[win['pattern']]} fan" in text
        assert names.tile_name(win["tile"]) in text
        if win["gen"]:
            assert f"{win['gen']} × Root" in text
        if len(win["patterns"]) > 1 or win["gen"]:
            assert f"= {win['total_fan']} fan" in text
        for addon in win["patterns"][1:]:
            if addon != "hai_di":
                assert f"{names.name('pattern', addon)} +1" in text
    elif group.reason in ("kong", "refund", "gsp_transfer"):
        kong = details["kongs"][group.ref]
        assert f"{names.name('meld', kong['kind'])} of {names.tile_name(kong['tile'])}" in text
        if group.reason != "gsp_transfer":
            assert names.kong_weather(kong["kind"]) in text
    assert names.name("reason", group.reason) in text or group.reason in ("win", "kong")


@pytest.mark.parametrize("case", [GANG_SHANG_PAO, HUA_ZHU, REFUND_COINS, ROB_KONG], ids=str)
def test_every_line_of_a_real_hand_is_explained(case: tuple[int, dict[str, Any]]) -> None:
    hand = result(case)
    groups = group_payments(hand.details["payments"])
    assert sum(len(g.payers) for g in groups) == len(hand.details["payments"])  # no line left out
    lines = SettlementWriter(hand, SEATS).lines()
    assert len(lines) == len(groups)
    for text, group in zip(lines, groups, strict=True):
        check_sentence(text, group, hand.details)


def test_kong_money_and_the_gang_shang_pao_transfer_in_words() -> None:
    lines = SettlementWriter(result(GANG_SHANG_PAO), SEATS).lines()
    assert lines[:3] == [
        "Mei, Bo and Lan each paid Jun 12 — Rain: Concealed kong of Characters 8",
        "Jun paid Mei 12 — win on the discarded Bamboo 4: Plain Win 1 fan + Deal-in after Kong +1 = 2 fan "
        "→ base 6 × 2^(2−1) = 12",
        "Jun paid Mei 36 — Kong money transfer: the discard right after the Concealed kong of Characters 8 was won, "
        "so its kong money goes over",
    ]
    assert "Plain Win 1 fan + 1 × Root = 2 fan" in lines[4]


def test_a_drawn_end_in_words() -> None:
    pig_lines = SettlementWriter(result(HUA_ZHU), SEATS).lines()
    assert "Mei and Lan each paid Jun 96 — Flower pig" in pig_lines[-1]
    refund_lines = SettlementWriter(result(REFUND_COINS), SEATS).lines()
    assert refund_lines[0] == "Mei, Bo and Lan each paid Jun 6 — Wind: Added kong of Characters 9"
    assert refund_lines[1].startswith("Bo, Lan and Jun each paid Mei 12 — Ready check: not ready")
    assert "Mei was ready for up to 12" in refund_lines[1]
    assert refund_lines[2] == (
        "Jun paid Mei 6 — Kong refund: not ready when the wall ran out, "
        "it returns the Wind of its Added kong of Characters 9"
    )


def test_a_robbed_kong_and_an_escape_in_words() -> None:
    robbed = [line for line in SettlementWriter(result(ROB_KONG), SEATS).lines() if "robbing" in line]
    assert robbed == ["Bo paid Jun 6 — robbing the kong of Dots 1: Plain Win 1 fan → base 6 × 2^(1−1) = 6"]
    escaped = SettlementWriter(escape(), SEATS).lines()
    assert escaped == [f"Mei paid {name} 96 — Leaving penalty: left the table before winning" for name in SEATS[1:]]


def synthetic(win: dict[str, Any], payments: list[dict[str, Any]]) -> HandResult:
    return HandResult(0, 1, {}, "win", (0, 0, 0, 0), None, {"wins": [win], "payments": payments, "kongs": []})


def a_win(**changes: Any) -> dict[str, Any]:
    base = {"seat": 0, "tile": 22, "how": "self_draw", "payers": [1, 2, 3], "source": None, "pattern": "qing_yi_se"}
    base |= {"patterns": ["qing_yi_se"], "gen": 0, "total_fan": 3, "fan": 3, "value": 24, "share": 24}
    return base | changes


def test_rare_wins_in_words() -> None:
    """Cases bots seldom reach: a cap, 自摸加底, 海底, 杠上花 paid by the kong's feeder, 承包 of a robbed kong."""
    capped = a_win(patterns=["qing_yi_se", "hai_di", "zi_mo"], gen=2, total_fan=7, fan=4, value=48, share=54)
    lines = SettlementWriter(
        synthetic(capped, [{"payer": p, "payee": 0, "amount": 54, "reasons": ["win"], "ref": 0} for p in (1, 2, 3)]),
        SEATS,
    ).lines()
    assert lines == [
        "Bo, Lan and Jun each paid Mei 54 — self-draw on Bamboo 5: Full Flush 3 fan + 2 × Root "
        "+ Last Tile Self-Draw +1 + Self-Draw Fan +1 = 7 fan, capped at 4 fan → base 6 × 2^(4−1) = 48, "
        "plus 6 self-draw bonus"
    ]
    fed = a_win(source=3, payers=[3], patterns=["qing_yi_se", "gang_shang_hua"], total_fan=4, fan=4, value=48, share=48)
    line = SettlementWriter(
        synthetic(fed, [{"payer": 3, "payee": 0, "amount": 48, "reasons": ["win"], "ref": 0}]), SEATS
    ).lines()
    assert line == [
        "Jun paid Mei 48 — win after the kong Jun fed, on Bamboo 5: Full Flush 3 fan + Win after Kong +1 = 4 fan "
        "→ base 6 × 2^(4−1) = 48"
    ]
    robbed = a_win(
        how="rob_kong", source=2, payers=[2], patterns=["qing_yi_se", "hai_di"], total_fan=4, fan=4, value=48, share=48
    )
    line = SettlementWriter(
        synthetic(robbed, [{"payer": 2, "payee": 0, "amount": 144, "reasons": ["win"], "ref": 0}]), SEATS
    ).lines()
    assert line == [
        "Lan paid Mei 144 — robbing the kong of Bamboo 5: Full Flush 3 fan + Last Tile Discard +1 = 4 fan "
        "→ base 6 × 2^(4−1) = 48, paying for 3 players (承包)"
    ]


def bold(item: Any) -> bool:
    return QFont(item.font()).bold()


def test_the_dialog_shows_net_totals_and_every_line(qtbot: QtBot) -> None:
    table = play(*GANG_SHANG_PAO, hands=3)
    history = table.history
    dialog = SettlementDialog(history[1], 2, history, seat_names=SEATS)
    qtbot.addWidget(dialog)
    assert dialog.table.columnCount() == 3  # no coin columns without coins
    running = [a + b for a, b in zip(history[0].totals, history[1].totals, strict=True)]
    for seat in range(4):
        assert cell(dialog.table, seat, 0).text() == SEATS[seat]
        assert int(cell(dialog.table, seat, 1).text()) == history[1].totals[seat]
        assert int(cell(dialog.table, seat, 2).text()) == running[seat]
        assert bold(dialog.table.item(seat, 0)) == (seat == 2)
    assert sum(history[1].totals) == 0
    text = dialog.view.plain_text()
    for line in dialog.payment_lines():
        assert line in text
    assert dialog.headline.text().startswith("Hand 2 · ")
    assert dialog.house_fee.isHidden()
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == text  # the whole settlement as text, to paste anywhere
    winners = {w["seat"] for w in history[1].details["wins"]}
    assert len(dialog.view.rows) == (len(winners) or 4)  # the winning hands drawn (all four at a drawn end)


def test_coins_this_hand_and_after_it(qtbot: QtBot) -> None:
    table = play(*REFUND_COINS, hands=2)
    first = table.history[0]
    assert first.coins is not None
    dialog = SettlementDialog(first, 0, table.history, start_coins=table.config.coins)
    qtbot.addWidget(dialog)
    assert dialog.table.columnCount() == 5
    for seat in range(4):
        assert int(cell(dialog.table, seat, 3).text()) == first.coins[seat]
        assert int(cell(dialog.table, seat, 4).text()) == table.config.coins + first.coins[seat]
    assert cell(dialog.table, 0, 0).text() == "You"  # default names: as the viewer sees the table
    fee = first.details["house_fee"]
    assert fee > 0 and not dialog.house_fee.isHidden() and str(fee) in dialog.house_fee.text()


def test_history_lists_the_hands_and_opens_one(qtbot: QtBot) -> None:
    table = play(*HUA_ZHU, hands=3)
    dialog = HistoryDialog(table.history, 0, seat_names=SEATS)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 4
    assert [header(dialog.table, c).text() for c in range(2, 6)] == SEATS
    for row, hand in enumerate(table.history):
        assert [int(cell(dialog.table, row, 2 + s).text()) for s in range(4)] == list(hand.totals)
        assert names.name("end", hand.end_reason) in cell(dialog.table, row, 1).text()
    assert [int(cell(dialog.table, 3, 2 + s).text()) for s in range(4)] == table.totals()
    assert dialog.open_hand(3) is None  # the totals row has no settlement
    opened = dialog.open_hand(1)
    assert opened is not None and opened.hand_result is table.history[1]
    assert opened.history_button is None  # no history from within the history
    assert opened.isVisible()


def test_history_says_a_win_once(qtbot: QtBot) -> None:
    """A hand that ended in a win reads "Won by Jun", not "Won · won: Jun"; other ends keep who won before them."""
    table = play(*GANG_SHANG_PAO, hands=3)
    dialog = HistoryDialog(table.history, 0, seat_names=SEATS)
    qtbot.addWidget(dialog)
    texts = {hand.end_reason: cell(dialog.table, row, 1).text() for row, hand in enumerate(table.history)}
    assert texts["win"].startswith("Won by ") and "won:" not in texts["win"]
    assert texts["liu_ju"].startswith(names.name("end", "liu_ju"))


def test_the_settlement_opens_the_history(qtbot: QtBot) -> None:
    table = play(*HUA_ZHU, hands=2)
    dialog = SettlementDialog(table.history[-1], 0, table.history)
    qtbot.addWidget(dialog)
    assert dialog.history_button is not None
    dialog.history_button.click()
    assert dialog.history_dialog is not None and dialog.history_dialog.table.rowCount() == 3
    assert dialog.history_dialog.seat_names == relative_names(0)
