"""Guafeng's card counter (记牌器): counts from the played cards, nothing from hidden cards, shown at the table."""

from __future__ import annotations

from collections import Counter

from pytestqt.qtbot import QtBot

from fengyu.core.protocol import Action
from fengyu.games.guafeng.engine import GuafengHand
from fengyu.games.guafeng.order import NAT, SUIT_LETTERS, TRUMP, card_order, level_rank
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.kinds import game_kind
from fengyu.table.table import Table
from fengyu.ui.cards.table import CardTable
from fengyu.ui.cards.tracker import count_out
from tests.ui.cards.driver import click_button, human_match, pick, wait_for_turn
from tests.ui.conftest import WindowFactory

TRICKS = 6


def seeded_hand(seed: int, tricks: int) -> Table:
    """A seeded Guafeng hand played by four bots' choices until ``tricks`` tricks are done (seat 0 as a person)."""
    seats = (SeatSpec("human", "Tester"), *(SeatSpec("bot", level="normal") for _ in range(3)))
    table = Table(MatchConfig("guafeng", {}, seats, seed, 1))
    table.start_hand()
    advisor = game_kind("guafeng").levels["normal"](seed=1)
    while len(table.view(0).tricks) < tricks:
        assert not table.hand_over
        if 0 in table.waiting():
            table.submit(advisor.choose(table.view(0), table.legal_actions(0)))
        for turn in table.bot_turns():
            table.answer(turn, table.think(turn))
    return table


def played_cards(actions: list[Action]) -> Counter[int]:
    """The cards of every play in the engine's action log (the source a player watching every trick has)."""
    played: Counter[int] = Counter()
    for action in actions:
        if action.kind == "play":
            played.update(action.pieces)
    return played


def test_the_counts_after_known_tricks_equal_a_count_of_the_played_cards() -> None:
    for seed in (5, 11):
        table = seeded_hand(seed, TRICKS)
        hand = table.hand
        assert hand is not None
        view = table.view(0)
        played = played_cards(hand.actions)
        assert sum(played.values()) == sum(len(c) for t in view.tricks for _s, c in t.plays) + (
            sum(len(c) for _s, c in view.trick.plays) if view.trick else 0
        )
        kitty_seen = Counter(view.kitty or ())
        out = {code: 2 - played[code] - view.hand.count(code) - kitty_seen[code] for code in range(54)}
        order = card_order(level_rank(view.level), SUIT_LETTERS.index(view.trump), view.rules)
        counts = count_out(view)
        assert counts.trumps == sum(out[c] for c in order.class_codes[TRUMP])
        assert (counts.big_jokers, counts.small_jokers) == (out[53], out[52])
        for rank in (5, 10, 13):
            assert counts.by_rank[rank] == sum(n for c, n in out.items() if c < 52 and NAT[c] == rank)
        assert counts.points == 5 * counts.by_rank[5] + 10 * counts.by_rank[10] + 10 * counts.by_rank[13]
        assert counts.points < 200  # tricks with points were played


def test_the_counter_says_out_exactly_what_the_seat_cannot_see() -> None:
    """Every card counted out is in another player's hand or the face-down kitty, and nothing there is missed:
    the counter knows no more than the view (the other hands themselves are never read)."""
    table = seeded_hand(5, TRICKS)
    hand = table.hand
    assert isinstance(hand, GuafengHand)
    view = table.view(0)
    hidden = Counter(c for seat in (1, 2, 3) for c in hand.hand(seat))
    if view.kitty is None:
        hidden.update(hand.kitty)
    counts = count_out(view)
    assert counts.big_jokers == hidden[53] and counts.small_jokers == hidden[52]
    for rank in (5, 10, 13):
        assert counts.by_rank[rank] == sum(n for c, n in hidden.items() if c < 52 and NAT[c] == rank)
    # The view carries no other hand: only their sizes.
    assert "hands" not in view.to_json() and len(view.hand_sizes) == 4


def test_the_counter_at_the_table_follows_the_view_and_its_key(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("en")
    table = window.start_match(human_match(seed=5))
    board = window.board
    assert isinstance(board, CardTable)
    assert not board.counter.isVisible()
    window.counter_action.setChecked(True)
    assert window.preferences.card_counter
    for _ in range(40):
        assert wait_for_turn(qtbot, board)
        view = table.view(0)
        if len(view.tricks) >= 3:
            break
        if view.phase in ("deal", "zhan"):
            click_button(qtbot, board, "pass")
        elif view.phase == "swap":
            click_button(qtbot, board, "done")
        else:
            choice = game_kind("guafeng").levels["normal"](seed=2).choose(view, board.session.legal_actions())
            pick(board, choice.pieces)
            click_button(qtbot, board, "confirm")
    assert board.counter.isVisible()
    assert board.latest is not None
    assert board.counter.counts == count_out(board.latest.view)
    assert board.counter.counts == count_out(table.view(0))
    board.counter.shortcut.activated.emit()  # the key C
    assert not board.counter.isVisible() and not window.counter_action.isChecked()
    assert not window.preferences.card_counter
