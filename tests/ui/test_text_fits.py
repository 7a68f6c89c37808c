"""Text never clips: every table, in both languages, at the sizes players use and at the window's minimum.

Each table is played up to the player's first decision, then laid out at every size; the test fails when a
text item's words exceed its box (unless the item elides them and holds them whole in its tooltip), when a
panel leaves the view, or when two panels or buttons overlap. At every size each seat's score then changes at
once (a payment): the changes pop up and rise over the table, and none may cover a plate, a panel or a button,
or leave the view, at any moment of its course.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import QApplication, QGraphicsItem, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from fengyu.ui.cards.director import Caption as CardCaption
from fengyu.ui.cards.info import InfoData, InfoItem
from fengyu.ui.cards.layout import CardLayout
from fengyu.ui.cards.table import CardTable
from fengyu.ui.mahjong.board import Board
from fengyu.ui.main_window import MINIMUM_SIZE, MainWindow
from fengyu.ui.table_common.actions import _chrome
from fengyu.ui.table_common.captions import Caption
from fengyu.ui.table_common.geometry import Rect
from fengyu.ui.table_common.plates import CaptionItem, PlateInfo, PlateItem, PlateLine
from fengyu.ui.ui_font import install_ui_font
from tests.ui.cards.driver import human_match as card_match
from tests.ui.conftest import WindowFactory
from tests.ui.mahjong.driver import human_match as mahjong_match

SIZES = ((800, 560), (1180, 800), (1920, 1080), MINIMUM_SIZE)


def viewport_rect(view: Board | CardTable, item: QGraphicsItem, rect: QRectF) -> QRect:
    return view.mapFromScene(item.mapToScene(rect)).boundingRect()


def line_problems(where: str, lines: Sequence[PlateLine], tooltip: str) -> list[str]:
    problems = []
    for line in lines:
        width = QFontMetricsF(line.font).horizontalAdvance(line.shown)
        if width > line.box.width() + 1:
            problems.append(f"{where}: {line.shown!r} is {width:.0f} px wide in a {line.box.width():.0f} px box")
        if line.shown != line.text and line.text not in tooltip:
            problems.append(f"{where}: {line.text!r} is elided and not in the tooltip")
    return problems


def button_problems(where: str, button: QPushButton, label: str) -> list[str]:
    width = QFontMetrics(button.font()).horizontalAdvance(button.text())
    problems = []
    if width + _chrome(button) > button.width() + 2:
        problems.append(f"{where}: {button.text()!r} needs {width + _chrome(button)} px, has {button.width()}")
    if button.text() != label and button.toolTip() != label:
        problems.append(f"{where}: {label!r} is elided and not in the tooltip")
    return problems


def widget_rect(widget: QWidget, viewport: QWidget) -> QRect:
    return QRect(widget.mapTo(viewport, widget.rect().topLeft()), widget.size())


def table_problems(view: Board | CardTable) -> list[str]:
    problems, boxes = table_boxes(view)
    return problems + overlap_problems(view, boxes)


def overlap_problems(
    view: Board | CardTable, boxes: dict[str, QRect], movers: dict[str, QRect] | None = None, *, together: bool = True
) -> list[str]:
    """Boxes that leave the view or overlap (only ``movers`` against the rest, and against each other when they
    are shown ``together``)."""
    problems = []
    screen = view.viewport().rect()
    for where, box in (movers or boxes).items():
        if not screen.adjusted(-1, -1, 1, 1).contains(box):
            problems.append(f"{where} {box} leaves the view {screen}")
    pairs: list[tuple[tuple[str, QRect], tuple[str, QRect]]] = list(itertools.combinations(boxes.items(), 2))
    if movers is not None:
        pairs = list(itertools.product(movers.items(), boxes.items()))
        if together:
            pairs += itertools.combinations(movers.items(), 2)
    for (a, box_a), (b, box_b) in pairs:
        if box_a.adjusted(1, 1, -1, -1).intersects(box_b.adjusted(1, 1, -1, -1)):
            problems.append(f"{a} {box_a} overlaps {b} {box_b}")
    return problems


def score_change_problems(view: Board | CardTable) -> list[str]:
    """Every seat's score changes, by a wide amount: where each change pops up and rises. A mahjong payment
    changes several seats' scores at once (their changes must not cover each other); Guafeng calls out the
    points of one trick's winner at a time."""
    _problems, boxes = table_boxes(view)
    boxes = {k: v for k, v in boxes.items() if not k.startswith("melds")}  # a passing number may cross tiles
    scene = view.table_scene if isinstance(view, Board) else view.card_scene
    before = set(scene.items())
    for seat in range(4):
        if isinstance(view, Board):
            view.director._caption(Caption(seat, "+1288", QColor("green"), score=True))
        else:
            view.director._caption(CardCaption(seat, "+1288", QColor("green"), score=True))
    shown = [item for item in scene.items() if item not in before and isinstance(item, CaptionItem)]
    assert len(shown) == 4
    movers = {}
    for item in shown:
        reach = item.reach()
        movers[f"score change {item.text} at {item.pos().toTuple()}"] = view.mapFromScene(
            QRectF(reach.x, reach.y, reach.width, reach.height)
        ).boundingRect()
    for item in shown:
        scene.removeItem(item)
    return overlap_problems(view, boxes, movers, together=isinstance(view, Board))


def table_boxes(view: Board | CardTable) -> tuple[list[str], dict[str, QRect]]:
    """The problems of every text item on the table, and each panel's, button's and text item's box."""
    problems: list[str] = []
    viewport = view.viewport()
    boxes: dict[str, QRect] = {}
    for side, plate in enumerate(view.table_scene.plates if isinstance(view, Board) else view.card_scene.plates):
        assert isinstance(plate, PlateItem)
        problems += line_problems(f"plate {side}", plate.lines(), plate.toolTip())
        name = plate.lines()[0]
        if name.shown != name.text:
            problems.append(f"plate {side}: the name {name.text!r} is cut to {name.shown!r}")
        metrics = QFontMetricsF(plate.badge_font())
        for (label, _colour), badge in zip(plate.info.badges, plate.badge_boxes(), strict=True):
            if metrics.horizontalAdvance(label) > badge.width() or badge.left() < plate.rect.left():
                problems.append(f"plate {side}: badge {label!r} does not fit")
        boxes[f"plate {side}"] = viewport_rect(view, plate, plate.rect)
    for key, button in view.action_bar.buttons.items():
        if button.isVisible():
            problems += button_problems(f"button {key}", button, view.action_bar.labels[key])
            boxes[f"button {key}"] = widget_rect(button, viewport)
    if isinstance(view, Board):
        scene = view.table_scene
        dial = scene.dial
        problems += line_problems("dial", dial.lines(), dial.toolTip())
        boxes["dial"] = viewport_rect(view, dial, dial.boundingRect())
        if view.hints.isVisible():
            boxes["hints"] = widget_rect(view.hints, viewport)
            pad = view.hints._pixels * 0.7
            for row in view.hints.rows:
                if row and row[-1][1] + row[-1][3] > view.hints.width() - 2 * pad + 1:
                    problems.append(f"hints: a row runs past the panel: {row}")
        if view.auto_play.isVisible():
            for button, label in ((view.auto_play.button, "Auto-play"), (view.auto_play.chooser, "")):
                if label and button.text() != view.auto_play.tr(label) and not button.toolTip():
                    problems.append("auto-play: elided without a tooltip")
                boxes[f"auto-play {label or 'level'}"] = widget_rect(button, viewport)
        for side, tag in enumerate(scene.aside_tags):
            if tag.isVisible():
                problems += line_problems(f"aside tag {side}", [tag.line()], tag.toolTip())
                boxes[f"aside tag {side}"] = viewport_rect(view, tag, tag.rect)
        if scene.indicator.isVisible():
            boxes["wild"] = viewport_rect(view, scene.indicator, scene.indicator.rect)
        boxes.update(meld_row_boxes(view))
    else:
        info = view.card_scene.info
        problems += line_problems("info", info.lines(), info.toolTip())
        boxes["info"] = viewport_rect(view, info, info.rect)
        if view.hints.isVisible():
            boxes["messages"] = widget_rect(view.hints, viewport)
    return problems, boxes


def meld_row_boxes(view: Board) -> dict[str, QRect]:
    """Each seat's row of melds at its longest (four kongs, three of them claimed), beside a hand of one tile
    or of thirteen: no panel, button, dial or tag may lie on it."""
    layout = view.table_scene.layout
    boxes: dict[str, QRect] = {}
    for side in range(4):
        reach = QRect()
        for count in (1, 13):
            _hand, groups = layout.row_places(side, count, [4, 4, 4, 4], drawn=False, turned=[0, 1, 3, None])
            places = [p for group in groups for p in group]
            extents = [(p.height, p.width) if round(p.rotation) % 180 == 90 else (p.width, p.height) for p in places]
            left = min(p.x - w / 2 for p, (w, _h) in zip(places, extents, strict=True))
            top = min(p.y - h / 2 for p, (_w, h) in zip(places, extents, strict=True))
            right = max(p.x + w / 2 for p, (w, _h) in zip(places, extents, strict=True))
            bottom = max(p.y + h / 2 for p, (_w, h) in zip(places, extents, strict=True))
            scene_rect = QRectF(left, top, right - left, bottom - top)
            reach = reach.united(view.mapFromScene(scene_rect).boundingRect())
        boxes[f"melds {side}"] = reach
    return boxes


def resize(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    qtbot.wait(10)


def open_table(qtbot: QtBot, window: MainWindow, game: str) -> Board | CardTable:
    config = card_match(5) if game == "guafeng" else mahjong_match(5, game=game)
    window.start_match(config)
    view = window.board
    assert isinstance(view, Board | CardTable)
    qtbot.waitUntil(lambda: view._offered and not view.director.busy, timeout=30_000)
    return view


def test_the_window_will_not_shrink_below_its_minimum(make_window: WindowFactory) -> None:
    window = make_window("en")
    window.resize(500, 400)
    assert (window.width(), window.height()) == MINIMUM_SIZE


@pytest.mark.parametrize("language", ["zh_CN", "en"])
@pytest.mark.parametrize("game", ["sichuan", "paofeng", "guafeng"])
def test_every_table_fits_its_words_at_every_size(
    qtbot: QtBot, make_window: WindowFactory, game: str, language: str
) -> None:
    window = make_window(language)
    view = open_table(qtbot, window, game)
    found = {}
    for width, height in SIZES:
        resize(qtbot, window, (width, height))
        problems = table_problems(view) + score_change_problems(view)
        if problems:
            found[f"{width}x{height}"] = problems
    assert found == {}


def test_a_badge_is_as_wide_as_its_mark_and_never_elided(qtbot: QtBot) -> None:
    plate = PlateItem()
    plate.set_rect(Rect(0, 0, 160, 60))
    plate.set_info(
        PlateInfo("Left · Normal", "", "Match +24 · this hand +24", [("W12", QColor("gold")), ("D", QColor("red"))])
    )
    wide, narrow = plate.badge_boxes()
    assert wide.width() > narrow.width() == plate.badge_boxes()[1].height()
    assert QFontMetricsF(plate.badge_font()).horizontalAdvance("W12") <= wide.width()
    assert all(line.shown == line.text or line.text in plate.toolTip() for line in plate.lines())


@pytest.mark.parametrize("size", SIZES)
def test_guafengs_status_line_fits_or_is_whole_in_the_tooltip(qapp: QApplication, size: tuple[int, int]) -> None:
    install_ui_font(qapp)  # the app's fonts, as in the window (the Chinese words come from the carried face)
    info = InfoItem()
    info.set_rect(CardLayout(*size).info_rect())
    lines = ["Us 10 · Them K", "Defenders: 35 pts", "Hand 12 of 20", "Last chance to 粘牌"]
    info.set_data(InfoData("10", "Level", "H", "Trump", lines))
    assert line_problems("info", info.lines(), info.toolTip()) == []
    status = info.lines()[-1]
    assert status.text == "Last chance to 粘牌" and status.shown == status.text  # the status itself is never cut
