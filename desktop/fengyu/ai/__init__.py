"""Bots: they read one seat's view and its legal actions and return one action.

The protocol (``fengyu.ai.protocol.Bot``) is all a bot needs, so a bot written
outside the project can sit at the table: the arena loads one by
``module:Class``. Bots are plain picklable objects with their own random
source, so a table can run them off the UI thread or in a worker process.
"""
