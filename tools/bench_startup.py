"""Cold start to first frame: the app against a bare PySide6 window, launched in turns in the same run.

Each launch notes the wall clock, starts the program and takes the difference
with the time the program prints when its window's first paint has reached
the screen: the bundle's unpacking, the interpreter's start, every import and
the first paint all count. The app is started with ``--first-frame`` (it opens
as a player would, prints that time and quits); the reference is a bare
``QMainWindow`` with one label, started by the same interpreter and timed the
same way — the floor any PySide6 app pays on this machine. On a shared
machine only the ratio is meaningful, so the programs take turns launch by
launch and each figure is the median of its runs; the first round is the
coldest (files not yet in the page cache) and is reported apart.

Runs use a fresh settings folder, so they never read a player's own. Without a
display, Qt runs offscreen.

Usage: ``python tools/bench_startup.py [--runs N] [--bundle PATH]`` — the
source tree (``python -m fengyu``) always; the bundle when ``--bundle`` names
its executable or ``dist/Fengyu/Fengyu`` exists.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUNDLE = ROOT / "dist" / "Fengyu" / "Fengyu"

BARE_WINDOW = """
import json, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

class Watch(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, report)
        return False

def report():
    print(json.dumps({"first_frame_at": time.time()}), flush=True)
    app.quit()

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("Fengyu"))
window.resize(1180, 800)
watch = Watch()
window.installEventFilter(watch)
window.show()
app.exec()
"""


def first_frame_seconds(command: list[str], env: dict[str, str]) -> float:
    launched = time.time()
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])["first_frame_at"] - launched


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="launches of each program (default 10)")
    parser.add_argument("--bundle", type=Path, help=f"the bundle's executable (default {BUNDLE} when built)")
    args = parser.parse_args()
    programs = {
        "bare_pyside6": [sys.executable, "-c", BARE_WINDOW],
        "source": [sys.executable, "-m", "fengyu", "--first-frame"],
    }
    bundle = args.bundle or (BUNDLE if BUNDLE.exists() else None)
    if bundle is not None:
        programs["bundle"] = [str(bundle), "--first-frame"]
    seconds: dict[str, list[float]] = {name: [] for name in programs}
    with tempfile.TemporaryDirectory(prefix="fengyu-bench-") as home:
        env = {**os.environ, "HOME": home, "XDG_CONFIG_HOME": home, "XDG_DATA_HOME": home}
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "desktop"), env.get("PYTHONPATH", "")]))
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY") and sys.platform.startswith("linux"):
            env["QT_QPA_PLATFORM"] = "offscreen"
        for _ in range(args.runs):
            for name, command in programs.items():
                seconds[name].append(first_frame_seconds(command, env))
    bare = statistics.median(seconds["bare_pyside6"])
    report = {
        "platform": env.get("QT_QPA_PLATFORM", "native"),
        "runs": args.runs,
        "programs": {
            name: {
                "command": ["python", "-c", "<a bare window>"] if name == "bare_pyside6" else programs[name],
                "median_s": round(statistics.median(times), 3),
                "first_run_s": round(times[0], 3),
                "min_s": round(min(times), 3),
                "max_s": round(max(times), 3),
                "vs_bare": round(statistics.median(times) / bare, 2),
            }
            for name, times in seconds.items()
        },
    }
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
