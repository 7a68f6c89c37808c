"""LAN play in the window: the network thread, the remote seat session, the host/join/lobby dialogs."""
