"""The guide's panel and the card counter fit their words at every size in both languages, drawn by the app's own
face (no glyph missing), and keep off the information, the plates and the hint panel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QRawFont, QTextLayout
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from fengyu.ui.cards.table import CardTable
from fengyu.ui.mahjong.board import Board
from fengyu.ui.main_window import MINIMUM_SIZE
from fengyu.ui.tutorial.lessons import LESSONS
from fengyu.ui.ui_font import UI_FILES
from tests.ui.cards.driver import human_match as card_match
from tests.ui.cards.driver import wait_for_turn as wait_for_cards
from tests.ui.conftest import WindowFactory
from tests.ui.test_text_fits import resize, viewport_rect
from tests.ui.tutorial.test_guided_hand import do, wait_for_advice, wait_for_turn

SIZES = ((800, 560), (1920, 1080), MINIMUM_SIZE)


def glyphs_missing(label: QLabel) -> str:
    """The characters of the label drawn as the empty box (glyph 0) in its font, or lacking in the carried face."""
    text = label.text().replace("\n", " ")
    layout = QTextLayout(text, label.font())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    boxed = any(0 in run.glyphIndexes() for run in layout.glyphRuns())
    face = QRawFont(str(UI_FILES[0]), 20)
    lacking = {c for c in text if c.isprintable() and c != " " and not face.supportsCharacter(ord(c))}
    return ("boxes " if boxed else "") + "".join(sorted(lacking))


def words_cut(label: QLabel) -> bool:
    """Whether the label's words need more height than it has at its width."""
    room = QRect(0, 0, label.contentsRect().width(), 100_000)
    need = QFontMetrics(label.font()).boundingRect(room, Qt.TextFlag.TextWordWrap, label.text()).height()
    return need > label.contentsRect().height() + 1


def box(widget: QWidget, viewport: QWidget) -> QRect:
    return QRect(widget.mapTo(viewport, widget.rect().topLeft()), widget.size())


def panel_problems(board: Board | CardTable, labels: list[QLabel], panel: QWidget) -> list[str]:
    viewport = board.viewport()
    problems = [f"{label.text()[:30]!r} is cut" for label in labels if label.isVisible() and words_cut(label)]
    problems += [
        f"{label.text()[:30]!r} lacks {missing}"
        for label in labels
        if label.isVisible() and (missing := glyphs_missing(label))
    ]
    rect = box(panel, viewport)
    if not viewport.rect().contains(rect):
        problems.append(f"{rect} leaves the view")
    if isinstance(board, CardTable):
        cards = board.card_scene
        others = {"info": viewport_rect(board, cards.info, cards.info.rect)}
        if board.hints.isVisible():
            others["messages"] = box(board.hints, viewport)
    else:
        tiles = board.table_scene
        others = {f"plate {side}": viewport_rect(board, p, p.rect) for side, p in enumerate(tiles.plates)}
        if board.hints.isVisible():
            others["hints"] = box(board.hints, viewport)
    problems += [f"overlaps {name}" for name, other in others.items() if rect.adjusted(1, 1, -1, -1).intersects(other)]
    return problems


@pytest.mark.parametrize("language", ["en", "zh_CN"])
@pytest.mark.parametrize("game", ["sichuan", "paofeng", "guafeng"])
def test_the_guide_fits_its_words(qtbot: QtBot, make_window: WindowFactory, game: str, language: str) -> None:
    """At every step of each guided hand (the first time it comes), at every size."""
    window = make_window(language)
    coach = window.guided_hand(game)
    board = coach.board
    found: dict[str, list[str]] = {}
    checked: set[str] = set()
    while wait_for_turn(qtbot, board):
        advised = wait_for_advice(qtbot, coach)
        key = coach.lesson.key if coach.lesson else advised.kind
        if key not in checked:
            checked.add(key)
            panel = coach.panel
            for size in SIZES:
                resize(qtbot, window, size)
                problems = panel_problems(board, [panel.title, panel.words, panel.feedback], panel)
                if problems:
                    found[f"{key} {size}"] = problems
        do(qtbot, board, advised)
    assert len(checked) >= 4
    assert found == {}


def test_every_step_s_words_have_their_glyphs_in_both_languages(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("zh_CN")
    label = QLabel(window)
    for lessons in LESSONS.values():
        for lesson in lessons:
            label.setText(lesson.words())
            assert not glyphs_missing(label), lesson.key
            assert lesson.words() != lesson.text, f"untranslated: {lesson.key}"


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_counter_fits_at_every_size(qtbot: QtBot, make_window: WindowFactory, language: str) -> None:
    window = make_window(language)
    window.counter_action.setChecked(True)
    window.start_match(card_match(seed=5))
    board = window.board
    assert isinstance(board, CardTable)
    assert wait_for_cards(qtbot, board)
    found = {}
    for size in ((800, 560), (1180, 800), (1920, 1080), MINIMUM_SIZE):
        resize(qtbot, window, size)
        assert board.counter.isVisible()
        problems = panel_problems(board, [board.counter], board.counter)
        viewport = board.viewport()
        rect = box(board.counter, viewport)
        for side, plate in enumerate(board.card_scene.plates):
            if rect.adjusted(1, 1, -1, -1).intersects(viewport_rect(board, plate, plate.rect)):
                problems.append(f"overlaps plate {side}")
        if problems:
            found[size] = problems
    assert found == {}
