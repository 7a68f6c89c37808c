"""``python -m fengyu`` is the ``fengyu`` command."""

from fengyu.cli import main

raise SystemExit(main())
