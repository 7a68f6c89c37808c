"""``python -m fengyu`` is the ``fengyu`` command."""

import sys

from fengyu.cli import main

if getattr(sys, "frozen", False):
    # In a frozen app the bots' spawned worker process starts this executable again;
    # freeze_support runs the worker there instead of a second copy of the app. (From the
    # source tree it does nothing, so the app's start does not import multiprocessing for it.)
    import multiprocessing

    multiprocessing.freeze_support()
raise SystemExit(main())
