"""Replays (牌谱): a saved hand steps through exactly the views the live hand showed, for every seat."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from fengyu.core.protocol import Action
from fengyu.games.guafeng.engine import GuafengHand
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.records import table_hand_file
from fengyu.table.replay import OpenGuafengView, Replay
from fengyu.table.replay_file import HandFile, HandFileError, SeatStep, read_hand_file, write_hand_file
from fengyu.table.table import Table, TableUpdate
from tests.table.conftest import run_bots

GAMES = ("sichuan", "paofeng", "guafeng")


class Watcher:
    """What every seat saw of each update of a live table: its events, its view, its legal actions."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.steps: list[dict[int, tuple[tuple[Any, ...], Any, tuple[Action, ...]]]] = []
        table.listeners.append(self.saw)

    def saw(self, update: TableUpdate) -> None:
        waiting = self.table.waiting()
        self.steps.append(
            {
                seat: (
                    tuple(e.for_seat(seat) for e in update.events),
                    self.table.view(seat),
                    tuple(self.table.legal_actions(seat)) if seat in waiting else (),
                )
                for seat in range(4)
            }
        )


def live_hands(game: str, seed: int, hands: int = 2) -> list[tuple[HandFile, Watcher]]:
    seats = tuple(SeatSpec("bot", level="normal") for _ in range(4))
    table = Table(MatchConfig(game, {}, seats, seed, hands))
    played = []
    for _ in range(hands):
        watcher = Watcher(table)
        table.start_hand()
        run_bots(table)
        table.listeners.remove(watcher.saw)
        played.append((table_hand_file(table, 0), watcher))
        if table.match_over:
            break
    return played


@pytest.mark.parametrize("game", GAMES)
def test_a_saved_hand_replays_every_seat_s_views_exactly(tmp_path: Path, game: str) -> None:
    for number, (hand, watcher) in enumerate(live_hands(game, seed=41)):
        path = tmp_path / f"{number}.json"
        write_hand_file(path, hand)
        replay = Replay(read_hand_file(path))
        assert len(replay) == len(watcher.steps)
        assert replay.seats == (0, 1, 2, 3)
        for position, seen in enumerate(watcher.steps):
            replay.go(position)
            for seat, (events, view, legal) in seen.items():
                assert replay.events(seat) == events
                assert replay.view(seat) == view
                assert replay.frame.legal.get(seat, ()) == legal
        # Backwards through the hand, the same views again.
        for position in reversed(range(len(watcher.steps))):
            assert replay.go(position) is replay.frame
            assert replay.view(2) == watcher.steps[position][2][1]


@pytest.mark.parametrize("game", GAMES)
def test_a_lan_seat_s_hand_replays_what_it_received_and_nothing_else(game: str) -> None:
    (whole, watcher), *_ = live_hands(game, seed=8, hands=1)
    seat = 1
    steps = tuple(
        SeatStep(
            tuple(e.to_json() for e in seen[seat][0]),
            seen[seat][1].to_json(),
            tuple(a.to_json() for a in seen[seat][2]),
        )
        for seen in watcher.steps
    )
    kept = HandFile("lan:0", whole.config, seat, 0, whole.result, steps=steps)
    replay = Replay(HandFile.loads(kept.dumps()))
    assert replay.seats == (seat,)
    assert not replay.can_open
    for position, seen in enumerate(watcher.steps):
        replay.go(position)
        assert replay.view(seat) == seen[seat][1]
        assert replay.events(seat) == seen[seat][0]
        assert all(not e.private for e in replay.events(seat))
    with pytest.raises(ValueError, match="cannot be viewed"):
        replay.view(0)


def test_open_hands_show_every_concealed_tile() -> None:
    (hand, _), *_ = live_hands("sichuan", seed=5, hands=1)
    replay = Replay(hand)
    assert replay.can_open
    replay.go(3)
    opened = replay.view(0, open_hands=True)
    assert all(opened.revealed[s] is not None and len(opened.revealed[s]) >= 13 for s in range(4))
    assert replay.view(0).revealed[1] is None


def lan_kept(game: str, seat: int = 1, seed: int = 8) -> HandFile:
    """A hand as a LAN seat keeps it: only that seat's steps, as received (through the file format)."""
    (whole, watcher), *_ = live_hands(game, seed=seed, hands=1)
    steps = tuple(
        SeatStep(
            tuple(e.to_json() for e in seen[seat][0]),
            seen[seat][1].to_json(),
            tuple(a.to_json() for a in seen[seat][2]),
        )
        for seen in watcher.steps
    )
    return HandFile.loads(HandFile("lan:0", whole.config, seat, 0, whole.result, steps=steps).dumps())


def test_guafeng_open_hands_carry_every_seat_s_true_cards() -> None:
    (hand, _), *_ = live_hands("guafeng", seed=5, hands=1)
    replay = Replay(hand)
    assert replay.can_open
    record = hand.record
    assert record is not None
    engine = replay.kind.new_hand(record.rules, record.seed, record.inputs)  # the engine, played alongside
    assert isinstance(engine, GuafengHand)
    checked = 0
    for position in range(len(replay)):
        if position:
            engine.apply(record.actions[position - 1])
        if position % 9 and position not in (2, len(replay) - 1):  # 2: burying, a declaration's pairs face down
            continue
        replay.go(position)
        truth = tuple(sorted(engine.hand(s)) for s in range(4))
        for seat in range(4):
            opened = replay.view(seat, open_hands=True)
            assert isinstance(opened, OpenGuafengView)
            assert tuple(sorted(cards) for cards in opened.hands) == truth
            assert all(d.pairs is not None for d in opened.declarations)  # every declared pair face up
            if opened.phase not in ("deal", "zhan", "bury"):
                assert opened.kitty is not None and len(opened.kitty) == 4  # the buried kitty too
            closed = replay.view(seat)
            assert not isinstance(closed, OpenGuafengView)  # the seat's own view carries no other hand
            same = [f for f in closed.__slots__ if f not in {"declarations", "kitty"}]
            assert {f: getattr(opened, f) for f in same} == {f: getattr(closed, f) for f in same}
        checked += 1
    assert checked >= 8


def test_a_lan_kept_guafeng_hand_cannot_open_other_hands() -> None:
    replay = Replay(lan_kept("guafeng"))
    assert not replay.can_open
    replay.go(len(replay) // 2)
    assert not isinstance(replay.view(1, open_hands=True), OpenGuafengView)


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_engine_answers_at_each_decision_of_the_viewed_seat(game: str) -> None:
    (hand, _), *_ = live_hands(game, seed=13, hands=1)
    replay = Replay(hand)
    decisions = replay.decisions(0)
    assert decisions
    for position in decisions[:6]:
        replay.go(position)
        hint = replay.hint(0)
        assert hint is not None
        assert hint.seat == 0
    quiet = next(i for i in range(len(replay)) if i not in decisions)
    replay.go(quiet)
    assert replay.hint(0) is None


def test_moving_is_clamped_to_the_hand() -> None:
    (hand, _), *_ = live_hands("paofeng", seed=2, hands=1)
    replay = Replay(hand)
    assert replay.back() is replay.frames[0]
    replay.go(10_000)
    assert replay.position == len(replay) - 1
    assert replay.played() is None
    replay.go(0)
    assert replay.played() == replay.frames[1].action


def test_damaged_hand_files_are_refused_clearly(tmp_path: Path) -> None:
    (hand, _), *_ = live_hands("sichuan", seed=6, hands=1)
    path = tmp_path / "hand.json"
    path.write_text("{not json")
    with pytest.raises(HandFileError, match="not valid JSON"):
        read_hand_file(path)
    path.write_text("[" * 100_000)  # a hostile file: nesting deeper than any decoder's stack
    with pytest.raises(HandFileError, match="nests more than"):
        read_hand_file(path)
    path.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(HandFileError, match="not a Fengyu hand file"):
        read_hand_file(path)
    with pytest.raises(HandFileError, match="cannot be read"):
        read_hand_file(tmp_path / "missing.json")
    future = {**hand.to_json(), "format": 99}
    with pytest.raises(HandFileError, match="newer version"):
        HandFile.from_json(future)
    assert hand.record is not None
    cut = {**hand.to_json(), "record": {**hand.record.to_json(), "actions": []}}
    with pytest.raises(HandFileError, match="stop before the hand ends"):
        Replay(HandFile.from_json(cut))
    wrong = [a.to_json() for a in hand.record.actions]
    wrong[5] = {**wrong[5], "seat": (wrong[5]["seat"] + 1) % 4}
    bad = {**hand.to_json(), "record": {**hand.record.to_json(), "actions": wrong}}
    with pytest.raises(HandFileError, match="damaged"):
        Replay(HandFile.from_json(bad))
    with pytest.raises(HandFileError, match="damaged"):
        HandFile.from_json({**hand.to_json(), "config": "x"})
    chess = hand.to_json()
    chess["config"]["game"] = chess["record"]["game"] = "chess"
    with pytest.raises(HandFileError, match="does not know"):
        Replay(HandFile.from_json(chess))
    rules = hand.to_json()
    rules["record"]["rules"] = {"nonsense": 5}
    with pytest.raises(HandFileError, match="unknown rules fields"):
        Replay(HandFile.from_json(rules))
