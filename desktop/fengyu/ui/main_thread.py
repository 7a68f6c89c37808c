"""Hand work from background threads to the window's thread without calling Qt off it.

The LAN link, the hosted table, the table finder and the bots' workers run on
Python threads. None of them may touch a Qt object: a signal emitted on a
thread races the object's deletion on the window's thread, and a QObject whose
last Python reference goes away on a background thread is destroyed there
while the window's thread may still hold events for it — the segfault that
crashed one LAN test run in three. So a background thread only ``post``s a
plain callable (or ``emit``s by the signal's name); a byte on a socket pair wakes the window's thread (no Qt call
on the sending side), which runs the callables in the order they came.

``start_thread`` runs a thread whose work may hold QObjects: when the work ends,
the window's thread joins the thread before it lets the work go, so the last
reference to anything the work held is dropped on the window's thread.

For the same reason cyclic garbage is collected on the window's thread only:
Python's collector runs on whichever thread happens to allocate, so a bot or
the network thread would otherwise destroy a closed window's Python-owned Qt
objects (a link, a dialog's helpers) on their thread. Once background threads
may run (``install``), automatic collection is off and a timer on the window's
thread collects instead.
"""

from __future__ import annotations

import collections
import contextlib
import gc
import socket
import threading
from collections.abc import Callable
from functools import partial

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QTimer

COLLECT_EVERY_MS = 200
"""How often the window's thread collects the youngest generation (older ones by Python's own thresholds)."""


class _Waker(QObject):
    """The window's thread's end of the hand-over: a queue of callables and the socket that says it has some."""

    def __init__(self, parent: QObject | None) -> None:
        super().__init__(parent)
        self._calls: collections.deque[Callable[[], object]] = collections.deque()
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._run_posted)

    def post(self, call: Callable[[], object]) -> None:
        self._calls.append(call)
        with contextlib.suppress(OSError):  # full: a wake is already pending; closed: the app is quitting
            self._writer.send(b"\0")

    def _run_posted(self, *_signal: object) -> None:
        with contextlib.suppress(BlockingIOError):
            while self._reader.recv(4096):
                pass
        try:
            while self._calls:
                self._calls.popleft()()
        finally:
            if self._calls:  # a callable raised: the rest still run, on the next turn of the event loop
                self.post(lambda: None)


class _Collector(QObject):
    """Collects cyclic garbage on the window's thread, instead of on whichever thread allocates."""

    def __init__(self, parent: QObject | None) -> None:
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(collect_due_garbage)
        self._timer.start(COLLECT_EVERY_MS)


def collect_due_garbage() -> None:
    """Collect the youngest generation, and an older one when Python would have (call on the window's
    thread; the timer does, and so do test harnesses between tests).

    The youngest is collected every time: with automatic collection off, its count only says how many more
    objects were made than freed since the last look, so a burst that came and went would never show.
    """
    counts, thresholds = gc.get_count(), gc.get_threshold()
    generation = next((g for g in (2, 1) if thresholds[g] and counts[g] > thresholds[g]), 0)
    gc.collect(generation)


_waker: _Waker | None = None
_collector: _Collector | None = None


def install() -> None:
    """Make ready to receive posts and take over garbage collection; call on the window's thread before
    starting a background thread."""
    global _waker, _collector  # noqa: PLW0603 - one hand-over per process, like the application itself
    if threading.current_thread() is not threading.main_thread():
        raise RuntimeError("the hand-over to the window's thread is installed from that thread")
    if _waker is None or not shiboken6.isValid(_waker):
        _waker = _Waker(QCoreApplication.instance())
    if _collector is None or not shiboken6.isValid(_collector):
        _collector = _Collector(QCoreApplication.instance())


def post(call: Callable[[], object]) -> None:
    """Run ``call`` on the window's thread, after the calls posted before it (safe from any thread)."""
    if _waker is None:
        raise RuntimeError("main_thread.install() was not called before a background thread posted")
    _waker.post(call)


def emit(sender: QObject, signal: str, *args: object) -> None:
    """Emit ``sender``'s signal named ``signal`` with ``args`` on the window's thread (safe from any thread:
    even the signal's lookup happens there)."""
    post(partial(_emit_now, sender, signal, args))


def _emit_now(sender: QObject, signal: str, args: tuple[object, ...]) -> None:
    getattr(sender, signal).emit(*args)


def start_thread(name: str, work: Callable[[], object]) -> threading.Thread:
    """Run ``work`` on a daemon thread named ``name``; when it ends, the window's thread joins the thread and
    only then drops ``work`` and what it holds."""
    install()

    def run() -> None:
        try:
            work()
        finally:
            post(lambda: _release(thread, work))

    thread = threading.Thread(target=run, name=name, daemon=True)
    thread.start()
    return thread


def _release(thread: threading.Thread, _work: object) -> None:
    """Wait for ``thread`` to be gone (it has posted this as its last act). ``_work`` is the thread's work, passed
    only to be held here until then: the thread's own references are gone once it is, so the last is dropped on
    this thread when this call returns."""
    thread.join()
