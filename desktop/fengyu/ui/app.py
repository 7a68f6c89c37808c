"""Application start-up: the QApplication, the language, the main window."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QApplication

from fengyu.ui.main_window import MainWindow
from fengyu.ui.translations import Translations, system_language


def create_window(app: QApplication, language: str | None = None) -> MainWindow:
    """Set up translations and build the main window (shared by ``run_app`` and the tests)."""
    app.setApplicationName("Fengyu")
    app.setOrganizationName("Fengyu")
    translations = Translations(app)
    translations.use(language or system_language())
    return MainWindow(translations)


def run_app(argv: Sequence[str]) -> int:
    app = QApplication(list(argv))
    window = create_window(app)
    window.show()
    return app.exec()
