"""Background threads hand their work to the window's thread and never let a Qt object go on their own thread."""

from __future__ import annotations

import functools
import gc
import os
import subprocess
import sys
import textwrap
import threading
import weakref
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from pytestqt.qtbot import QtBot

from fengyu.ui import main_thread
from fengyu.ui.scheduler import QtScheduler


class Speaker(QObject):
    said = Signal(str)


def test_posts_run_on_the_window_thread_in_order(qtbot: QtBot) -> None:
    main_thread.install()
    heard: list[tuple[int, str]] = []

    def note(i: int) -> None:
        heard.append((i, threading.current_thread().name))

    def speak() -> None:
        for i in range(200):
            main_thread.post(functools.partial(note, i))

    worker = threading.Thread(target=speak, name="speaker")
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: len(heard) == 200)
    assert [i for i, _ in heard] == list(range(200))
    assert {name for _, name in heard} == {threading.main_thread().name}


def test_a_signal_emitted_by_name_arrives_on_the_window_thread(qtbot: QtBot) -> None:
    main_thread.install()
    speaker = Speaker()
    heard: list[tuple[str, str]] = []
    speaker.said.connect(lambda text: heard.append((text, threading.current_thread().name)))
    threading.Thread(target=lambda: main_thread.emit(speaker, "said", "东风"), name="speaker").start()
    qtbot.waitUntil(lambda: bool(heard))
    assert heard == [("东风", threading.main_thread().name)]


def test_a_call_that_raises_does_not_stop_the_ones_after_it(qtbot: QtBot) -> None:
    main_thread.install()
    heard: list[int] = []

    def fail() -> None:
        raise ValueError("a slot failed")

    with qtbot.capture_exceptions() as raised:
        main_thread.post(fail)
        main_thread.post(lambda: heard.append(1))
        qtbot.waitUntil(lambda: heard == [1])
    assert [type(error) for _, error, _ in raised] == [ValueError]


def test_what_a_thread_held_is_let_go_on_the_window_thread(qtbot: QtBot) -> None:
    """The thread's work holds the last reference to a QObject: it must die on the window's thread."""
    died_on: list[str] = []
    speaker = Speaker()
    weakref.finalize(speaker, lambda: died_on.append(threading.current_thread().name))
    thread = main_thread.start_thread("worker", speaker.objectName)  # the bound method holds the speaker
    del speaker
    thread.join()
    qtbot.waitUntil(lambda: bool(died_on))
    assert died_on == [threading.main_thread().name]


def test_cyclic_garbage_is_collected_on_the_window_thread_not_where_it_is_allocated(qtbot: QtBot) -> None:
    main_thread.install()
    assert not gc.isenabled()
    died_on: list[str] = []
    speaker = Speaker()
    cycle: list[object] = [speaker]  # only a collection frees it
    cycle.append(cycle)
    weakref.finalize(speaker, lambda: died_on.append(threading.current_thread().name))
    del speaker, cycle

    def churn() -> None:  # a bot's worth of allocations: Python's own collector would run here, on this thread
        kept: list[list[object]] = [[] for _ in range(1_000_000)]
        del kept

    worker = threading.Thread(target=churn, name="churn")
    worker.start()
    worker.join()
    assert died_on == []
    qtbot.waitUntil(lambda: bool(died_on), timeout=5000)
    assert died_on == [threading.main_thread().name]


def test_bot_decisions_come_back_on_the_window_thread_and_are_let_go_there(qtbot: QtBot) -> None:
    """The callback of each decision holds a Qt object: none may die on a worker (one did, one run in three,
    while the worker took the callback out of its list itself)."""
    scheduler = QtScheduler()
    answers: list[tuple[object, str]] = []
    died_on: list[str] = []

    def decide(n: int) -> None:
        speaker = Speaker()
        weakref.finalize(speaker, lambda: died_on.append(threading.current_thread().name))

        def done(result: object, held: Speaker = speaker) -> None:
            answers.append((result, threading.current_thread().name))

        scheduler.run_in_worker((lambda: 1 // 0) if n == 0 else (lambda: n), done)  # 0: a failed decision

    for n in range(60):
        decide(n)
    qtbot.waitUntil(lambda: len(answers) == 60 and len(died_on) == 60)
    assert sorted(answers, key=str) == sorted(
        [(None, "MainThread"), *((n, "MainThread") for n in range(1, 60))], key=str
    )
    assert set(died_on) == {threading.main_thread().name}
    scheduler.close()


def test_a_closed_scheduler_delivers_nothing(qtbot: QtBot) -> None:
    scheduler = QtScheduler()
    answers: list[object] = []
    release = threading.Event()
    scheduler.run_in_worker(lambda: release.wait(5), answers.append)
    scheduler.close()
    release.set()
    qtbot.wait(100)
    assert answers == []


def test_links_dropped_while_their_thread_runs_do_not_crash_the_app(tmp_path: Path) -> None:
    """Before the hand-over, a link whose thread outlived every other reference was destroyed on that thread
    while the window's thread still had its queued signals: a segfault within a few dozen links."""
    script = tmp_path / "links.py"
    script.write_text(
        textwrap.dedent(
            """
            import gc, time
            from PySide6.QtWidgets import QApplication
            from fengyu.net.client import Credentials
            from fengyu.ui.net.link import NetLink

            app = QApplication([])
            lost = []
            for _ in range(200):
                link = NetLink(Credentials("ws://127.0.0.1:9", "me", token="spent"))
                link.reconnect_seconds = 0.0
                link.lost.connect(lost.append)
                link.open()
                del link
                end = time.monotonic() + 0.02
                while time.monotonic() < end:
                    app.processEvents()
                gc.collect()
            end = time.monotonic() + 10
            while len(lost) < 200 and time.monotonic() < end:
                app.processEvents()
            print(len(lost))
            """
        ),
        encoding="utf-8",
    )
    desktop = Path(__file__).resolve().parents[2] / "desktop"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(desktop)}
    command = [sys.executable, str(script)]
    done = subprocess.run(command, check=False, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["200"]  # and every link said why it stopped
