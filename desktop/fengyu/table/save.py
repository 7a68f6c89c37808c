"""Save files: the match as an append-only log, whole documents beside it, and strict reading of both.

An autosave (format 2) is JSON Lines. The first line is the header — the
format, the app's version and the ``MatchConfig`` — and never changes during a
match. Every later line is one entry of the match's log (``deal``, ``act``,
``end``, ``pre_order``, ``stand_in``, ``take_back``; ``Table`` writes and
folds them). One action is one appended line, written through to the system
before the table moves on (a killed process loses nothing) and fsynced right
after on a thread of its own (``LogAppender``: a power cut loses nothing but
the last fsync's worth), so saving costs the same at the thousandth hand as at
the first, and the table never waits for the disk.

The whole file is written again only when appending cannot be trusted — for a
new match, after a resume (this also turns a save of the last release into a
log and drops a line torn by a kill) and after a failed save — and, to keep it
short, once the moves of finished hands outweigh the rest (``LogAppender``;
the finished hands are then kept by their results alone). That rewrite goes
to a temporary file in the same folder, fsynced and renamed over the save; a
temporary file left by a kill mid-rewrite is removed at the next rewrite or
resume (``remove_leftovers``).

Saves of the last release (format 1: one JSON document, rewritten after every
action) are read by ``read_log`` too, and the players file of a hosted match
is such a document (``write_save``/``read_save``).

Reading is strict: a number too large, nesting too deep, text that is not
UTF-8 — anything but the expected shape — is a ``SaveError`` naming the
problem, never another exception and never a hang.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fengyu.core import strict_json
from fengyu.core.protocol import Json

SAVE_FORMAT = 2
"""Version of the autosave log; a newer one is refused, never guessed at."""
DOCUMENT_FORMAT = 1
"""Version of whole-document saves: the last release's autosaves, and the players file of a hosted match."""
COMPACT_AFTER = 1 << 20
"""Bytes a log may grow by (beyond its last whole write) before it is written whole and short again."""


class SaveError(ValueError):
    """A save that cannot be resumed: unreadable, corrupt, or from a newer Fengyu."""


def parse_json(text: str | bytes, what: str = "the saved game") -> Any:
    """Strict JSON (``fengyu.core.strict_json``); anything else is a ``SaveError`` saying ``what`` is damaged."""
    try:
        return strict_json.loads(text)
    except strict_json.StrictJsonError as error:
        raise SaveError(f"{what} is damaged: {error}") from None


def _format_of(data: Any, what: str) -> int:
    """The format version a save's document or header declares (``SaveError`` if none, or a newer one)."""
    version = data.get("format") if isinstance(data, dict) else None
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"the file is not a Fengyu {what}")
    if version > SAVE_FORMAT:
        raise SaveError(
            f"the {what} was written by a newer version of Fengyu (save format {version}; "
            f"this version reads up to {SAVE_FORMAT}); update Fengyu to resume it"
        )
    return version


def _read_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as error:
        raise SaveError(f"the saved game cannot be read: {error.strerror or error}") from None


# -- whole documents ------------------------------------------------------------------------------------------


def write_save(path: Path, document: Json) -> None:
    """Replace ``path`` with ``document`` (a whole-document save) atomically."""
    _replace(path, json.dumps({"format": DOCUMENT_FORMAT, **document}, separators=(",", ":")).encode("utf-8"))


def read_save(path: Path) -> dict[str, Any]:
    """The whole-document save at ``path``; ``SaveError`` says plainly why it cannot be used."""
    data = parse_json(_read_bytes(path))
    if _format_of(data, "saved game") != DOCUMENT_FORMAT:
        raise SaveError(f"the file is not a Fengyu saved document (format {data['format']})")
    document: dict[str, Any] = data
    return document


# -- the log --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SavedLog:
    """What an autosave holds: its header and its entries, or (``document``) a save of the last release."""

    header: dict[str, Any]
    entries: list[Any]
    torn: bool = False
    """The last line was cut short by a kill mid-append (it was dropped; the next save rewrites the file)."""
    document: dict[str, Any] | None = None


def read_log(path: Path) -> SavedLog:
    """The autosave at ``path``, of this format or the last release's; ``SaveError`` if it cannot be used."""
    raw = _read_bytes(path)
    first, newline, rest = raw.partition(b"\n")
    header = parse_json(first)
    version = _format_of(header, "saved game")
    if version == DOCUMENT_FORMAT:
        if rest.strip():
            raise SaveError("the saved game is damaged (text follows its document)")
        return SavedLog(header, [], document=header)
    lines = rest.split(b"\n") if newline else []
    torn = bool(lines) and lines[-1] != b""
    if torn:
        try:
            parse_json(lines[-1])
            torn = False  # a whole entry whose newline was not written yet
        except SaveError:
            lines.pop()
    entries = [parse_json(line, f"line {number} of the saved game") for number, line in enumerate(lines, 2) if line]
    return SavedLog(header, entries, torn=torn)


def _line(entry: Json) -> bytes:
    return json.dumps(entry, separators=(",", ":")).encode("utf-8") + b"\n"


class LogAppender:
    """Appends entries to the log at ``path``; a thread of its own makes them durable (fsync) right after.

    ``append`` writes the lines through to the operating system before it returns, so a killed process
    loses nothing; the fsync that guards against a power cut runs on a short-lived thread, and lines
    appended while one runs share the next — the table never waits for the disk, and every line is on it
    within one fsync. A failed fsync is raised by the next ``append``.

    A log keeps every move of every hand, while a resume needs only the finished hands' results and the
    hand in play: once more has been appended than the last whole write held (and at least
    ``COMPACT_AFTER``), ``worth_rewriting`` says so, and the owner writes it whole and short again — each
    byte rewritten was preceded by a byte appended, so the cost per move stays constant on average and a
    long match resumes as fast as a short one.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._written_whole = 0
        """Bytes the last whole write held."""
        self._appended = 0
        """Bytes appended since."""
        self._lock = threading.Lock()
        self._dirty = False
        self._syncer: threading.Thread | None = None
        self._error: OSError | None = None

    def append(self, entries: Iterable[Json]) -> None:
        """Append ``entries`` (``OSError`` if the save cannot take them; the caller then rewrites it whole).

        The file must exist (no ``O_CREAT``): a save whose folder was removed or replaced fails here instead
        of starting a log without its header.
        """
        with self._lock:
            error, self._error = self._error, None
        if error is not None:
            raise error
        data = b"".join(_line(entry) for entry in entries)
        if not data:
            return
        handle = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        try:
            written = 0
            while written < len(data):
                written += os.write(handle, data[written:])
        finally:
            os.close(handle)
        self._appended += len(data)
        with self._lock:
            self._dirty = True
            if self._syncer is None:
                self._syncer = threading.Thread(target=self._sync, name="fengyu-save-sync")
                self._syncer.start()

    def _sync(self) -> None:
        while True:
            with self._lock:
                if not self._dirty:
                    self._syncer = None
                    return
                self._dirty = False
            try:
                handle = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
                try:
                    os.fsync(handle)
                finally:
                    os.close(handle)
            except OSError as error:
                with self._lock:
                    self._error = error

    def rewrite(self, header: Json, entries: Iterable[Json]) -> None:
        """Write the whole log again (``rewrite_log``), once the appends before it are synced; a failed sync
        of those is forgotten, as the new file replaces them."""
        with self._lock:
            syncer = self._syncer
        if syncer is not None:
            syncer.join()
        with self._lock:
            self._error = None
        self._written_whole = rewrite_log(self.path, header, entries)
        self._appended = 0

    @property
    def worth_rewriting(self) -> bool:
        """Whether the log has grown enough since its last whole write to be written whole and short again."""
        return self._appended > max(COMPACT_AFTER, self._written_whole)


def rewrite_log(path: Path, header: Json, entries: Iterable[Json]) -> int:
    """Write the whole log at ``path`` again (atomically: a temporary file, fsynced, renamed over it); its size."""
    body = _line({"format": SAVE_FORMAT, **header}) + b"".join(_line(entry) for entry in entries)
    _replace(path, body)
    return len(body)


def _temporary_prefix(path: Path) -> str:
    return f".{path.name}."


def remove_leftovers(path: Path) -> None:
    """Delete temporary files a killed rewrite of ``path`` left in its folder (they are never read)."""
    try:
        for leftover in path.parent.glob(f"{_temporary_prefix(path)}*.tmp"):
            leftover.unlink(missing_ok=True)
    except OSError:
        pass  # a folder that cannot be listed now is reported by the save itself


def _replace(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_leftovers(path)
    handle, temporary = tempfile.mkstemp(prefix=_temporary_prefix(path), suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no directory handles to sync)."""
    if sys.platform == "win32":
        return
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def set_aside(path: Path) -> Path:
    """Move an unusable save out of the way (kept, not deleted: nothing is lost) and return its new name."""
    target = path.with_name(path.name + ".unreadable")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.unreadable{counter}")
    os.replace(path, target)
    return target
