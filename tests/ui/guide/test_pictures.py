"""Pictures in the guide's documents: the URL notation, and drawings of the right size with something on them."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from fengyu.core.tiles import parse_tiles
from fengyu.ui.guide.pictures import CARD_PICTURE, GAP, TILE_PICTURE, PictureError, picture, render


def test_tiles_in_groups_with_a_wild() -> None:
    shown = picture("tiles:123m_9p9p?wild=9p")
    assert shown.scheme == "tiles"
    assert shown.groups == (tuple(int(t) for t in parse_tiles("123m")), (int(parse_tiles("9p")[0]),) * 2)
    assert shown.wild == int(parse_tiles("9p")[0])
    width, height = TILE_PICTURE
    assert shown.size.width() == pytest.approx(5 * width + GAP + 2 * shown.margin, abs=1)
    assert shown.size.height() == pytest.approx(height + 2 * shown.margin, abs=1)


def test_cards_overlap_like_a_hand() -> None:
    shown = picture("cards:AS,AS_BJ")
    assert shown.groups == ((12, 12), (53,))
    positions = [x for _, x in shown.positions()]
    assert positions[1] - positions[0] < CARD_PICTURE[0]  # overlapping within a group
    assert positions[2] - positions[1] > CARD_PICTURE[0]  # apart between groups


@pytest.mark.parametrize("url", ["tiles:12x", "cards:ZZ", "tiles:", "dice:6", "tiles:123m__4p", "tiles:1m?wild=0q"])
def test_a_bad_picture_is_refused_naming_it(url: str) -> None:
    with pytest.raises(PictureError, match=url.split(":", maxsplit=1)[0]):
        picture(url)


@pytest.mark.parametrize(("url", "ratio"), [("tiles:19m_5z?wild=5z", 1.0), ("cards:10H,BJ,SJ", 2.0)])
def test_a_picture_is_drawn_at_the_screen_ratio(qapp: QApplication, url: str, ratio: float) -> None:
    shown = picture(url)
    image = render(shown, ratio)
    assert image.devicePixelRatio() == ratio
    assert image.width() == pytest.approx(shown.size.width() * ratio, abs=1)
    assert image.height() == pytest.approx(shown.size.height() * ratio, abs=1)
    # Each piece is painted: the middle of every piece is opaque.
    for _, x in shown.positions():
        middle_x = int((x + shown.piece[0] * 0.3) * ratio)
        middle_y = int((shown.margin + shown.piece[1] / 2) * ratio)
        assert image.pixelColor(middle_x, middle_y).alpha() == 255
