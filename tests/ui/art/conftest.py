"""Fixtures of the artwork tests."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.art.table import Table


@pytest.fixture
def table(qtbot: QtBot) -> Table:
    return Table(qtbot)
