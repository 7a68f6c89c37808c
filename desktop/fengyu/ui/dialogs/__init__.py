"""The shell's dialogs: rules (generated from a game's ``Rules`` metadata), new game, settlement and history."""
