"""How to Play and the pattern tables, opened in both languages: every picture drawn, no text cut off or unprintable.

Screenshots of them are written by ``tests/ui/guide/screenshots.py`` for a person to look at.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from fengyu.games.sichuan.rules import SichuanRules
from fengyu.ui.guide import GuideDialog, PatternTableDialog
from fengyu.ui.guide.dialogs import document_language
from fengyu.ui.guide.documents import GAMES, GLOSSARY, read_document
from fengyu.ui.guide.pictures import picture
from fengyu.ui.translations import Translations
from fengyu.ui.ui_font import install_ui_font

LANGUAGES = ("en", "zh_CN")


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translations = Translations(qapp)
    translations.use(request.param)
    yield request.param
    translations.use("en")


def check_pictures(dialog: GuideDialog | PatternTableDialog, markdown: str) -> None:
    """Every image of the Markdown is in the document, drawn at the screen's ratio, with something on it."""
    document = dialog.document
    urls = document.picture_urls()
    assert len(urls) == markdown.count("!["), "an image of the Markdown was dropped"
    ratio = max(dialog.devicePixelRatioF(), 1.0)
    for url in urls:
        image = document.image(url)
        size = picture(url).size
        assert not image.isNull(), url
        assert (image.width(), image.height()) == (round(size.width() * ratio), round(size.height() * ratio)), url
        shown = picture(url)
        for _, x in shown.positions():  # the middle of every tile or card's visible part is painted
            middle = image.pixelColor(int((x + shown.step / 2) * ratio), int(size.height() * ratio / 2))
            assert middle.alpha() == 255, f"a piece of {url} is blank"


def check_fit(dialog: GuideDialog | PatternTableDialog) -> None:
    """Nothing runs past the window's width (the text wraps, the pictures' columns keep their width)."""
    assert dialog.browser.horizontalScrollBar().maximum() == 0, f"{dialog.page} is wider than its window"


def unprintable(dialog: GuideDialog | PatternTableDialog) -> list[str]:
    """The text of every block where some character is drawn as the empty box (glyph 0), fallback fonts included."""
    document = dialog.document
    document.documentLayout().documentSize()  # lays out every block
    block, runs, missing = document.begin(), 0, []
    while block.isValid():
        for run in block.layout().glyphRuns(0, max(len(block.text()), 1)):
            runs += 1
            if 0 in run.glyphIndexes():
                missing.append(block.text())
        block = block.next()
    assert runs >= 20, "the document was not laid out"
    return missing


def open_page(qtbot: QtBot, dialog: GuideDialog | PatternTableDialog, page: str) -> None:
    dialog.choose(page)
    dialog.show()
    qtbot.waitExposed(dialog)
    QCoreApplication.processEvents()


@pytest.mark.parametrize("page", [*GAMES, GLOSSARY])
def test_each_guide_page_is_drawn_whole_in_each_language(qtbot: QtBot, language: str, page: str) -> None:
    dialog = GuideDialog()
    qtbot.addWidget(dialog)
    open_page(qtbot, dialog, page)
    assert document_language() == language
    markdown = dialog.markdown(page, language)
    if page != GLOSSARY:
        assert markdown == read_document(page, language)
    title = markdown.splitlines()[0].removeprefix("# ")
    assert dialog.document.toPlainText().startswith(title)
    check_pictures(dialog, markdown)
    check_fit(dialog)


@pytest.mark.parametrize("game", GAMES)
def test_each_pattern_table_is_drawn_whole_in_each_language(qtbot: QtBot, language: str, game: str) -> None:
    counts = {"sichuan": {"ping_hu": 7, "gen": 2}, "paofeng": {"pao_feng": 3}, "guafeng": {"take_over": 1}}
    dialog = PatternTableDialog(counts=counts)
    qtbot.addWidget(dialog)
    open_page(qtbot, dialog, game)
    check_pictures(dialog, dialog.markdown(game, language))
    check_fit(dialog)
    text = dialog.document.toPlainText()
    if language == "zh_CN":  # every word is translated: no English left but the item total "S"
        assert not re.findall(r"[A-Za-z]{2,}", text), re.findall(r"[A-Za-z]{2,}", text)[:5]
    if game == "sichuan":
        assert "7" in text


@pytest.mark.parametrize("page", [*GAMES, GLOSSARY, "patterns"])
def test_every_character_has_a_glyph(qtbot: QtBot, qapp: QApplication, language: str, page: str) -> None:
    """With the faces the app carries (as it installs them at start), whatever fonts the machine has."""
    install_ui_font(qapp)
    dialogs = [PatternTableDialog(game) for game in GAMES] if page == "patterns" else [GuideDialog(page)]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        open_page(qtbot, dialog, dialog.page)
        missing = unprintable(dialog)
        assert not missing, f"{dialog.page}: characters without a glyph in {missing[:3]}"


def test_the_table_shows_the_match_rules_and_the_defaults_elsewhere(qtbot: QtBot) -> None:
    dialog = PatternTableDialog("sichuan", {"preset": "competition"})
    qtbot.addWidget(dialog)
    rules = dialog.rules["sichuan"]
    assert isinstance(rules, SichuanRules) and rules.fan_cap == 3
    assert dialog.rules["paofeng"] == dialog.rules["paofeng"].__class__()
    rows = [line for line in dialog.markdown("sichuan", "en").splitlines() if "Full Flush All Pungs" in line]
    assert "3 fan = 24" in rows[0]  # 清对 is 4 fan, capped at 3 by the preset


def test_a_language_switch_rewrites_the_open_guide(qtbot: QtBot, qapp: QApplication) -> None:
    dialog = GuideDialog("paofeng")
    qtbot.addWidget(dialog)
    assert dialog.document.toPlainText().startswith("Paofeng Mahjong")
    translations = Translations(qapp)
    translations.use("zh_CN")
    try:
        qtbot.waitUntil(lambda: dialog.document.toPlainText().startswith("跑风麻将"))
        assert dialog.windowTitle() == "怎么玩"
    finally:
        translations.use("en")
    qtbot.waitUntil(lambda: dialog.document.toPlainText().startswith("Paofeng Mahjong"))


def test_the_link_to_the_glossary_opens_it_in_the_app(qtbot: QtBot) -> None:
    dialog = GuideDialog("sichuan")
    qtbot.addWidget(dialog)
    assert 'href="glossary.md"' in dialog.document.toHtml()
    dialog.browser.anchorClicked.emit(QUrl("glossary.md"))
    assert dialog.page == GLOSSARY
    dialog.choose("guafeng")
    dialog.browser.anchorClicked.emit(QUrl("glossary.zh_CN.md"))  # the Chinese documents' link
    assert dialog.page == GLOSSARY
