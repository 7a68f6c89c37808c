"""``PieceItem``: one tile or card on the table — it draws itself, reacts to the pointer and moves.

The model is KDE kpat's card item: the game logic lives elsewhere and only sets a
piece's face, state and target position; the item paints the artwork, raises
itself on hover and selection, reports clicks and drag-discards, and animates
its own moves. Tiles and cards behave identically, so both items are this class
with a different ``_draw``.

Coordinates: an item's local origin is its centre, so ``pos`` is where the centre
sits and ``rotation``/``scale`` (inherited Qt properties) turn and scale it about
the centre — seats and melds rotate pieces without moving them.
"""

from __future__ import annotations

import math
from typing import ClassVar

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSizeF,
    Qt,
    Signal,
)
from PySide6.QtGui import QGuiApplication, QPainter, QPainterPath
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from fengyu.ui.art.effects import bleed
from fengyu.ui.art.states import look_of

_DRAG_Z = 10_000.0
"""Added to a dragged piece's z value so it passes over every other piece."""


class PieceItem(QGraphicsObject):
    """A piece of the given size; subclasses say what to draw in ``_draw``."""

    clicked = Signal(object)
    """Emitted with the item on a left click (press and release without dragging); interactive items only."""
    dropped = Signal(object)
    """Emitted with the item when it is dragged towards its own top by at least ``drag_threshold``.

    The item stays where it was let go while the signal is delivered: a receiver that
    accepts the drop moves it on (``animate_to``); if no receiver moves it, it glides
    back to where the drag began.
    """

    AUTO_LIFT: ClassVar[dict[str, float]] = {"hover": 0.1, "selected": 0.22}
    """How far (in piece heights) a state raises the piece when ``auto_lift`` is on."""
    LIFT_MS = 110
    MOVE_MS = 220

    def __init__(
        self,
        width: float,
        height: float,
        *,
        face_up: bool = True,
        state: str = "normal",
        interactive: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        look_of(state)
        self._width = float(width)
        self._height = float(height)
        self._face_up = face_up
        self._state = state
        self._lift = 0.0
        self._bounds: QRectF | None = None
        self._turning = False
        """Cached in item units while a turn is under way (see ``animate_to``)."""
        self._interactive = False
        self.auto_lift = True
        """Raise the piece for ``hover``/``selected`` by itself; turn off to drive ``lift`` from outside."""
        self._drag_threshold: float | None = None
        self._press_scene: QPointF | None = None
        self._press_pos = QPointF()
        self._rest_z = 0.0
        self._dragging = False
        self._motion: QParallelAnimationGroup | None = None
        self._lift_animation = QPropertyAnimation(self, b"lift", self)
        self._lift_animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.interactive = interactive
        self._set_lift(self._lift_target())

    # -- what the piece shows -------------------------------------------------------------------

    @property
    def face_up(self) -> bool:
        return self._face_up

    @face_up.setter
    def face_up(self, value: bool) -> None:
        if value != self._face_up:
            self._face_up = value
            self.update()

    @property
    def state(self) -> str:
        """One of ``STATES``; setting it repaints and, with ``auto_lift``, raises or lowers the piece."""
        return self._state

    @state.setter
    def state(self, value: str) -> None:
        look_of(value)
        if value == self._state:
            return
        self._state = value
        self.update()
        if self.auto_lift:
            self._lift_animation.stop()
            self._lift_animation.setDuration(self.LIFT_MS)
            self._lift_animation.setStartValue(self._lift)
            self._lift_animation.setEndValue(self._lift_target())
            self._lift_animation.start()

    def size(self) -> QSizeF:
        return QSizeF(self._width, self._height)

    def set_size(self, width: float, height: float) -> None:
        """Resize the piece (the layout decides sizes); it stays centred on ``pos``.

        The same size again changes nothing: a table re-applies every piece's size after each step, and a
        geometry change would repaint every piece. A new size repaints the piece (and so refreshes an item
        picture cache, which a geometry change alone does not).
        """
        if (float(width), float(height)) == (self._width, self._height):
            return
        self.prepareGeometryChange()
        self._width, self._height = float(width), float(height)
        self._bounds = None
        self.update()
        if self.auto_lift and self._lift_animation.state() != QAbstractAnimation.State.Running:
            self._set_lift(self._lift_target())

    def _lift_target(self) -> float:
        return self.AUTO_LIFT.get(self._state, 0.0) * self._height

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        if value != self._lift:
            self.prepareGeometryChange()
            self._lift = float(value)
            self._bounds = None
            self.update()  # the body moved inside the item: an item picture cache must be painted anew

    lift = Property(float, _get_lift, _set_lift)
    """How far the piece is raised towards its own top, in item units (animatable)."""

    def _get_glide_pos(self) -> QPointF:
        return self.pos()

    def _set_glide_pos(self, value: QPointF) -> None:
        self.setPos(round(value.x()), round(value.y()))

    glide_pos = Property(QPointF, _get_glide_pos, _set_glide_pos)
    """The position a glide animates, kept on whole pixels: Qt paints a piece cached in device pixels anew
    whenever it moves by a fraction of a pixel (every frame of a glide), but only shifts the picture for a
    whole-pixel move. (A property the animation drives rather than an ``itemChange`` override, which Qt would
    call into Python for every geometry change of every piece, also while a scene is torn down.)"""

    # -- geometry and painting ------------------------------------------------------------------

    def body_rect(self) -> QRectF:
        """Where the piece itself is drawn: centred on the origin, raised by ``lift``."""
        return QRectF(-self._width / 2, -self._height / 2 - self._lift, self._width, self._height)

    def _reach(self) -> QRectF:
        """The body at rest and raised together: the pointer keeps hovering while the piece rises."""
        return self.body_rect().united(QRectF(-self._width / 2, -self._height / 2, self._width, self._height))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        # Qt asks many times a frame for every moving piece: kept until the size or the lift changes.
        if self._bounds is None:
            margin = bleed(self._width, self._height)
            self._bounds = self._reach().adjusted(-margin, -margin, margin, margin)
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._reach())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self._draw(painter, self.body_rect())

    def _draw(self, painter: QPainter, rect: QRectF) -> None:
        raise NotImplementedError

    # -- pointer ----------------------------------------------------------------------------------

    @property
    def interactive(self) -> bool:
        """Whether the player may point at the piece: only then it hovers, clicks and drags."""
        return self._interactive

    @interactive.setter
    def interactive(self, value: bool) -> None:
        self._interactive = value
        self.setAcceptHoverEvents(value)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if value else Qt.MouseButton.NoButton)
        if value:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
            if self._state == "hover":
                self.state = "normal"

    @property
    def drag_threshold(self) -> float:
        """How far (scene units) a piece must be dragged towards its top to be dropped; default: its height."""
        return self._height if self._drag_threshold is None else self._drag_threshold

    @drag_threshold.setter
    def drag_threshold(self, value: float) -> None:
        self._drag_threshold = value

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt's name
        self._hover()
        super().hoverEnterEvent(event)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt's name
        self._hover()  # a piece put back to normal under a still pointer lights up again on the next move
        super().hoverMoveEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt's name
        if self._state == "hover":
            self.state = "normal"
        super().hoverLeaveEvent(event)

    def _hover(self) -> None:
        # Only interactive items receive hover events at all (see ``interactive``).
        if self._state == "normal":
            self.state = "hover"

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt's name
        # Only the left button of an interactive item gets here (see ``interactive``).
        self._press_scene = event.scenePos()
        self._press_pos = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt's name
        if self._press_scene is None:
            return
        if not self._dragging:
            travelled = event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
            if travelled.manhattanLength() < QGuiApplication.styleHints().startDragDistance():
                return
            self._dragging = True
            self._stop_motion()
            self._rest_z = self.zValue()
            self.setZValue(self._rest_z + _DRAG_Z)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.setPos(self._press_pos + self._in_parent(event.scenePos()) - self._in_parent(self._press_scene))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt's name
        press, self._press_scene = self._press_scene, None
        if press is None:
            return
        if not self._dragging:
            self.clicked.emit(self)
            return
        self._dragging = False
        self.setZValue(self._rest_z)
        if self._interactive:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        if self._towards_top(event.scenePos() - press) >= self.drag_threshold:
            let_go = self.pos()
            self.dropped.emit(self)
            if self.pos() != let_go or self.is_moving:
                return
        self.animate_to(self._press_pos)

    def _in_parent(self, scene_point: QPointF) -> QPointF:
        parent = self.parentItem()
        return scene_point if parent is None else parent.mapFromScene(scene_point)

    def _towards_top(self, scene_delta: QPointF) -> float:
        """The length of ``scene_delta`` along the direction the piece's top points to in the scene."""
        up = self.mapToScene(QPointF(0, -1)) - self.mapToScene(QPointF(0, 0))
        length = math.hypot(up.x(), up.y())
        return (scene_delta.x() * up.x() + scene_delta.y() * up.y()) / length if length else 0.0

    # -- motion -----------------------------------------------------------------------------------

    @property
    def is_moving(self) -> bool:
        """Whether an ``animate_to`` move is under way."""
        return self._motion is not None

    def animate_to(
        self,
        pos: QPointF | None = None,
        *,
        rotation: float | None = None,
        opacity: float | None = None,
        duration: int | None = None,
    ) -> QParallelAnimationGroup:
        """Glide to a position, rotation and opacity (each optional), replacing any move under way.

        Returns the started animation group, so a caller can wait for its ``finished``. Only what changes is
        animated: every animation costs the step that starts it (a dozen tiles moving at once).
        """
        self._stop_motion()
        duration = self.MOVE_MS if duration is None else duration
        group = QParallelAnimationGroup(self)
        if pos is not None:
            pos = QPointF(round(pos.x()), round(pos.y()))  # where ``glide_pos`` puts it
        for name, target, now in (
            (b"glide_pos", pos, self.pos()),
            (b"rotation", rotation, self.rotation()),
            (b"opacity", opacity, self.opacity()),
        ):
            if target is None or target == now:
                continue
            animation = QPropertyAnimation(self, name, group)
            animation.setDuration(duration)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            animation.setEndValue(target)
            group.addAnimation(animation)
        if not group.animationCount():
            QPauseAnimation(duration, group)  # nothing to change: the move still takes its time, then finishes
        if duration and rotation is not None and rotation != self.rotation() and self._device_cached():
            # A picture cached in device pixels is painted anew for every angle of a turn; one cached in the
            # piece's own units is turned by Qt, so a piece turning across the table costs two paints, not one a
            # frame. Restored when the move ends.
            self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)
            self._turning = True
        self._motion = group
        group.finished.connect(self._motion_finished)
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        return group

    def _motion_finished(self) -> None:
        # No lambda holding the group: its wrapper must not be released while Qt destroys the group.
        self._motion = None
        self._end_turn()

    def _stop_motion(self) -> None:
        motion, self._motion = self._motion, None
        if motion is not None:
            motion.stop()  # and Qt deletes it (DeleteWhenStopped)
        self._end_turn()

    def _device_cached(self) -> bool:
        return self.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache

    def _end_turn(self) -> None:
        """Back to the sharp device-pixel picture after a turn."""
        if self._turning:
            self._turning = False
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
