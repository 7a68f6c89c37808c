"""The carried lettering face: it loads, it holds exactly the characters the art engraves, and it is used."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QRawFont
from PySide6.QtWidgets import QApplication

from fengyu.ui.art.glyphs import CJK_SERIF, LETTERING, LETTERING_FAMILY, LETTERING_FILE, text_path


def carried_face() -> QRawFont:
    face = QRawFont(str(LETTERING_FILE), 100)
    assert face.isValid(), f"{LETTERING_FILE} is not a font Qt can read"
    return face


def test_the_carried_face_holds_exactly_the_lettering(qapp: QApplication) -> None:
    face = carried_face()
    assert face.familyName() == LETTERING_FAMILY
    assert face.weight() >= QFont.Weight.Bold
    assert [c for c in LETTERING if not face.supportsCharacter(ord(c))] == []
    assert not any(face.supportsCharacter(ord(c)) for c in "条筒索梅兰竹菊春夏秋冬")  # a subset, not a whole font


def test_every_character_of_the_lettering_comes_out_as_its_own_outline(qapp: QApplication) -> None:
    box = QRectF(0, 0, 80, 100)
    outlines = {c: text_path(c, box) for c in LETTERING}
    assert all(not path.isEmpty() for path in outlines.values())
    # No two characters give the same outline (a face missing them would give one box for all).
    for i, first in enumerate(LETTERING):
        for second in LETTERING[:i]:
            assert outlines[first] != outlines[second], f"{first} and {second} come out alike"


def test_lettering_is_drawn_with_the_carried_face_first(qapp: QApplication) -> None:
    """Whatever CJK fonts a machine has, the carried face is asked for first, so tiles look alike everywhere."""
    assert CJK_SERIF[0] == LETTERING_FAMILY
    text_path("中", QRectF(0, 0, 10, 10))  # loads the face
    font = QFont()
    font.setFamilies([LETTERING_FAMILY])
    font.setWeight(QFont.Weight.Bold)
    assert QRawFont.fromFont(font).familyName() == LETTERING_FAMILY
