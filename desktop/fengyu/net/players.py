"""The people at a hosted table: names, seats, resume tokens, and the file that remembers them.

A resume token is a random secret handed to a player in ``Welcome``; with it a
dropped player takes their seat back, once: every welcome hands out the next.
The host keeps only its SHA-256 (in memory and in the players file beside the
autosave), so a leaked save does not let anyone take over a seat, and compares
digests in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fengyu.net.auth import new_token
from fengyu.table.config import SeatSpec
from fengyu.table.save import SaveError, read_save, write_save


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def same_secret(given: str, expected: str) -> bool:
    """Constant-time comparison of two secrets (passwords, owner keys, token digests)."""
    return hmac.compare_digest(given.encode("utf-8"), expected.encode("utf-8"))


@dataclass(slots=True)
class Player:
    """A person (or network bot) at the table; ``connection`` is None while they are away.

    ``token_digest`` is empty until the first ``rotate`` (their welcome) hands them a token.
    """

    name: str
    token_digest: str = ""
    seat: int = -1
    owner: bool = False
    connection: Any = None

    def holds(self, token: str) -> bool:
        return bool(self.token_digest) and same_secret(digest(token), self.token_digest)

    def rotate(self) -> str:
        """A new token for the player (the one used to come back is spent): only its digest is kept."""
        token = new_token()
        self.token_digest = digest(token)
        return token


def players_path(autosave: Path) -> Path:
    """Where the players of the match saved at ``autosave`` are remembered."""
    return autosave.with_name(autosave.name + ".players")


def save_players(autosave: Path, players: list[Player]) -> None:
    seated = [{"name": p.name, "seat": p.seat, "token": p.token_digest} for p in players if p.seat >= 0]
    write_save(players_path(autosave), {"players": seated})


def load_players(autosave: Path, seats: Sequence[SeatSpec]) -> list[Player]:
    """The seated players of a saved hosted match at ``seats`` (``SaveError`` if the file is missing or damaged,
    or seats a player anywhere but in a free remote seat: the host would wait for them forever)."""
    data = read_save(players_path(autosave))
    entries = data.get("players")
    if not isinstance(entries, list):
        raise SaveError("the players file is damaged: it lists no players")
    players: list[Player] = []
    for entry in entries:
        if not isinstance(entry, dict) or not all(isinstance(entry.get(k), str) for k in ("name", "token")):
            raise SaveError("the players file is damaged: a player without a name or token")
        seat = entry.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(seats):
            raise SaveError(f"the players file is damaged: it seats a player at {str(seat)[:20]!r}")
        if seats[seat].kind != "remote" or any(p.seat == seat for p in players):
            raise SaveError(f"the players file is damaged: seat {seat} is not a free remote seat")
        players.append(Player(entry["name"], entry["token"], seat))
    return players
