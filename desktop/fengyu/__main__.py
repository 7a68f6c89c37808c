"""``python -m fengyu`` is the ``fengyu`` command."""

import multiprocessing

from fengyu.cli import main

# In a frozen app the bots' spawned worker process starts this executable again;
# freeze_support runs the worker there instead of a second copy of the app.
multiprocessing.freeze_support()
raise SystemExit(main())
