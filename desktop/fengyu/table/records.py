"""Statistics (战绩) and kept hands (牌谱): a SQLite database in the user's data folder.

Every finished hand the player played is one row, named by its hand id (the
match id and the hand's index): recording the same hand again changes nothing,
so a hand is counted once, however often the app saw it finish (a resumed match
replays its last moves; ``HandRecorder`` records what the save holds when it is
attached). Each row holds what the hand meant for the player (``HandOutcome``)
and the hand file to replay it, written in one transaction: a hand is recorded
whole or not at all, whenever the app is killed.

The database carries its schema version (``PRAGMA user_version``) and is
migrated step by step when an older one is opened. A file that is not a
database, is damaged, or was written by a newer Fengyu is moved aside (kept,
never deleted) and a fresh database started; ``problem`` says why, for the
window to tell the player.
"""

from __future__ import annotations

import json
import logging
import math
import sqlite3
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from fengyu.table.records_hand import hand_outcome, opponents_level
from fengyu.table.replay_file import HandFile, HandFileError, hand_id
from fengyu.table.save import set_aside

if TYPE_CHECKING:  # the home screen reads the statistics before any engine is loaded
    from fengyu.table.table import Table, TableUpdate

_log = logging.getLogger(__name__)

RECORDS_FILE = "records.sqlite3"

_SCHEMA: tuple[str, ...] = (
    # 1: one row per hand the player finished, with what it meant for them.
    """
    CREATE TABLE hands (
        hand_id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        level TEXT NOT NULL,
        played_at REAL NOT NULL,
        points INTEGER NOT NULL,
        won INTEGER NOT NULL,
        self_draw INTEGER NOT NULL,
        dealt_in INTEGER NOT NULL,
        best INTEGER NOT NULL,
        best_pattern TEXT NOT NULL,
        biggest_payment INTEGER NOT NULL,
        levels_against INTEGER NOT NULL,
        patterns TEXT NOT NULL
    );
    CREATE INDEX hands_by_game ON hands (game, level);
    """,
    # 2: the hand file of each hand, to replay it (hands recorded under version 1 have none).
    """
    CREATE TABLE hand_files (
        hand_id TEXT PRIMARY KEY REFERENCES hands (hand_id),
        document TEXT NOT NULL
    );
    """,
)


def _count_tian_hu_members(db: sqlite3.Connection) -> None:
    """Migration 3: Paofeng hands recorded before count the 天胡 members behind ``tian_hu`` too, read again from
    their kept hand files (a hand kept without its file, or with one this version cannot read, stays as it was)."""
    rows = db.execute(
        "SELECT h.hand_id, f.document FROM hands h JOIN hand_files f ON f.hand_id = h.hand_id WHERE h.game = ?",
        ("paofeng",),
    ).fetchall()
    for kept_id, document in rows:
        try:
            hand = HandFile.loads(document)
            patterns = hand_outcome(hand.game, hand.result, hand.seat).patterns
        except (HandFileError, KeyError, TypeError, ValueError):
            continue
        db.execute("UPDATE hands SET patterns = ? WHERE hand_id = ?", (json.dumps(list(patterns)), kept_id))


Migration = str | Callable[[sqlite3.Connection], None]
"""A schema step: SQL statements, or a function that rewrites rows (run in the step's transaction)."""

MIGRATIONS: tuple[Migration, ...] = (*_SCHEMA, _count_tian_hu_members)
SCHEMA_VERSION = len(MIGRATIONS)
"""The schema this version writes: migration *i* (1-based) brings a database from version i-1 to i."""


class RecordsError(ValueError):
    """Why a records database could not be used (it was set aside and a fresh one started)."""


@dataclass(frozen=True, slots=True)
class HandRow:
    """One recorded hand, as the history lists it."""

    hand_id: str
    game: str
    level: str
    played_at: float
    points: int
    won: bool
    self_draw: bool
    dealt_in: bool
    best_pattern: str
    has_file: bool


@dataclass(frozen=True, slots=True)
class GameStats:
    """The player's record in one game (and opponent level, or all levels)."""

    hands: int = 0
    wins: int = 0
    self_draws: int = 0
    deal_ins: int = 0
    mean: float = 0.0
    interval: float = 0.0
    """Half-width of the mean's 95% interval (normal approximation; 0 with fewer than two hands)."""
    best: int = 0
    best_pattern: str = ""
    biggest_payment: int = 0
    longest_win_streak: int = 0
    longest_losing_streak: int = 0
    streak: int = 0
    """The current run: +n after n hands won in a row, -n after n hands without a win."""
    levels_up: int = 0
    """Guafeng: levels the player's side climbed in all; ``levels_against``: the other sides'."""
    levels_against: int = 0
    level_changes: dict[int, int] = field(default_factory=dict)
    """Guafeng: how many hands the player's side climbed by n levels (n → hands)."""
    points: tuple[int, ...] = ()
    """Points per hand in the order played (the chart of points over time)."""

    @property
    def others(self) -> int:
        """Hands neither won nor dealt into."""
        return self.hands - self.wins - self.deal_ins


def summarize(rows: Iterable[tuple[int, bool, bool, bool, int, str, int, int]]) -> GameStats:
    """Statistics of hands in play order: (points, won, self_draw, dealt_in, best, best_pattern, paid, against)."""
    rows = list(rows)
    if not rows:
        return GameStats()
    points = [r[0] for r in rows]
    mean = statistics.fmean(points)
    interval = 1.96 * statistics.stdev(points) / math.sqrt(len(points)) if len(points) > 1 else 0.0
    best_row = max(rows, key=lambda r: r[4])
    longest_win = longest_loss = run = 0
    for row in rows:
        run = max(run, 0) + 1 if row[1] else min(run, 0) - 1
        longest_win, longest_loss = max(longest_win, run), max(longest_loss, -run)
    return GameStats(
        hands=len(rows),
        wins=sum(r[1] for r in rows),
        self_draws=sum(r[2] for r in rows),
        deal_ins=sum(r[3] for r in rows),
        mean=mean,
        interval=interval,
        best=best_row[4],
        best_pattern=best_row[5] if best_row[4] > 0 else "",
        biggest_payment=max(r[6] for r in rows),
        longest_win_streak=longest_win,
        longest_losing_streak=longest_loss,
        streak=run,
        levels_up=sum(max(0, r[0]) for r in rows),
        levels_against=sum(r[7] for r in rows),
        level_changes=dict(sorted(Counter(r[0] for r in rows).items())),
        points=tuple(points),
    )


class RecordStore:
    """The records database at ``path`` (created, migrated, or set aside and restarted as needed)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem: str | None = None
        """Why the database found at ``path`` could not be used, and where it was kept; None when all was well."""
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = self._open()
        except RecordsError as error:
            for companion in (path.with_name(path.name + "-journal"), path.with_name(path.name + "-wal")):
                if companion.exists():  # a journal must never be rolled into the fresh database
                    set_aside(companion)
            kept = set_aside(path)
            self.problem = f"{error}; it was kept as {kept} and a new record started"
            self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, isolation_level=None)
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise RecordsError(
                    f"the statistics were written by a newer version of Fengyu (schema {version}; "
                    f"this version reads up to {SCHEMA_VERSION})"
                )
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise RecordsError("the statistics file is damaged")
            for number in range(version + 1, SCHEMA_VERSION + 1):
                migration = MIGRATIONS[number - 1]
                with _transaction(db):
                    if callable(migration):
                        migration(db)
                    else:
                        for statement in migration.split(";"):
                            if statement.strip():
                                db.execute(statement)
                    db.execute(f"PRAGMA user_version = {number}")
        except sqlite3.DatabaseError as error:
            db.close()
            raise RecordsError(f"the statistics file is not a readable database ({error})") from None
        except RecordsError:
            db.close()
            raise
        return db

    def close(self) -> None:
        self._db.close()

    @property
    def schema_version(self) -> int:
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    # -- recording -------------------------------------------------------------------------------

    def record(self, hand: HandFile, *, played_at: float | None = None) -> bool:
        """Count ``hand`` for its keeper's seat and keep its file; False when it was recorded already."""
        outcome = hand_outcome(hand.game, hand.result, hand.seat)
        level = opponents_level(hand.config, hand.seat)
        with _transaction(self._db):
            inserted = self._db.execute(
                "INSERT OR IGNORE INTO hands VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    hand.hand_id,
                    hand.game,
                    level,
                    time.time() if played_at is None else played_at,
                    outcome.points,
                    outcome.won,
                    outcome.self_draw,
                    outcome.dealt_in,
                    outcome.best,
                    outcome.best_pattern,
                    outcome.biggest_payment,
                    outcome.levels_against,
                    json.dumps(list(outcome.patterns)),
                ),
            ).rowcount
            if inserted:
                self._db.execute("INSERT INTO hand_files VALUES (?, ?)", (hand.hand_id, hand.dumps()))
        return bool(inserted)

    # -- reading ---------------------------------------------------------------------------------

    def levels(self, game: str) -> list[str]:
        """The opponent levels the player has met in ``game``, most played first."""
        rows = self._db.execute(
            "SELECT level FROM hands WHERE game = ? GROUP BY level ORDER BY COUNT(*) DESC, level", (game,)
        )
        return [r[0] for r in rows]

    def stats(self, game: str, level: str | None = None) -> GameStats:
        """The player's record in ``game`` against ``level`` (None: every level)."""
        query = (
            "SELECT points, won, self_draw, dealt_in, best, best_pattern, biggest_payment, levels_against "
            "FROM hands WHERE game = ?"
        )
        parameters: tuple[str, ...] = (game,)
        if level is not None:
            query += " AND level = ?"
            parameters += (level,)
        rows = self._db.execute(query + " ORDER BY played_at, rowid", parameters)
        return summarize((p, bool(w), bool(s), bool(d), b, bp, pay, a) for p, w, s, d, b, bp, pay, a in rows)

    def pattern_counts(self, game: str) -> dict[str, int]:
        """How often the player made each scoring pattern of ``game`` (pattern code → count)."""
        counts: Counter[str] = Counter()
        for (patterns,) in self._db.execute("SELECT patterns FROM hands WHERE game = ?", (game,)):
            counts.update(json.loads(patterns))
        return dict(counts)

    def history(self, game: str | None = None, limit: int = 500) -> list[HandRow]:
        """The most recent hands first (of ``game``, or of every game)."""
        query = (
            "SELECT h.hand_id, game, level, played_at, points, won, self_draw, dealt_in, best_pattern, "
            "f.hand_id IS NOT NULL FROM hands h LEFT JOIN hand_files f ON f.hand_id = h.hand_id"
        )
        parameters: tuple[object, ...] = ()
        if game is not None:
            query += " WHERE game = ?"
            parameters = (game,)
        rows = self._db.execute(query + " ORDER BY played_at DESC, h.rowid DESC LIMIT ?", (*parameters, limit))
        return [
            HandRow(r[0], r[1], r[2], r[3], r[4], bool(r[5]), bool(r[6]), bool(r[7]), r[8], bool(r[9])) for r in rows
        ]

    def hand_file(self, hand_id: str) -> HandFile | None:
        """The kept hand file of a recorded hand (None when there is none); ``HandFileError`` if it is damaged."""
        row = self._db.execute("SELECT document FROM hand_files WHERE hand_id = ?", (hand_id,)).fetchone()
        return HandFile.loads(row[0]) if row is not None else None


class _transaction:  # noqa: N801 - used as a statement: ``with _transaction(db):``
    """BEGIN … COMMIT, or ROLLBACK on any error (the connection runs in autocommit mode otherwise)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        self._db.execute("COMMIT" if kind is None else "ROLLBACK")


def table_hand_file(table: Table, seat: int) -> HandFile:
    """The finished hand in play at ``table`` as ``seat`` keeps it (whole: this machine holds the table)."""
    hand = table.hand
    if hand is None or not hand.over or not table.history:
        raise ValueError("the table's hand is not finished")
    return HandFile(
        hand_id=hand_id(table.match_id, table.hand_index),
        config=table.config,
        seat=seat,
        index=table.hand_index,
        result=table.history[-1],
        record=hand.record(),
    )


class HandRecorder:
    """Records every hand a table finishes, for the player of ``seat``, in ``store``.

    Attaching it records the table's hand if it is finished already: the app may
    have been killed after the save that ended the hand and before it was counted.
    """

    def __init__(self, store: RecordStore, table: Table, seat: int) -> None:
        self.store = store
        self.table = table
        self.seat = seat
        self.failure: str | None = None
        """Why the last hand could not be recorded (the game goes on regardless)."""
        table.listeners.append(self._on_update)
        self._record_finished()

    def hand_id_of(self, index: int) -> str:
        """The id hand ``index`` of this table is kept under."""
        return hand_id(self.table.match_id, index)

    def detach(self) -> None:
        if self._on_update in self.table.listeners:
            self.table.listeners.remove(self._on_update)

    def _on_update(self, update: TableUpdate) -> None:
        self._record_finished()

    def _record_finished(self) -> None:
        if self.table.hand is None or not self.table.hand_over or not self.table.history:
            return
        hand = table_hand_file(self.table, self.seat)
        try:
            self.store.record(hand)
        except (sqlite3.Error, HandFileError, ValueError, KeyError) as error:
            self.failure = str(error)  # statistics never stop a game
            _log.warning("hand %s was not recorded: %s", hand.hand_id, error)
