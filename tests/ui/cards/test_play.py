"""A whole Guafeng hand played as the human seat through the real window: every step checked against the engine."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from fengyu.ai.guafeng.levels import LEVELS
from fengyu.core.protocol import Action
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.ui.cards.table import CardTable
from fengyu.ui.session import Step
from tests.ui.cards.driver import assert_scene_shows, click_button, human_match, pick, wait_for_turn
from tests.ui.conftest import WindowFactory


def bot_choice(table: CardTable) -> Action:
    view = table.session.view()
    action: Action = LEVELS["normal"](seed=1).choose(view, table.session.legal_actions())
    return action


def test_a_full_hand_through_the_widgets_with_the_scene_equal_to_the_engine(
    qtbot: QtBot, window_factory: WindowFactory
) -> None:
    window = window_factory("en", "instant")
    checked: list[Step] = []
    rules = GuafengRules()

    def check_previous(step: Step) -> None:
        # When a step starts to show, the one before it has been applied in full.
        new_hand = bool(step.events) and step.events[0].kind == "deal_start" and step.events[0].public["deal"] == 1
        if checked and not new_hand and isinstance(window.board, CardTable):
            assert_scene_shows(window.board.card_scene, checked[-1].view, rules)
        checked.append(step)

    table = window.start_match(human_match(seed=8))
    board = window.board
    assert isinstance(board, CardTable)
    board.director.shown.connect(check_previous)
    done: set[str] = set()
    for _ in range(400):
        if not wait_for_turn(qtbot, board):
            break
        view = table.view(board.seat)
        assert_scene_shows(board.card_scene, view, rules)
        choice = bot_choice(board)
        if view.phase in ("deal", "zhan"):
            declarations = [k for k in board.action_bar.buttons if k != "pass"]
            if declarations and "declare" not in done:
                click_button(qtbot, board, declarations[0])
                done.add("declare")
            else:
                click_button(qtbot, board, "pass")
        elif view.phase == "swap":
            click_button(qtbot, board, "done")
        else:
            pick(board, choice.pieces)
            click_button(qtbot, board, "confirm")
            done.add(view.phase)
    hand = table.hand
    assert hand is not None and hand.over
    assert "play" in done
    assert any(a.seat == board.seat and a.kind == "play" for a in hand.actions)
    assert len(checked) > 20
