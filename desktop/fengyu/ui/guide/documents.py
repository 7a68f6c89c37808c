"""The rules documents the guide shows: one Markdown file per game and language, shipped as package data.

The documents live in this package (``fengyu/ui/guide/rules/``) and nowhere else:
``docs/rules/`` in the repository holds links to them, so the files a reader
opens on the web and the text the app renders are the same bytes. English is
``<game>.md``; another language ``<game>.<language>.md``. A language without
its own file falls back to English.

Pictures are written as Markdown images with the app's own schemes, drawn by
``fengyu.ui.guide.pictures`` when the document is shown:

* ``![alt](tiles:123m_456p)`` — mahjong tiles in the project's tile notation;
  ``_`` leaves a gap, ``?wild=3s`` marks the tiles of that kind as the wild;
* ``![alt](cards:AS,AS,BJ)`` — playing cards, comma-separated; ``_`` leaves a gap.
"""

from __future__ import annotations

from importlib import resources

from fengyu.games.registry import games

GAMES: tuple[str, ...] = tuple(games())
"""The games, each with its rules document (a test checks every registered game has one), in menu order."""

GLOSSARY = "glossary"
"""The glossary's document name (generated from ``glossary.json``, see ``fengyu.ui.guide.glossary``)."""


def file_name(name: str, language: str) -> str:
    """``sichuan.md`` in English, ``sichuan.zh_CN.md`` in Chinese."""
    return f"{name}.md" if language == "en" else f"{name}.{language}.md"


def read_document(name: str, language: str) -> str:
    """The Markdown text of a game's rules (or the glossary) in ``language``, else in English."""
    folder = resources.files("fengyu.ui.guide") / "rules"
    own = folder / file_name(name, language)
    chosen = own if own.is_file() else folder / file_name(name, "en")
    if not chosen.is_file():
        raise ValueError(f"no rules document {name!r}; documents: {[*GAMES, GLOSSARY]}")
    return chosen.read_text(encoding="utf-8")
