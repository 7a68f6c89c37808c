"""``TileItem`` and ``CardItem`` on a real view: clicks, drag-discards, hover, lift, rotation, motion.

Both items share their behaviour (``PieceItem``), so every test runs with each.
Mouse input goes through ``QTest`` into the view's viewport, the way a user's does.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from pytestqt.qtbot import QtBot

from fengyu.core.cards import Card
from fengyu.ui.art import CardItem, PieceItem, TileItem
from tests.ui.art.table import Table

Make = Callable[..., PieceItem]
MAKERS: dict[str, Make] = {
    "tile": lambda **kwargs: TileItem(13, **kwargs),
    "card": lambda **kwargs: CardItem(Card.parse("QH"), **kwargs),
}


@pytest.fixture(params=list(MAKERS))
def make(request: pytest.FixtureRequest) -> Make:
    return MAKERS[request.param]


def drag(table: Table, start: QPoint, end: QPoint, steps: int = 8) -> None:
    viewport = table.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, steps + 1):
        QTest.mouseMove(viewport, start + (end - start) * step / steps)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_a_click_emits_clicked_with_the_item(qtbot: QtBot, table: Table, make: Make) -> None:
    item = table.add(make(interactive=True))
    with qtbot.waitSignal(item.clicked, timeout=1000) as clicked, qtbot.assertNotEmitted(item.dropped):
        QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.point(item))
    assert clicked.args == [item]


def test_a_click_on_a_rotated_item_still_lands(qtbot: QtBot, table: Table, make: Make) -> None:
    item = table.add(make(interactive=True))
    item.setRotation(90)
    width = item.size().width()
    with qtbot.waitSignal(item.clicked, timeout=1000):
        QTest.mouseClick(
            table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.point(item, QPointF(0, width * 0.45))
        )


def test_an_item_that_is_not_interactive_ignores_the_mouse(qtbot: QtBot, table: Table, make: Make) -> None:
    item = table.add(make())
    with qtbot.assertNotEmitted(item.clicked, wait=50), qtbot.assertNotEmitted(item.dropped):
        QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=table.point(item))
        drag(table, table.point(item), table.point(item) - QPoint(0, 150))
    assert item.pos() == QPointF(300, 200)


def test_dragging_up_past_the_threshold_drops_the_item(qtbot: QtBot, table: Table, make: Make) -> None:
    item = table.add(make(interactive=True))
    start = table.point(item)
    with qtbot.waitSignal(item.dropped, timeout=1000) as dropped, qtbot.assertNotEmitted(item.clicked):
        drag(table, start, start - QPoint(0, round(item.drag_threshold) + 30))
    assert dropped.args == [item]


def test_the_item_follows_the_pointer_while_dragged(table: Table, make: Make) -> None:
    item = table.add(make(interactive=True))
    start = table.point(item)
    viewport = table.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + QPoint(8 * step, -12 * step))
    assert (item.x(), item.y()) == pytest.approx((340, 140), abs=1.5)
    assert item.zValue() > 1000, "a dragged item passes over the others"
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(40, -60))
    assert item.zValue() == 0


def test_a_short_drag_neither_clicks_nor_drops_and_the_item_goes_home(qtbot: QtBot, table: Table, make: Make) -> None:
    item = table.add(make(interactive=True))
    start = table.point(item)
    with qtbot.assertNotEmitted(item.clicked, wait=50), qtbot.assertNotEmitted(item.dropped):
        drag(table, start, start - QPoint(0, round(item.drag_threshold) - 15))
    qtbot.waitUntil(lambda: item.pos() == QPointF(300, 200), timeout=2000)


def test_a_drop_nobody_takes_glides_back_but_a_taken_one_goes_where_it_is_sent(
    qtbot: QtBot, table: Table, make: Make
) -> None:
    item = table.add(make(interactive=True))
    start = table.point(item)
    drag(table, start, start - QPoint(0, 150))
    qtbot.waitUntil(lambda: item.pos() == QPointF(300, 200), timeout=2000)

    item.dropped.connect(lambda piece: piece.animate_to(QPointF(80, 60), duration=40))
    drag(table, start, start - QPoint(0, 150))
    qtbot.waitUntil(lambda: item.pos() == QPointF(80, 60) and not item.is_moving, timeout=2000)


def test_the_drop_direction_is_the_items_own_top(qtbot: QtBot, table: Table, make: Make) -> None:
    """An item turned upside down (the seat opposite) is dropped by dragging it down the screen."""
    item = table.add(make(interactive=True))
    item.setRotation(180)
    start = table.point(item)
    with qtbot.assertNotEmitted(item.dropped, wait=50):
        drag(table, start, start - QPoint(0, 150))
    qtbot.waitUntil(lambda: not item.is_moving, timeout=2000)
    with qtbot.waitSignal(item.dropped, timeout=1000):
        drag(table, start, start + QPoint(0, 150))


def test_hover_lights_up_interactive_items_only(qtbot: QtBot, table: Table, make: Make) -> None:
    item = table.add(make(interactive=True), 200, 200)
    still = table.add(make(), 420, 200)
    viewport = table.view.viewport()
    QTest.mouseMove(viewport, table.point(item))
    qtbot.waitUntil(lambda: item.state == "hover", timeout=1000)
    QTest.mouseMove(viewport, table.point(still))
    qtbot.waitUntil(lambda: item.state == "normal", timeout=1000)
    QTest.mouseMove(viewport, table.point(still) + QPoint(3, 3))
    assert still.state == "normal"
    still.interactive = True
    QTest.mouseMove(viewport, table.point(still))
    qtbot.waitUntil(lambda: still.state == "hover", timeout=1000)
    still.interactive = False
    assert still.state == "normal", "an item that stops being interactive stops hovering"


def test_hover_never_overrides_a_state_the_game_set(qtbot: QtBot, table: Table, make: Make) -> None:
    item = table.add(make(interactive=True, state="selected"))
    QTest.mouseMove(table.view.viewport(), table.point(item))
    QTest.mouseMove(table.view.viewport(), table.point(item) + QPoint(2, 2))
    qtbot.wait(30)
    assert item.state == "selected"


def scene_image(table: Table) -> QImage:
    image = QImage(600, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    with QPainter(image) as painter:
        table.scene.render(painter, QRectF(0, 0, 600, 400), table.scene.sceneRect())
    return image


def test_selecting_raises_the_piece_and_the_painting_follows(qtbot: QtBot, table: Table, make: Make) -> None:
    item = table.add(make(interactive=True))
    height = item.size().height()
    above_top = QPoint(300, round(200 - height / 2 - 0.1 * height))
    assert scene_image(table).pixelColor(above_top).alpha() == 0
    item.state = "selected"
    target = PieceItem.AUTO_LIFT["selected"] * height
    qtbot.waitUntil(lambda: item.lift == pytest.approx(target), timeout=2000)
    assert scene_image(table).pixelColor(above_top).alpha() == 255
    assert item.body_rect().top() == pytest.approx(-height / 2 - target)
    item.state = "normal"
    qtbot.waitUntil(lambda: item.lift == 0, timeout=2000)  # type: ignore[comparison-overlap]  # PySide6 types a Qt Property attribute as the Property, not its value


def test_lift_is_a_qt_property_that_animations_can_drive(qtbot: QtBot, table: Table, make: Make) -> None:
    item = table.add(make())
    item.auto_lift = False
    animation = QPropertyAnimation(item, b"lift")
    animation.setEndValue(12.0)
    animation.setDuration(40)
    with qtbot.waitSignal(animation.finished, timeout=1000):
        animation.start()
    assert item.lift == 12.0  # type: ignore[comparison-overlap]  # PySide6 types a Qt Property attribute as the Property, not its value
    assert item.property("lift") == 12.0
    assert item.boundingRect().top() < -item.size().height() / 2 - 12.0


@pytest.mark.parametrize("angle", [90, 180, 270, 33])
def test_rotation_turns_the_item_about_its_centre(table: Table, make: Make, angle: float) -> None:
    item = table.add(make())
    item.set_size(50, 70)
    item.setRotation(angle)
    origin = item.mapToScene(QPointF(0, 0))
    assert (origin.x(), origin.y()) == pytest.approx((300, 200))
    centre = item.sceneBoundingRect().center()
    assert (centre.x(), centre.y()) == pytest.approx((300, 200))


def test_set_size_resizes_about_the_centre(table: Table, make: Make) -> None:
    item = table.add(make())
    item.set_size(45, 60)
    assert item.size().width() == 45 and item.size().height() == 60
    assert item.sceneBoundingRect().center() == QPointF(300, 200)
    assert item.shape().boundingRect() == QRectF(-22.5, -30, 45, 60)


def test_animate_to_glides_and_reports_when_done(qtbot: QtBot, table: Table, make: Make) -> None:
    item = table.add(make())
    group = item.animate_to(QPointF(120, 80), rotation=90, opacity=0.5, duration=60)
    assert item.is_moving
    with qtbot.waitSignal(group.finished, timeout=2000):
        pass
    assert item.pos() == QPointF(120, 80)
    assert item.rotation() == 90 and item.opacity() == 0.5
    assert not item.is_moving
    item.animate_to(QPointF(10, 10), duration=2000)
    item.animate_to(QPointF(500, 300), duration=40)
    qtbot.waitUntil(lambda: not item.is_moving, timeout=2000)
    assert item.pos() == QPointF(500, 300), "a new move replaces the one under way"


def test_changing_the_face_repaints(qtbot: QtBot, table: Table) -> None:
    tile = table.add(TileItem(0), 200, 200)
    card = table.add(CardItem(Card.parse("2C")), 400, 200)
    before = scene_image(table)
    tile.tile = 33
    card.card = Card.parse("BJ")
    changed = scene_image(table)
    assert changed != before
    tile.face_up = False
    card.face_up = False
    assert scene_image(table) != changed
    with pytest.raises(ValueError, match="tile kind"):
        tile.tile = 40


def test_the_same_size_again_changes_nothing(qtbot: QtBot, table: Table, make: Make) -> None:
    """A table re-applies every piece's size after each step; an unchanged size must not repaint the scene."""
    item = table.add(make())
    item.set_size(45, 60)
    qtbot.wait(50)
    with qtbot.assertNotEmitted(table.scene.changed, wait=100):
        item.set_size(45, 60)
    with qtbot.waitSignal(table.scene.changed, timeout=1000):
        item.set_size(50, 70)


@pytest.mark.parametrize("change", ["lift", "size"])
def test_a_cached_piece_shows_its_new_geometry(qtbot: QtBot, table: Table, make: Make, change: str) -> None:
    """With Qt's item picture cache on, a lifted or resized piece is drawn as it now is, never a stale picture."""
    item = table.add(make())
    item.auto_lift = False
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    table.view.grab()  # the cache holds the piece at rest
    if change == "lift":
        item.lift = 14.0  # type: ignore[assignment]  # PySide6 types a Qt Property attribute as the Property, not its value
    else:
        item.set_size(70, 98)
    cached = table.view.grab().toImage()
    item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    assert cached == table.view.grab().toImage()


def test_a_gliding_piece_stands_on_whole_pixels_and_is_not_repainted(qtbot: QtBot) -> None:
    """A piece cached in device pixels is painted anew for each fractional position; a glide keeps it on whole
    pixels, so it only shifts its picture (the frame-gap target of busy tables)."""
    painted = []

    class Counted(TileItem):
        def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
            painted.append(self.pos())
            super().paint(painter, option, widget)

    table = Table(qtbot)
    item = Counted(5)
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    table.add(item, 0, 0)
    # what a glide's animation sets, frame by frame (PySide6 types a Qt Property attribute as the Property)
    item.glide_pos = QPointF(10.4, 20.6)  # type: ignore[assignment]
    assert item.pos() == QPointF(10, 21)
    qtbot.wait(20)
    table.view.viewport().repaint()
    before = len(painted)
    assert before >= 1
    for step in range(10):
        item.glide_pos = QPointF(30 + step * 3.37, 40 + step * 1.71)  # type: ignore[assignment]  # PySide6 types a Qt Property attribute as the Property, not its value
        assert item.pos().x().is_integer() and item.pos().y().is_integer()
        qtbot.wait(5)
        table.view.viewport().repaint()
    assert len(painted) == before


def test_a_glide_ends_on_whole_pixels(qtbot: QtBot) -> None:
    item = TileItem(5)
    item.setPos(100, 100)
    item.animate_to(QPointF(200.4, 99.6), duration=30)
    assert item.is_moving
    qtbot.waitUntil(lambda: not item.is_moving, timeout=2000)
    assert item.pos() == QPointF(200, 100)


def test_a_glide_animates_only_what_changes() -> None:
    item = TileItem(5)
    item.setPos(100, 100)
    moving = item.animate_to(QPointF(200, 100), rotation=0.0, opacity=1.0, duration=200)
    assert moving.animationCount() == 1  # the position; the turn and the opacity are already there
    staying = item.animate_to(QPointF(100, 100), rotation=0.0, opacity=1.0, duration=200)
    assert staying.duration() == 200  # nothing to change, and still the move's time before it finishes
