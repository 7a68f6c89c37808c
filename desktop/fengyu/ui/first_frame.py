"""``fengyu --first-frame``: open the app as a player would, report when its first frame is painted, quit.

Cold start is measured from outside (``tools/bench_startup.py`` notes the wall
clock before launching the executable and subtracts it from the times printed
here), so the bundle's own unpacking, the interpreter's start and every import
count. "First frame" is the end of the main window's first paint: the moment a
player sees the home screen rather than nothing. The home screen's records and
its previews' tables are filled in just after that frame; "complete" is when
the previews have painted them, and the app quits then.
"""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtWidgets import QApplication

from fengyu.ui.app import create_window


def run_to_first_frame(argv: list[str]) -> int:
    """Start exactly as ``run_app`` does (the player's settings and language), but quit once the home is complete."""
    app = QApplication(argv)
    window = create_window(app)
    times: dict[str, float] = {}

    def report() -> None:
        times["complete_at"] = time.time()
        if sys.stdout is not None:
            print(json.dumps(times), flush=True)
        app.quit()

    window.first_frame.connect(lambda: times.setdefault("first_frame_at", time.time()))
    window.completed.connect(report)
    window.show()
    return app.exec()
