"""What the two font-cutting tools share: the Simplified Chinese face of a Noto CJK collection, the
OFL notice a redistributed subset carries, and the characters a committed face covers.

Both faces the app carries (``make_lettering_font.py``, ``make_ui_font.py``) are subsets of Debian's
fonts-noto-cjk, under the SIL Open Font License 1.1.
"""

from __future__ import annotations

from pathlib import Path

from fontTools.ttLib import TTCollection, TTFont

OFL_SOURCE = Path("/usr/share/doc/fonts-noto-cjk/copyright")


def simplified_face(source: Path, name: str) -> TTFont:
    """The face called ``name`` (the Simplified Chinese one: its glyph forms are the ones Chinese players read)."""
    if not source.exists():
        raise SystemExit(f"{source} is missing: apt-get install fonts-noto-cjk")
    for face in TTCollection(source).fonts:
        if face["name"].getDebugName(1) == name:
            return face
    raise SystemExit(f"{source} holds no {name} face")


def ofl_notice(face: TTFont, heading: str) -> str:
    """``heading``, the source's copyright line and the full OFL text, as the licence asks of a subset."""
    lines = OFL_SOURCE.read_text(encoding="utf-8").splitlines()
    # The licence's own paragraph starts with its name (the Files paragraphs only refer to it).
    start = next(i for i, line in enumerate(lines) if line == "License: SIL-1.1" and lines[i - 1] == "")
    end = lines.index("", start)  # a Debian copyright paragraph ends at an empty line; " ." is a blank one
    body = "\n".join("" if line == " ." else line.removeprefix(" ") for line in lines[start + 1 : end])
    return (
        f"{heading}\n\n"
        f"{face['name'].getDebugName(0)}\n\n"
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n\n"
        f"{body.strip()}\n"
    )


def covered(path: Path) -> set[str]:
    """The characters the face at ``path`` has a glyph for."""
    return {chr(code) for code in TTFont(path).getBestCmap()}
