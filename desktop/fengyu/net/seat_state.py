"""What a client knows of its seat, rebuilt from the host's messages: the view object, legal moves, history.

Views travel as JSON (``view.to_json()``) and are rebuilt here into the game's
own view dataclass, so that bots and boards on the client get exactly the type
they get in a local game. The class is found generically: a throwaway first
hand of the game is dealt and asked for a view — no per-game list to keep.
``msgspec.convert`` then checks every field's type while rebuilding.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import msgspec

from fengyu.core.protocol import Action, Event
from fengyu.games.registry import game as game_spec
from fengyu.net.protocol import ProtocolError, Snapshot, Update
from fengyu.table.config import MatchConfig
from fengyu.table.games import HandResult


def view_class(code: str) -> type:
    """The view dataclass of the game ``code``, as its spec names it."""
    return game_spec(code).view


def decode_view(game: str, data: dict[str, Any]) -> Any:
    """The seat's view object from its JSON form; ``ProtocolError`` if it does not fit the game's view."""
    try:
        return msgspec.convert(data, view_class(game), strict=False)
    except (msgspec.ValidationError, TypeError, ValueError) as error:
        raise ProtocolError(f"bad view: {error}") from None


def decode_actions(data: list[dict[str, Any]]) -> list[Action]:
    try:
        return [Action.from_json(a) for a in data]
    except ValueError as error:
        raise ProtocolError(f"bad legal action: {error}") from None


@dataclass(slots=True)
class SeatState:
    """The client's copy of its seat, kept current by ``apply``."""

    config: MatchConfig | None = None
    seat: int = -1
    hand_index: int = -1
    view: Any = None
    legal: list[Action] = field(default_factory=list)
    decision: int = 0
    time_limit: int = 0
    hand_over: bool = True
    match_over: bool = False
    history: list[HandResult] = field(default_factory=list)
    coins: list[int] | None = None

    def apply(self, message: Snapshot | Update) -> tuple[Event, ...]:
        """Take in a snapshot or update; return the events it brought (none for a snapshot)."""
        if isinstance(message, Snapshot):
            try:
                self.config = MatchConfig.from_json(message.config)
                self.history = [HandResult.from_json(h) for h in message.history]
            except (ValueError, KeyError, TypeError) as error:
                raise ProtocolError(f"bad snapshot: {error}") from None
            self.seat = message.seat
            self.coins = message.coins
            events: tuple[Event, ...] = ()
        else:
            if self.config is None:
                raise ProtocolError("an update before the snapshot")
            try:
                events = tuple(Event.from_json(e) for e in message.events)
                if message.result is not None:
                    self.history.append(HandResult.from_json(message.result))
            except (ValueError, KeyError, TypeError, AttributeError) as error:
                raise ProtocolError(f"bad update: {error}") from None
        assert self.config is not None
        self.hand_index = message.hand_index
        self.view = decode_view(self.config.game, message.view) if message.view is not None else None
        self.legal = decode_actions(message.legal)
        self.decision = message.decision
        self.time_limit = message.time_limit
        self.hand_over = message.hand_over
        self.match_over = message.match_over
        return events
