"""The engine contract shared by the three games.

A hand is created from its inputs (rules, seed and the few facts the previous
hand decides) and driven only by ``apply(action)``. The pieces here are what
every layer above the engines speaks:

* ``Action`` — one decision of one seat: a kind code plus the tiles or cards it
  names and an optional string choice. Actions are plain values (hashable,
  JSON-serialisable) so that legal-action lists, the replay log, bots and the
  network all carry the same thing.
* ``Event`` — what happened, for the UI to animate, the log to record and the
  network to carry. An event has a public part and per-seat private parts;
  ``for_seat`` censors it for one seat.
* ``View`` — everything one seat may know, and nothing more (each game has its
  own dataclass).
* ``Engine`` — the protocol a hand implements: ``to_act``, ``legal_actions``,
  ``apply``, ``view``, ``default_action`` (a time-out's move) and ``record``.
  ``apply`` of anything outside ``legal_actions`` raises ``IllegalActionError``
  naming the rule that forbids it and why, as a reason code with its values.

Codes (action kinds, event kinds, pattern names, rule numbers, refusal reasons)
are stable strings; engines hold no user-facing sentences — the UI translates
codes into words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, runtime_checkable

import msgspec

if TYPE_CHECKING:
    from fengyu.core.replay import HandRecord

Json = dict[str, Any]


RefusalParam = int | str | tuple[int, ...]
"""A value a refusal names: a tile kind, a suit letter, a seat, a count, an action kind, card codes …"""

REFUSAL_PARAMS: dict[str, type] = {
    "tile": int,  # a mahjong tile kind (0..33)
    "suit": str,  # a mahjong suit letter (m, p, s)
    "seat": int,  # a seat number (0..3), as the engine counts seats
    "count": int,  # a number of tiles or cards
    "kind": str,  # an action kind (``discard``, ``play`` …)
    "item": str,  # a Sichuan item code (§6)
    "cards": tuple,  # card codes (0..53)
}
"""The names a refusal's parameters may have, each with the one type it always has: the UI renders a value by its
name (a ``tile`` as the tile's name, ``cards`` as card names) in the player's language."""


class IllegalActionError(ValueError):
    """An action the rules do not allow now: the rule that forbids it, and why as a stable code with its values.

    ``rule`` is the specification's rule number the player can look up (``"R24"``, ``"§4.7"``; several reasons
    may share one, and it is empty for refusals no rule of the game states, like ``not_your_turn``). ``reason`` is a
    stable code saying why (``"not_void_suit"``) and ``params`` the values it names (``{"suit": "m"}``, names from
    ``REFUSAL_PARAMS``): the UI translates the reason code and fills in the values in the player's language.
    ``message`` is the English sentence for logs and the command line, built from the reason's template
    (``fengyu.core.refusals.RefusalTable``).
    """

    def __init__(
        self, rule: str, reason: str, params: Mapping[str, RefusalParam] | None = None, message: str = ""
    ) -> None:
        params = dict(params or {})
        for name, value in params.items():
            expected = REFUSAL_PARAMS.get(name)
            if expected is None or not isinstance(value, expected) or isinstance(value, bool):
                raise TypeError(f"refusal {reason!r}: bad parameter {name}={value!r}")
        message = message or reason
        super().__init__(f"{message} [{rule}]" if rule else message)
        self.rule = rule
        self.reason = reason
        self.params: dict[str, RefusalParam] = params
        self.message = message


OLD_CODES: dict[str, str] = {
    "direct_kong": "exposed_kong",
    "chi": "chow",
    "ming_gang": "exposed_kong",
    "an_gang": "concealed_kong",
    "bu_gang": "added_kong",
}
"""Meld and action codes of earlier versions (Sichuan's ``direct_kong``, Paofeng's pinyin) and today's code
for each (``fengyu.mahjong.melds``): saves, hand files and LAN peers of an earlier version still speak them,
and ``Action.from_json`` (the one place actions are read) translates them, as ``Event.from_json`` and the
views read from JSON do (``with_todays_codes``) for the steps a hand file kept as its seat saw them."""


def with_todays_codes(data: Any) -> Any:
    """JSON ``data`` (an event's, a view's or a hand result's) as today's code writes it: every old code under a
    ``kind`` key translated (``OLD_CODES``), and a mahjong payment line's single ``reason`` as its ``reasons``
    (its ``ref`` only when it has one)."""
    if isinstance(data, list):
        return [with_todays_codes(x) for x in data]
    if isinstance(data, dict):
        out = {
            k: OLD_CODES.get(v, v) if k == "kind" and isinstance(v, str) else with_todays_codes(v)
            for k, v in data.items()
        }
        if "payer" in out and "amount" in out:
            if isinstance(out.get("reason"), str) and "reasons" not in out:
                out["reasons"] = [out.pop("reason")]
            if "ref" in out and out["ref"] is None:
                del out["ref"]
        return out
    return data


class Action(msgspec.Struct, frozen=True, gc=False):
    """One decision of one seat.

    ``pieces`` are tile kinds or card codes named by the action (the discarded
    tile, the three tiles given in an exchange, the cards played); ``option`` is
    a choice that is not a piece (a suit letter for 定缺, a kong kind).

    A frozen ``msgspec.Struct`` rather than a frozen dataclass: the same immutable value
    (equal and hashed by its fields), built about ten times faster — engines build
    hundreds per hand, and the simulator and bots build millions. ``gc=False``: an
    action holds only ints and strings, so it can never be part of a cycle.
    """

    seat: int
    kind: str
    pieces: tuple[int, ...] = ()
    option: str = ""

    def to_json(self) -> Json:
        data: Json = {"seat": self.seat, "kind": self.kind}
        if self.pieces:
            data["pieces"] = list(self.pieces)
        if self.option:
            data["option"] = self.option
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Action:
        """Build an action from its JSON form, refusing anything malformed with ``ValueError``."""
        if not isinstance(data, Mapping):
            raise ValueError("an action is a JSON object")
        unknown = set(data) - {"seat", "kind", "pieces", "option"}
        if unknown:
            raise ValueError(f"unknown action fields: {sorted(unknown)}")
        seat, kind = data.get("seat"), data.get("kind")
        pieces, option = data.get("pieces", []), data.get("option", "")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 8:
            raise ValueError(f"bad seat {seat!r}")
        if not isinstance(kind, str) or not kind or len(kind) > 32:
            raise ValueError(f"bad action kind {kind!r}")
        if (
            not isinstance(pieces, list)
            or len(pieces) > 64
            or not all(isinstance(p, int) and not isinstance(p, bool) and 0 <= p < 256 for p in pieces)
        ):
            raise ValueError(f"bad pieces {pieces!r}")
        if not isinstance(option, str) or len(option) > 32:
            raise ValueError(f"bad option {option!r}")
        return cls(seat, OLD_CODES.get(kind, kind), tuple(pieces), option)


class Event(msgspec.Struct, frozen=True):
    """Something that happened in a hand.

    ``public`` is visible to every seat; ``private`` maps a seat to the extra
    fields only that seat may see (the tile it drew, the tiles it received).
    The authoritative log keeps whole events; everything sent to a seat goes
    through ``for_seat``. Events are values: nobody changes one after it is
    made. A frozen ``msgspec.Struct`` (an empty default is a fresh dict for each
    event): engines create hundreds per hand, and it is the cheapest value to build.
    """

    kind: str
    seat: int | None = None
    public: Mapping[str, Any] = {}
    private: Mapping[int, Mapping[str, Any]] = {}

    def for_seat(self, seat: int | None) -> Event:
        """The event as ``seat`` may see it (``None``: a spectator, public part only)."""
        mine = self.private.get(seat) if seat is not None else None
        return Event(self.kind, self.seat, {**self.public, **mine} if mine else dict(self.public), {})

    def to_json(self) -> Json:
        data: Json = {"kind": self.kind, "seat": self.seat, "public": dict(self.public)}
        if self.private:
            data["private"] = {str(s): dict(part) for s, part in self.private.items()}
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Event:
        private = {int(s): with_todays_codes(dict(part)) for s, part in data.get("private", {}).items()}
        kind = str(data["kind"])
        return cls(
            OLD_CODES.get(kind, kind), data.get("seat"), with_todays_codes(dict(data.get("public", {}))), private
        )


@runtime_checkable
class View(Protocol):
    """What one seat may know; each game defines its own (frozen) dataclass."""

    @property
    def seat(self) -> int: ...

    def to_json(self) -> Json: ...


@runtime_checkable
class Engine(Protocol):
    """One hand of one game in play (the contract of ``ARCHITECTURE.md``).

    ``to_act()`` lists the seats whose decision the engine is waiting for —
    several at once during simultaneous decisions (claims, 定缺, 换三张), which
    the engine collects and resolves by priority itself. ``actions`` is the log
    of every applied action, in order: with the hand's inputs it replays the
    hand exactly.
    """

    game: ClassVar[str]

    @property
    def phase(self) -> str:
        """Where the hand stands, in the game's own words (``claim``, ``turn``, ``bid`` …; ``over`` at the end).

        Read-only here, so that each engine may narrow it to its game's ``Literal`` of phases
        (``SichuanPhase``, ``PaofengPhase``, ``GuafengPhase``).
        """
        ...

    @property
    def over(self) -> bool: ...

    @property
    def actions(self) -> list[Action]: ...

    @property
    def events(self) -> list[Event]:
        """Every event the hand has made, in order (the table hands them to its listeners)."""
        ...

    def to_act(self) -> tuple[int, ...]: ...

    def legal_actions(self, seat: int) -> list[Action]: ...

    def apply(self, action: Action) -> list[Event]: ...

    def view(self, seat: int) -> View: ...

    def covers(self, action: Action, legal: Sequence[Action]) -> bool:
        """Whether ``action`` is one of ``legal`` (the seat's legal actions), itself or through a template.

        A template stands for many concrete actions (Guafeng lists a free choice of cards as
        one); only the engine can tell which concrete actions it covers.
        """
        ...

    def time_limit(self, seat: int) -> int:
        """Seconds the rules give ``seat`` for the decision awaited from it now (0: no limit, or none awaited)."""
        ...

    def default_action(self, seat: int) -> Action | None:
        """What a time-out plays for ``seat`` (None when nothing is awaited from it)."""
        ...

    def record(self) -> HandRecord:
        """The hand's inputs and action log, from which ``HandRecord.replay`` rebuilds it."""
        ...
