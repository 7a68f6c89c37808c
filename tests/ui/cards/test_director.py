"""How the card table's director animates a step: what glides, what only closes up."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from fengyu.games.guafeng.rules import GuafengRules
from fengyu.table.table import Table
from fengyu.ui.cards.director import Director
from fengyu.ui.cards.model import slots
from fengyu.ui.cards.scene import CardScene
from fengyu.ui.session import Step
from tests.table.test_guafeng import guafeng_bots


def test_a_fan_of_backs_closes_up_at_once_while_the_played_card_glides(qtbot: QtBot) -> None:
    """After another seat plays, its remaining backs shift by a tenth of a card: they jump there (twenty
    three-pixel glides cost the step's frame their animations), while the card played glides to the trick."""
    rules = GuafengRules()
    table = Table(guafeng_bots(seed=13, hands=1, level="normal"))
    table.start_hand()
    turn = table.bot_turns()[0]
    while table.view(0).phase != "play" or turn.seat == 0:  # to another seat's play (it holds backs here)
        table.answer(turn, table.think(turn))
        turn = table.bot_turns()[0]
    scene = CardScene(0)
    scene.resize_table(1180, 800)
    director = Director(scene, lambda view, hold: slots(view, scene.layout, rules, hold=hold), lambda _step: [])
    director.speed = 0
    director.push(Step((), table.view(0)))
    qtbot.waitUntil(lambda: not director.busy)
    player = turn.seat
    table.answer(turn, table.think(turn))
    director.speed = 1.0
    director.push(Step((), table.view(0)))
    fan = scene.items_in("hand", player)
    played = scene.items_in("trick", player)
    assert fan and played
    assert all(item.is_moving for item in played)
    for item in fan:
        place = item.slot.place
        assert not item.is_moving
        assert (item.pos() - type(item.pos())(place.x, place.y)).manhattanLength() <= 1.0
