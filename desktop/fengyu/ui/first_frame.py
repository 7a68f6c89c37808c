"""``fengyu --first-frame``: open the app as a player would, report when its first frame is painted, quit.

Cold start is measured from outside (``tools/bench_startup.py`` notes the wall
clock before launching the executable and subtracts it from the time printed
here), so the bundle's own unpacking, the interpreter's start and every import
count. "First frame" is the end of the main window's first paint: the moment a
player sees the table's window rather than nothing.
"""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtWidgets import QApplication

from fengyu.ui.app import AfterFirstPaint, create_window


def run_to_first_frame(argv: list[str]) -> int:
    """Start exactly as ``run_app`` does (the player's settings and language), but quit at the first frame."""
    app = QApplication(argv)
    window = create_window(app)

    def report() -> None:
        if sys.stdout is not None:
            print(json.dumps({"first_frame_at": time.time()}), flush=True)
        app.quit()

    AfterFirstPaint(window, report)
    window.show()
    return app.exec()
