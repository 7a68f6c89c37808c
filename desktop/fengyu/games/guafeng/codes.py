"""The Guafeng hand's phase and action-kind codes, as types: a misspelt code is a type error, not a silent miss.

The engine's ``phase``, the view's ``phase`` and the engine's constants use these; the shared
protocol keeps plain ``str`` (a literal is a ``str``). A view decoded from JSON (the LAN, a hand
file) is refused when its phase is not one of ``GuafengPhase``.
"""

from __future__ import annotations

from typing import Literal

GuafengPhase = Literal["deal", "zhan", "bury", "give", "swap", "play", "over"]
"""The deal with its bid rounds → the 粘牌 window → burial → returns → kitty swaps → trick play → the end."""

GuafengActionKind = Literal["pass", "liang", "xu", "chong", "zhan", "bury", "give", "swap", "swap_done", "play"]
"""The kinds of ``Action`` a Guafeng hand lists and applies."""
