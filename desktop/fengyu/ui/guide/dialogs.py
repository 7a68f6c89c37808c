"""The guide's windows: How to Play (each game's rules and the glossary) and the pattern table of a game.

Both show a ``GuideDocument`` in a ``QTextBrowser`` and write it again when the
language changes: the documents are whole texts per language, chosen by
``document_language`` (the translation of a marker string, as Qt marks a
language's layout direction), so the guide follows the app's language switch
like every other window.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices, QTextCursor
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

from fengyu.core.protocol import Json
from fengyu.games.registry import game as game_spec
from fengyu.ui.dialogs.translated import TranslatedDialog
from fengyu.ui.guide.documents import GAMES, GLOSSARY, read_document
from fengyu.ui.guide.glossary import markdown as glossary_markdown
from fengyu.ui.guide.pattern_table import pattern_markdown
from fengyu.ui.guide.rendering import GuideDocument
from fengyu.ui.names import name
from fengyu.ui.translations import LANGUAGES, QT_TRANSLATE_NOOP

LANGUAGE_MARKER = QT_TRANSLATE_NOOP("Guide", "en")
"""Translated into the code of the language whose documents to show (``zh_CN`` in the Chinese translation)."""

SIZE = (980, 720)


def document_language() -> str:
    """The language of the documents to show, following the app's installed translation."""
    language = QCoreApplication.translate("Guide", LANGUAGE_MARKER)
    return language if language in LANGUAGES else "en"


class _DocumentDialog(TranslatedDialog):
    """A page chooser over a document browser; subclasses say what the pages are and write each one."""

    def __init__(self, pages: tuple[str, ...], page: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.pages = pages
        self.page_label = QLabel()
        self.chooser = QComboBox()
        self.chooser.addItems(list(pages))
        self.chooser.currentIndexChanged.connect(lambda _index: self.show_page())
        self.document = GuideDocument(parent=self)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._open_link)
        self.browser.setDocument(self.document)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.page_label)
        top.addWidget(self.chooser, 1)
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(self.browser, 1)
        column.addWidget(buttons)
        self.resize(*SIZE)
        self.chooser.setCurrentIndex(pages.index(page))
        self.retranslate_ui()

    @property
    def page(self) -> str:
        return self.pages[self.chooser.currentIndex()]

    def choose(self, page: str) -> None:
        self.chooser.setCurrentIndex(self.pages.index(page))

    def show_page(self) -> None:
        self.document.show_markdown(self.markdown(self.page, document_language()))
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)

    def markdown(self, page: str, language: str) -> str:
        raise NotImplementedError

    def page_title(self, page: str) -> str:
        return name("game", page)

    def retranslate_ui(self) -> None:
        for index, page in enumerate(self.pages):
            self.chooser.setItemText(index, self.page_title(page))
        self.show_page()

    def _open_link(self, url: QUrl) -> None:
        """A link between documents opens that page; a link out of the app goes to the browser."""
        target = url.path().rsplit("/", 1)[-1].split(".", 1)[0]
        if not url.scheme() and target in self.pages:
            self.choose(target)
        elif url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)


class GuideDialog(_DocumentDialog):
    """How to Play: the rules document of each game, and the glossary, in the current language."""

    def __init__(self, game: str = GAMES[0], parent: QWidget | None = None) -> None:
        super().__init__((*GAMES, GLOSSARY), game, parent)

    def markdown(self, page: str, language: str) -> str:
        return glossary_markdown(language) if page == GLOSSARY else read_document(page, language)

    def page_title(self, page: str) -> str:
        return self.tr("Glossary") if page == GLOSSARY else name("game", page)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("How to Play"))
        self.page_label.setText(self.tr("Show:"))
        super().retranslate_ui()


class PatternTableDialog(_DocumentDialog):
    """The pattern table of each game: under ``rules`` (a match's rules JSON) for ``game``, the defaults for others.

    ``counts`` maps, per game, a pattern code to how often this player made it;
    without it the column shows a dash.
    """

    def __init__(
        self,
        game: str = GAMES[0],
        rules: Json | None = None,
        counts: Mapping[str, Mapping[str, int]] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        self.rules = {g: game_spec(g).rules() for g in GAMES}
        if rules is not None:
            self.rules[game] = game_spec(game).rules.from_json(rules)
        self.counts = counts
        super().__init__(GAMES, game, parent)

    def markdown(self, page: str, language: str) -> str:
        counts = self.counts.get(page, {}) if self.counts is not None else None
        return pattern_markdown(page, self.rules[page], counts)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Pattern Table"))
        self.page_label.setText(self.tr("Game:"))
        super().retranslate_ui()
