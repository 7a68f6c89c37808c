"""The app icon drawn in code: every size renders, and the app's windows carry it."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from fengyu.ui.art.app_icon import ICON_SIZES, app_icon, app_icon_image
from tests.ui.conftest import WindowFactory


def test_every_size_renders_a_square_picture_with_a_transparent_surround() -> None:
    for size in ICON_SIZES:
        image = app_icon_image(size)
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
        assert image.pixelColor(0, 0).alpha() == 0


def test_the_window_icon_offers_the_sizes_window_managers_ask_for(make_window: WindowFactory) -> None:
    make_window("en")
    icon = QApplication.windowIcon()
    assert not icon.isNull()
    assert {size.width() for size in icon.availableSizes()} >= {16, 32, 48, 256}
    assert not app_icon().isNull()
