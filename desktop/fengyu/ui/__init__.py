"""The desktop app (PySide6): the only layer that imports Qt."""
