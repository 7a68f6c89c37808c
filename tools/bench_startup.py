"""Cold start to first frame: the app against a bare PySide6 window, launched in turns in the same run.

Each launch notes the wall clock, starts the program and takes the difference
with the time the program prints when its window's first paint has reached
the screen: the bundle's unpacking, the interpreter's start, every import and
the first paint all count. The app is started with ``--first-frame`` (it opens
as a player would, prints that time and the time its home screen was complete,
and quits); the reference is a bare ``QMainWindow`` with one label, started by
the same interpreter and timed the same way — the floor any PySide6 app pays on
this machine. On a shared machine only the ratio is meaningful, so the programs
take turns launch by launch and each figure is the median of its runs; the
first round is the coldest (files not yet in the page cache) and is reported
apart. ``complete_s`` is when the app's home screen had its records and its
previews' tables too (they are filled in just after the first frame).

Every launch gets a fresh, empty settings and data folder: each is a player's
first start, never reading a player's own settings or an earlier run's. The
source tree's bytecode is compiled before the first launch, as installing a
package does (and the bundle carries): otherwise a session that sets
``PYTHONDONTWRITEBYTECODE`` would compile every module of the app at every
launch, while PySide6 and the standard library, installed, load compiled.
Without a display, Qt runs offscreen.

Usage: ``python tools/bench_startup.py [--runs N] [--bundle PATH]`` — the
source tree (``python -m fengyu``) always; the bundle when ``--bundle`` names
its executable or ``dist/Fengyu/Fengyu`` exists.
"""

from __future__ import annotations

import argparse
import compileall
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


def launch(command: list[str], env: dict[str, str]) -> dict[str, float]:
    """Seconds from launching ``command`` to each moment it printed (``first_frame_at``, and ``complete_at``)."""
    with tempfile.TemporaryDirectory(prefix="fengyu-bench-") as home:
        env = {**env, "HOME": home, "XDG_CONFIG_HOME": home, "XDG_DATA_HOME": home, "XDG_CACHE_HOME": home}
        launched = time.time()
        done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, check=True)
    printed = json.loads(done.stdout.strip().splitlines()[-1])
    return {key.removesuffix("_at"): moment - launched for key, moment in printed.items()}


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
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "desktop"), env.get("PYTHONPATH", "")]))
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY") and sys.platform.startswith("linux"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    compileall.compile_dir(ROOT / "desktop" / "fengyu", quiet=1)
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in programs}
    for _ in range(args.runs):
        for name, command in programs.items():
            runs[name].append(launch(command, env))
    seconds = {name: [run["first_frame"] for run in times] for name, times in runs.items()}
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
                **(
                    {"complete_s": round(statistics.median(run["complete"] for run in runs[name]), 3)}
                    if "complete" in runs[name][0]
                    else {}
                ),
            }
            for name, times in seconds.items()
        },
    }
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
