"""The looks a piece (tile or card) can take on the table, shared by both kinds of artwork.

A state is a word the table logic sets (``"selected"``, ``"dim"`` …); this module
turns it into the visual recipe — how far the shadow falls, what veil, outline
or glow goes over or around the piece — so that tiles and cards react alike and
the game code never deals in colours.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

STATES: tuple[str, ...] = ("normal", "hover", "selected", "win", "dim", "danger", "offer")
"""Every state ``draw_tile``/``draw_card`` and the items accept."""

ACCENT = QColor(38, 146, 255)
"""Outline of a selected piece: a clear azure that no tile or card face uses."""

GOLD = QColor(255, 196, 46)
"""Glow of the winning piece."""

OFFER = QColor(255, 140, 30)
"""Glow of the discard on offer (the tile a claim would take)."""

DANGER = QColor(226, 38, 38)
"""Edge of a piece that would be dangerous to play."""


@dataclass(frozen=True)
class Look:
    """How one state changes the plain rendering; lengths are fractions of the piece's width."""

    shadow_offset: float
    """How far the shadow falls down and right: a raised piece casts a longer one."""
    shadow_blur: float
    shadow_alpha: float
    veil: QColor | None = None
    """A translucent colour laid over the face (brightening, greying, tinting)."""
    outline: QColor | None = None
    glow: QColor | None = None
    """Light radiating around the piece."""
    glow_size: float = 0.0


LOOKS: dict[str, Look] = {
    "normal": Look(shadow_offset=0.035, shadow_blur=0.06, shadow_alpha=0.42),
    "hover": Look(shadow_offset=0.07, shadow_blur=0.1, shadow_alpha=0.38, veil=QColor(255, 255, 255, 30)),
    "selected": Look(
        shadow_offset=0.09,
        shadow_blur=0.12,
        shadow_alpha=0.36,
        veil=QColor(255, 255, 255, 30),
        outline=ACCENT,
        glow=ACCENT,
        glow_size=0.08,
    ),
    "win": Look(
        shadow_offset=0.05,
        shadow_blur=0.08,
        shadow_alpha=0.3,
        veil=QColor(255, 226, 120, 44),
        outline=GOLD,
        glow=GOLD,
        glow_size=0.17,
    ),
    "dim": Look(shadow_offset=0.025, shadow_blur=0.05, shadow_alpha=0.3, veil=QColor(72, 74, 80, 132)),
    "danger": Look(
        shadow_offset=0.035,
        shadow_blur=0.06,
        shadow_alpha=0.42,
        veil=QColor(226, 38, 38, 20),
        outline=DANGER,
        glow=DANGER,
        glow_size=0.07,
    ),
    "offer": Look(
        shadow_offset=0.07,
        shadow_blur=0.1,
        shadow_alpha=0.38,
        veil=QColor(255, 240, 200, 40),
        outline=OFFER,
        glow=OFFER,
        glow_size=0.15,
    ),
}


def look_of(state: str) -> Look:
    """The look of ``state``; an unknown state is a programming error, reported with the valid ones."""
    try:
        return LOOKS[state]
    except KeyError:
        raise ValueError(f"unknown state {state!r}; expected one of {', '.join(STATES)}") from None
