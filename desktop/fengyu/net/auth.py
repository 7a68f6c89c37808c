"""The room password and the resume token on the wire: proven and sealed, never sent readable.

The host opens every connection with a ``Challenge``: a fresh random nonce and
the room's salt. Both sides derive the room key from the password
(PBKDF2-HMAC-SHA256 over the salt, ``ITERATIONS`` rounds, so a captured
exchange is slow to guess from), and the client answers with the HMAC-SHA256
of the nonce under that key. The password itself never crosses the network,
and a captured proof is worth nothing on the next connection (a new nonce).

A resume token is used once: each ``Welcome`` carries the next one. In a room
with a password it travels sealed (XOR with an HMAC of the nonce under the room
key), so someone listening on the network sees neither the token a client
presents (already spent when it is seen) nor the one it receives.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

ITERATIONS = 100_000
"""PBKDF2 rounds of the room key: computed once per host and once per connection attempt."""
NONCE_BYTES = 16
TOKEN_BYTES = 24


def new_nonce() -> str:
    return secrets.token_hex(NONCE_BYTES)


def new_token() -> str:
    """A fresh resume token (hexadecimal, so that it seals to the same length)."""
    return secrets.token_hex(TOKEN_BYTES)


def room_key(password: str, salt: str) -> bytes:
    """The key both sides derive from the room password and the host's salt."""
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), bytes.fromhex(salt), ITERATIONS)


def proof(key: bytes, nonce: str) -> str:
    """What a client sends to show it knows the password: the HMAC of the host's nonce under the room key."""
    return hmac.new(key, b"proof:" + nonce.encode("ascii"), hashlib.sha256).hexdigest()


def proves(key: bytes, nonce: str, given: str) -> bool:
    """Whether ``given`` is the proof of ``nonce`` under ``key`` (compared in constant time)."""
    return hmac.compare_digest(proof(key, nonce).encode("ascii"), given.encode("utf-8", "replace"))


def _pad(key: bytes, nonce: str, length: int) -> bytes:
    pad = b""
    block = 0
    while len(pad) < length:
        pad += hmac.new(key, f"seal:{block}:{nonce}".encode("ascii"), hashlib.sha256).digest()
        block += 1
    return pad[:length]


def seal(key: bytes, nonce: str, token: str) -> str:
    """``token`` (hexadecimal) hidden under the room key and the connection's nonce."""
    raw = bytes.fromhex(token)
    return bytes(a ^ b for a, b in zip(raw, _pad(key, nonce, len(raw)), strict=True)).hex()


def unseal(key: bytes, nonce: str, sealed: str) -> str:
    """The token ``seal`` hid (``ValueError`` if ``sealed`` is not hexadecimal)."""
    return seal(key, nonce, sealed)
