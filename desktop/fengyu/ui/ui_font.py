"""The face the app writes its words in, carried with it: every character it can show has a glyph.

Why: a machine without a Chinese system font (many Linux desktops, CI runners) drew the Chinese
UI — and the Chinese glosses of the English one ("Wild (钻牌)") — as empty boxes. The app carries
``ui-regular.otf`` and ``ui-bold.otf``, subsets of Noto Sans CJK SC under the SIL Open Font
License cut by tools/make_ui_font.py to every character of the app's texts in both languages,
and registers them as the fallback of the application font: the system's own face still draws
what it can (Latin text keeps the platform's look), and any character it lacks comes from the
carried face before Qt asks the system for anything else. Widgets, style sheets and scene items
(``QFont()`` starts from the application font) all take it.
"""

from __future__ import annotations

import functools
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo
from PySide6.QtWidgets import QApplication

UI_FAMILY = "Fengyu UI"
"""The family name the carried face goes by (renamed from Noto Sans CJK SC, as the OFL asks of a modified face)."""

_ART = Path(__file__).resolve().parent / "art"
UI_FILES = (_ART / "ui-regular.otf", _ART / "ui-bold.otf")
UI_LICENCE = _ART / "ui-LICENSE.txt"


@functools.cache
def load_ui_faces() -> None:
    """Register the carried faces with Qt, once (it needs the application object, so not at import)."""
    for path in UI_FILES:
        if QFontDatabase.addApplicationFont(str(path)) < 0:
            raise RuntimeError(f"Qt could not load the UI face {path}")


def with_ui_fallback(font: QFont) -> QFont:
    """``font`` with the carried face right after the family it resolves to (a copy; once only).

    The resolved family is named, not the font's own: a generic name ("Sans Serif") that is no installed
    family would be skipped, and the carried face would draw the Latin text too.
    """
    resolved = QFontInfo(font).family()
    families = [family for family in (resolved, *font.families()) if family != UI_FAMILY][:1]
    result = QFont(font)
    result.setFamilies([*families, UI_FAMILY])
    return result


def install_ui_font(app: QApplication) -> None:
    """Make the carried face the fallback of every widget and scene item of ``app``, in every language."""
    load_ui_faces()
    font = with_ui_fallback(app.font())
    app.setFont(font)
    # Fonts named by family elsewhere (a style sheet, a bare QFont("…")) fall back to it too.
    for family in {*font.families()[:-1], "Sans Serif", "sans-serif", "Serif", "Monospace"}:
        if UI_FAMILY not in QFont.substitutes(family):
            QFont.insertSubstitution(family, UI_FAMILY)
