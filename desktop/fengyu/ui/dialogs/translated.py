"""``TranslatedDialog``: a dialog that re-reads its words when the language is switched.

Switching the language makes Qt send every widget a ``LanguageChange`` event
(``fengyu.ui.translations``); each dialog writes its texts in one place,
``retranslate_ui``, and this base calls it on that event.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog


class TranslatedDialog(QDialog):
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Write every text of the dialog in the current language."""
        raise NotImplementedError
