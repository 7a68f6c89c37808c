"""Refused moves are said by reason code in the player's language, with their values in words, for every game.

The codes come from the engines' code tables (``fengyu.games.<code>.refusals.REFUSALS``, the table's, and the LAN
host's refusals met at a table) and from driving illegal moves at random positions of every game.
"""

from __future__ import annotations

import importlib
import string
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from fengyu.core.protocol import IllegalActionError
from fengyu.core.refusals import RefusalTable
from fengyu.games.guafeng.refusals import REFUSALS as GUAFENG
from fengyu.games.registry import games
from fengyu.games.sichuan.refusals import REFUSALS as SICHUAN
from fengyu.net.protocol import ERROR_CODES
from fengyu.table.refusals import REFUSALS as TABLE
from fengyu.ui.table_common import refusals
from fengyu.ui.translations import Translations
from tests.games.refusal_probes import KINDS, hand_at, refusals_of

HOST_REFUSALS = ("stale", "not_now", "not_seated", "not_your_turn")
"""The LAN host's own refusals of a move or a readiness (``ERROR_CODES``), said at the table like the rules' own."""


def code_tables() -> dict[str, RefusalTable]:
    """Every table of refusal reasons: each registered game's and the table's."""
    tables = {code: importlib.import_module(f"fengyu.games.{code}.refusals").REFUSALS for code in games()}
    return {**tables, "table": TABLE}


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


@pytest.fixture
def chinese(qapp: QApplication) -> Iterator[None]:
    translations = Translations(qapp)
    translations.use("zh_CN")
    yield
    translations.use("en")


def test_every_reason_of_every_code_table_has_words_and_no_words_are_left_over() -> None:
    assert set(HOST_REFUSALS) <= set(ERROR_CODES)
    reasons = {code for table in code_tables().values() for code in table.templates} | set(HOST_REFUSALS)
    assert sorted(reasons - set(refusals.WORDS)) == []
    assert sorted(set(refusals.WORDS) - reasons) == []


def test_the_words_of_a_reason_name_only_values_the_engines_give() -> None:
    for table in code_tables().values():
        for code, template in table.templates.items():
            assert placeholders(refusals.WORDS[code]) <= placeholders(template), code


@pytest.mark.usefixtures("chinese")
def test_every_reason_is_translated_into_chinese_with_the_same_values() -> None:
    for code, words in refusals.WORDS.items():
        translated = QCoreApplication.translate(refusals.CONTEXT, words)
        assert translated != words, f"no Chinese for {code}"
        assert placeholders(translated) == placeholders(words), code


@pytest.mark.usefixtures("chinese")
def test_values_are_named_as_the_tables_name_tiles_cards_and_seats() -> None:
    void = SICHUAN.error("R10", "not_void_suit", suit="p")
    assert refusals.explained(void, 0) == "不能这样做：手里还有缺门（筒）的牌时，必须先打缺门的牌（规则 R10）"
    tile = SICHUAN.error("R24", "passed_win", tile=4)
    assert "五万" in refusals.explained(tile, 0) and "R24" in refusals.explained(tile, 0)
    give = GUAFENG.error("§4.9", "give_count", count=3, seat=1)
    assert "3" in refusals.reason(give, 0) and "下家" in refusals.reason(give, 0)
    assert "对家" in refusals.reason(give, 3)  # the seat as the viewer sees it
    cards = GUAFENG.error("§5", "not_in_hand", cards=(52, 53, 12))
    shown = refusals.reason(cards, 0)
    assert "小王" in shown and "大王" in shown and "A" in shown


@pytest.mark.usefixtures("chinese")
def test_a_refusal_of_a_host_of_the_previous_protocol_still_says_why() -> None:
    """A version 3 host sends its rule and English message only: the player reads general words, the message and
    the rule, never an empty line."""
    old = IllegalActionError("R10", "", {}, "while you hold tiles of your void suit you must discard one of them")
    shown = refusals.explained(old, 0)
    assert shown.startswith("不能这样做") and "void suit" in shown and "R10" in shown


@pytest.mark.usefixtures("chinese")
@settings(max_examples=30, deadline=None)
@given(game=st.sampled_from(sorted(KINDS)), seed=st.integers(0, 2**32), moves=st.integers(0, 150), data=st.data())
def test_random_refusals_are_explained_in_chinese_and_change_nothing(
    game: str, seed: int, moves: int, data: st.DataObject
) -> None:
    hand = hand_at(game, seed, moves)
    for action, refusal in refusals_of(data, hand, game, 10):
        words = refusals.WORDS[refusal.reason]
        assert QCoreApplication.translate(refusals.CONTEXT, words) != words
        shown = refusals.explained(refusal, action.seat % 4)
        assert refusal.message not in shown and "{" not in shown and "…" not in shown
        assert refusal.rule in shown
