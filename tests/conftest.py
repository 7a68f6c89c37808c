"""Test-wide setup.

Qt runs offscreen, so the suite needs no display. Hypothesis runs without
per-example deadlines or the input-speed health check: on a shared 2-core CI
machine, timing says nothing about correctness and only makes tests flaky.

The default profile draws the same examples every run (``derandomize``), so a
red CI always means a change broke something. Looking for new failing examples
is a separate, deliberate run: ``pytest --hypothesis-profile=explore``.

Once a UI test has started background threads, cyclic garbage is collected on
the main thread only (``fengyu.ui.main_thread``); its timer runs only while a
test spins Qt's event loop, so every test's teardown also collects what is due
— after the widgets pytest-qt closed are deleted, so that no collection tears a
live widget's Python half away while Qt still sends it events.
"""

import gc
import os
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile(
    "fengyu", deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True, database=None
)
settings.register_profile("explore", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("fengyu")


@pytest.fixture(autouse=True)
def _collect_due_garbage_on_the_main_thread() -> Iterator[None]:
    yield
    if not gc.isenabled():  # only once the UI took over
        from PySide6.QtCore import QCoreApplication, QEvent

        from fengyu.ui.main_thread import collect_due_garbage

        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        collect_due_garbage()
