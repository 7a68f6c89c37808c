"""Every pattern name a player can meet has a one-line meaning, in English and in Chinese."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from fengyu.games.guafeng.combos import KINDS
from fengyu.games.paofeng.scoring import ITEMS, TIAN_HU_ITEMS
from fengyu.games.sichuan.scoring import ADDONS, FAN
from fengyu.ui import names
from fengyu.ui.meanings import has_meaning, meaning
from fengyu.ui.translations import Translations

CODES = {
    # Sichuan: every pattern, 根 and add-on the engine scores, and the two names the lines give 海底.
    "sichuan": sorted({*FAN, *ADDONS, "gen", "hai_di_lao_yue", "hai_di_pao", *names._NAMES["pattern"]}),
    # Paofeng: every item of §3.2 and every member of the 天胡 group.
    "paofeng": sorted({*ITEMS, *TIAN_HU_ITEMS, *names._NAMES["paofeng_item"]}),
    # Guafeng: every combination kind, the pair (the pattern table's own row) and 粘牌.
    "guafeng": sorted({*KINDS, "pair", "zhan"}),
}
CHINESE = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(params=["en", "zh_CN"])
def language(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    translations = Translations(qapp)
    translations.use(request.param)
    yield request.param
    translations.use("en")


@pytest.mark.parametrize("game", sorted(CODES))
def test_every_pattern_code_has_a_meaning_in_both_languages(game: str, language: str) -> None:
    missing = [code for code in CODES[game] if not has_meaning(game, code)]
    assert missing == []
    words = {code: meaning(game, code) for code in CODES[game]}
    assert all(words.values())
    if language == "zh_CN":  # translated, not the English source shown as is
        untranslated = [code for code, text in words.items() if len(CHINESE.findall(text)) < len(text) / 3]
        assert untranslated == []
    else:
        assert all(text.endswith(".") and text[0].isupper() for text in words.values()), words


def test_zhi_jiao_says_it_is_paofeng_on_a_replacement_draw() -> None:
    """The two names the issue found unexplained outside Paofeng's hint line (spec D26, E3)."""
    assert "replacement draw" in meaning("paofeng", "zhi_jiao")
    assert "two replacement draws" in meaning("paofeng", "liang_gang_zhi_jiao")


def test_an_unknown_code_has_no_meaning() -> None:
    assert not has_meaning("sichuan", "no_such_pattern") and meaning("sichuan", "no_such_pattern") == ""
