"""The carried UI face: every character of every translated string and every name has a glyph in it, and the
app draws its words with it before asking the system for any other font."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QFont, QRawFont, QTextLayout
from PySide6.QtWidgets import QApplication, QLabel

from fengyu.ui import names
from fengyu.ui.translations import Translations
from fengyu.ui.ui_font import UI_FAMILY, UI_FILES, UI_LICENCE, install_ui_font
from tests.ui.conftest import WindowFactory

ROOT = Path(__file__).resolve().parents[2]


def translated_strings() -> Iterator[tuple[str, str]]:
    """(where, text) for every source and translation of the app's Qt Linguist files."""
    for ts in sorted((ROOT / "i18n").glob("*.ts")):
        for context in ElementTree.parse(ts).getroot().iter("context"):
            context_name = context.findtext("name") or ""
            for message in context.iter("message"):
                for tag in ("source", "translation"):
                    text = message.findtext(tag) or ""
                    yield f"{ts.name} {context_name} {tag}", text


def every_name(app: QApplication) -> Iterator[tuple[str, str]]:
    """(where, text) for every name of ``names`` in both languages, tiles and seats included."""
    translations = Translations(app)
    for language in ("en", "zh_CN"):
        translations.use(language)
        for context, key, source in names.entries():
            yield f"{language} {key}", QCoreApplication.translate(context, source)
        for kind in range(34):
            yield f"{language} tile {kind}", names.tile_name(kind)
        for seat in range(4):
            yield f"{language} seat {seat}", names.seat_name(seat, 0)
    translations.use("en")


def missing_glyphs(face: QRawFont, texts: Iterator[tuple[str, str]]) -> list[str]:
    missing = []
    for where, text in texts:
        lacking = sorted({c for c in text if c.isprintable() and c != " " and not face.supportsCharacter(ord(c))})
        if lacking:
            missing.append(f"{where}: {''.join(lacking)!r} in {text[:40]!r}")
    return missing


@pytest.mark.parametrize("path", UI_FILES, ids=lambda p: p.name)
def test_every_translated_string_and_name_has_its_glyphs_in_the_carried_face(qapp: QApplication, path: Path) -> None:
    face = QRawFont(str(path), 20)  # the file itself: no system font can hide a gap
    assert face.isValid()
    assert face.familyName() == UI_FAMILY
    assert missing_glyphs(face, translated_strings()) == []
    assert missing_glyphs(face, every_name(qapp)) == []


def test_the_faces_are_a_regular_and_a_bold_with_their_licence_beside_them(qapp: QApplication) -> None:
    regular, bold = (QRawFont(str(path), 20) for path in UI_FILES)
    assert regular.weight() < QFont.Weight.DemiBold <= bold.weight()
    assert "SIL Open Font License" in UI_LICENCE.read_text(encoding="utf-8")
    assert not regular.supportsCharacter(ord("鬱"))  # a subset, not the whole font


def test_the_app_draws_chinese_with_the_carried_face_before_any_system_font(
    make_window: WindowFactory,
) -> None:
    window = make_window("en")
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    install_ui_font(app)  # a second install changes nothing
    assert app.font().families().count(UI_FAMILY) == 1
    assert app.font().families()[-1] == UI_FAMILY
    label = QLabel("刮风下雨 Wind (钻牌)", window)
    for font in (label.font(), QFont()):  # a widget's font and a scene item's
        layout = QTextLayout("刮风下雨钻牌庄", font)
        layout.beginLayout()
        layout.createLine()
        layout.endLayout()
        families = {run.rawFont().familyName() for run in layout.glyphRuns()}
        assert families == {UI_FAMILY}, families
    latin = QTextLayout("Wind", QFont())
    latin.beginLayout()
    latin.createLine().setPosition(QPointF(0, 0))
    latin.endLayout()
    # Latin words keep the system's own face where it has one.
    assert {run.rawFont().familyName() for run in latin.glyphRuns()} == {app.font().families()[0]}


def test_the_carried_faces_cover_every_character_the_tool_gathers() -> None:
    """``tools/make_ui_font.py --check``: every string literal of the UI, every translation, docs/rules/*.md."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_ui_font.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT / "desktop")},
    )
    assert done.returncode == 0, done.stdout + done.stderr
