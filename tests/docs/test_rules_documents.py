"""The rules documents cover what the code plays: every toggle, preset and scoring pattern, traceable by rule number.

A toggle or pattern added to a game without a line in both of its documents
fails here, and so does a documents table row that no longer cites the rule
the code names as the toggle's source.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from fengyu.core.rules import GameRules
from fengyu.games.guafeng.combos import FENG, LEI, SINGLE, THROW, YU
from fengyu.games.guafeng.rules import GuafengRules
from fengyu.games.paofeng import scoring as paofeng_scoring
from fengyu.games.paofeng.rules import PaofengRules
from fengyu.games.sichuan import scoring as sichuan_scoring
from fengyu.games.sichuan.rules import SichuanRules
from fengyu.ui.guide import glossary
from fengyu.ui.guide.documents import GAMES, GLOSSARY, file_name, read_document

ROOT = Path(__file__).resolve().parents[2]
RULES: dict[str, type[GameRules]] = {"sichuan": SichuanRules, "paofeng": PaofengRules, "guafeng": GuafengRules}
PATTERNS: dict[str, tuple[str, ...]] = {
    "sichuan": (*sichuan_scoring.FAN, "gen", *sichuan_scoring.ADDONS),
    "paofeng": (*paofeng_scoring.ITEMS, *paofeng_scoring.TIAN_HU_ITEMS),
    # Guafeng scores no patterns; its combinations are named by their Chinese words in both languages.
    "guafeng": (),
}
GUAFENG_COMBINATIONS = {SINGLE: "单张", FENG: "风", YU: "雨", LEI: "雷", THROW: "甩牌"}
LANGUAGES = ("en", "zh_CN")
_RULE_TOKEN = re.compile(r"(?:R|S|D)\d+[a-z]?(?:\.\d+)?|§\d+(?:\.\d+)*")


def documents(game: str) -> dict[str, str]:
    return {language: read_document(game, language) for language in LANGUAGES}


def cited_rules(source: str) -> set[str]:
    """The spec's rule numbers in a field's ``source`` (the seed's own section numbers are not the spec's)."""
    parts = [part for part in source.split(";") if not part.strip().startswith("seed")]
    return {token for part in parts for token in _RULE_TOKEN.findall(part)}


def settings_row(text: str, field: str) -> str:
    rows = [line for line in text.splitlines() if line.startswith(f"| `{field}` |")]
    assert len(rows) == 1, f"{field}: expected one settings row, found {len(rows)}"
    return rows[0]


@pytest.mark.parametrize("game", GAMES)
def test_every_toggle_has_a_settings_row_citing_its_rule_in_both_languages(game: str) -> None:
    for language, text in documents(game).items():
        for info in RULES[game].fields_info():
            row = settings_row(text, info.name)
            cited = cited_rules(info.source)
            if cited:
                found = {rule for rule in cited if re.search(rf"(?<![\w.]){re.escape(rule)}(?![\d])", row)}
                assert found, f"{game} {language}: the row of {info.name} cites none of {sorted(cited)}: {row}"


@pytest.mark.parametrize("game", GAMES)
def test_every_preset_is_described_in_both_languages(game: str) -> None:
    for language, text in documents(game).items():
        for preset in RULES[game].PRESETS:
            assert f"`{preset}`" in text, f"{game} {language}: preset {preset} is not described"


@pytest.mark.parametrize("game", GAMES)
def test_every_scoring_pattern_is_in_both_languages(game: str) -> None:
    for language, text in documents(game).items():
        missing = [code for code in PATTERNS[game] if f"`{code}`" not in text]
        assert not missing, f"{game} {language}: patterns without a line: {missing}"


def test_the_guafeng_combinations_are_named_in_both_languages() -> None:
    for text in documents("guafeng").values():
        for word in GUAFENG_COMBINATIONS.values():
            assert word in text


def test_the_glossary_documents_are_written_from_the_glossary_data() -> None:
    folder = ROOT / "desktop" / "fengyu" / "ui" / "guide" / "rules"
    for language in LANGUAGES:
        shipped = (folder / file_name(GLOSSARY, language)).read_text(encoding="utf-8")
        assert shipped == glossary.markdown(language), "run: python -m fengyu.ui.guide.glossary"


def test_the_glossary_explains_the_terms_the_ui_keeps_in_chinese() -> None:
    words = {term.term for term in glossary.terms()}
    kept = {"钻牌", "跑风", "报听", "包牌", "粘牌", "风", "雨", "雷", "定缺", "查大叫", "刮风下雨", "根", "杠上花"}
    assert kept <= words, sorted(kept - words)
    for term in glossary.terms():
        assert term.meaning("en") and term.meaning("zh_CN") and term.pinyin
        assert set(term.games) <= set(GAMES)


def test_docs_rules_are_links_to_the_shipped_documents_and_the_readme_links_them() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in (*GAMES, GLOSSARY):
        for language in LANGUAGES:
            link = ROOT / "docs" / "rules" / file_name(name, language)
            shipped = ROOT / "desktop" / "fengyu" / "ui" / "guide" / "rules" / file_name(name, language)
            assert link.resolve() == shipped.resolve(), f"{link} must link to {shipped}"
            assert f"(docs/rules/{file_name(name, language)})" in readme
    section = readme.split("## Rules", 1)[1].split("\n## ", 1)[0]
    for target in re.findall(r"\]\(([^)]+)\)", section):
        assert "://" not in target, f"the rules section links outside the repository: {target}"
        assert (ROOT / target).is_file(), f"the rules section links to a missing file: {target}"


def test_chinese_paragraphs_are_not_wrapped_between_characters() -> None:
    """Markdown turns a line break into a space, which shows between two Chinese characters."""
    cjk = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
    for game in (*GAMES, GLOSSARY):
        lines = read_document(game, "zh_CN").splitlines()
        for before, after in itertools.pairwise(lines):
            text = after.lstrip()
            if before.strip() and text and not text.startswith(("#", "|", "![", "* ", "- ")) and not text[0].isdigit():
                assert not (cjk.match(before[-1]) and cjk.match(text[0])), f"{game}: {before[-20:]} / {text[:20]}"
