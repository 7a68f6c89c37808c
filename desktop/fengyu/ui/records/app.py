"""``fengyu replay FILE`` in a window: the app's language and table colour, the replay window alone."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from fengyu.table.replay_file import HandFile
from fengyu.ui.app import APPLICATION, ORGANIZATION
from fengyu.ui.preferences import Preferences
from fengyu.ui.records.replay_window import ReplayWindow
from fengyu.ui.translations import Translations


def run_replay(
    hand: HandFile, *, seat: int, open_hands: bool, language: str | None, screenshot: Path | None = None
) -> int:
    """Open ``hand`` in the replay window and run until it is closed (with ``screenshot``: save the window
    at its first decision of the viewed seat as a PNG there, and quit)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANIZATION)
    preferences = Preferences()
    translations = Translations(app)
    translations.use(language or preferences.language)
    window = ReplayWindow(hand, seat=seat, open_hands=open_hands, felt=preferences.table_colour)
    window.show()
    if screenshot is not None:

        def save_and_quit() -> None:
            window.next_decision()
            QTimer.singleShot(300, lambda: app.exit(0 if window.grab().save(str(screenshot)) else 1))

        QTimer.singleShot(300, save_and_quit)
    return app.exec()
