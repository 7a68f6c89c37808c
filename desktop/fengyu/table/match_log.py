"""The entries of a match's log, and folding a saved log back into the match it records, strictly.

``Table`` appends one entry per change (see ``fengyu.table.save`` for the
file): ``deal`` (a hand is dealt: its index, seed, rules and inputs), ``act``
(an action applied to it), ``end`` (its result), ``pre_order`` (an item
ordered for the next deal), ``stand_in`` / ``take_back`` (托管 on and off).
A log written again whole is the same language, shortened: the finished hands
by their ``end`` alone, then the hand in play, then the pending orders and
stand-ins.

``fold`` reads the entries back into a ``SavedMatch``, checking each against
the match so far: a save can only name this match's seats, its game's
registered bot levels (a file never makes the app import code) and items, and
hands in order with the seeds the match seed gives them. Whatever does not fit
is a ``SaveError`` naming it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from fengyu.core.protocol import Action, Json
from fengyu.core.replay import HandRecord, RecordError
from fengyu.core.rules import GameRules, RulesError
from fengyu.table.config import MatchConfig
from fengyu.table.games import GameKind, HandResult, hand_seed
from fengyu.table.kinds import game_kind
from fengyu.table.save import DOCUMENT_FORMAT, SavedLog, SaveError


def deal_entry(index: int, record: HandRecord) -> Json:
    return {"deal": index, "seed": record.seed, "rules": record.rules, "inputs": record.inputs}


def act_entry(action: Action) -> Json:
    return {"act": action.to_json()}


def end_entry(result: HandResult) -> Json:
    return {"end": result.to_json()}


def pre_order_entry(seat: int, item: str) -> Json:
    return {"pre_order": [seat, item]}


def stand_in_entry(seat: int, level: str) -> Json:
    return {"stand_in": [seat, level]}


def take_back_entry(seat: int) -> Json:
    return {"take_back": seat}


@dataclass(slots=True)
class SavedMatch:
    """A match as its save records it; ``hand`` (the hand in play or last played) is replayed by the table."""

    config: MatchConfig
    kind: GameKind
    rules: GameRules
    history: list[HandResult] = field(default_factory=list)
    hand_index: int = -1
    hand: HandRecord | None = None
    ended: bool = False
    """Whether the log has the ``end`` of ``hand``."""
    pre_orders: dict[int, set[str]] = field(default_factory=dict)
    stand_ins: dict[int, str] = field(default_factory=dict)


def _int(value: Any, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        shown = str(value)[:40]
        raise SaveError(f"the saved game is damaged: {what} is {shown!r}, not an integer from {low} to {high}")
    return value


def _match_config(data: Any) -> SavedMatch:
    try:
        config = MatchConfig.from_json(data)
        kind = game_kind(config.game)
    except ValueError as error:
        raise SaveError(f"the saved game is damaged: {error}") from None
    if len(config.seats) != kind.seat_count:
        seats = f"{config.game} has {kind.seat_count} seats, not {len(config.seats)}"
        raise SaveError(f"the saved game is damaged: {seats}")
    for seat, spec in enumerate(config.seats):
        if spec.kind == "bot" and spec.level not in kind.levels:
            raise SaveError(
                f"the saved game is damaged: seat {seat}'s bot is {spec.level[:40]!r}; "
                f"a save may only name the levels {sorted(kind.levels)}"
            )
    try:
        rules = kind.rules_class.from_json(config.rules)
    except RulesError as error:
        raise SaveError(f"the saved game is damaged: bad rules: {error}") from None
    return SavedMatch(config, kind, rules)


def _person_seat(match: SavedMatch, value: Any, what: str) -> int:
    seat = _int(value, what, 0, match.kind.seat_count - 1)
    if match.config.seats[seat].kind == "bot":
        raise SaveError(f"the saved game is damaged: {what} {seat} is a bot's seat")
    return seat


def _pair(value: Any, what: str) -> tuple[Any, Any]:
    if not isinstance(value, list) or len(value) != 2:
        raise SaveError(f"the saved game is damaged: {what} is not a [seat, name] pair")
    return value[0], value[1]


def _hand_result(match: SavedMatch, data: Any) -> HandResult:
    try:
        result = HandResult.from_json(data, match.kind.seat_count)
    except ValueError as error:
        raise SaveError(f"the saved game is damaged: a hand's result: {error}") from None
    if result.seed != hand_seed(match.config.seed, result.index):
        raise SaveError(f"the saved game is damaged: hand {result.index} has the seed of another match")
    return result


def _in_play(match: SavedMatch) -> bool:
    return match.hand is not None and not match.ended


def _apply(match: SavedMatch, entry: Any, number: int) -> None:
    if not isinstance(entry, dict) or len(entry) == 0:
        raise SaveError(f"the saved game is damaged: entry {number} is not an object")
    kinds = set(entry) & {"deal", "act", "end", "pre_order", "stand_in", "take_back"}
    if len(kinds) != 1:
        raise SaveError(f"the saved game is damaged: entry {number} is of no known kind ({sorted(entry)[:5]})")
    (kind,) = kinds
    value = entry[kind]
    if kind == "deal":
        _deal(match, entry)
    elif kind == "act":
        if not _in_play(match):
            raise SaveError(f"the saved game is damaged: entry {number} is a move outside a hand")
        assert match.hand is not None
        try:
            action = Action.from_json(value)
        except ValueError as error:
            raise SaveError(f"the saved game is damaged: entry {number}: {error}") from None
        match.hand = match.hand.with_action(action)
    elif kind == "end":
        _end(match, value)
    elif kind == "pre_order":
        if _in_play(match):
            raise SaveError("the saved game is damaged: an item is ordered during a hand")
        seat_value, item = _pair(value, "a pre-order")
        seat = _person_seat(match, seat_value, "the seat ordering an item")
        if not isinstance(item, str) or item not in match.kind.pre_order_items(match.rules):
            raise SaveError(f"the saved game is damaged: {str(item)[:40]!r} cannot be ordered before a hand")
        match.pre_orders.setdefault(seat, set()).add(item)
    elif kind == "stand_in":
        seat_value, level = _pair(value, "a stand-in")
        seat = _person_seat(match, seat_value, "the seat of a stand-in")
        if not isinstance(level, str) or level not in match.kind.levels:
            levels = sorted(match.kind.levels)
            raise SaveError(f"the saved game is damaged: a stand-in of level {str(level)[:40]!r}; levels: {levels}")
        match.stand_ins[seat] = level
    else:
        match.stand_ins.pop(_person_seat(match, value, "the seat taken back"), None)


def _deal(match: SavedMatch, entry: dict[str, Any]) -> None:
    index = _int(entry["deal"], "a dealt hand's index", 0, 10**6)
    if _in_play(match):
        raise SaveError(f"the saved game is damaged: hand {index} is dealt while hand {match.hand_index} is in play")
    if index != match.hand_index + 1:
        raise SaveError(f"the saved game is damaged: hand {index} follows hand {match.hand_index}")
    hands = match.config.hands
    if hands and index >= hands:
        raise SaveError(f"the saved game is damaged: hand {index + 1} of a match of {hands}")
    seed = _int(entry.get("seed"), "a hand's seed", 0, 2**64 - 1)
    if seed != hand_seed(match.config.seed, index):
        raise SaveError(f"the saved game is damaged: hand {index} has the seed of another match")
    rules, inputs = entry.get("rules"), entry.get("inputs")
    if not isinstance(rules, dict) or not isinstance(inputs, dict):
        raise SaveError(f"the saved game is damaged: hand {index} has no rules or inputs")
    match.hand_index = index
    match.hand = HandRecord(match.config.game, rules, seed, inputs)
    match.ended = False
    match.pre_orders = {}


def _end(match: SavedMatch, value: Any) -> None:
    result = _hand_result(match, value)
    if _in_play(match):
        if result.index != match.hand_index:
            raise SaveError(f"the saved game is damaged: hand {match.hand_index} ends as hand {result.index}")
        match.ended = True
    else:
        if result.index != match.hand_index + 1:
            raise SaveError(f"the saved game is damaged: hand {result.index} follows hand {match.hand_index}")
        match.hand_index = result.index
        match.hand = None
        match.ended = False
    match.history.append(result)


def fold(saved: SavedLog) -> SavedMatch:
    """The match a saved log records (``SaveError`` naming the first thing that does not fit)."""
    match = _match_config(saved.header.get("config"))
    entries = saved.entries if saved.document is None else _entries_of_document(saved.document, match.config.game)
    for number, entry in enumerate(entries, 1):
        _apply(match, entry, number)
    return match


def _entries_of_document(document: Mapping[str, Any], game: str) -> list[Any]:
    """A save of the last release (one document) as the entries a log of it would hold."""
    if document.get("format") != DOCUMENT_FORMAT:
        raise SaveError("the file is not a Fengyu saved game")
    history, hand = document.get("history"), document.get("hand")
    if not isinstance(history, list):
        raise SaveError("the saved game is damaged: it has no list of finished hands")
    hand_index = _int(document.get("hand_index"), "the hand's index", -1, len(history))
    if hand is None:
        if hand_index != -1 or history:
            raise SaveError("the saved game is damaged: finished hands but no last hand")
    elif hand_index not in (len(history) - 1, len(history)):
        raise SaveError(f"the saved game is damaged: hand {hand_index} after {len(history)} finished hands")
    entries: list[Any] = [{"end": h} for h in history[: hand_index if hand is not None else len(history)]]
    if hand is not None:
        try:
            record = HandRecord.from_json(hand)
        except RecordError as error:
            raise SaveError(f"the saved game is damaged: the hand in play: {error}") from None
        if record.game != game:
            raise SaveError(f"the saved game is damaged: the saved hand is of {record.game[:20]!r}")
        entries.append(deal_entry(hand_index, record))
        entries.extend(act_entry(action) for action in record.actions)
        entries.extend({"end": h} for h in history[hand_index:])
    pre_orders, stand_ins = document.get("pre_orders", {}), document.get("stand_ins", {})
    if not isinstance(pre_orders, dict) or not isinstance(stand_ins, dict):
        raise SaveError("the saved game is damaged: pre-orders or stand-ins are not objects")
    for seat, items in pre_orders.items():
        if not isinstance(items, list):
            raise SaveError("the saved game is damaged: a seat's pre-orders are not a list")
        entries.extend({"pre_order": [_seat_key(seat), item]} for item in items)
    entries.extend({"stand_in": [_seat_key(seat), level]} for seat, level in stand_ins.items())
    return entries


def _seat_key(key: str) -> int:
    """A seat named as an object key (``"2"``)."""
    if not (key.isascii() and key.isdigit()) or len(key) > 2:
        raise SaveError(f"the saved game is damaged: {key[:20]!r} is not a seat")
    return int(key)
