"""Test-wide setup.

Qt runs offscreen, so the suite needs no display. Hypothesis runs without
per-example deadlines or the input-speed health check: on a shared 2-core CI
machine, timing says nothing about correctness and only makes tests flaky.
"""

import os

from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

settings.register_profile("fengyu", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("fengyu")
