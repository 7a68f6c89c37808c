"""Cut the lettering face the tile and card art ships with out of Noto Serif CJK SC Bold.

Why: the characters engraved on tiles (一 … 九, 萬, the winds and dragons) and on the
jokers (大王, 小王) came from whatever CJK font the system had. A machine without one
(a fresh Linux install, a CI runner) drew blank tiles. The app now carries a subset
of Noto Serif CJK SC Bold holding exactly ``glyphs.LETTERING`` (a few kilobytes), so
every platform engraves the same strokes. Noto CJK is under the SIL Open Font
License 1.1, which allows subsetting and redistribution with the licence; the subset
is renamed (a modified version), and the licence is written beside it.

Needs Debian's fonts-noto-cjk (or ``--source`` pointing at NotoSerifCJK-Bold.ttc) and
fontTools (``pip install fonttools``, a maintenance tool, not a dependency of the app).
``--check`` compares the committed face's character set with ``glyphs.LETTERING``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

from fengyu.ui.art.glyphs import LETTERING, LETTERING_FAMILY, LETTERING_FILE
from noto_subset import covered, ofl_notice, simplified_face

SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc")
SOURCE_FACE = "Noto Serif CJK SC"
LICENCE_FILE = LETTERING_FILE.with_name("lettering-LICENSE.txt")


def cut(face: TTFont) -> TTFont:
    options = subset.Options()
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.layout_features = []
    options.hinting = False
    options.desubroutinize = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=LETTERING)
    subsetter.subset(face)
    # A modified version under the OFL goes by its own name: family, full name, unique id and PostScript name.
    postscript = LETTERING_FAMILY.replace(" ", "") + "-Bold"
    renamed = {
        1: LETTERING_FAMILY,
        3: f"{postscript};subset of Noto Serif CJK SC Bold",
        4: f"{LETTERING_FAMILY} Bold",
        6: postscript,
    }
    names = face["name"]
    for record in list(names.names):
        if record.nameID in renamed:
            names.setName(renamed[record.nameID], record.nameID, record.platformID, record.platEncID, record.langID)
    face["CFF "].cff.fontNames = [postscript]
    face.recalcTimestamp = False  # the same source cuts the same bytes
    return face


def licence(face: TTFont) -> str:
    heading = (
        f"{LETTERING_FILE.name} ({LETTERING_FAMILY}) is a subset of Noto Serif CJK SC Bold,\n"
        f"cut by tools/make_lettering_font.py to the characters {LETTERING}."
    )
    return ofl_notice(face, heading)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE, help="NotoSerifCJK-Bold.ttc")
    parser.add_argument("--check", action="store_true", help="compare the committed face with glyphs.LETTERING")
    args = parser.parse_args(argv)
    if args.check:
        missing, extra = set(LETTERING) - covered(LETTERING_FILE), covered(LETTERING_FILE) - set(LETTERING)
        if missing or extra:
            print(f"{LETTERING_FILE.name}: missing {''.join(sorted(missing))!r}, extra {''.join(sorted(extra))!r}")
            return 1
        print(f"{LETTERING_FILE.name} holds exactly glyphs.LETTERING")
        return 0
    face = simplified_face(args.source, SOURCE_FACE)
    text = licence(face)
    cut(face).save(LETTERING_FILE)
    LICENCE_FILE.write_text(text, encoding="utf-8")
    print(f"wrote {LETTERING_FILE} ({LETTERING_FILE.stat().st_size} bytes) and {LICENCE_FILE.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
