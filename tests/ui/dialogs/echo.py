"""A translator that marks every string it translates, to see which texts go through Qt and when."""

from __future__ import annotations

from PySide6.QtCore import QTranslator


class EchoTranslator(QTranslator):
    """Translates every string of ``contexts`` (all contexts if None) into ``«source»``."""

    def __init__(self, contexts: set[str] | None = None) -> None:
        super().__init__()
        self.contexts = contexts

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return f"«{source}»" if self.contexts is None or context in self.contexts else ""

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False
