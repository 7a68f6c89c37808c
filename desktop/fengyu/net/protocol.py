"""The LAN wire protocol: versioned msgspec structures, one JSON object per WebSocket text frame.

Why msgspec: every frame is decoded straight into a typed, bounded structure
(``forbid_unknown_fields``, length limits) or refused with a ``ValidationError``
— there is no half-parsed dictionary for the host to trust by mistake, and no
pickle anywhere. Each message carries its ``type`` tag; ``PROTOCOL_VERSION`` is
exchanged in ``Hello``/``Welcome`` and a mismatch is refused before anything
else is read. ``docs/protocol.md`` describes the conversation.
"""

from __future__ import annotations

from typing import Annotated, Any

import msgspec

from fengyu.core.protocol import REFUSAL_PARAMS, Action, IllegalActionError, RefusalParam

PROTOCOL_VERSION = 4
"""Bumped on any incompatible change; the host speaks only its own version."""

SPOKEN_VERSIONS = (3, 4)
"""The host versions a client joins, speaking the host's version (a version 3 host's refusals carry no reason code:
every message of version 3 decodes as one of version 4)."""

MAX_CLIENT_FRAME = 16 * 1024
"""Largest frame a client may send (bytes); a larger one closes the connection (WebSocket 1009)."""

MAX_HOST_FRAME = 4 * 1024 * 1024
"""Largest frame a client accepts from the host (a snapshot carries the match history)."""

Name = Annotated[str, msgspec.Meta(max_length=32)]
Secret = Annotated[str, msgspec.Meta(max_length=128)]
Code = Annotated[str, msgspec.Meta(max_length=32)]
SeatNumber = Annotated[int, msgspec.Meta(ge=-1, le=7)]
Piece = Annotated[int, msgspec.Meta(ge=0, le=255)]
Counter = Annotated[int, msgspec.Meta(ge=0, le=2**53)]


class _Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Base of every message: tagged by its class name in snake case, unknown fields refused."""


# -- client → host ---------------------------------------------------------------------


class Hello(_Message, tag="hello", frozen=True):
    """The client's first message, answering the host's ``Challenge``.

    ``proof`` shows the room password without sending it (``fengyu.net.auth.proof``
    of the challenge's nonce); ``token`` resumes a seat (it is used once: the
    ``Welcome`` carries the next one); ``owner`` is the hosting app's key.
    """

    version: int
    name: Name
    proof: Secret = ""
    token: Secret = ""
    owner: Secret = ""


class Sit(_Message, tag="sit", frozen=True):
    """Lobby: take seat ``seat`` (-1: stand up)."""

    seat: SeatNumber


class Configure(_Message, tag="configure", frozen=True):
    """Lobby, owner only: the rules (JSON of the game's rules, an optional ``preset``) and the hands."""

    rules: Annotated[dict[str, Any], msgspec.Meta(max_length=200)]
    hands: Annotated[int, msgspec.Meta(ge=0, le=10_000)]


class Start(_Message, tag="start", frozen=True):
    """Lobby, owner only: start the match; bots take the empty seats."""


class Act(_Message, tag="act", frozen=True):
    """A move for the sender's own seat, decided at ``decision`` (the number the host gave that decision)."""

    decision: Counter
    kind: Code
    pieces: Annotated[list[Piece], msgspec.Meta(max_length=64)] = []
    option: Code = ""

    def action(self, seat: int) -> Action:
        return Action(seat, self.kind, tuple(self.pieces), self.option)


class Ready(_Message, tag="ready", frozen=True):
    """Between hands: this seat is ready for the next deal."""


class PreOrder(_Message, tag="pre_order", frozen=True):
    """Between hands: order an item that works before the deal (Sichuan's 乾坤大挪移)."""

    item: Code


class AutoPlay(_Message, tag="auto_play", frozen=True):
    """托管: a bot of ``level`` plays the sender's seat from now on (this hand and the next ones); an empty
    ``level`` takes the seat back (a decision the bot was still thinking about is the player's again)."""

    level: Code = ""


ClientMessage = Hello | Sit | Configure | Start | Act | Ready | PreOrder | AutoPlay


# -- host → client ---------------------------------------------------------------------


class SeatInfo(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """One seat in the lobby: ``open``, a ``player`` (``connected`` or dropped and played by a bot), or a ``bot``.

    ``idle``: the player let the clock run out and the seat's stand-in bot plays it until they act again.
    ``auto``: the level of the bot the player handed the seat to (托管, ``AutoPlay``), empty while they play.
    """

    state: str
    name: str = ""
    connected: bool = False
    idle: bool = False
    auto: str = ""


class Challenge(_Message, tag="challenge", frozen=True):
    """The host's first message: a fresh ``nonce`` to prove the password on, the room's key ``salt``.

    ``password`` says whether the room has one. Both are hexadecimal.
    """

    version: int
    nonce: str
    salt: str
    password: bool


class Welcome(_Message, tag="welcome", frozen=True):
    """The host accepted ``Hello``: keep ``token`` to get this seat back after a drop (it changes on every welcome).

    In a room with a password the token is sealed with the room key (``fengyu.net.auth.unseal``).
    """

    version: int
    token: str
    seat: int
    game: str
    owner: bool


class Lobby(_Message, tag="lobby", frozen=True):
    """Who sits where and under which rules; sent on every change, before and during the match."""

    game: str
    rules: dict[str, Any]
    hands: int
    seats: list[SeatInfo]
    password: bool
    started: bool


class SeatState(_Message, frozen=True):
    """The table as one seat stands in it now, carried by both ``Snapshot`` and ``Update``.

    ``decision`` numbers the decision the seat now faces; it changes only when
    the seat's legal moves change, and an ``Act`` must quote it.
    """

    hand_index: int
    view: dict[str, Any] | None
    legal: list[dict[str, Any]]
    decision: int
    time_limit: int
    hand_over: bool
    match_over: bool


class Snapshot(SeatState, tag="snapshot", frozen=True):
    """Everything a seat needs to (re)draw the table: sent at the start and after a reconnect."""

    config: dict[str, Any]
    seat: int
    history: list[dict[str, Any]]
    coins: list[int] | None


class Update(SeatState, tag="update", frozen=True):
    """One step of the table as the seat may see it: censored events besides the seat's state.

    ``result`` is the finished hand (``HandResult`` JSON) when this step ended one.
    """

    events: list[dict[str, Any]]
    result: dict[str, Any] | None = None


class Notice(_Message, tag="notice", frozen=True):
    """Something every player should know that is not a move: ``code`` is one of ``NOTICE_CODES``."""

    code: str
    message: str


NOTICE_CODES = (
    "save_failed",  # the host cannot save the match (the match goes on in memory; every action retries)
    "save_ok",  # saving works again
)


class MatchEnd(_Message, tag="match_end", frozen=True):
    """The match is over: the points and coins per seat. The host closes the connection after it."""

    totals: list[int]
    coins: list[int] | None
    hands: int


ERROR_CODES = (
    "malformed",  # not a message of this protocol (bad JSON, unknown type, wrong fields or sizes)
    "version",  # a different protocol version; the connection is closed
    "password",  # wrong room password; the connection is closed
    "token",  # an unknown resume token
    "started",  # the match has started and the connection holds no seat; closed
    "hello_first",  # anything before Hello, or a second Hello
    "not_owner",  # a lobby command from a connection that does not own the table
    "lobby",  # a lobby command that cannot be done now (seat taken, bad rules, match running)
    "not_seated",  # a move or readiness from a connection without a seat
    "stale",  # an Act quoting a decision that is no longer (or not yet) the seat's
    "not_your_turn",  # nothing is awaited from the seat
    "illegal",  # the rules refuse the move (``rule`` says which)
    "not_now",  # a between-hands message while a hand is in play, or vice versa
    "replaced",  # a newer connection took this seat with its token; this one is closed
    "throttled",  # too many wrong passwords or tokens from this address: wait; the connection is closed
    "full",  # the lobby has no room for another standing guest; the connection is closed
)


ParamNumber = Annotated[int, msgspec.Meta(ge=-(2**31), le=2**31)]
ParamValue = ParamNumber | Code | Annotated[list[Piece], msgspec.Meta(max_length=64)]
RefusalParams = Annotated[dict[Code, ParamValue], msgspec.Meta(max_length=8)]
"""A refusal's parameters on the wire (``IllegalActionError.params``; card codes travel as a list)."""


class Error(_Message, tag="error", frozen=True, omit_defaults=True):
    """A refused message: ``code`` is one of ``ERROR_CODES`` (docs/protocol.md).

    A move the rules refuse (``illegal``) carries the ``IllegalActionError``: ``rule`` the rule number, ``reason``
    its code and ``params`` the values it names, so that the client says it in its player's language. Empty
    fields are left out of the frame (a version 3 host sends neither ``reason`` nor ``params``).
    """

    code: str
    message: str
    rule: str = ""
    reason: Code = ""
    params: RefusalParams = {}

    def __post_init__(self) -> None:
        if self.code not in ERROR_CODES:
            raise ValueError(f"unknown error code {self.code!r}")

    @classmethod
    def refusing(cls, error: IllegalActionError) -> Error:
        """The ``illegal`` error for a move the rules refuse."""
        params = {name: list(value) if isinstance(value, tuple) else value for name, value in error.params.items()}
        return cls("illegal", error.message, error.rule, error.reason, params)

    def refusal(self) -> IllegalActionError:
        """The refusal as the client's UI explains it: the rules' reason, or else the error code as the reason (a
        refusal of the host's, like ``stale``; an ``illegal`` of a version 3 host keeps only its rule and English
        message). Parameters of a name or type this version does not know are left out."""
        params: dict[str, RefusalParam] = {}
        for name, value in self.params.items():
            typed = tuple(value) if isinstance(value, list) else value
            expected = REFUSAL_PARAMS.get(name)
            if expected is not None and isinstance(typed, expected) and not isinstance(typed, bool):
                params[name] = typed
        reason = self.reason or (self.code if self.code != "illegal" else "")
        return IllegalActionError(self.rule, reason, params, self.message)


HostMessage = Challenge | Welcome | Lobby | Snapshot | Update | Notice | MatchEnd | Error


_client_decoder = msgspec.json.Decoder(ClientMessage)
_host_decoder = msgspec.json.Decoder(HostMessage)
_encoder = msgspec.json.Encoder()


class ProtocolError(ValueError):
    """A frame that is not a valid message of this protocol."""


def encode(message: _Message) -> bytes:
    return _encoder.encode(message)


class _VersionProbe(msgspec.Struct, tag_field="type", tag="hello"):
    """Only the version of a ``Hello`` (other fields ignored): a client of another version is told so."""

    version: int


_probe_decoder = msgspec.json.Decoder(_VersionProbe)


def decode_client(frame: bytes | str) -> ClientMessage:
    """A client's frame as a message, or ``ProtocolError`` saying what is wrong with it.

    Nesting too deep for the decoder is malformed too (msgspec raises ``RecursionError``).
    """
    try:
        return _client_decoder.decode(frame)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        raise ProtocolError(str(error)[:200]) from None
    except RecursionError:
        raise ProtocolError("nested too deeply") from None


def hello_version(frame: bytes | str) -> int | None:
    """The version a frame that is not a valid ``Hello`` of this protocol still says it speaks, if any."""
    try:
        return _probe_decoder.decode(frame).version
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return None


def decode_host(frame: bytes | str) -> HostMessage:
    try:
        return _host_decoder.decode(frame)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        raise ProtocolError(str(error)[:200]) from None
    except RecursionError:
        raise ProtocolError("nested too deeply") from None


def act(decision: int, action: Action) -> Act:
    """The ``Act`` message for ``action`` (its seat is implied by the connection)."""
    return Act(decision, action.kind, list(action.pieces), action.option)
