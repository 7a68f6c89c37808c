"""The main window: menus and the welcome page (the game tables arrive with later issues)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

from fengyu import __version__
from fengyu.ui.translations import LANGUAGES, Translations

LANGUAGE_NAMES = {"zh_CN": "中文", "en": "English"}
"""Each language is named in itself, so a user can always find their own."""


class MainWindow(QMainWindow):
    def __init__(self, translations: Translations) -> None:
        super().__init__()
        self._translations = translations
        self.resize(1100, 760)
        self.welcome = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.welcome.setWordWrap(True)
        self.setCentralWidget(self.welcome)

        self.game_menu = self.menuBar().addMenu("")
        self.quit_action = QAction(self, shortcut="Ctrl+Q", triggered=self.close)
        self.game_menu.addAction(self.quit_action)

        self.language_menu = self.menuBar().addMenu("")
        group = QActionGroup(self, exclusive=True)
        self.language_actions: dict[str, QAction] = {}
        for code in LANGUAGES:
            action = QAction(LANGUAGE_NAMES[code], self, checkable=True)
            action.triggered.connect(lambda _checked=False, c=code: self._translations.use(c))
            group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action

        self.help_menu = self.menuBar().addMenu("")
        self.about_action = QAction(self, triggered=self.show_about)
        self.help_menu.addAction(self.about_action)
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Fengyu"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.quit_action.setText(self.tr("&Quit"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About Fengyu"))
        self.language_actions[self._translations.language].setChecked(True)
        self.welcome.setText(self.tr("Wind and rain at one table: Sichuan mahjong, Paofeng mahjong and Guafeng."))

    def show_about(self) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("About Fengyu"),
            self.tr("Fengyu {version}: three games of wind and rain, against AI opponents or friends.").format(
                version=__version__
            ),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.open()
        return box
