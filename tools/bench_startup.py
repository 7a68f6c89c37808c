"""Time from launching the app to its first frame, over several launches (the "≤ 2 s cold start" target).

Each run notes the wall clock, starts ``EXECUTABLE --first-frame`` (the app opens as
a player would and prints the time its window was first painted, then quits) and
takes the difference: the bundle's unpacking, the interpreter's start, every import
and the first paint all count. Runs use a fresh settings folder, so they never read
a player's own. The first run is reported apart: it is the coldest (files not yet
in the page cache); the median is over all runs.

Usage: ``python tools/bench_startup.py [--runs N] [-- COMMAND ...]``
(default ``dist/Fengyu/Fengyu``; e.g. ``.venv/bin/fengyu`` for the source tree).
Without a display, Qt runs offscreen.
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


def first_frame_seconds(command: list[str], env: dict[str, str]) -> float:
    launched = time.time()
    done = subprocess.run([*command, "--first-frame"], capture_output=True, text=True, env=env, timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])["first_frame_at"] - launched


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("command", nargs="*", default=[str(ROOT / "dist" / "Fengyu" / "Fengyu")])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="fengyu-bench-") as home:
        env = {**os.environ, "HOME": home, "XDG_CONFIG_HOME": home, "XDG_DATA_HOME": home}
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY") and sys.platform.startswith("linux"):
            env["QT_QPA_PLATFORM"] = "offscreen"
        seconds = [first_frame_seconds(args.command, env) for _ in range(args.runs)]
    print(
        json.dumps(
            {
                "command": args.command,
                "platform": env.get("QT_QPA_PLATFORM", "native"),
                "runs": args.runs,
                "first_run_s": round(seconds[0], 3),
                "median_s": round(statistics.median(seconds), 3),
                "min_s": round(min(seconds), 3),
                "max_s": round(max(seconds), 3),
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
