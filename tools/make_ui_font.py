"""Cut the face the app writes its words in out of Noto Sans CJK SC (Regular and Bold).

Why: without a Chinese system font every Chinese word of the UI was an empty box. The app
carries ``ui/art/ui-regular.otf`` and ``ui-bold.otf`` (family ``Fengyu UI``), subsets of Noto Sans
CJK SC holding every character the app can show, and registers them as the application font's
fallback (``fengyu.ui.ui_font``). Noto CJK is under the SIL Open Font License 1.1, which allows
subsetting and redistribution with the licence; the subset is renamed (a modified version), and
the licence is written beside it.

The characters are gathered from every source of text, so a rerun after new strings is cheap:
the translations (``i18n/*.ts``, sources and translations), every string literal under
``desktop/fengyu/ui`` (``names.py`` included), the documents and data the UI ships (the guide's rules
and glossary, ``*.md`` and ``*.json`` under ``desktop/fengyu/ui``), the strings of
Qt's own dialogs the app opens (from Qt's ``qtbase_zh_CN.qm``), printable ASCII and Latin-1.

Needs Debian's fonts-noto-cjk (or ``--source-dir`` holding NotoSansCJK-{Regular,Bold}.ttc) and
fontTools (``pip install fonttools``, a maintenance tool, not a dependency of the app).
``--check`` says whether the committed faces cover every gathered character (run it after
adding strings; the tests also check the translations and names glyph by glyph).
"""

from __future__ import annotations

import argparse
import ast
import struct
import sys
import unicodedata
from pathlib import Path
from xml.etree import ElementTree

from fontTools import subset
from fontTools.ttLib import TTFont
from PySide6.QtCore import QLibraryInfo

from fengyu.ui.ui_font import UI_FAMILY, UI_FILES, UI_LICENCE
from noto_subset import covered, ofl_notice, simplified_face

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = Path("/usr/share/fonts/opentype/noto")
SOURCE_FACE = "Noto Sans CJK SC"
WEIGHTS = (("Regular", "NotoSansCJK-Regular.ttc"), ("Bold", "NotoSansCJK-Bold.ttc"))

QT_CONTEXTS = frozenset(
    {
        "QPlatformTheme",
        "QDialogButtonBox",
        "QMessageBox",
        "QLineEdit",
        "QWidgetTextControl",
        "QColorDialog",
        "QAbstractSpinBox",
        "QShortcut",
        "QKeySequenceEdit",
    }
)
"""The contexts of Qt's own words in the widgets the app uses (buttons, edit menus, the colour dialog, keys)."""

BASE = "".join(chr(c) for c in range(0x20, 0x7F)) + "".join(chr(c) for c in range(0xA0, 0x100))
"""Printable ASCII and Latin-1: any player name or number typed in a Western language."""


def ts_texts(path: Path) -> list[str]:
    """Every source and translation of a Qt Linguist file."""
    root = ElementTree.parse(path).getroot()
    return [node.text or "" for node in root.iter() if node.tag in ("source", "translation", "numerusform")]


def literal_texts(path: Path) -> list[str]:
    """Every string literal of a Python module (f-strings' constant parts included)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)]


def qm_translations(path: Path, contexts: frozenset[str]) -> list[str]:
    """The translations of ``contexts`` in a compiled ``.qm`` file (its messages block read tag by tag)."""
    data = path.read_bytes()
    position, found = 16, []  # after the magic number
    while position < len(data):
        tag, length = data[position], struct.unpack_from(">I", data, position + 1)[0]
        block, position = data[position + 5 : position + 5 + length], position + 5 + length
        if tag == 0x69:  # the messages
            found += _messages(block, contexts)
    return found


def _messages(block: bytes, contexts: frozenset[str]) -> list[str]:
    found: list[str] = []
    translations: list[str] = []
    context = ""
    i = 0
    while i < len(block):
        tag = block[i]
        i += 1
        if tag == 1:  # end of a message
            if context in contexts:
                found += translations
            translations, context = [], ""
        elif tag == 3:  # a translation, UTF-16BE
            length = struct.unpack_from(">I", block, i)[0]
            i += 4
            if length != 0xFFFFFFFF:
                translations.append(block[i : i + length].decode("utf-16-be"))
                i += length
        elif tag in (6, 7, 8):  # source, context, comment: 8-bit
            length = struct.unpack_from(">I", block, i)[0]
            value = block[i + 4 : i + 4 + length]
            i += 4 + length
            if tag == 7:
                context = value.decode("utf-8", "replace")
        elif tag == 5:  # obsolete: a 4-byte hash
            i += 4
        else:
            raise ValueError(f"unknown tag {tag} in a .qm messages block")
    return found


def qt_texts() -> list[str]:
    qm = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / "qtbase_zh_CN.qm"
    return qm_translations(qm, QT_CONTEXTS) if qm.exists() else []


def gathered(root: Path = ROOT) -> str:
    """Every character the app can show, sorted (controls and line breaks left out)."""
    texts = [BASE]
    for ts in sorted((root / "i18n").glob("*.ts")):
        texts += ts_texts(ts)
    for module in sorted((root / "desktop" / "fengyu" / "ui").rglob("*.py")):
        texts += literal_texts(module)
    for pattern in ("*.md", "*.json"):  # the package's documents and data: the guide's rules and glossary
        for doc in sorted((root / "desktop" / "fengyu" / "ui").rglob(pattern)):
            texts.append(doc.read_text(encoding="utf-8"))
    texts += qt_texts()
    chars = {c for text in texts for c in text}
    return "".join(sorted(c for c in chars if not unicodedata.category(c).startswith(("C", "Z")) or c == " "))


def cut(face: TTFont, text: str, weight: str) -> TTFont:
    options = subset.Options()
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.layout_features = ["kern", "liga", "vert", "vrt2", "locl"]
    options.hinting = False
    options.desubroutinize = True
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(face)
    # A modified version under the OFL goes by its own name: family, full name, unique id and PostScript name.
    postscript = f"{UI_FAMILY.replace(' ', '')}-{weight}"
    renamed = {
        1: UI_FAMILY,
        2: weight,
        3: f"{postscript};subset of Noto Sans CJK SC {weight}",
        4: f"{UI_FAMILY} {weight}",
        6: postscript,
    }
    names = face["name"]
    for record in list(names.names):
        if record.nameID in (16, 17):  # typographic family/subfamily would bring the source's name back
            names.removeNames(nameID=record.nameID)
        elif record.nameID in renamed:
            names.setName(renamed[record.nameID], record.nameID, record.platformID, record.platEncID, record.langID)
    face["CFF "].cff.fontNames = [postscript]
    face.recalcTimestamp = False  # the same source cuts the same bytes
    return face


def licence(face: TTFont, count: int) -> str:
    files = " and ".join(path.name for path in UI_FILES)
    heading = (
        f"{files} ({UI_FAMILY}) are subsets of Noto Sans CJK SC Regular and Bold,\n"
        f"cut by tools/make_ui_font.py to the {count} characters the app shows."
    )
    return ofl_notice(face, heading)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source-dir", type=Path, default=SOURCE_DIR, help="folder of NotoSansCJK-*.ttc")
    parser.add_argument("--check", action="store_true", help="check the committed faces cover every character")
    args = parser.parse_args(argv)
    text = gathered()
    if args.check:
        failed = 0
        for path in UI_FILES:
            missing = set(text) - covered(path)
            if missing:
                print(f"{path.name}: missing {''.join(sorted(missing))!r}; rerun tools/make_ui_font.py")
                failed = 1
        if not failed:
            print(f"{', '.join(p.name for p in UI_FILES)} cover all {len(text)} characters the app shows")
        return failed
    notice = ""
    for path, (weight, source) in zip(UI_FILES, WEIGHTS, strict=True):
        face = simplified_face(args.source_dir / source, SOURCE_FACE)
        notice = notice or licence(face, len(text))
        cut(face, text, weight).save(path)
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    UI_LICENCE.write_text(notice, encoding="utf-8")
    print(f"wrote {UI_LICENCE.name}: {len(text)} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
