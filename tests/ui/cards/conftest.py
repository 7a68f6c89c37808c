"""Windows for the card table's tests, left in English whatever a test did (the translator is app-wide)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from fengyu.ui.main_window import MainWindow
from tests.ui.conftest import WindowFactory


@pytest.fixture
def window_factory(make_window: WindowFactory) -> Iterator[WindowFactory]:
    made: list[MainWindow] = []

    def make(language: str = "en", speed: str = "instant") -> MainWindow:
        window = make_window(language, speed)
        made.append(window)
        return window

    yield make
    for window in made:
        window.set_language("en")
