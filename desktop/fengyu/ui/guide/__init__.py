"""How to play and the pattern tables: each game's rules document, the glossary and 番型表, drawn with the app's art.

``GuideDialog`` shows the rules documents (``fengyu.ui.guide.documents``) and the
glossary; ``PatternTableDialog`` the pattern table of each game under given rules
(``fengyu.ui.guide.patterns``); ``offer_guide`` offers the guide once, at the
first game of each kind.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from fengyu.ui.guide.dialogs import GuideDialog, PatternTableDialog
from fengyu.ui.messages import ask
from fengyu.ui.names import name
from fengyu.ui.preferences import Preferences

__all__ = ["GuideDialog", "PatternTableDialog", "offer_guide"]


def offer_guide(parent: QWidget, preferences: Preferences, game: str, show: Callable[[], object]) -> QMessageBox | None:
    """At the first game of ``game``, ask once whether to read how to play it (``show`` opens the guide)."""
    if preferences.guide_offered(game):
        return None
    preferences.set_guide_offered(game)
    question = QCoreApplication.translate("Guide", "Your first game of {game}: would you like to read how to play it?")
    return ask(
        parent, QCoreApplication.translate("Guide", "How to Play"), question.format(game=name("game", game)), show
    )
