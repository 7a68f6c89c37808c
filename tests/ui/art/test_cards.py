"""Card artwork: every card renders at every size, cards are told apart, states show, the cache holds."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmapCache
from PySide6.QtWidgets import QApplication

import fengyu.ui.art.cards as cards_module
from fengyu.core.cards import Card, parse_cards
from fengyu.ui.art import STATES, bleed, draw_card
from tests.ui.art.rendering import EDGE, alphas, alphas_outside, device_rect, differing, render, sharpness

CODES: list[int | None] = [*range(54), None]
SIZES = [(60.0, 84.0, 1.0), (60.0, 84.0, 2.0), (150.0, 210.0, 1.25), (40.0, 56.0, 3.0)]
CLEARLY = 100
"""Channel values two renderings must differ in to count as different pictures (a pip is hundreds)."""


def card_image(card: int | None, width: float = 60, height: float = 84, dpr: float = 1.0, **kwargs: Any) -> QImage:
    return render(lambda p, r: draw_card(p, r, card, **kwargs), width, height, dpr)


@pytest.mark.parametrize(("width", "height", "dpr"), SIZES)
def test_every_card_fills_its_rect_and_fades_out_within_its_bleed(
    qapp: QApplication, width: float, height: float, dpr: float
) -> None:
    pad = bleed(width, height) + EDGE
    body = QRectF(pad, pad, width, height)
    reach = body.adjusted(-pad + EDGE, -pad + EDGE, pad - EDGE, pad - EDGE)
    for card, state in [(k, "normal") for k in CODES] + [(k, s) for k in CODES[::9] for s in STATES]:
        image = card_image(card, width, height, dpr, state=state)
        corner = 0.1 * width  # the rounded corners are left out
        for strip in (body.adjusted(corner, 1, -corner, -1), body.adjusted(1, corner, -1, -corner)):
            inside = alphas(image, device_rect(image, strip))
            assert inside.count(255) == len(inside), f"card {card} is not opaque"
        # Beyond the bleed nothing is painted, and the glow and shadow fade out before its edge (not cut off).
        outside = alphas_outside(image, device_rect(image, reach).adjusted(1, 1, -1, -1))
        assert max(outside) == 0, f"card {card} ({state}) is cut off by bleed() at {width}x{height}@{dpr}"


def test_every_card_has_its_own_face_and_none_looks_like_the_back(qapp: QApplication) -> None:
    images = [card_image(card) for card in CODES]
    for i, first in enumerate(images):
        for j in range(i):
            assert differing(first, images[j]) > CLEARLY, f"{CODES[i]} and {CODES[j]} look alike"


def test_the_two_jokers_differ_in_colour_not_only_in_name(qapp: QApplication) -> None:
    """大王 is printed in colour, 小王 in black and greys."""

    def reds(image: QImage) -> int:
        return sum(
            1
            for y in range(image.height())
            for x in range(image.width())
            if (c := image.pixelColor(x, y)).alpha() == 255 and c.red() > 150 and c.green() < 90 and c.blue() < 90
        )

    assert reds(card_image(Card.BIG_JOKER)) > 100
    assert reds(card_image(Card.SMALL_JOKER)) == 0


def test_a_face_down_card_shows_the_same_back_whatever_it_is(qapp: QApplication) -> None:
    back = card_image(None)
    for card in parse_cards("2S KH BJ"):
        assert differing(card_image(card, face_up=False), back) == 0


@pytest.mark.parametrize("card", [*parse_cards("AS 10H QD SJ"), None])
def test_each_state_looks_different(qapp: QApplication, card: int | None) -> None:
    images = {state: card_image(card, state=state) for state in STATES}
    for i, first in enumerate(STATES):
        for second in STATES[:i]:
            assert differing(images[first], images[second]) > CLEARLY, f"{first} looks like {second}"


def test_bad_arguments_are_refused(qapp: QApplication) -> None:
    with pytest.raises(ValueError, match="state"):
        card_image(3, state="shiny")
    for code in (54, -1):
        with pytest.raises(ValueError, match="no card"):
            card_image(code)


def test_a_look_is_painted_once_then_served_from_the_cache(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    painted: list[tuple[Card | None, str]] = []
    paint = cards_module._paint_card

    def counting(painter: QPainter, rect: QRectF, card: Card | None, state: str) -> None:
        painted.append((card, state))
        paint(painter, rect, card, state)

    monkeypatch.setattr(cards_module, "_paint_card", counting)
    QPixmapCache.clear()
    first = card_image(Card.parse("QH"), state="dim")
    second = card_image(Card.parse("QH"), state="dim")
    assert painted == [(Card.parse("QH"), "dim")]
    assert differing(first, second) == 0
    card_image(Card.parse("QH"), state="dim", width=61)
    assert len(painted) == 2, "a new size is a new look"
    QPixmapCache.clear()
    assert differing(card_image(Card.parse("QH"), state="dim"), first) == 0, "a fresh rendering equals the cached one"


def test_cards_are_rendered_at_device_resolution(qapp: QApplication) -> None:
    QPixmapCache.clear()
    hidpi = card_image(Card.parse("9D"), dpr=2.0)
    upscaled = card_image(Card.parse("9D")).scaled(
        hidpi.size(), Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    assert sharpness(hidpi) > 1.4 * sharpness(upscaled)
