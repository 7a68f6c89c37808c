"""Runtime language switching: the app's own .qm files plus Qt's own strings.

The app speaks Simplified Chinese and English; English is the source language
of every string, so English needs no translation file of the app's own.
Chinese is the default when the system locale is Chinese. Switching installs
new translators, and Qt sends every widget a ``LanguageChange`` event, on which
widgets re-read their texts.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

LANGUAGES = ("zh_CN", "en")
"""Language codes the app offers, in menu order."""

QM_DIR = Path(__file__).resolve().parent / "i18n"


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``source`` for translation in ``context`` and return it untranslated (translated when shown).

    PySide6's own marker does the same but is typed as returning ``object``, so every table of marked
    strings would lose its ``str`` type; lupdate finds marked strings by this name, whichever module defines it.
    """
    return source


def system_language() -> str:
    """``zh_CN`` when the system locale is Chinese, else ``en``."""
    return "zh_CN" if QLocale.system().language() == QLocale.Language.Chinese else "en"


class Translations:
    """The installed translators of one application."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._installed: list[QTranslator] = []
        self.language = "en"

    def use(self, language: str) -> None:
        """Switch every window to ``language`` (one of ``LANGUAGES``)."""
        if language not in LANGUAGES:
            raise ValueError(f"unsupported language {language!r}; choose one of {LANGUAGES}")
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed.clear()
        if language != "en":
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            for name, directory in ((f"fengyu_{language}", str(QM_DIR)), (f"qtbase_{language}", qt_dir)):
                translator = QTranslator(self._app)
                if translator.load(name, directory):
                    self._app.installTranslator(translator)
                    self._installed.append(translator)
                elif name.startswith("fengyu"):
                    raise FileNotFoundError(f"translation {name}.qm is missing from {QM_DIR}")
        self.language = language
