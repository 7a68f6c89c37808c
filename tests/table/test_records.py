"""Statistics (战绩): counted once per hand, kept across restarts, migrated, and never lost to a bad file."""

from __future__ import annotations

import dataclasses
import json
import math
import sqlite3
import statistics
import tempfile
from collections import Counter
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fengyu.core.tiles import counts_of, parse_tiles
from fengyu.games.paofeng.roles import TileRoles
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.paofeng.scoring import WinInput, score_win
from fengyu.table.config import MatchConfig, SeatSpec
from fengyu.table.records import MIGRATIONS, SCHEMA_VERSION, HandRecorder, RecordStore, summarize, table_hand_file
from fengyu.table.records_hand import hand_outcome, opponents_level
from fengyu.table.replay_file import HandFile
from fengyu.table.table import Table
from tests.table.conftest import run_bots


def played_hands(game: str, hands: int, seed: int = 3, level: str = "normal") -> list[HandFile]:
    """``hands`` hands of ``game`` played by bots, each as seat 0 keeps it."""
    seats = tuple(SeatSpec("bot", level=level) for _ in range(4))
    table = Table(MatchConfig(game, {}, seats, seed, hands))
    files = []
    for _ in range(hands):
        table.start_hand()
        run_bots(table)
        files.append(table_hand_file(table, 0))
        if table.match_over:
            break
    return files


@cache
def pool(game: str) -> tuple[HandFile, ...]:
    return tuple(played_hands(game, 6, seed=11))


def test_the_statistics_of_a_worked_example() -> None:
    # points, won, self-draw, dealt in, best, best pattern, biggest payment, levels against
    rows = [
        (8, True, True, False, 8, "qing_yi_se", 0, 0),
        (-4, False, False, True, 0, "", 4, 0),
        (6, True, False, False, 6, "ping_hu", 2, 0),
        (2, True, False, False, 2, "ping_hu", 0, 0),
        (-12, False, False, False, 0, "", 12, 0),
    ]
    stats = summarize(rows)
    assert (stats.hands, stats.wins, stats.self_draws, stats.deal_ins, stats.others) == (5, 3, 1, 1, 1)
    assert stats.mean == 0.0
    assert stats.interval == pytest.approx(1.96 * statistics.stdev([8, -4, 6, 2, -12]) / math.sqrt(5))
    assert (stats.best, stats.best_pattern, stats.biggest_payment) == (8, "qing_yi_se", 12)
    assert (stats.longest_win_streak, stats.longest_losing_streak, stats.streak) == (2, 1, -1)
    assert stats.points == (8, -4, 6, 2, -12)


def test_no_hands_no_statistics() -> None:
    assert summarize([]).hands == 0


def test_a_sichuan_outcome_matches_the_hand(tmp_path: Path) -> None:
    for hand in pool("sichuan"):
        wins = hand.result.details["wins"]
        outcomes = [hand_outcome("sichuan", hand.result, seat) for seat in range(4)]
        assert [o.points for o in outcomes] == list(hand.result.totals)
        assert {s for s in range(4) if outcomes[s].won} == {w["seat"] for w in wins}
        assert {s for s in range(4) if outcomes[s].dealt_in} == {w["source"] for w in wins if w["how"] != "self_draw"}
        for seat, outcome in enumerate(outcomes):
            mine = [w for w in wins if w["seat"] == seat]
            assert outcome.best == max((w["value"] for w in mine), default=0)


def test_a_guafeng_hand_is_won_by_one_side() -> None:
    for hand in pool("guafeng"):
        outcomes = [hand_outcome("guafeng", hand.result, seat) for seat in range(4)]
        if hand.result.end_reason == "played":
            assert outcomes[0].won == outcomes[2].won != outcomes[1].won == outcomes[3].won
        assert outcomes[0].levels_against == outcomes[1].points


def test_opponents_are_named_by_their_level() -> None:
    seats = (SeatSpec("human"), SeatSpec("bot", level="hard"), SeatSpec("bot", level="hard"), SeatSpec("remote"))
    assert opponents_level(MatchConfig("sichuan", {}, seats, 1), 0) == "hard"
    mixed = (SeatSpec("human"), SeatSpec("bot", level="hard"), SeatSpec("bot", level="easy"), SeatSpec("remote"))
    assert opponents_level(MatchConfig("sichuan", {}, mixed, 1), 0) == "easy+hard"
    people = (SeatSpec("human"), SeatSpec("remote"), SeatSpec("remote"), SeatSpec("remote"))
    assert opponents_level(MatchConfig("sichuan", {}, people, 1), 0) == "people"


@pytest.mark.parametrize("game", ["sichuan", "paofeng", "guafeng"])
def test_a_hand_recorded_twice_counts_once_and_survives_a_restart(tmp_path: Path, game: str) -> None:
    path = tmp_path / "records.sqlite3"
    store = RecordStore(path)
    hands = pool(game)
    assert all(store.record(h) for h in hands)
    assert not any(store.record(h) for h in hands)
    stats = store.stats(game)
    assert stats.hands == len(hands)
    assert stats.points == tuple(hand_outcome(game, h.result, 0).points for h in hands)
    store.close()
    again = RecordStore(path)
    assert again.problem is None
    assert again.stats(game) == stats
    assert again.stats(game, "normal") == stats
    assert again.levels(game) == ["normal"]
    assert again.stats(game, "hard").hands == 0
    assert [row.hand_id for row in again.history(game)] == [h.hand_id for h in reversed(hands)]
    kept = again.hand_file(hands[0].hand_id)
    assert kept is not None
    assert kept.to_json() == json.loads(hands[0].dumps())


def test_pattern_counts_add_up_the_player_s_wins(tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    for hand in pool("sichuan"):
        store.record(hand)
    expected: dict[str, int] = {}
    for hand in pool("sichuan"):
        for code in hand_outcome("sichuan", hand.result, 0).patterns:
            expected[code] = expected.get(code, 0) + 1
    assert store.pattern_counts("sichuan") == expected
    assert store.pattern_counts("paofeng") == {}


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(0, 5), max_size=12))
def test_recording_a_sequence_twice_gives_the_same_statistics(order: list[int]) -> None:
    hands = pool("sichuan")
    with tempfile.TemporaryDirectory() as folder:
        once = RecordStore(Path(folder) / "once.sqlite3")
        twice = RecordStore(Path(folder) / "twice.sqlite3")
        for i in order:
            once.record(hands[i], played_at=float(order.index(i)))
        for _ in range(2):
            for i in order:
                twice.record(hands[i], played_at=float(order.index(i)))
        assert twice.stats("sichuan") == once.stats("sichuan")
        assert twice.pattern_counts("sichuan") == once.pattern_counts("sichuan")
        assert once.stats("sichuan").hands == len(set(order))
        once.close()
        twice.close()


def test_an_older_database_is_migrated_keeping_its_hands(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    db = sqlite3.connect(path)
    first = MIGRATIONS[0]
    assert isinstance(first, str)  # the first schema is plain SQL
    db.executescript(first)
    db.execute(
        "INSERT INTO hands VALUES ('old:0', 'sichuan', 'normal', 1.0, 6, 1, 1, 0, 6, 'ping_hu', 0, 0, ?)",
        (json.dumps(["ping_hu"]),),
    )
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    store = RecordStore(path)
    assert store.problem is None
    assert store.schema_version == SCHEMA_VERSION
    assert store.stats("sichuan").hands == 1
    assert [(row.hand_id, row.has_file) for row in store.history()] == [("old:0", False)]
    assert store.hand_file("old:0") is None
    assert store.record(pool("sichuan")[0])
    assert store.stats("sichuan").hands == 2


def test_a_damaged_file_is_kept_aside_and_a_fresh_record_started(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    path.write_bytes(b"this is no database" * 100)
    store = RecordStore(path)
    assert store.problem is not None
    assert "not a readable database" in store.problem
    kept = tmp_path / "records.sqlite3.unreadable"
    assert kept.read_bytes() == b"this is no database" * 100
    assert str(kept) in store.problem
    assert store.record(pool("sichuan")[0])
    assert store.stats("sichuan").hands == 1


def test_a_truncated_database_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    store = RecordStore(path)
    for hand in pool("paofeng"):
        store.record(hand)
    store.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2] + b"\xff" * 1000)
    again = RecordStore(path)
    assert again.problem is not None
    assert again.stats("paofeng").hands == 0
    assert (tmp_path / "records.sqlite3.unreadable").exists()


def test_a_database_from_a_newer_fengyu_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE future (x)")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    store = RecordStore(path)
    assert store.problem is not None
    assert "newer version of Fengyu" in store.problem
    kept = sqlite3.connect(tmp_path / "records.sqlite3.unreadable")
    assert kept.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    kept.close()
    assert store.schema_version == SCHEMA_VERSION


def test_the_recorder_counts_every_finished_hand_of_a_table(tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    seats = tuple(SeatSpec("bot", level="easy") for _ in range(4))
    table = Table(MatchConfig("sichuan", {}, seats, 9, 3))
    recorder = HandRecorder(store, table, 2)
    for _ in range(3):
        table.start_hand()
        run_bots(table)
    assert recorder.failure is None
    stats = store.stats("sichuan", "easy")
    assert stats.points == tuple(h.totals[2] for h in table.history)
    recorder.detach()
    assert recorder._on_update not in table.listeners


def tian_hu_hand() -> HandFile:
    """A Paofeng hand of seat 0 won with 硬七对 (a 天胡 member), scored by the engine: a bot-played hand whose
    result's win is replaced by that one (bots almost never make a 天胡)."""
    concealed = counts_of("11m 55m 99m 22p 66p 88s 4z 4z")
    score = score_win(
        WinInput(tuple(concealed), parse_tiles("4z")[0], TileRoles.of_wild(parse_tiles("3s")[0])), PaofengRules()
    )
    assert "ying_qi_dui" in score.tian_hu_items and "tian_hu" in dict(score.items)
    hand = played_hands("paofeng", 1, seed=4)[0]
    win = {"seat": 0, "bao": None, **score.to_json()}
    result = dataclasses.replace(hand.result, details={**hand.result.details, "win": win})
    return dataclasses.replace(hand, result=result)


def test_a_tian_hu_win_counts_the_group_and_its_member(tmp_path: Path) -> None:
    store = RecordStore(tmp_path / "records.sqlite3")
    assert store.record(tian_hu_hand())
    counts = store.pattern_counts("paofeng")
    assert counts["tian_hu"] == 1
    assert counts["ying_qi_dui"] == 1
    assert counts.get("qi_shou_hu", 0) == 0


def test_hands_recorded_before_the_members_were_counted_are_migrated(tmp_path: Path) -> None:
    hand = tian_hu_hand()
    path = tmp_path / "records.sqlite3"
    store = RecordStore(path)
    store.record(hand)
    store.close()
    db = sqlite3.connect(path)  # as schema 2 wrote it: the group's code alone
    db.execute("UPDATE hands SET patterns = ? WHERE hand_id = ?", (json.dumps(["tian_hu"]), hand.hand_id))
    db.execute(
        "INSERT INTO hands SELECT 'old:0', game, level, played_at, points, won, self_draw, dealt_in, best, "
        "best_pattern, biggest_payment, levels_against, patterns FROM hands"
    )  # a hand kept without its file
    db.execute("PRAGMA user_version = 2")
    db.commit()
    db.close()
    again = RecordStore(path)
    assert again.problem is None
    assert again.schema_version == SCHEMA_VERSION == 3
    expected = Counter(hand_outcome("paofeng", hand.result, 0).patterns)  # read again from the kept file
    expected["tian_hu"] += 1  # the file-less hand keeps what it had
    assert again.pattern_counts("paofeng") == dict(expected)
    assert expected["ying_qi_dui"] == 1
