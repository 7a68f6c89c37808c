"""Message boxes that never block: the table keeps animating and tests keep running while one is open.

Qt's static ``QMessageBox.question`` runs a nested event loop until answered;
these open the box window-modally and call back instead.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget


def ask(parent: QWidget, title: str, question: str, on_yes: Callable[[], object]) -> QMessageBox:
    """A Yes/No question (No is the default); ``on_yes`` runs only if the player answers Yes."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        title,
        question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    box.setDefaultButton(QMessageBox.StandardButton.No)

    def answered(button: QAbstractButton) -> None:
        if box.standardButton(button) == QMessageBox.StandardButton.Yes:
            on_yes()

    box.buttonClicked.connect(answered)
    box.open()
    return box


def tell(parent: QWidget, title: str, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Information) -> QMessageBox:
    """An information (or warning) box with OK."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.open()
    return box
