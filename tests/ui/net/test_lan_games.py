"""Paofeng and Guafeng at a LAN table through the real window: the player's first decisions by the board's widgets.

The window joins a loopback host of the game; the player's first decisions are
made by clicks on the mahjong board (Paofeng: the hint, played with tile clicks
and buttons) or on the card table (Guafeng: the bid buttons, cards picked and
confirmed), then a bot plays the seat through the ``RemoteSession`` to the end
of the match, whose result must be the host's.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from fengyu.ai.guafeng.levels import LEVELS
from fengyu.core.protocol import Action, IllegalActionError
from fengyu.net.host import HostOptions
from fengyu.ui import names
from fengyu.ui.cards.table import CardTable
from fengyu.ui.mahjong.board import Board
from fengyu.ui.session import Step
from fengyu.ui.table_common.refusals import explained
from tests.ui.cards.driver import wait_for_turn
from tests.ui.cards.test_table import take_turn
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.driver import play_suggested
from tests.ui.net.hosts import BackgroundHost
from tests.ui.net.test_lan_window import (
    WAIT_MS,
    join_from_the_window,
    open_hosted_lobby,
    play_my_seat,
    remote_session,
    wait_past,
)

DECISIONS = 4
"""Decisions the player makes through the board before a bot takes the seat over (Guafeng: and a card play)."""
BOARDS = {"paofeng": Board, "guafeng": CardTable}


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_join_a_host_of_the_game_and_decide_through_its_board(
    game: str, make_window: WindowFactory, qtbot: QtBot
) -> None:
    background = BackgroundHost(HostOptions(game=game, hands=1, seed=21))
    window = make_window()
    join_from_the_window(window, background.url.removeprefix("ws://"), player="Ann")
    session = remote_session(window, qtbot)
    board = window.board
    assert isinstance(board, BOARDS[game])
    decided: list[int] = []
    phases: set[str] = set()
    while (len(decided) < DECISIONS or (game == "guafeng" and "play" not in phases)) and wait_for_turn(qtbot, board):
        decision = session.state.decision
        phases.add(session.state.view.phase)
        if game == "paofeng":
            assert isinstance(board, Board)
            play_suggested(qtbot, board)
        else:
            assert isinstance(board, CardTable)
            take_turn(qtbot, board)
        wait_past(qtbot, session, decision)
        decided.append(decision)
    assert len(decided) >= DECISIONS  # each was taken by the host: the decision moved on
    assert game != "guafeng" or "play" in phases  # cards picked and played through the card table
    play_my_seat(window, qtbot)
    background.thread.join(30)
    assert background.result is not None
    assert len(session.history) == 1
    assert session.totals() == background.result["totals"]


@pytest.mark.parametrize(("game", "option", "value"), [("paofeng", "di_hua", 2), ("guafeng", "reveal_kitty", False)])
def test_host_a_table_of_the_game_and_set_its_rules_in_the_lobby(
    game: str, option: str, value: object, make_window: WindowFactory, qtbot: QtBot
) -> None:
    """The host dialog's game, the lobby's rules dialog with that game's options, a match to its end."""
    window = make_window()
    lobby = open_hosted_lobby(window, qtbot, hands=1, game=game)
    assert lobby.lobby is not None and lobby.lobby.game == game
    assert names.name("game", game) in lobby.rules_label.text()
    assert ("default rules" if game == "guafeng" else "Standard") in lobby.rules_label.text()
    rules = lobby.open_rules()
    assert rules is not None and option in rules.controls  # the game's own options, not Sichuan's
    rules.set_values({**rules.values(), option: value})
    rules.accept()
    qtbot.waitUntil(lambda: lobby.lobby is not None and lobby.lobby.rules[option] == value, timeout=WAIT_MS)
    assert "custom rules" in lobby.rules_label.text()
    lobby.start_button.click()
    session = play_my_seat(window, qtbot)
    assert isinstance(window.board, BOARDS[game])
    assert session.config.game == game and session.config.rules[option] == value
    # a Paofeng room lasts as its rules say (R26: 打局数, 8 hands by default); the dialog's count is for the others
    assert len(session.history) == (session.config.rules["num_hands"] if game == "paofeng" else 1)
    window.close()


def test_a_play_the_host_refuses_is_explained_and_offered_again(make_window: WindowFactory, qtbot: QtBot) -> None:
    """A card play a template stands for goes to the host; refused there, the seat faces the decision again and
    the player reads why in their own language (the host speaks English), the refusal carried as a code."""
    background = BackgroundHost(HostOptions(game="guafeng", hands=1, seed=21))
    window = make_window("zh_CN")
    join_from_the_window(window, background.url)
    session = remote_session(window, qtbot)
    board = window.board
    assert isinstance(board, CardTable)
    bot = LEVELS["normal"](seed=3)
    while wait_for_turn(qtbot, board) and not any(a.option == "fill" for a in session.state.legal):
        decision = session.state.decision
        session.submit(bot.choose(session.state.view, session.state.legal))
        wait_past(qtbot, session, decision)
    view, decision = session.state.view, session.state.decision
    absent = tuple(code for code in range(54) if code not in view.hand)[: view.fill_size]
    refusals: list[IllegalActionError] = []
    steps: list[Step] = []
    session.refused.connect(refusals.append)
    session.stepped.connect(steps.append)
    session.submit(Action(session.seat, "play", absent))  # not a single card of it is in the hand
    qtbot.waitUntil(lambda: bool(refusals), timeout=WAIT_MS)
    refused = refusals[0]
    assert (refused.rule, refused.reason) == ("§5", "not_in_hand")  # the rules' reason, carried over the network
    assert refused.params == {"cards": tuple(sorted(absent))}
    assert steps and steps[-1].events == () and session.state.decision == decision  # the same decision, again
    qtbot.waitUntil(lambda: board._offered, timeout=WAIT_MS)
    shown = board.hints.text()  # the player is told why in their language, as for a move refused at home
    assert explained(refused, session.seat) in shown  # the cards by their names, the rule to look up
    assert "不能这样做" in shown and names.cards_text(absent[:1]) in shown and "§5" in shown
    play_my_seat(window, qtbot)
    background.thread.join(30)
    assert background.result is not None
