"""Subcommands of ``fengyu`` (one module each: ``register`` adds its parser, ``run`` executes it)."""
