"""Hand files (牌谱): one finished hand as a small JSON document, to keep, replay and send.

A hand of a table played on this machine is kept whole: its ``HandRecord``
(rules, seed, inputs and action log — the same record saves rest on), from which
the replay rebuilds every seat's view. A hand played at a LAN host is kept as
its seat saw it: the censored events and the view after each step, exactly as
they were received, so a hand file never holds what that seat could not see.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fengyu.core import strict_json
from fengyu.core.protocol import Json
from fengyu.core.replay import HandRecord, RecordError
from fengyu.table.config import MatchConfig
from fengyu.table.games import HandResult

HAND_FILE_FORMAT = 1
"""Version of the hand file; a newer one is refused with a message, never guessed at."""
MAX_HAND_FILE = 8 * 1024 * 1024
"""A hand file is small (tens of kilobytes); anything far larger is not one."""


class HandFileError(ValueError):
    """A hand file that cannot be replayed: unreadable, damaged, or from a newer Fengyu."""


@dataclass(frozen=True, slots=True)
class SeatStep:
    """One step as a seat received it: the censored events, its view afterwards and its legal actions (JSON)."""

    events: tuple[Json, ...]
    view: Json
    legal: tuple[Json, ...] = ()


@dataclass(frozen=True, slots=True)
class HandFile:
    """A finished hand: who kept it (``seat``), the match it belongs to, and either its record or its seat's steps."""

    hand_id: str
    config: MatchConfig
    seat: int
    index: int
    result: HandResult
    record: HandRecord | None = None
    steps: tuple[SeatStep, ...] | None = None

    def __post_init__(self) -> None:
        if (self.record is None) == (self.steps is None):
            raise HandFileError("a hand file holds either the hand's record or its seat's steps")

    @property
    def game(self) -> str:
        return self.config.game

    @property
    def whole(self) -> bool:
        """Whether every seat's view can be rebuilt (a hand of this machine's table), not only the keeper's."""
        return self.record is not None

    def to_json(self) -> Json:
        data: Json = {
            "format": HAND_FILE_FORMAT,
            "hand_id": self.hand_id,
            "config": self.config.to_json(),
            "seat": self.seat,
            "index": self.index,
            "result": self.result.to_json(),
        }
        if self.record is not None:
            data["record"] = self.record.to_json()
        if self.steps is not None:
            data["steps"] = [{"events": list(s.events), "view": s.view, "legal": list(s.legal)} for s in self.steps]
        return data

    @classmethod
    def from_json(cls, data: Any) -> HandFile:
        if not isinstance(data, Mapping) or not isinstance(data.get("format"), int):
            raise HandFileError("the file is not a Fengyu hand file")
        if data["format"] > HAND_FILE_FORMAT:
            raise HandFileError(
                f"the hand file was written by a newer version of Fengyu (format {data['format']}; "
                f"this version reads up to {HAND_FILE_FORMAT})"
            )
        try:
            config = MatchConfig.from_json(data["config"])
            record = HandRecord.from_json(data["record"]) if data.get("record") is not None else None
            steps = None
            if data.get("steps") is not None:
                steps = tuple(
                    SeatStep(tuple(dict(e) for e in s["events"]), dict(s["view"]), tuple(dict(a) for a in s["legal"]))
                    for s in data["steps"]
                )
            hand = cls(
                hand_id=str(data["hand_id"]),
                config=config,
                seat=int(data["seat"]),
                index=int(data["index"]),
                result=HandResult.from_json(data["result"]),
                record=record,
                steps=steps,
            )
        except HandFileError:
            raise
        except (RecordError, KeyError, TypeError, ValueError, AttributeError) as error:
            raise HandFileError(f"the hand file is damaged: {error}") from None
        if record is not None and record.game != config.game:
            raise HandFileError(f"the hand file's hand is of {record.game!r}, its match of {config.game!r}")
        if not 0 <= hand.seat < len(config.seats):
            raise HandFileError(f"the hand file's seat {hand.seat} is not at its table")
        return hand

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def loads(cls, text: str) -> HandFile:
        try:
            data = strict_json.loads(text)
        except strict_json.StrictJsonError as error:
            raise HandFileError(f"the hand file is damaged: {error}") from None
        return cls.from_json(data)


def hand_id(match_id: str, index: int) -> str:
    """The one name of hand ``index`` of a match: what makes recording a hand twice record it once."""
    return f"{match_id}:{index}"


def write_hand_file(path: Path, hand: HandFile) -> None:
    path.write_text(hand.dumps(), encoding="utf-8")


def read_hand_file(path: Path) -> HandFile:
    """The hand file at ``path``; ``HandFileError`` says plainly why it cannot be replayed."""
    try:
        if path.stat().st_size > MAX_HAND_FILE:
            raise HandFileError("the file is far too large to be a Fengyu hand file")
        raw = path.read_bytes()
    except OSError as error:
        raise HandFileError(f"the hand file cannot be read: {error.strerror or error}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise HandFileError("the file is not a Fengyu hand file (it is not text)") from None
    return HandFile.loads(text)
