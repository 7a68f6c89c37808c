"""The card table's geometry at the sizes players use: nothing overlaps, everything is inside the window."""

from __future__ import annotations

import itertools

import pytest

from fengyu.ui.cards.layout import CARD_ASPECT, MAX_HAND, CardLayout, Place
from fengyu.ui.table_common.geometry import Rect, caption_reach

SIZES = [(1280, 820), (900, 640), (1180, 800), (1920, 1080)]


def card_rect(place: Place) -> Rect:
    w, h = place.width, place.height
    if place.rotation % 180:
        w, h = h, w
    return Rect(place.x - w / 2, place.y - h / 2, w, h)


def union(places: list[Place]) -> Rect:
    rects = [card_rect(p) for p in places]
    x0, y0 = min(r.x for r in rects), min(r.y for r in rects)
    x1, y1 = max(r.x + r.width for r in rects), max(r.y + r.height for r in rects)
    return Rect(x0, y0, x1 - x0, y1 - y0)


def overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.x + b.width and b.x < a.x + a.width and a.y < b.y + b.height and b.y < a.y + a.height


def inside(rect: Rect, layout: CardLayout) -> bool:
    return rect.x >= 0 and rect.y >= 0 and rect.x + rect.width <= layout.width and rect.y + rect.height <= layout.height


def regions(layout: CardLayout) -> dict[str, Rect]:
    """Everything that stays on the table during play, at its largest."""
    found = {
        "hand": union(layout.my_hand(MAX_HAND)),
        "info": layout.info_rect(),
        "kitty": union(layout.kitty_places(4)),
        "buttons": layout.action_rect(),
        "hints": layout.hint_rect(),
    }
    x, y = layout.kitty_label_anchor()
    found["kitty_label"] = Rect(x, y - layout.mine * 0.12, layout.mine * 0.8, layout.mine * 0.24)  # "Kitty", "底牌"
    for side in range(4):
        found[f"plate{side}"] = layout.plate_rect(side)
        found[f"pile{side}"] = union(layout.pile_places(side, 40))
        found[f"trick{side}"] = union(layout.played_cards(side, 4))
        if side:
            found[f"fan{side}"] = union(layout.other_hand(side, MAX_HAND))
    return found


ALLOWED = {
    frozenset({"hand", "buttons"}),  # the buttons sit over the raised part of the hand's band, never over cards at rest
    frozenset({"hints", "buttons"}),
}


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_nothing_overlaps_and_everything_is_inside(width: int, height: int) -> None:
    layout = CardLayout(width, height)
    found = regions(layout)
    for name, rect in found.items():
        assert inside(rect, layout), f"{name} leaves the window: {rect}"
    for (a, ra), (b, rb) in itertools.combinations(found.items(), 2):
        if frozenset({a, b}) in ALLOWED or ("hints" in (a, b) and {a, b} & {"plate1", "pile1"}):
            continue
        assert not overlap(ra, rb), f"{a} {ra} overlaps {b} {rb}"


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_card_of_a_full_hand_shows_its_corner(width: int, height: int) -> None:
    places = CardLayout(width, height).my_hand(MAX_HAND, {5, 12, 20})
    steps = [b.x - a.x for a, b in itertools.pairwise(places)]
    assert min(steps) >= places[0].width * 0.2  # the rank and suit in the corner stay readable
    assert places[0].height == pytest.approx(places[0].width * CARD_ASPECT)


def test_the_buttons_leave_the_cards_at_rest_uncovered() -> None:
    layout = CardLayout(1280, 820)
    hand_top = min(p.y - p.height / 2 for p in layout.my_hand(26))
    buttons = layout.action_rect()
    assert buttons.y + buttons.height <= hand_top


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("ems", [1, 2, 3])
def test_points_won_are_called_out_beside_the_plate_never_over_one(width: int, height: int, ems: int) -> None:
    """ "+25" (and longer) in letters 0.4 × mine high, popping in and rising as far as its size: never over any
    seat's plate, never off the table."""
    layout = CardLayout(width, height)
    pixels = layout.mine * 0.4
    w, h, rise = ems * pixels + 16, pixels * 1.2 + 16, pixels
    for side in range(4):
        x, y = layout.score_center(side, w, h, rise)
        caption = caption_reach(x, y, w, h, rise)
        assert inside(caption, layout), f"side {side}: {caption}"
        for other in range(4):
            assert not overlap(caption, layout.plate_rect(other)), f"side {side}: {caption} covers plate {other}"


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_full_hand_keeps_a_gap_between_side_suits_and_trumps(width: int, height: int) -> None:
    places = CardLayout(width, height).my_hand(MAX_HAND, {5, 12, 20}, trumps_from=20)
    steps = [b.x - a.x for a, b in itertools.pairwise(places)]
    usual = steps[0]
    assert steps[19] >= usual + places[0].width * 0.25  # the trumps stand apart, however full the hand
    assert places[-1].x + places[-1].width / 2 <= width  # and the hand still fits
    assert min(steps) >= places[0].width * 0.2


OPEN_SIZES = [(800, 560), (800, 460), (1100, 640), (1920, 1080), (1920, 980)]
"""Replay boards: the replay window's table at its smallest and largest (the window's bars take some height)."""


@pytest.mark.parametrize(("width", "height"), OPEN_SIZES)
def test_open_hands_fit_their_seat_s_band_and_show_every_corner(width: int, height: int) -> None:
    layout = CardLayout(width, height)
    found = {name: rect for name, rect in regions(layout).items() if not name.startswith("fan")}
    for side in (1, 2, 3):
        places = layout.open_hand(side, MAX_HAND)
        rect = union(places)
        assert inside(rect, layout), f"open hand {side} leaves the window: {rect}"
        for name, other in found.items():
            assert not overlap(rect, other), f"open hand {side} {rect} overlaps {name} {other}"
        assert all(p.rotation == 0 for p in places)  # upright: read from the player's chair
        for a, b in itertools.pairwise(places):
            if b.y == a.y:  # the same row: the card on the right leaves the corner on the left uncovered
                assert b.x - a.x >= a.width * 0.2
            else:  # a new row: the row above keeps its corners' index (rank and suit) in view
                assert b.y - a.y >= a.height * 0.3
    for first, second in itertools.combinations((1, 2, 3), 2):
        assert not overlap(union(layout.open_hand(first, MAX_HAND)), union(layout.open_hand(second, MAX_HAND)))
