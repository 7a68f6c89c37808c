"""LAN play: a host that owns the ``Table``, clients that only send intents, and discovery.

Headless by contract (no Qt): the desktop app runs the same host and client on a
network thread, the ``fengyu host`` and ``fengyu bot-client`` commands run them
on their own. Every message is a versioned msgspec structure (``protocol``);
nothing is ever unpickled or evaluated.
"""
