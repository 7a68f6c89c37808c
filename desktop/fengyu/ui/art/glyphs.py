"""Characters as vector outlines, fitted into boxes: the lettering of tiles and cards.

Text is turned into ``QPainterPath`` outlines and scaled to a box instead of being
drawn at a point size. Fonts differ between Windows, macOS and Linux in their
metrics, so fitting by ink keeps every glyph the same size on every system, and an
outline stays crisp at any zoom. The CJK lettering comes from a face the app
carries (``lettering.otf``, a subset of Noto Serif CJK SC Bold holding exactly
``LETTERING``; tools/make_lettering_font.py cuts it), so a machine with no CJK font
still engraves its tiles, and every platform engraves the same strokes. Card indices
use system Latin serifs, which every platform has; the families are tried in order.
"""

from __future__ import annotations

import functools
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontDatabase, QPainterPath, QTransform

LETTERING = "一二三四五六七八九萬東南西北中發大王小"
"""Every CJK character the tile and card art engraves; the carried face holds exactly these."""

LETTERING_FAMILY = "Fengyu Lettering"
LETTERING_FILE = Path(__file__).with_name("lettering.otf")

CJK_SERIF: tuple[str, ...] = (
    LETTERING_FAMILY,
    "Noto Serif CJK SC",
    "Source Han Serif SC",
    "Songti SC",
    "STSong",
    "Microsoft YaHei",
    "SimSun",
    "PingFang SC",
    "Noto Sans CJK SC",
)
"""A heavy Song/Ming face reads best on tiles: the carried one first, then system faces for any other text
(YaHei comes before SimSun because SimSun has no real bold)."""

LATIN_SERIF: tuple[str, ...] = ("Times New Roman", "Liberation Serif", "DejaVu Serif", "Noto Serif", "Georgia")
"""Card indices; faces with lining figures come first (Georgia's old-style 3/4/5/7/9 descend)."""

_REFERENCE_PX = 200


@functools.cache
def _load_lettering() -> None:
    """Register the carried face with Qt, once (it needs the application object, so not at import)."""
    if QFontDatabase.addApplicationFont(str(LETTERING_FILE)) < 0:
        raise RuntimeError(f"Qt could not load the tile lettering face {LETTERING_FILE}")


@functools.cache
def _outline(text: str, families: tuple[str, ...], weight: QFont.Weight) -> QPainterPath:
    _load_lettering()
    font = QFont()
    font.setFamilies(list(families))
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(_REFERENCE_PX)
    font.setWeight(weight)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, text)
    return path


def text_path(
    text: str,
    box: QRectF,
    *,
    families: tuple[str, ...] = CJK_SERIF,
    weight: QFont.Weight = QFont.Weight.Bold,
    em: bool = False,
) -> QPainterPath:
    """The outline of ``text`` centred in ``box``, as large as fits.

    By default the ink is fitted (every glyph fills the box). With ``em`` the font's
    em square is fitted instead, so a run of glyphs (一 … 九) shares one size and
    stroke weight and 一 stays a thin bar. Text too wide for the box is narrowed,
    never overflowing.
    """
    outline = _outline(text, families, weight)
    ink = outline.boundingRect()
    if ink.isEmpty():
        return QPainterPath()
    if em:
        scale = box.height() / _REFERENCE_PX
        scale_y = min(scale, box.height() / ink.height())
    else:
        scale = scale_y = box.height() / ink.height()
    scale_x = min(scale, box.width() / ink.width())
    transform = QTransform()
    transform.translate(box.center().x(), box.center().y())
    transform.scale(scale_x, scale_y)
    transform.translate(-ink.center().x(), -ink.center().y())
    return transform.map(outline)
