"""Autosave files: written atomically after every action, read back with clear refusals.

A save is one JSON document: the match configuration, the finished hands, the
coins, and the hand in play as a ``HandRecord`` (inputs + action log), from
which the hand is rebuilt exactly by replay. Writing goes to a temporary file
in the same directory and is then renamed over the old save, so a process
killed at any instant leaves either the previous save or the new one, never a
torn file. (Data is not fsynced on every move: that guards against power
loss, not against a killed app, and would stall the table on slow disks.)
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from fengyu.core.protocol import Json

SAVE_FORMAT = 1
"""Version of the save document; a newer one is refused, never guessed at."""


class SaveError(ValueError):
    """A save that cannot be resumed: unreadable, corrupt, or from a newer Fengyu."""


def write_save(path: Path, document: Json) -> None:
    """Replace ``path`` with ``document`` atomically."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"format": SAVE_FORMAT, **document}, separators=(",", ":"))
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def read_save(path: Path) -> dict[str, Any]:
    """The save document at ``path``; ``SaveError`` says plainly why it cannot be used."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise SaveError(f"the saved game cannot be read: {error.strerror or error}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveError("the saved game is damaged (it is not valid JSON)") from None
    if not isinstance(data, dict) or not isinstance(data.get("format"), int):
        raise SaveError("the file is not a Fengyu saved game")
    if data["format"] > SAVE_FORMAT:
        raise SaveError(
            f"the saved game was written by a newer version of Fengyu (save format {data['format']}; "
            f"this version reads up to {SAVE_FORMAT}); update Fengyu to resume it"
        )
    return data


def set_aside(path: Path) -> Path:
    """Move an unusable save out of the way (kept, not deleted: nothing is lost) and return its new name."""
    target = path.with_name(path.name + ".unreadable")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.unreadable{counter}")
    os.replace(path, target)
    return target
