"""The table: one game in play — its engine, its seats, the match score, autosave.

Headless by contract (no Qt): the desktop app, the LAN host and the tests drive
the same ``Table``. Seats are interchangeable — a local human, a bot, later a
remote player — so single-player and network play share one code path.
"""
