"""Playing the human seat of a Guafeng table through the real widgets: card clicks on the viewport, buttons."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from fengyu.core.protocol import Json
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.guafeng.view import GuafengView
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.ui.cards.model import slots
from fengyu.ui.cards.scene import CardScene, TableCard
from fengyu.ui.cards.table import CardTable
from fengyu.ui.table_common.view import SeatTableView

WAIT_MS = 30_000


def human_match(seed: int, rules: Json | None = None, hands: int = 2) -> MatchConfig:
    """A Guafeng match with the tester at seat 0 and three normal bots."""
    seats = (SeatSpec("human", "Tester"), *(SeatSpec("bot", level="normal") for _ in range(3)))
    return MatchConfig("guafeng", rules or {}, seats, seed, hands)


def click_card(table: CardTable, item: TableCard) -> None:
    """A real mouse click on the card, on its visible left strip (the next card covers the rest)."""
    rect = item.body_rect()
    spot = item.mapToScene(rect.left() + rect.width() * 0.1, rect.top() + rect.height() * 0.5)
    point: QPoint = table.mapFromScene(spot)
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def click_button(qtbot: QtBot, table: CardTable, key: str) -> None:
    button = table.action_bar.buttons[key]
    assert button.isVisible() and button.isEnabled(), key
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def pick(table: CardTable, cards: tuple[int, ...]) -> None:
    """Click exactly ``cards`` up from the hand (unclicking what is picked and not wanted)."""
    wanted = list(cards)
    for item in table.card_scene.items_in("hand", table.seat):
        card = item.slot.card
        assert card is not None  # the tester's own hand is face up to the tester
        want = card in wanted
        if want:
            wanted.remove(card)
        if want != (item in table.selected) and item not in table.locked:
            click_card(table, item)
    assert not wanted, f"cards not in the hand: {wanted}"
    assert table.picked() == tuple(sorted(cards))


def wait_for_turn(qtbot: QtBot, table: SeatTableView) -> bool:
    """Wait until the player is offered a decision (True) or the hand is over (False): at any table, card or tile."""
    session = table.session
    qtbot.waitUntil(
        lambda: (table._offered and not table.director.busy) or (session.has_hand and session.hand_over),
        timeout=WAIT_MS,
    )
    return not session.hand_over


def assert_scene_shows(scene: CardScene, view: GuafengView, rules: GuafengRules, *, settled: bool = True) -> None:
    """The scene's cards are exactly the view's, zone by zone, face by face (and in place once settled)."""
    wanted = slots(view, scene.layout, rules)
    zones = {(s.zone, s.seat) for s in wanted} | {(i.slot.zone, i.slot.seat) for i in scene.cards}
    for zone in sorted(zones):
        shown = [(i.card, i.face_up, i.state == "win") for i in scene.items_in(*zone)]
        expected = [(s.card, s.face_up, s.leading) for s in wanted if (s.zone, s.seat) == zone]
        assert shown == expected, f"{zone}: scene {shown} != view {expected}"
    assert len(scene.cards) == len(wanted)
    if settled:
        for item in scene.cards:
            place = item.slot.place
            assert abs(item.pos().x() - place.x) <= 0.5
            assert abs(item.pos().y() - place.y) <= 0.5
            assert item.isVisible()
