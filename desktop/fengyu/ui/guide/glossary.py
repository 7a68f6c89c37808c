"""The glossary of the Chinese terms that stay in the UI, as data (``rules/glossary.json``) and as documents.

The JSON file is the one source: the app reads its entries, and the glossary
documents (``rules/glossary.md``, ``rules/glossary.zh_CN.md``) are written from
it by ``python -m fengyu.ui.guide.glossary`` (a test checks they are current).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from fengyu.ui.guide.documents import GLOSSARY, file_name

GAME_WORDS = {
    "en": {"sichuan": "Sichuan", "paofeng": "Paofeng", "guafeng": "Guafeng"},
    "zh_CN": {"sichuan": "四川", "paofeng": "跑风", "guafeng": "刮风"},
}
_HEAD = {
    "en": (
        "# Glossary of the Chinese terms\n\n"
        "The app keeps these Chinese words in its English texts as well: they are what players say at the "
        "table. Each is given with its pinyin, the games it belongs to, and what it means in this app.\n\n"
        "| Term | Pinyin | Games | Meaning |\n|---|---|---|---|\n"
    ),
    "zh_CN": (
        "# 术语表\n\n程序里保留的中文术语，附拼音、所属游戏和它在本程序中的含义。\n\n"
        "| 术语 | 拼音 | 游戏 | 含义 |\n|---|---|---|---|\n"
    ),
}


@dataclass(frozen=True, slots=True)
class Term:
    """One glossary entry: the Chinese term, its pinyin, the games using it, and its meaning per language."""

    term: str
    pinyin: str
    games: tuple[str, ...]
    meanings: dict[str, str]

    def meaning(self, language: str) -> str:
        return self.meanings.get(language) or self.meanings["en"]


def terms() -> tuple[Term, ...]:
    """The glossary entries, in the file's order."""
    text = (resources.files("fengyu.ui.guide") / "rules" / "glossary.json").read_text(encoding="utf-8")
    return tuple(
        Term(e["term"], e["pinyin"], tuple(e["games"]), {"en": e["en"], "zh_CN": e["zh"]}) for e in json.loads(text)
    )


def markdown(language: str) -> str:
    """The glossary as a Markdown document in ``language`` (``en`` or ``zh_CN``)."""
    words = GAME_WORDS.get(language, GAME_WORDS["en"])
    joiner = "、" if language == "zh_CN" else ", "
    rows = [
        f"| {t.term} | {t.pinyin} | {joiner.join(words[g] for g in t.games)} | {t.meaning(language)} |" for t in terms()
    ]
    return _HEAD.get(language, _HEAD["en"]) + "\n".join(rows) + "\n"


def write(folder: Path) -> list[Path]:
    """Write the glossary documents of every language into ``folder``; returns the files written."""
    written = []
    for language in _HEAD:
        path = folder / file_name(GLOSSARY, language)
        path.write_text(markdown(language), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":  # pragma: no cover - the maintainer's regeneration step
    for path in write(Path(__file__).resolve().parent / "rules"):
        sys.stdout.write(f"wrote {path}\n")
